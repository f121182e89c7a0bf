import { unsubscribeFromExamReminders } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';
import * as examReminders from './exam-reminders.service.ts';

/** The exam reminders' one call: the e-mailed link stops them, without signing in (decision 0091). */
export function examReminderRoutes(app: Api, deps: Deps) {
  route(app, unsubscribeFromExamReminders, ({ body }) => examReminders.unsubscribe(deps, body.key));
}
