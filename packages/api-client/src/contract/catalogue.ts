import * as z from 'zod/mini';
import {
  CATALOGUE_OPTION_KINDS,
  catalogueOptionFormSchema,
  couponFormSchema,
  idSchema,
  isoDateSchema,
  offeringFormSchema,
  offeringSchema,
  paginated,
} from '@review-center/domain';
import { messageResponseSchema, queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * The catalogue in the staff console (decision 0045): offerings with their prices by course,
 * coupons, and the administrator's list of branches and schedules. "Administrator roles are not
 * shown" (product §6): every call here is a choice of ours. Bodies are the domain's form schemas,
 * so the console's form and the server check the same rules with the same messages.
 */
const catalogueChoice = 'Not in the spec: the staff console’s catalogue pages (decision 0045)';

const pageQuery = {
  limit: z.optional(queryInt(1, 100)),
  page: z.optional(queryInt(1, 100_000)),
};
const idParams = z.object({ id: idSchema });

// ---- Offerings (content editor) ----

/** An offering as staff see it: every field, with how many enrollments it has. */
export const catalogueOfferingSchema = z.extend(offeringSchema, {
  enrollmentCount: z.number(),
  createdAt: isoDateSchema,
});
export type CatalogueOffering = z.infer<typeof catalogueOfferingSchema>;

/** GET /admin/offerings: every offering, published or not, newest first. */
export const listCatalogueOfferings = defineEndpoint({
  method: 'GET',
  path: '/admin/offerings',
  auth: true,
  roles: ['content-editor'],
  query: z.object(pageQuery),
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

// ---- Branches and schedules (the administrator's list; the editor reads it) ----

export const catalogueOptionSchema = z.object({
  _id: idSchema,
  kind: z.enum(CATALOGUE_OPTION_KINDS),
  name: z.string(),
});
export type CatalogueOption = z.infer<typeof catalogueOptionSchema>;

export const listCatalogueOptions = defineEndpoint({
  method: 'GET',
  path: '/admin/catalogue-options',
  auth: true,
  roles: ['content-editor'],
  response: z.object({ docs: z.array(catalogueOptionSchema) }),
  summary: 'The branches and schedules offerings choose from',
  ourChoice: catalogueChoice,
});

export const createCatalogueOption = defineEndpoint({
  method: 'POST',
  path: '/admin/catalogue-options',
  auth: true,
  roles: [],
  body: catalogueOptionFormSchema,
  response: catalogueOptionSchema,
  summary: 'Add a branch or a schedule',
  ourChoice: `${catalogueChoice}. 409 when the list already has it`,
});

/** DELETE: offerings that offer it keep it until edited; it is no longer offered to new ones. */
export const deleteCatalogueOption = defineEndpoint({
  method: 'DELETE',
  path: '/admin/catalogue-options/{id}',
  auth: true,
  roles: [],
  params: idParams,
  response: messageResponseSchema,
  summary: 'Remove a branch or a schedule from the list',
  ourChoice: catalogueChoice,
});

// ---- Coupons (content editor) ----

export const staffCouponSchema = z.object({
  _id: idSchema,
  code: z.string(),
  title: z.string(),
  offering: idSchema,
  offeringTitle: z.string(),
  discountPrice: z.nullable(z.number()),
  discountPercent: z.nullable(z.number()),
  validFrom: z.nullable(isoDateSchema),
  validUntil: z.nullable(isoDateSchema),
  maxUses: z.nullable(z.number()),
  /** How many enrollments used it. */
  uses: z.number(),
  active: z.boolean(),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;

export const listStaffCoupons = defineEndpoint({
  method: 'GET',
  path: '/admin/coupons',
  auth: true,
  roles: ['content-editor'],
  query: z.object(pageQuery),
  response: paginated(staffCouponSchema),
  summary: 'List coupons with how many times each was used',
  ourChoice: catalogueChoice,
});

export const createCoupon = defineEndpoint({
  method: 'POST',
  path: '/admin/coupons',
  auth: true,
  roles: ['content-editor'],
  body: couponFormSchema,
  response: staffCouponSchema,
  summary: 'Create a coupon',
  ourChoice: `${catalogueChoice}. 409 when the offering already has that code`,
});

export const updateCoupon = defineEndpoint({
  method: 'PUT',
  path: '/admin/coupons/{id}',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  body: couponFormSchema,
  response: staffCouponSchema,
  summary: 'Edit a coupon',
  ourChoice: catalogueChoice,
});

/** POST /admin/coupons/{id}/deactivate: no longer accepted; enrollments that used it keep it. */
export const deactivateCoupon = defineEndpoint({
  method: 'POST',
  path: '/admin/coupons/{id}/deactivate',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  response: staffCouponSchema,
  summary: 'Deactivate a coupon',
  ourChoice: catalogueChoice,
});
