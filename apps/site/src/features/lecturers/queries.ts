import { PAGE_SIZE } from '@review-center/domain';

/** Home: 4 lecturers (product §7 "Home uses limit 4"). */
export const homeLecturersQuery = { limit: PAGE_SIZE.homeLecturers, offset: 0 };
