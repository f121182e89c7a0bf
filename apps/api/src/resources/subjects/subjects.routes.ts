import { createSubject, listSubjects, renameSubject } from '@review-center/api-client/contract';
import { subjectInputSchema, type SubjectInput } from '@review-center/domain';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { parse, route } from '../../platform/http/route.ts';
import * as subjects from './subjects.service.ts';

/** The LET subject lists (decision 0076); guardContract checks each role. */
export function subjectRoutes(app: Api, deps: Deps) {
  route(app, listSubjects, () => subjects.listSubjects(deps.db));
  route(app, createSubject, ({ body }, c) =>
    subjects.createSubject(deps, signedInUser(c), parse(subjectInputSchema, body, 'body') as SubjectInput),
  );
  route(app, renameSubject, ({ params, body }, c) =>
    subjects.renameSubject(deps, signedInUser(c), params.id, body.title),
  );
}
