import { defineProject } from 'vitest/config';
import { sourceResolution } from '../config/vite.shared.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

export default defineProject({
  // A journey may import a package's source, as the API reference compares the page with the contract.
  ...sourceResolution,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // Two journeys at a time, each worker with its own API, database and outbox, and a browser per
    // file (decision 0059). The test command runs this project in a Vitest run of its own, beside
    // the rest from the start (decision 0035).
    maxWorkers: 2,
    // The root config starts the longest journeys first (config/sequencer.ts, decision 0066).
    // Upper bounds only (support/waits.ts): each step stops at its own bound first. A hook starts a
    // browser or signs in, a step that waits on the server.
    testTimeout: JOURNEY_MS,
    hookTimeout: SERVER_MS,
    // `expect.poll` waits for a state as a locator does, up to a step's bound. Vitest's own second
    // was a wait by time: under load a list took longer to drop a removed branch (catalogue.e2e).
    expect: { poll: { timeout: STEP_MS } },
  },
});
