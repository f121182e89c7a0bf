import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader.tsx';

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { isSignedIn: false, currentPath: '/home' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = ['Home', 'About', 'Offerings', 'Lecturers', 'Support', 'FAQ'];

/** Signed out: the seven links in the spec's order, the last one Login. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([...order, 'Login']);
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/home',
      '/about-us',
      '/offerings',
      '/lecturers',
      '/support',
      '/faq',
      '/login',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

/** Signed in: Account replaces Login. */
export const SignedIn: Story = {
  args: { isSignedIn: true, currentPath: '/account' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  },
};

/** At application start, while the current user loads, the account slot shows a spinner. */
export const AccountLoading: Story = {
  args: { isSignedIn: true, isAccountLoading: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'FAQ' })).toBeInTheDocument();
  },
};

/** Past 100 px of scroll the header is fixed to the top (it slides in). */
export const Sticky: Story = {
  render: (args) => (
    <div style={{ blockSize: '1600px' }}>
      <SiteHeader {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('header');
    await expect(bar).toHaveAttribute('data-stuck', 'false');
    window.scrollTo(0, 150);
    await waitFor(() => expect(bar).toHaveAttribute('data-stuck', 'true'));
    window.scrollTo(0, 50);
    await waitFor(() => expect(bar).toHaveAttribute('data-stuck', 'false'));
    window.scrollTo(0, 0);
  },
};

/** In a narrow space the links move into a menu dialog; Escape closes it and focus returns. */
export const Mobile: Story = {
  render: (args) => (
    <div style={{ inlineSize: '360px' }}>
      <SiteHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(7);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

export const MobileMenuOpen: Story = {
  render: (args) => (
    <div style={{ inlineSize: '360px' }}>
      <SiteHeader {...args} />
    </div>
  ),
  args: { isSignedIn: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Account' })).toBeVisible());
  },
};
