import { http, HttpResponse } from 'msw';
import { API_BASE_PATH } from '@review-center/domain';
import { offeringFixtures } from './fixtures.ts';

/** MSW handlers for Storybook and component tests; never used by the running product. */
export const createHandlers = (baseUrl = API_BASE_PATH, offerings = offeringFixtures) => [
  http.get(`${baseUrl}/offerings`, () => HttpResponse.json({ docs: offerings, totalDocs: offerings.length })),
  http.get(`${baseUrl}/offerings/:id`, ({ params }) => {
    const offering = offerings.find((item) => item._id === params.id);
    return offering
      ? HttpResponse.json(offering)
      : HttpResponse.json({ message: 'Offering not found' }, { status: 404 });
  }),
];

export const handlers = createHandlers();
