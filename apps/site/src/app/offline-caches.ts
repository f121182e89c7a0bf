/**
 * The service worker's caches of a signed-in reviewee's own answers from the API (decision 0082):
 * named here once for the worker's rules (vite.config.ts) and for sign-out, which deletes them
 * (service-worker.ts), so the next person on the device finds none of them.
 */
export const PRIVATE_CACHES = {
  /** GET /users/{id}/courseware. */
  courseware: 'courseware',
  /** GET /users/{id}/practice/items?from=queue. */
  practiceQueue: 'practice-queue',
  /** GET /users/me and GET /users/{id}/practice: who is signed in and the queue's counts. */
  signedIn: 'signed-in',
} as const;
