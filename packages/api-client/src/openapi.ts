import * as z from 'zod/mini';
import { API_BASE_PATH, API_VERSION } from '@review-center/domain';
import { errorBodySchema } from './contract/common.ts';
import type { Endpoint } from './contract/endpoint.ts';

type JsonSchema = Record<string, unknown>;

/** Blobs (uploads) have no JSON Schema; OpenAPI 3.1 writes binary content this way. */
const binary: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };

const toSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, {
    io,
    // Transforms (query booleans) and instanceof checks (files) have no JSON Schema equivalent.
    unrepresentable: ({ zodSchema }) => (zodSchema._zod.def.type === 'custom' ? binary : 'any'),
  }) as JsonSchema;
  delete json.$schema;
  return json;
};

/** The object's properties as OpenAPI parameters (`in: path` or `in: query`). */
function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/**
 * A call's group in the reference: the resource its path names first (`/admin/coupons/{id}` is
 * coupons, `/users/{id}/practice` is users: what a user does with their own account). Swagger UI
 * shows the groups closed; with 149 calls or more open at once it drew only the first ten.
 */
const tagOf = (path: string): string => {
  const [first = '', second] = path.split('/').filter(Boolean);
  return first === 'admin' && second ? second : first;
};

/** `/users/{id}/...` keeps the `{name}` placeholders OpenAPI uses too. */
function operation(name: string, endpoint: Endpoint) {
  const errorResponse = {
    description: 'Error',
    content: { 'application/json': { schema: toSchema(errorBodySchema, 'output') } },
  };
  const success =
    endpoint.responseType === 'binary'
      ? { description: 'The file', content: { 'application/octet-stream': { schema: binary } } }
      : { description: 'OK', content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } } };
  return {
    operationId: name,
    tags: [tagOf(endpoint.path)],
    summary: endpoint.summary,
    ...(endpoint.ourChoice ? { description: `Our choice (not shown by the spec): ${endpoint.ourChoice}` } : {}),
    ...(endpoint.auth
      ? { security: [{ bearer: [] }] }
      : endpoint.optionalAuth
        ? { security: [{}, { bearer: [] }] }
        : {}),
    ...(endpoint.roles ? { 'x-roles': ['admin', ...endpoint.roles] } : {}),
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              [endpoint.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                schema: toSchema(endpoint.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses: { 200: success, default: errorResponse },
  };
}

/**
 * The OpenAPI 3.1 document of a contract, built from its zod schemas with `z.toJSONSchema`
 * (docs/architecture.md#contract-first): the API serves it at GET /api/v2/openapi.json.
 */
export function createOpenApiDocument(contract: Record<string, Endpoint>, options: { serverUrl?: string } = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(contract)) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Review Center API',
      version: API_VERSION,
      description: 'The /api/v2 contract of the Review Center, generated from @review-center/api-client.',
    },
    servers: [{ url: options.serverUrl ?? API_BASE_PATH }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
