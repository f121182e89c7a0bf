import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LecturerCard } from './LecturerCard.tsx';

// An inline SVG portrait keeps the story offline and its screenshot stable.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#c7d7f5"/><circle cx="80" cy="62" r="30" fill="#19376d"/><rect x="35" y="100" width="90" height="60" rx="45" fill="#19376d"/></svg>',
)}`;

const meta = {
  title: 'Product/LecturerCard',
  component: LecturerCard,
  tags: ['autodocs'],
  args: {
    photo: portrait,
    firstName: 'Maria',
    nickname: 'Ria',
    lastName: 'Santos',
    profession: 'Professional Teacher, Mathematics',
    credentials: ['MAEd Mathematics, PNU', 'LET Top 5, 2015', '10 years of review coaching'],
  },
  parameters: { maxInlineSize: '18rem' },
} satisfies Meta<typeof LecturerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Maria “Ria” Santos' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '160');
    await expect(img).toHaveAttribute('height', '160');
  },
};

export const WithoutPhotoOrNickname: Story = {
  args: { photo: undefined, nickname: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Maria Santos' })).toBeVisible();
  },
};

export const NoCredentials: Story = { args: { credentials: [] } };

/** A photo the API resized into two widths: the browser picks the one its screen needs for 8rem. */
export const ResizedPhoto: Story = {
  args: { photoSrcSet: `${portrait} 128w, ${portrait} 384w` },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('sizes', '8rem');
    await expect(img?.getAttribute('srcset')).toMatch(/ 128w, .* 384w$/);
  },
};
