import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../config/vite.shared.ts';

/** A chunk group's test: the module is one of these source files. */
const oneOf = (files: readonly string[]) => (id: string) =>
  files.some((file) => id.replaceAll('\\', '/').endsWith(file));

/** /home's sections' cards and lists, each shared with a list page: one chunk (decision 0055). */
const HOME_CARDS = [
  'apps/site/src/features/offerings/OfferingGrid.tsx',
  'apps/site/src/app/published-offerings.ts',
  'apps/site/src/features/announcements/queries.ts',
  'apps/site/src/features/lecturers/lecturer-card.ts',
  'apps/site/src/features/lecturers/LecturerGrid.tsx',
  'apps/site/src/app/MobileAppBanner.tsx',
  'apps/site/src/app/StoreBadges.tsx',
  'apps/site/src/app/InlineList.ts',
  'packages/design-system/src/OfferingCard/OfferingCard.tsx',
  'packages/design-system/src/AnnouncementCard/AnnouncementCard.tsx',
  'packages/design-system/src/AnnouncementCard/dayAndMonth.ts',
  'packages/design-system/src/LecturerCard/LecturerCard.tsx',
];

/**
 * Small modules every page loads with main.tsx, which lazy pages share in different combinations:
 * one chunk (decision 0055). Never a module providers.tsx or query-client.ts imports.
 */
const SHELL_SHARED = [
  'packages/api-client/src/react/users.ts',
  'packages/api-client/src/react/content.ts',
  'packages/api-client/src/react/endpoints.ts',
  'packages/api-client/src/react/mutation.ts',
  'packages/design-system/src/focus/viewFocus.ts',
  'packages/design-system/src/Button/Button.styles.ts',
  'packages/design-system/src/Spinner/Spinner.tsx',
  'packages/design-system/src/utils/styleable.ts',
];

/**
 * The forms' error summary with the text fields and the failure alert, as the form pages share
 * them, and React Aria's form validation with its Autocomplete context: one chunk each. /practice
 * (decision 0081) uses the summary and a radio group but no text field; left to itself the bundler
 * would split these chunks by who imports what, and every form page, /support first, would pay a
 * file more for a page it never opens.
 */
const FORM_ERROR_PARTS = [
  'react-aria-components/dist/private/Group.mjs',
  'react-aria-components/dist/private/Input.mjs',
  'react-aria-components/dist/private/TextArea.mjs',
  'react-aria-components/dist/private/TextField.mjs',
  'react-aria/dist/private/textfield/useTextField.mjs',
  'packages/design-system/src/ErrorSummary/ErrorSummary.tsx',
  'packages/design-system/src/ErrorSummary/useInvalidFields.ts',
  'packages/design-system/src/Field/Field.styles.ts',
  'packages/design-system/src/Field/Field.tsx',
  'packages/design-system/src/Field/splitFieldProps.ts',
  'packages/design-system/src/TextField/TextField.tsx',
  'packages/design-system/src/focus/focusFirstInvalidField.ts',
  'packages/forms/src/FormFailureAlert/FormFailureAlert.tsx',
  'packages/forms/src/shared/formMessages.ts',
  'packages/forms/src/shared/useErrorSummary.tsx',
];
const FORM_VALIDATION = [
  'react-aria-components/dist/private/Autocomplete.mjs',
  'react-aria-components/dist/private/FieldError.mjs',
  'react-aria-components/dist/private/Form.mjs',
  'react-aria/dist/private/form/useFormValidation.mjs',
  'react-aria/dist/private/label/useField.mjs',
  'react-aria/dist/private/utils/useFormReset.mjs',
  'react-stately/dist/private/form/useFormValidationState.mjs',
];

/**
 * React Router publishes a production build beside its development one, but its package exports
 * only the development build, whose warnings (`ENABLE_DEV_WARNINGS`) cost every page 0.5 KB
 * gzipped (remix-run/react-router, "ENABLE_DEV_WARNINGS is true in production"). The browser's
 * production bundle takes the production build; the server and the dev server keep the
 * development one and its warnings.
 */
const require = createRequire(import.meta.url);
const reactRouterDist = path.join(
  path.dirname(createRequire(require.resolve('react-router-dom/package.json')).resolve('react-router/package.json')),
  'dist/production',
);

// The API the dev server forwards /api to (`pnpm --filter @review-center/api dev`).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  ...sourceResolution,
  resolve: {
    ...sourceResolution.resolve,
    alias:
      command !== 'build' || isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ],
  },
  plugins: [
    react(),
    // The site is written in English only: React Aria's own strings (a date picker's "Calendar",
    // a combo box's "Show suggestions") in the 34 other languages it ships would be dead weight in
    // every form's chunk. A browser set to another language gets the en-US ones (React Aria's
    // fallback), in keeping with the rest of the page (decision 0033).
    optimizeLocales.vite({ locales: ['en-US'] }),
  ],
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
  build: {
    target: 'es2022',
    // Written for debugging, never linked from the scripts nor served (decision 0024).
    sourcemap: 'hidden',
    manifest: true,
    // Every browser the site supports has modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page runs, in two chunks: React (react-dom's CommonJS build, initialised on
        // first use) and the rest of the framework (the router, TanStack Query and
        // styled-components, evaluated as soon as their chunk is). Every page needs them together,
        // and a file each compresses better and costs one request where a dozen slivers cost a
        // dozen; two, so boot.ts can evaluate them in separate tasks (decision 0015).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'framework',
              // useQueries is for two pages (lecturers, the exam), useInfiniteQuery for the two
              // longer lists (offerings, lecturers): each goes with its pages.
              test: /node_modules[\\/](react-router|react-router-dom|@tanstack|styled-components|stylis|@emotion)[\\/](?!.*(useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver)\.js)/,
            },
            {
              name: 'aria',
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately)[\\/]/,
              minShareCount: 14,
            },
            // The cards of /home's sections, shared with the list pages (offerings, announcements,
            // lecturers): one file rather than five slivers (decision 0055).
            { name: 'cards', includeDependenciesRecursively: false, test: oneOf(HOME_CARDS) },
            // Small modules the layout and most pages use, loaded with main.tsx: one file rather
            // than eight. None is imported by providers.tsx, so boot.ts's earlier steps stay as they
            // were (decision 0015). Without their dependencies: pulling those in would move Vite's
            // preload helper out of the entry, which must import nothing (decisions 0044, 0055).
            { name: 'shared', includeDependenciesRecursively: false, test: oneOf(SHELL_SHARED) },
            { name: 'useErrorSummary', includeDependenciesRecursively: false, test: oneOf(FORM_ERROR_PARTS) },
            { name: 'useFormValidation', includeDependenciesRecursively: false, test: oneOf(FORM_VALIDATION) },
          ],
        },
      },
    },
  },
}));
