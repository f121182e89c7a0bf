/*
 * The upper bounds of the journeys' waits, one a kind (decision 0059). A step waits for a state (an
 * element, an attribute, focus, a request's answer) and goes on the moment it holds; these only
 * say when to call it stuck. Each is met by a machine four times slower than a loaded run on
 * today's 2-core machine, where an ordinary step took up to ~5 s and a payment's submit ~8 s.
 */

/** A step in the page: a render after an action, a lazy chunk, an ordinary call to the API. */
export const STEP_MS = 30_000;

/**
 * A step that waits on the server's work: a page's first load (its chunks and data), a submit
 * with an upload, a sign-in, an e-mail arriving.
 */
export const SERVER_MS = 60_000;

/** A whole journey (one test): many steps, each stopped by its own bound first. */
export const JOURNEY_MS = 600_000;
