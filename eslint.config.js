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
  ...storybook.configs['flat/recommended'],
);
