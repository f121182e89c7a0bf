import type { Lecturer } from '@review-center/domain';
import styled from 'styled-components';

/** A responsive list of lecturer cards. */
export const LecturerGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: var(--ds-space-4);
  margin: 0 0 var(--ds-space-3);
  padding: 0;
  list-style: none;
`;

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
