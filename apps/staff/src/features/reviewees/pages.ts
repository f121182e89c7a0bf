/** The pages of this area, as the registry fetches them on first visit (one chunk). */
export { RevieweePage } from './RevieweePage.tsx';
export { RevieweesPage } from './RevieweesPage.tsx';
