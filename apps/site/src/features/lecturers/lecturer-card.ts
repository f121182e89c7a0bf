import type { Lecturer } from '@review-center/domain';

/**
 * A lecturer as the card takes it (the API may send a null nickname). A photo resized by the API
 * (decision 0047) comes in two widths, 128 and 384 pixels: the card offers both.
 */
export function lecturerCardProps(lecturer: Lecturer) {
  return {
    photo: lecturer.photo,
    ...(lecturer.photoSmall ? { photoSrcSet: `${lecturer.photoSmall} 128w, ${lecturer.photo} 384w` } : {}),
    firstName: lecturer.firstName,
    nickname: lecturer.nickname ?? undefined,
    lastName: lecturer.lastName,
    profession: lecturer.profession,
    credentials: lecturer.credentials,
  };
}
