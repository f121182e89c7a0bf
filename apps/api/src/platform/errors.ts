/**
 * What a service refuses, in the service's own terms: it never builds a response. The app's
 * error handler (app.ts) is the one place that turns each kind into an HTTP status and the
 * `{ message }` body of the contract, so a service reads the same from a route, a job or the
 * administrator's command line.
 */
export type ErrorKind =
  | 'invalid-input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'expired'
  | 'too-large'
  | 'rate-limited';

export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;
}

/** One field and what is wrong with it; the message reads `field: problem`. */
interface Issue {
  field: string;
  problem: string;
}

/** Input a call refuses, naming each field (several at once when a schema finds several). */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid-input';
  readonly issues: readonly Issue[];
  constructor(field: string, problem: string);
  constructor(issues: readonly Issue[]);
  constructor(fieldOrIssues: string | readonly Issue[], problem = '') {
    const issues = typeof fieldOrIssues === 'string' ? [{ field: fieldOrIssues, problem }] : fieldOrIssues;
    super(issues.map((issue) => `${issue.field}: ${issue.problem}`).join('; '));
    this.issues = issues;
  }
}

/** No valid session where one is needed. */
export class Unauthenticated extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(message = 'Sign in to continue') {
    super(message);
  }
}

export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = 'Forbidden') {
    super(message);
  }
}

export class NotFound extends DomainError {
  readonly kind = 'not-found';
}

/** The request clashes with what is stored (a second enrollment, an exam already submitted). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** A link whose time is over. */
export class Expired extends DomainError {
  readonly kind = 'expired';
}

export class TooLarge extends DomainError {
  readonly kind = 'too-large';
}

/** Too many tries from one address or for one e-mail; try again after `retryAfterSeconds`. */
export class RateLimited extends DomainError {
  readonly kind = 'rate-limited';
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(`Too many attempts, please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
