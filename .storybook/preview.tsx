import '@review-center/design-system/fonts';
import { DesignSystemProvider, evergreenTheme, reviewCenterTheme } from '@review-center/design-system';
import { preloadFormParts } from '@review-center/forms';
import type { Preview } from '@storybook/react-vite';

const themes = { reviewCenter: reviewCenterTheme, evergreen: evergreenTheme };

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'reviewCenter', title: reviewCenterTheme.name },
          { value: 'evergreen', title: evergreenTheme.name },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'reviewCenter' },
  // The forms' larger fields load on demand (decision 0044): loaded before a story renders, so it
  // pictures the field, not its stand-in.
  loaders: [
    async () => {
      await preloadFormParts();
      return {};
    },
  ],
  decorators: [
    // A story whose parameters give `maxInlineSize` renders in a box that wide: its component sits
    // in a form column or a grid cell in the product, and shows as it appears there.
    (Story, { parameters }) =>
      typeof parameters.maxInlineSize === 'string' ? (
        <div style={{ maxInlineSize: parameters.maxInlineSize }}>
          <Story />
        </div>
      ) : (
        <Story />
      ),
    (Story, context) => (
      <DesignSystemProvider theme={themes[context.globals.theme as keyof typeof themes] ?? reviewCenterTheme}>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The Introduction first, then the screens a stakeholder reviews, then the parts.
    options: {
      storySort: { order: ['Introduction', 'Screens', 'Design system', 'Product', 'Shell', 'Primitives', 'Forms'] },
    },
    // Any axe violation fails the story's test (Storybook a11y addon).
    a11y: { test: 'error' },
  },
};

export default preview;
