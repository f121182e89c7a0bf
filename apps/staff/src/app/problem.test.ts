import { ApiError } from '@review-center/api-client';
import { describe, expect, it } from 'vitest';
import { problemOf } from './problem.ts';

describe('problemOf', () => {
  it("should give the server's own message, which names what refused the action", () => {
    const error = new ApiError('http', 'POST /api/v2/admin/enrollments/x/approve answered 409', {
      status: 409,
      body: { message: 'This enrollment is Active, not Payment Review' },
    });
    expect(problemOf(error)).toBe('This enrollment is Active, not Payment Review');
  });

  it('should say what kind of failure it was, never the request line', () => {
    expect(problemOf(new ApiError('network', 'GET /api/v2/admin/dashboard failed: no network connection'))).toBe(
      'The server cannot be reached. Check the connection and try again.',
    );
    expect(problemOf(new ApiError('timeout', 'GET /api/v2/admin/dashboard timed out after 10000 ms'))).toBe(
      'The server took too long to answer. Try again.',
    );
    expect(problemOf(new ApiError('http', 'GET /api/v2/admin/tickets/x answered 404', { status: 404 }))).toBe(
      'It no longer exists, or was never there.',
    );
    expect(problemOf(new ApiError('http', 'GET /api/v2/admin/audit answered 502', { status: 502 }))).not.toContain(
      '/api/v2',
    );
  });
});
