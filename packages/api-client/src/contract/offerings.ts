import * as z from 'zod/mini';
import { idSchema, isoDateSchema, offeringFormSchema, offeringSchema, paginated } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';
import { idParams, messageResponseSchema, staffPageQuery } from './common.ts';

const booleanQuery = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((value: boolean | 'true' | 'false') => value === true || value === 'true'),
);

export const listOfferingsQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10),
  published: z.optional(booleanQuery),
});

/** GET /offerings: the list page uses page 1, limit 10, published true (product §7). */
export const listOfferings = defineEndpoint({
  method: 'GET',
  path: '/offerings',
  auth: false,
  query: listOfferingsQuery,
  response: paginated(offeringSchema),
  summary: 'List offerings',
});

/** GET /offerings/{id}. */
export const getOffering = defineEndpoint({
  method: 'GET',
  path: '/offerings/{id}',
  auth: false,
  params: z.object({ id: idSchema }),
  response: offeringSchema,
  summary: 'Get one offering',
});

/*
 * Offerings in the staff console (decision 0045), with their prices by course. "Administrator
 * roles are not shown" (product §6): every staff call here is a choice of ours. Bodies are the
 * domain's form schemas, so the console's form and the server check the same rules with the same
 * messages.
 */
const catalogueChoice = 'Not in the spec: the staff console’s catalogue pages (decision 0045)';

/** An offering as staff see it: every field, with how many enrollments it has. */
export const catalogueOfferingSchema = z.extend(offeringSchema, {
  enrollmentCount: z.number(),
  createdAt: isoDateSchema,
  /** Its place on /offerings among every offering, published or not: 0 is first. */
  position: z.number(),
  /** Whether it is last in that order: it cannot move down. */
  last: z.boolean(),
});
export type CatalogueOffering = z.infer<typeof catalogueOfferingSchema>;

/** GET /admin/offerings: every offering, published or not, in the order /offerings lists them. */
export const listCatalogueOfferings = defineEndpoint({
  method: 'GET',
  path: '/admin/offerings',
  auth: true,
  roles: ['content-editor'],
  query: z.object(staffPageQuery),
  response: paginated(catalogueOfferingSchema),
  summary: 'List every offering with its enrollment count',
  ourChoice: catalogueChoice,
});

export const getCatalogueOffering = defineEndpoint({
  method: 'GET',
  path: '/admin/offerings/{id}',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  response: catalogueOfferingSchema,
  summary: 'One offering, as the editor opens it',
  ourChoice: catalogueChoice,
});

/** POST /admin/offerings: a new offering, unpublished until staff publish it. */
export const createOffering = defineEndpoint({
  method: 'POST',
  path: '/admin/offerings',
  auth: true,
  roles: ['content-editor'],
  body: offeringFormSchema,
  response: catalogueOfferingSchema,
  summary: 'Create an offering (unpublished)',
  ourChoice: catalogueChoice,
});

/** PUT /admin/offerings/{id}: every field at once; existing enrollments keep their price. */
export const updateOffering = defineEndpoint({
  method: 'PUT',
  path: '/admin/offerings/{id}',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  body: offeringFormSchema,
  response: catalogueOfferingSchema,
  summary: 'Edit an offering',
  ourChoice: `${catalogueChoice}. An enrollment keeps the price it was made at`,
});

/** POST /admin/offerings/{id}/duplicate: a copy for next season, unpublished, titled “… (copy)”. */
export const duplicateOffering = defineEndpoint({
  method: 'POST',
  path: '/admin/offerings/{id}/duplicate',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  response: catalogueOfferingSchema,
  summary: 'Duplicate an offering for next season',
  ourChoice: catalogueChoice,
});

export const publishOffering = defineEndpoint({
  method: 'POST',
  path: '/admin/offerings/{id}/publish',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  response: catalogueOfferingSchema,
  summary: 'Publish an offering: /offerings lists it',
  ourChoice: catalogueChoice,
});

export const unpublishOffering = defineEndpoint({
  method: 'POST',
  path: '/admin/offerings/{id}/unpublish',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  response: catalogueOfferingSchema,
  summary: 'Unpublish an offering: /offerings no longer lists it, enrollments stay',
  ourChoice: catalogueChoice,
});

/**
 * POST /admin/offerings/{id}/move: one place earlier (`up`) or later (`down`) on /offerings;
 * 409 when it is already first or last.
 */
export const moveOffering = defineEndpoint({
  method: 'POST',
  path: '/admin/offerings/{id}/move',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  body: z.object({ direction: z.enum(['up', 'down']) }),
  response: catalogueOfferingSchema,
  summary: 'Move an offering one place up or down on /offerings',
  ourChoice: `${catalogueChoice}. The editor orders the offerings; 409 at either end`,
});

/** DELETE /admin/offerings/{id}: refused (409) while the offering has enrollments. */
export const deleteOffering = defineEndpoint({
  method: 'DELETE',
  path: '/admin/offerings/{id}',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  response: messageResponseSchema,
  summary: 'Delete an offering that has no enrollments',
  ourChoice: `${catalogueChoice}. 409 when it has enrollments: unpublish it instead`,
});
