import { profileFieldsSchema } from '@review-center/domain';
import * as z from 'zod/mini';
import { FIELDS, type EditableField } from './profile-fields.ts';

/**
 * The wire rules of each field the Account tab edits (product §5: required text, mobile of 11
 * digits), loaded with the first save (decision 0044).
 */
export const editableSchema = z.pick(
  profileFieldsSchema,
  Object.fromEntries(FIELDS.map((f) => [f, true])) as Record<EditableField, true>,
);
