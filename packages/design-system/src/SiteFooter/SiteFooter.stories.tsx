import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    contactLinks: [
      { label: 'info@reviewcenter.ph', href: 'mailto:info@reviewcenter.ph' },
      { label: '0917 123 4567', href: 'tel:+639171234567' },
      { label: 'Support', href: '/support' },
    ],
    pageLinks: [
      { label: 'Terms and conditions', href: '/terms-and-conditions' },
      { label: 'Privacy policy', href: '/privacy-policy' },
      { label: 'FAQ', href: '/faq' },
    ],
    appStoreHref: 'https://apps.apple.com/',
    googlePlayHref: 'https://play.google.com/store',
    children: '© 2026 Review Center',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/',
    );
    await expect(canvas.getByRole('link', { name: 'GET IT ON Google Play' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'info@reviewcenter.ph' })).toHaveFocus();
  },
};

export const ContactOnly: Story = {
  args: { pageLinks: [], appStoreHref: undefined, googlePlayHref: undefined, children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  },
};
