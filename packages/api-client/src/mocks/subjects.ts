import { LET_SUBJECTS } from '@review-center/domain';
import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/** The LET subjects a center starts with (decision 0076); staff edits 404, like the categories'. */
export const subjectResolvers = {
  listSubjects: () =>
    page(
      LET_SUBJECTS.map(({ id, ...subject }) => ({ _id: id, ...subject })),
      {},
    ),
  createSubject: none,
  renameSubject: none,
} satisfies Resolvers<'listSubjects' | 'createSubject' | 'renameSubject'>;
