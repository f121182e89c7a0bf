import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 7, onPageChange: fn(), 'aria-label': 'Enrollment pages' },
  // The page kept by the story, as the console keeps it in the URL.
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    const [pageSize, setPageSize] = useState(args.pageSize);
    return (
      <Pagination
        {...args}
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
        onPageSizeChange={
          args.onPageSizeChange
            ? (next) => {
                setPageSize(next);
                args.onPageSizeChange?.(next);
              }
            : undefined
        }
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the first page Previous is disabled; Next goes to page 2 and the status follows. */
export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Enrollment pages' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 1 of 7');
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 2 of 7');
  },
};

/**
 * Between the ends of a long list: the first and last pages, the neighbours of the current one
 * and a gap for the rest. The keyboard reaches every button; Enter presses one.
 */
export const MiddlePage: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Enrollment pages' });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    await expect(numbers).toEqual(['1', '9', '10', '11', '20']);
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Page 9' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 9 of 20');
    await expect(within(nav).getByRole('button', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On the last page Next is disabled. */
export const LastPage: Story = {
  args: { page: 7 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 7' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** One page: nothing to move between, so only the status shows. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 1 of 1');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** With a page-size choice, as the console's lists offer. */
export const WithPageSize: Story = {
  args: { page: 2, pageSize: 25, pageSizeOptions: [10, 25, 50, 100], onPageSizeChange: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const size = canvas.getByRole('button', { name: /Rows per page/ });
    await expect(size).toHaveTextContent('25');
    await userEvent.click(size);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toHaveTextContent('50');
  },
};
