/** The pages of this area, as the registry fetches them on first visit (one chunk). */
export { EditAnnouncementPage, NewAnnouncementPage } from './AnnouncementEditorPage.tsx';
export { AnnouncementsPage } from './AnnouncementsPage.tsx';
