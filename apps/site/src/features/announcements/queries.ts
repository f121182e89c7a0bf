import { PAGE_SIZE } from '@review-center/domain';

/** Home: the latest 3 announcements, newest first (product §7: limit 3, sort -date). */
export const homeAnnouncementsQuery = { limit: PAGE_SIZE.homeAnnouncements, sort: '-date', page: 1 };

/** The list page: the 4 latest, newest first (product §2 Announcements, §9). */
export const announcementListQuery = { limit: PAGE_SIZE.announcements, sort: '-date', page: 1 };
