import { centerSettingsInputSchema, centerSettingsSchema } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

/* The center's own details, edited in the staff console (decision 0046): a choice of ours. */
const centerChoice = 'Not in the spec: the center’s details, edited by an administrator (decision 0046)';

/** GET /center: the center's details as the site shows them (footer, About Us, FAQ, Support, payment). */
export const getCenter = defineEndpoint({
  method: 'GET',
  path: '/center',
  auth: false,
  response: centerSettingsSchema,
  summary: 'The center’s name, about text, partners, contacts, links and payment accounts',
  ourChoice: `${centerChoice}. An empty field is not set; the site leaves it out`,
});

/** PUT /admin/center: the administrator's edit of every detail at once. */
export const updateCenter = defineEndpoint({
  method: 'PUT',
  path: '/admin/center',
  auth: true,
  roles: [],
  body: centerSettingsInputSchema,
  response: centerSettingsSchema,
  summary: 'Change the center’s details',
  ourChoice: centerChoice,
});
