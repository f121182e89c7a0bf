/** The pages of this area, as the registry fetches them on first visit (one chunk). */
export { CoursewareEditorPage } from './CoursewareEditorPage.tsx';
export { CoursewareListPage } from './CoursewareListPage.tsx';
