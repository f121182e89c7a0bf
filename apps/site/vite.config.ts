import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { sourceResolution } from '../../config/vite.shared.ts';
import { PRIVATE_CACHES } from './src/app/offline-caches.ts';

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
  // The practice sizes and goals (decision 0081), which the contract's schema and /practice share:
  // a few bytes here rather than a file of their own named in every page's map of chunks.
  'packages/domain/src/rules/practice.ts',
];

/**
 * The daily goal's words and its bar (decision 0081), shared by /practice and the account: one
 * chunk rather than two (the upload's progress view takes the bar from it too).
 */
const PRACTICE_PROGRESS = [
  'apps/site/src/app/practice-progress.ts',
  'packages/design-system/src/ProgressBar/ProgressBar.tsx',
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

/**
 * What a signed-in reviewee opens offline (decision 0082): the service worker precaches the app's
 * shell (the entry and everything it starts, as docs/architecture.md#performance-budget counts a
 * page's first load) and these modules with the chunks they import, so practice and the courseware
 * open without a connection. Any other chunk is kept once it has been fetched. None of the exam's:
 * an exam is never taken offline.
 */
const OFFLINE_MODULES = [
  'src/routes/practice.tsx',
  'src/routes/account.tsx',
  'src/features/account/CoursewareTab.tsx',
  'src/routes/not-found.tsx',
];

const siteRoot = path.dirname(fileURLToPath(import.meta.url));

/** The files of the shell and of OFFLINE_MODULES, read from Vite's manifest of the build just written. */
function offlineFiles(): Set<string> {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
  const manifestPath = path.join(siteRoot, 'dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const keys = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${manifestPath}: update OFFLINE_MODULES in vite.config.ts`);
    if (keys.has(key)) return;
    keys.add(key);
    for (const dependency of chunk.imports ?? []) add(dependency);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    add(key);
    for (const lazy of chunk.dynamicImports ?? []) add(lazy);
  }
  for (const key of OFFLINE_MODULES) add(key);
  return new Set([...keys].map((key) => manifest[key]!.file));
}

/**
 * The installable app: its manifest, and a service worker made by Workbox (decision 0082). In the
 * browser's build only: the server bundle has no use for either. The functions in `runtimeCaching`
 * are copied into sw.js as their source, so they use nothing from this file.
 */
const installableApp = () =>
  VitePWA({
    // The site registers the worker itself, once a reviewee has signed in (src/app/service-worker.ts):
    // workbox-window, or the plugin's script in every page, would cost every public page bytes.
    injectRegister: false,
    registerType: 'autoUpdate',
    // A device keeps the icons it installed; they are not worth a place in the 1 MB precache.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      // The product's name, as the page titles and an unconfigured center have it. The API serves
      // this file with the center's own name once an administrator has set it (decision 0046).
      name: 'Review Center',
      short_name: 'Review Center',
      description: 'LET review: offerings, mock exams, courseware and practice.',
      // The pages' own language (index.html).
      lang: 'en',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      // The theme's primary and page background (packages/design-system/src/tokens/theme.ts).
      theme_color: '#19376d',
      background_color: '#f2f4f7',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell: its HTML and the code every page starts with, then OFFLINE_MODULES. The pages
      // the server sends as built join after prerendering, and the web manifest leaves, as the
      // API's copy carries the center's name (scripts/build.ts).
      globPatterns: ['index.html', 'favicon.svg', 'assets/*.js'],
      manifestTransforms: [
        (entries) => {
          const keep = offlineFiles();
          return {
            manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)),
            warnings: [],
          };
        },
      ],
      // Pages come from the network first (below): the shell for every page would hide the
      // server's rendering and its fresh lists (decisions 0013, 0046).
      navigateFallback: null,
      navigationPreload: true,
      // A new version takes over at once; a page still running the old one retries a chunk that
      // is gone like any other (decision 0018).
      skipWaiting: true,
      clientsClaim: true,
      // The worker's maps would be linked from it, and are never served (decision 0024).
      sourcemap: false,
      runtimeCaching: [
        {
          // Every page of the site, never the API's nor the staff console's: from the network
          // as without the worker; offline, as last seen, else the shell, which renders it.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(?:api|staff)(?:\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            expiration: { maxEntries: 40 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
        {
          // The reviewee's courseware (GET /users/{id}/courseware), as last read.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/v2\/users\/[^/]+\/courseware$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: PRIVATE_CACHES.courseware,
            expiration: { maxEntries: 4 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Who is signed in (GET /users/me) and the queue's counts (GET /users/{id}/practice), as
          // last read: what /practice needs to open on a phone without a connection.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/api\/v2\/users\/(?:me|[^/]+\/practice)$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: PRIVATE_CACHES.signedIn,
            expiration: { maxEntries: 4 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The items due in the review queue (GET /users/{id}/practice/items?from=queue), as last
          // drawn. No other API call is kept: never an exam's, never an answer.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/api\/v2\/users\/[^/]+\/practice\/items$/.test(url.pathname) &&
            url.searchParams.get('from') === 'queue',
          handler: 'NetworkFirst',
          options: {
            cacheName: PRIVATE_CACHES.practiceQueue,
            expiration: { maxEntries: 8 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The site's other chunks, once fetched: hashed, so never stale.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 120 }, cacheableResponse: { statuses: [200] } },
        },
      ],
    },
  });

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
    command === 'build' && !isSsrBuild && installableApp(),
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
        // Seven characters of hash, not eight, in the browser's build: every page carries the
        // names of the chunks its links may open (the preload map in main), about 150, and 64^7
        // names are still plenty for one build's files. A character a name is about 0.1 KB gzipped
        // on every first load. The server bundle keeps its own names (entry-server.js).
        ...(isSsrBuild
          ? {}
          : {
              entryFileNames: 'assets/[name]-[hash:7].js',
              chunkFileNames: 'assets/[name]-[hash:7].js',
              assetFileNames: 'assets/[name]-[hash:7][extname]',
            }),
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
            { name: 'practice-progress', includeDependenciesRecursively: false, test: oneOf(PRACTICE_PROGRESS) },
            { name: 'useErrorSummary', includeDependenciesRecursively: false, test: oneOf(FORM_ERROR_PARTS) },
            { name: 'useFormValidation', includeDependenciesRecursively: false, test: oneOf(FORM_VALIDATION) },
          ],
        },
      },
    },
  },
}));
