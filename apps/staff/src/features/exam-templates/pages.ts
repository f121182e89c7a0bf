/** The pages of this area, as the registry fetches them on first visit (one chunk). */
export { ExamPreviewPage } from './ExamPreviewPage.tsx';
export { ExamTemplateEditPage, NewExamTemplatePage } from './ExamTemplateEditPage.tsx';
export { ExamTemplatesPage } from './ExamTemplatesPage.tsx';
