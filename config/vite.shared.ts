import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Workspace packages export their TypeScript source under this condition, and their built
 * `dist` otherwise (what other review centers install). Inside the repo every tool resolves
 * the source, so there is no build step between editing a package and using it.
 */
export const SOURCE_CONDITION = '@review-center/source';

export const sourceResolution = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultServerConditions],
      externalConditions: [SOURCE_CONDITION],
    },
  },
} satisfies UserConfig;

/**
 * How every unit and integration project runs (decision 0030): two files at a time, and the
 * modules a worker has loaded kept for its next file instead of importing React, react-aria and
 * the API again for each one (the tests clean up after themselves: testing-library's cleanup, a
 * database per file). Projects loaded from their own config file do not inherit the root's
 * `maxWorkers`, and Vitest puts every project left at one worker into a last group that runs
 * one file at a time; these run first, together, on both cores.
 */
export const unitTestPool = {
  maxWorkers: 2,
  isolate: false,
  // A test's limit catches a hang; it does not measure speed, and a machine four times slower
  // than a loaded run still meets it (decision 0059). The slowest unit test, a whole profile
  // typed into jsdom with user-event, takes 3.4 s alone and took 27 to 30 s in the test command
  // beside the story and journey lanes: 30 s was no bound at all. It took over 120 s in a run
  // beside four other people's builds and journeys (load average 20 to 24, 2026-11-29).
  testTimeout: 300_000,
} as const;
