/** The pages of this area, as the registry fetches them on first visit (one chunk). */
export { QuestionBankPage } from './QuestionBankPage.tsx';
export { NewQuestionPage, QuestionEditPage } from './QuestionEditPage.tsx';
