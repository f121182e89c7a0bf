import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { BannerCarousel, type BannerSlide } from './BannerCarousel.tsx';

const slides: BannerSlide[] = [
  {
    id: 'hybrid',
    heading: 'Hybrid Online Review — March 2024',
    body: 'Review from home with live sessions. BEED ₱9,000 · BSED ₱10,500.',
    action: (
      <Link variant="button-accent" href="/offerings/hybrid/enroll">
        Enroll Now
      </Link>
    ),
  },
  {
    id: 'hyflex',
    heading: 'Hyflex Face-to-Face Review',
    body: 'Join us in Manila, Cebu, Borongan, Malolos or Iloilo. BEED ₱8,000 · BSED ₱9,500.',
    tone: 'accent',
    action: (
      <Link variant="button" href="/offerings/hyflex/enroll">
        Enroll Now
      </Link>
    ),
  },
];

const meta = {
  title: 'Shell/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  // Stories start stopped so screenshots do not depend on timing.
  args: { slides, autoRotate: false },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the controls in APG order; Enter and Space operate them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Offers' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const first = canvas.getByRole('group', { name: '1 of 2' });
    await expect(first).toHaveAttribute('aria-roledescription', 'slide');
    await waitFor(() => expect(first).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 of 2' })).toBeVisible());
    await expect(canvas.queryByRole('group', { name: '1 of 2' })).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('group', { name: '1 of 2' })).toBeVisible());
  },
};

/** The slide picker shows the chosen slide and marks its button current. */
export const Picker: Story = {
  play: async ({ canvas }) => {
    const second = canvas.getByRole('button', { name: 'Show slide 2 of 2' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 of 2' })).toBeVisible());
  },
};

/** While stopped, slide changes are announced (aria-live polite); while rotating, not. */
export const Rotating: Story = {
  args: { autoRotate: true, intervalMs: 200 },
  play: async ({ canvas, canvasElement }) => {
    const live = canvasElement.querySelector('[aria-live]');
    await expect(live).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 of 2' })).toBeVisible());
    // Stop it, as a user would, so the page settles for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 1 of 2' }));
    await userEvent.unhover(canvas.getByRole('region', { name: 'Offers' }));
  },
};

/**
 * Hovering pauses rotation: the slide stays put. A second carousel with the same interval,
 * started once this one has paused and never hovered, is the clock: once it has moved on, this
 * one would have too, had it kept rotating. (The interval is long enough for the hover to land
 * before the first move on a slow machine, so the picture is of the first slide.)
 */
export const PausesOnHover: Story = {
  args: { autoRotate: true, intervalMs: 1000 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('region', { name: 'Offers' }));
    // Paused: the slides are announced again, as when rotation is stopped.
    await waitFor(() => expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite'));
    const shown = canvas.getByRole('group').getAttribute('aria-label');
    const witness = document.createElement('div');
    const root = createRoot(witness);
    root.render(<BannerCarousel slides={args.slides} autoRotate intervalMs={args.intervalMs} />);
    try {
      await waitFor(() => expect(witness.querySelector('[aria-label="2 of 2"]')).not.toHaveAttribute('hidden'));
    } finally {
      root.unmount();
    }
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-label', shown);
    await expect(shown).toBe('1 of 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
  },
};

/**
 * One offer (only one is published): a plain section, with no rotation controls, and no carousel
 * or "1 of 1" slide to announce.
 */
export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1), autoRotate: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Offers' });
    await expect(banner).not.toHaveAttribute('aria-roledescription');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Hybrid Online Review — March 2024' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enroll Now' })).toHaveFocus();
  },
};
