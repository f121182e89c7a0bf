import type { UserRole } from '@review-center/domain';

/** Who may open the console: today the administrator is the one staff role. */
export const isStaff = (role: UserRole): boolean => role === 'admin';
