import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceResolution } from '../config/vite.shared.ts';

/** One Storybook for every package: designers review each state of each component here. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
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
