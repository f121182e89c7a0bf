import * as z from 'zod/mini';
import { CATALOGUE_OPTION_KINDS, catalogueOptionFormSchema, idSchema } from '@review-center/domain';
import { idParams, messageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * The administrator's list of branches and schedules, which the content editor reads to fill an
 * offering's form (decision 0045). "Administrator roles are not shown" (product §6): every call
 * here is a choice of ours.
 */
const catalogueChoice = 'Not in the spec: the staff console’s catalogue pages (decision 0045)';

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
