import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { PageLayout, Section } from './PageLayout.tsx';

const meta = {
  title: 'Shell/PageLayout',
  component: PageLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    header: <header style={{ padding: '1rem', background: 'var(--ds-color-surface)' }}>Header</header>,
    footer: <footer style={{ padding: '1rem' }}>Footer</footer>,
    children: (
      <>
        <Section title="Offerings" description="Review programs open for enrollment." tone="muted">
          <Card>Hybrid Online Review</Card>
        </Section>
        <Section title="Announcements">
          <p>No announcements yet.</p>
        </Section>
      </>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The skip link is the first Tab stop and moves focus to the main content. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Offerings' })).toBeVisible();
    await userEvent.tab({ shift: true });
  },
};

export const SectionOnly: Story = {
  render: () => (
    <Section title="Lecturers" headingLevel={1} tone="surface">
      <p>Meet our lecturers.</p>
    </Section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lecturers' })).toBeVisible();
  },
};
