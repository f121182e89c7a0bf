// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ApiError } from '@review-center/api-client';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubjectsPage } from './SubjectsPage.tsx';

const DATA: Record<string, unknown> = {
  listSubjects: {
    docs: [
      { _id: 'general-english', part: 'general', specialization: null, title: 'English' },
      {
        _id: 'specialization-mathematics',
        part: 'specialization',
        specialization: 'Mathematics',
        title: 'Mathematics',
      },
    ],
    totalDocs: 2,
  },
};
const send = vi.fn<(input: unknown) => Promise<unknown>>();

vi.mock('../../app/staff-queries.ts', () => ({
  useStaffQuery: (name: string) => ({ data: DATA[name], error: null, isPending: false, isError: false }),
  useStaffAction: () => ({ mutate: vi.fn(), mutateAsync: send, isPending: false }),
}));

// jsdom lays nothing out and has no scrollIntoView, which a form calls as a field takes focus.
Element.prototype.scrollIntoView = () => undefined;

beforeEach(() => send.mockReset());
afterEach(cleanup);

function show() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SubjectsPage />
    </MemoryRouter>,
  );
  return user;
}

describe('SubjectsPage (decision 0076)', () => {
  it('should list each part and each specialization with its subjects', () => {
    show();
    expect(within(screen.getByRole('table', { name: 'General Education' })).getByText('English')).toBeInTheDocument();
    const mathematics = screen.getByRole('table', { name: 'Specialization: Mathematics' });
    expect(within(mathematics).getByText('Mathematics')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Specialization: TLE' })).queryAllByRole('row')).toHaveLength(1);
  });

  it('should add a subject to its list, and name a refused title as the title, keeping it', async () => {
    const user = show();
    const form = screen.getByRole('form', { name: 'Add a subject to Specialization: Mathematics' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const summary = within(form).getByTestId('form-error-summary');
    await waitFor(() => expect(summary).toHaveTextContent('New subject: Subject title is required'));
    expect(send).not.toHaveBeenCalled();

    send.mockRejectedValueOnce(
      new ApiError('http', 'POST /api/v2/admin/subjects failed: 409', {
        status: 409,
        body: { message: 'Specialization already has a subject called "Algebra"' },
      }),
    );
    const title = within(form).getByRole('textbox', { name: 'New subject' });
    await user.type(title, 'Algebra');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(summary).toHaveTextContent('New subject: Specialization already has a subject called "Algebra"'),
    );
    expect(send).toHaveBeenCalledWith({
      body: { part: 'specialization', specialization: 'Mathematics', title: 'Algebra' },
    });
    expect(title).toHaveValue('Algebra');
  });

  it('should rename a subject in a dialog', async () => {
    send.mockResolvedValueOnce({ _id: 'general-english', part: 'general', specialization: null, title: 'English 1' });
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Rename English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename English' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'English 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveBeenCalledWith({ params: { id: 'general-english' }, body: { title: 'English 1' } });
  });
});
