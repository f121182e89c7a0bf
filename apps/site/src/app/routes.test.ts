import { describe, expect, it } from 'vitest';
import { routePatterns } from './routes.tsx';

describe('routePatterns', () => {
  it("should list every page's address pattern from the router itself, and not the 404 page's catch-all", () => {
    expect(routePatterns).toEqual(
      expect.arrayContaining([
        '/',
        '/home',
        '/login',
        '/account',
        '/exams/:examName',
        '/offerings/:offering/enroll',
        '/enrollments/:enrollmentId/payments',
        '/account/reset-password/:user/:token',
      ]),
    );
    expect(routePatterns).not.toContain('*');
    expect(routePatterns.every((pattern) => pattern.startsWith('/'))).toBe(true);
  });
});
