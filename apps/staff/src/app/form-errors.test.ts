import { ApiError } from '@review-center/api-client';
import { describe, expect, it } from 'vitest';
import { conflictAsField, serverFieldErrors } from './form-errors.ts';

const refused = (status: number, message: string) =>
  new ApiError('http', `POST /api/v2/admin/catalogue-options answered ${status}`, { status, body: { message } });

describe('conflictAsField', () => {
  it("should make the server's 409 the named field's own message", async () => {
    const failed = await conflictAsField(Promise.reject(refused(409, 'The list of branches already has Cebu')), 'name')
      .then(() => null)
      .catch((error: unknown) => error);
    expect(serverFieldErrors(failed)).toEqual({ name: 'The list of branches already has Cebu' });
  });

  it('should leave any other failure, and an answer, as they were', async () => {
    const other = refused(403, 'Only an administrator keeps the list');
    await expect(conflictAsField(Promise.reject(other), 'name')).rejects.toBe(other);
    await expect(conflictAsField(Promise.resolve('saved'), 'name')).resolves.toBe('saved');
  });
});
