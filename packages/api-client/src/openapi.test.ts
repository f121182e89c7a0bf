import { describe, expect, it } from 'vitest';
import { contract } from './contract/index.ts';
import { createOpenApiDocument } from './openapi.ts';

describe('createOpenApiDocument', () => {
  const document = createOpenApiDocument(contract);
  const entries = Object.entries(contract);

  it.each(entries)('should list %s under its method and path', (name, endpoint) => {
    const pathItem = document.paths[endpoint.path] as Record<string, { operationId: string }> | undefined;
    expect(pathItem?.[endpoint.method.toLowerCase()]?.operationId).toBe(name);
  });

  it('should hold no operation that the contract does not declare', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(entries.length);
  });

  it('should be an OpenAPI 3.1 document with bearer security', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('should keep the spec spelling of the resend path', () => {
    expect(document.paths['/users/{id}/resend-verfication']).toHaveProperty('post');
  });

  it('should describe the sign-in body with its required fields', () => {
    const signIn = document.paths['/users/sign-in']?.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });

  it('should send uploads as multipart form data and mark path parameters required', () => {
    const upload = document.paths['/uploads']?.post as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    const answer = document.paths['/users/{id}/exams/{examId}/questions/{questionId}']?.post as {
      parameters: { name: string; in: string; required: boolean }[];
    };
    expect(answer.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.required])).toEqual([
      ['id', true],
      ['examId', true],
      ['questionId', true],
    ]);
  });

  it('should mark the choices the spec does not show', () => {
    const enroll = document.paths['/users/{id}/enrollments']?.post as { description?: string };
    expect(enroll.description).toMatch(/^Our choice/);
  });
});
