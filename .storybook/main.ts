import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { mergeConfig } from 'vite';
import { sourceResolution } from '../config/vite.shared.ts';

/** One Storybook for every package: designers review each state of each component here. */
const config: StorybookConfig = {
  stories: [
    // The Introduction and the page-level screens first: what a designer or stakeholder opens.
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // GFM in MDX pages: the Theming page's table rendered as raw pipes without it.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen (Babel, no TypeScript compiler): react-docgen-typescript needs the classic
  // compiler API, which TypeScript 7 does not have, and skipped every component file here.
  // scripts/check-prop-docs.ts fails the test command when a prop has no description
  // (decision 0042).
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      ...sourceResolution,
      // React Aria's virtualizer turns virtualization off when NODE_ENV is 'test' unless
      // VIRT_ON is set, and reads `process.env.VIRT_ON` (a ReferenceError in the browser). Stories
      // run in a real browser, so keep virtualization on and prove it there (ComboBox).
      define: { 'process.env.VIRT_ON': JSON.stringify('1') },
    }),
};

export default config;
