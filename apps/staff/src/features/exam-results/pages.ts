/** The pages of this area, as the registry fetches them on first visit (one chunk). */
export { ExamResultsPage } from './ExamResultsPage.tsx';
export { ExamsPage } from './ExamsPage.tsx';
export { RevieweeAttemptsPage } from './RevieweeAttemptsPage.tsx';
