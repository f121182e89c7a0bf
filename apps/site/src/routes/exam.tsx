import { useParams } from 'react-router-dom';
import { ExamPage } from '../features/exam/ExamPage.tsx';

/** /exams/{examName} (product §2): the examName is the slug of an exam template. */
export function Component() {
  const { examName = '' } = useParams();
  // A new slug is a new exam: its session starts afresh.
  return <ExamPage key={examName} slug={examName} />;
}
