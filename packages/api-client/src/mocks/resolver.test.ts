import { describe, expect, it } from 'vitest';
import type { Contract } from '../contract/index.ts';
import { offeringResolvers } from './offerings.ts';
import { fail, page, type MockResolver, type Resolvers } from './resolver.ts';
import { createMockState } from './state.ts';

/*
 * The resolvers are typed by the contract: these lines compile only while a wrong answer, an
 * unknown path parameter or a body field the schema lacks stays a type error.
 */
const wrongAnswer = {
  // @ts-expect-error an offering has a title, not a name
  getOffering: () => ({ _id: 'off-1', name: 'Review' }),
} satisfies Resolvers<'getOffering'>;

const unknownParam: MockResolver<Contract['getOffering']> = ({ state, params }) =>
  // @ts-expect-error GET /offerings/{id} has no {slug}
  state.offerings.find((o) => o._id === params.slug) ?? fail(404, 'Offering not found');

const unknownBodyField: MockResolver<Contract['signIn']> = ({ body }) =>
  // @ts-expect-error the sign-in body is { email, password }
  ({ token: body.username, _id: 'usr-1' });

const unknownQuery: MockResolver<Contract['listLecturers']> = ({ state, query }) => {
  // @ts-expect-error GET /lecturers is asked by limit and offset only
  const slug = query.slug;
  return page(
    state.lecturers.filter((l) => l._id === slug),
    query,
  );
};

describe('resolvers', () => {
  it('should answer a known offering and 404 an unknown one', () => {
    const state = createMockState();
    const request = { state, now: new Date(), query: {}, body: undefined };
    expect(offeringResolvers.getOffering({ ...request, params: { id: state.offerings[0]!._id } })).toBe(
      state.offerings[0],
    );
    expect(offeringResolvers.getOffering({ ...request, params: { id: 'off-none' } })).toMatchObject({ status: 404 });
    expect([wrongAnswer, unknownParam, unknownBodyField, unknownQuery]).toHaveLength(4);
  });
});
