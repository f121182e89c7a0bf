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
