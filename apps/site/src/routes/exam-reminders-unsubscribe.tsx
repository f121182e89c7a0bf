import { useParams } from 'react-router-dom';
import { UnsubscribePage } from '../features/exam-reminders/UnsubscribePage.tsx';

/** /exam-reminders/unsubscribe/{key}: the exam reminder's link that stops them (decision 0091). */
export function Component() {
  const { key = '' } = useParams();
  // A new link is a new page: key by it so its state starts over.
  return <UnsubscribePage key={key} reminderKey={key} />;
}
