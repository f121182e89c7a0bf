/**
 * The LET subjects a question is tagged with, by part (decision 0076): the lists a new center
 * starts from, which the content editor then edits (adds to and renames) in the console.
 *
 * - General Education: the subject areas the PRC's table of specifications groups the part's
 *   items by, as the issue of record names them (English, Filipino, Mathematics, Science,
 *   Social Science).
 * - Professional Education: the professional education courses of the teacher education
 *   curricula the LET now follows (CHED Memorandum Orders No. 74 and 75, s. 2017).
 * - Specialization: one list per specialization (product §2's list), each starting with the
 *   specialization itself; a center adds the major's own subjects under it.
 */
import { SPECIALIZATIONS } from '../constants.ts';
import type { LetPart } from '../rules/let-rating.ts';

export type Specialization = (typeof SPECIALIZATIONS)[number];

/** One subject of the lists: its part and, for the specialization part, which specialization. */
export interface LetSubjectSeed {
  /** Stable: the id the seed writes, so a second start finds the row and leaves it alone. */
  id: string;
  part: LetPart;
  specialization: Specialization | null;
  title: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const GENERAL_EDUCATION = ['English', 'Filipino', 'Mathematics', 'Science', 'Social Science'] as const;

const PROFESSIONAL_EDUCATION = [
  'The Child and Adolescent Learners and Learning Principles',
  'Facilitating Learner-Centered Teaching',
  'The Teaching Profession',
  'The Teacher and the Community, School Culture and Organizational Leadership',
  'Foundation of Special and Inclusive Education',
  'Assessment in Learning',
  'Technology for Teaching and Learning',
  'The Teacher and the School Curriculum',
  'Building and Enhancing New Literacies Across the Curriculum',
] as const;

/** The lists a new center starts with, in the order the console shows them. */
export const LET_SUBJECTS: readonly LetSubjectSeed[] = [
  ...GENERAL_EDUCATION.map((title) => ({
    id: `general-${slug(title)}`,
    part: 'general' as const,
    specialization: null,
    title,
  })),
  ...PROFESSIONAL_EDUCATION.map((title) => ({
    id: `professional-${slug(title)}`,
    part: 'professional' as const,
    specialization: null,
    title,
  })),
  ...SPECIALIZATIONS.map((specialization) => ({
    id: `specialization-${slug(specialization)}`,
    part: 'specialization' as const,
    specialization,
    title: specialization,
  })),
];
