import { getCurrentTime } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';

export function utilityRoutes(app: Api, deps: Deps) {
  // The exam's clock is the server's (product §2 Exam, §3 "Server time response").
  route(app, getCurrentTime, async () => ({ current: deps.now().toISOString() }));
}
