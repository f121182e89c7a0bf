// One lint setup for the whole repo: zero warnings allowed (`eslint . --max-warnings=0`).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Which workspace packages each package may import (docs/architecture.md#dependencies-point-one-way). */
const allowedWorkspaceImports = {
  'packages/domain': [],
  'packages/design-system': [],
  'packages/api-client': ['domain'],
  'packages/forms': ['domain', 'design-system'],
  'apps/site': ['domain', 'api-client', 'design-system', 'forms'],
  'apps/staff': ['domain', 'api-client', 'design-system', 'forms'],
  'apps/api': ['domain', 'api-client/contract'],
};
const workspacePackages = ['domain', 'api-client', 'design-system', 'forms'];

const packageBoundaries = Object.entries(allowedWorkspaceImports).map(([dir, allowed]) => ({
  files: [`${dir}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
          name,
          message: "Import 'zod/mini': classic zod cannot be tree-shaken and would weigh on every page of the site.",
        })),
        patterns: workspacePackages
          .filter((name) => !allowed.some((a) => a === name || a.startsWith(`${name}/`)))
          .map((name) => ({
            group: [`@review-center/${name}`, `@review-center/${name}/*`],
            message: `${dir} may not depend on @review-center/${name} (see docs/architecture.md#dependencies-point-one-way).`,
          }))
          .concat(
            dir === 'apps/api'
              ? [
                  {
                    regex: '^@review-center/api-client(?!/contract$)',
                    message: 'apps/api uses only the ./contract subpath of api-client.',
                  },
                ]
              : [],
          ),
      },
    ],
  },
}));

/**
 * The layers of apps/api/src (docs/architecture.md#layers, decision 0061): platform/ is the
 * machinery, resources/<name>/ the API's resources, demo/ the seeds, demo and bench data; the
 * composition root (app.ts, server.ts, cluster.ts, env.ts, cli/) and testing/ wire them together.
 */
const apiSrc = 'apps/api/src';
/**
 * The other resources each resource imports today, and no more. Merging them (coupons in
 * catalogue, content and enrollments; enrollments in enrollments, staff-enrollments and admin)
 * shortens this list; a new entry is a decision, not a convenience.
 */
const apiResourceImports = {
  // Exam day reads the attempts' deadlines by the exams' own rule (decision 0083).
  accommodations: ['exams'],
  // Its rows are the subjects in the lists' order (decision 0085).
  'cohort-heatmap': ['subjects'],
  // The six months of access are read from the Active enrollments (enrollments/access.ts).
  courseware: ['enrollments'],
  // An approval issues its receipt (decision 0074); a cancellation records its refund (decision 0084).
  enrollments: ['coupons', 'offerings', 'receipts', 'refunds', 'uploads', 'users'],
  // An exam's audience and its access are the exams' own rules (decisions 0049, 0067, 0091).
  'exam-reminders': ['exams'],
  'exam-templates': ['exams'], // its test completes attempts with the exams' closing job
  'exam-results': ['exams'],
  exams: ['enrollments'],
  practice: ['enrollments'], // practice is open to those with access (decision 0081)
  questions: ['subjects'], // a question's subject is one of its part's (decision 0076)
  reviewees: ['enrollments', 'users'],
  // Confirming a statement approves through the payment review's own approval (decision 0088).
  'statement-imports': ['enrollments'],
  'staff-accounts': ['users'],
  tickets: ['uploads'],
  users: ['devices', 'uploads'], // sign-in and refresh admit the device (decision 0068)
};
const apiLayerSettings = {
  'boundaries/elements': [
    { type: 'platform', partialMatch: false, pattern: `${apiSrc}/platform/**` },
    { type: 'resource', partialMatch: false, pattern: `${apiSrc}/resources/*/**`, capture: ['name'] },
    { type: 'demo', partialMatch: false, pattern: `${apiSrc}/demo/**` },
    { type: 'testing', partialMatch: false, pattern: `${apiSrc}/testing/**` },
    { type: 'root', partialMatch: false, pattern: [apiSrc, `${apiSrc}/cli/**`] },
  ],
  'boundaries/include': [`${apiSrc}/**/*`],
  // The patterns are the repository's paths, also when eslint runs in apps/api (its `lint` script).
  'boundaries/root-path': import.meta.dirname,
  // Type imports and re-exports count as much as value imports: no policy below filters by kind.
  'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
};
const resourcePolicies = Object.entries(apiResourceImports).map(([name, allowed]) => ({
  from: { element: { type: 'resource', captured: { name } } },
  disallow: {
    to: { element: { type: 'resource', captured: { name: `!{${[name, ...allowed].join(',')}}` } } },
  },
  message: `resources/${name} may import only ${allowed.map((a) => `resources/${a}`).join(', ')} among the other resources (eslint.config.js apiResourceImports).`,
}));
const unlistedResourcePolicy = {
  from: {
    element: { type: 'resource', captured: { name: `!{${Object.keys(apiResourceImports).join(',')}}` } },
  },
  disallow: { to: { element: { type: 'resource', captured: { name: '!{{ from.captured.name }}' } } } },
  message: 'A resource imports no other resource unless eslint.config.js apiResourceImports lists it.',
};
const apiLayerPolicies = {
  /** Production code: what ships. */
  source: [
    {
      from: { element: { type: 'platform' } },
      disallow: { to: { element: { types: { anyOf: ['resource', 'demo', 'root', 'testing'] } } } },
      message: 'platform/ never imports a resource, the demo, the composition root or testing/.',
    },
    {
      from: { element: { type: 'resource' } },
      disallow: { to: { element: { types: { anyOf: ['demo', 'root', 'testing'] } } } },
      message: 'A resource imports platform/ and the domain, never demo/, the composition root or testing/.',
    },
    {
      from: { element: { type: 'demo' } },
      disallow: { to: { element: { types: { anyOf: ['root', 'testing'] } } } },
      message: 'demo/ imports resources and platform/, never the composition root or testing/.',
    },
    ...resourcePolicies,
    unlistedResourcePolicy,
  ],
  /** Tests may build the whole app (testing/, app.ts) and read the demo data they check against. */
  test: [
    {
      from: { element: { type: 'platform' } },
      disallow: { to: { element: { type: 'resource' } } },
      message: "platform/'s tests never import a resource: they go through the API (testing/app.ts).",
    },
    ...resourcePolicies,
    unlistedResourcePolicy,
  ],
};
const apiLayers = Object.entries(apiLayerPolicies).map(([kind, policies]) => ({
  files: [kind === 'test' ? `${apiSrc}/**/*.test.ts` : `${apiSrc}/**/*.ts`],
  ...(kind === 'test' ? {} : { ignores: [`${apiSrc}/**/*.test.ts`] }),
  plugins: { boundaries },
  settings: apiLayerSettings,
  rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies }] },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'storybook-static/**',
      '.data/**',
      '**/__screenshots__/**',
      'packages/domain/src/reference/data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are not ours to check for cycles; parsing PGlite's bundles also overflows.
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({
          conditionNames: ['@review-center/source', 'import', 'default'],
          extensions: ['.ts', '.tsx', '.js'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...packageBoundaries,
  {
    // Features of the site never import each other; shared code lives in app/ or a package.
    files: ['apps/site/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/site/src/features/*', capture: ['name'] },
        { type: 'route', pattern: 'apps/site/src/routes/*' },
        { type: 'app', pattern: 'apps/site/src/app/*' },
      ],
      'boundaries/include': ['apps/site/src/**/*'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', captured: { name: '!{{ from.captured.name }}' } } } },
              message: 'A feature never imports another feature (move shared code to app/ or a package).',
            },
          ],
        },
      ],
    },
  },
  ...apiLayers,
  ...storybook.configs['flat/recommended'],
);
