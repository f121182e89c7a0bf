import type { Lecturer } from '@review-center/domain';

/** A lecturer as the card takes it (the API may send a null nickname). */
export function lecturerCardProps(lecturer: Lecturer) {
  return {
    photo: lecturer.photo,
    firstName: lecturer.firstName,
    nickname: lecturer.nickname ?? undefined,
    lastName: lecturer.lastName,
    profession: lecturer.profession,
    credentials: lecturer.credentials,
  };
}
