import { evaluate } from '@mdx-js/mdx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useEffect, useState } from 'react';
import * as runtime from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import { expect } from 'storybook/test';
import source from './Introduction.mdx?raw';

/*
 * The Introduction page's text as a story, so the story tests check it like every other page:
 * its content, axe, and a visual baseline. The story tests stub `.mdx` imports (docs pages are not
 * tests), so its source is compiled here with MDX and GFM, as the docs addon compiles it
 * (.storybook/main.ts), less the `<Meta>` line that only the docs page reads.
 */
const pageSource = source.replace(/^import .*$/gm, '').replace(/^<Meta .*\/>$/m, '');

function IntroductionPage() {
  const [Content, setContent] = useState<ComponentType | null>(null);
  useEffect(() => {
    void evaluate(pageSource, { ...runtime, remarkPlugins: [remarkGfm] }).then((module) =>
      setContent(() => module.default),
    );
  }, []);
  return Content ? (
    <main>
      <Content />
    </main>
  ) : null;
}

const meta = {
  title: 'Design system/Introduction page',
  component: IntroductionPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IntroductionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Review Center design system' })).toBeVisible();
    // GFM tables render as tables, not as lines of pipes.
    const tables = canvas.getAllByRole('table');
    await expect(tables).toHaveLength(2);
    await expect(tables[0]).toHaveTextContent('A product team building for reviewees');
    await expect(canvas.getByRole('heading', { name: 'Install' })).toBeVisible();
    await expect(canvas.getByText(/npm install @review-center\/design-system/)).toBeVisible();
  },
};
