// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewQuestionPage } from './QuestionEditPage.tsx';

/** The answers of the calls the form reads: two LET parts' subjects and a category of no part. */
const DATA: Record<string, unknown> = {
  listCategories: {
    docs: [
      { _id: 'general-education', title: 'General Education' },
      { _id: 'diagnostic', title: 'Diagnostic' },
    ],
    totalDocs: 2,
  },
  listSubjects: {
    docs: [
      { _id: 'general-english', part: 'general', specialization: null, title: 'English' },
      { _id: 'general-mathematics', part: 'general', specialization: null, title: 'Mathematics' },
      { _id: 'professional-assessment', part: 'professional', specialization: null, title: 'Assessment in Learning' },
    ],
    totalDocs: 3,
  },
};

const send = vi.fn<(input: unknown) => Promise<unknown>>();

vi.mock('../../app/staff-queries.ts', () => ({
  useStaffQuery: (name: string) => ({ data: DATA[name], error: null, isPending: false, isError: false }),
  useStaffAction: () => ({ mutate: vi.fn(), mutateAsync: send, isPending: false }),
  useNotifyingAction: () => ({ run: vi.fn(), isPending: false }),
}));
vi.mock('../../app/staff-user.ts', () => ({ useStaffUser: () => ({ role: 'admin' }) }));
vi.mock('../../app/api-client.ts', () => ({ apiClient: { call: () => new Promise(() => undefined) } }));

// jsdom lays nothing out and has no scrollIntoView, which a form calls as a field takes focus.
Element.prototype.scrollIntoView = () => undefined;

beforeEach(() => send.mockReset());
afterEach(cleanup);

function show() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/questions/new']}>
        <NewQuestionPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, form: screen.getByRole('form', { name: 'Question' }) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, field: RegExp, option: string) {
  await user.click(within(form).getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('QuestionEditPage: subject, competency and rationale (decision 0076)', () => {
  it("should offer the subjects of the category's LET part only, and none for a category of no part", async () => {
    const { user, form } = show();
    await user.click(within(form).getByRole('button', { name: /LET subject/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['No subject']);
    await user.keyboard('{Escape}');

    await choose(user, form, /Category$/, 'General Education');
    await user.click(within(form).getByRole('button', { name: /LET subject/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'No subject',
      'General Education: English',
      'General Education: Mathematics',
    ]);
    await user.click(screen.getByRole('option', { name: 'General Education: Mathematics' }));
    expect(within(form).getByRole('button', { name: /LET subject/ })).toHaveTextContent('Mathematics');
  });

  it('should refuse a competency code out of format and a subject the category cannot take, sending nothing', async () => {
    const { user, form } = show();
    await choose(user, form, /Category$/, 'General Education');
    await choose(user, form, /LET subject/, 'General Education: English');
    // Moved to a category of no LET part, the subject chosen no longer fits.
    await choose(user, form, /Category$/, 'Diagnostic');
    await user.type(within(form).getByRole('textbox', { name: /Competency code/ }), 'GE ENG 1');
    await user.click(within(form).getByRole('button', { name: 'Save question' }));
    const summary = within(form).getByTestId('form-error-summary');
    await waitFor(() => expect(summary).toHaveTextContent(/^Please correct the/));
    const names = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        'LET subject: Subject must be left empty: the category Diagnostic counts towards no LET part',
        'Competency code (optional): Competency code must be letters and digits, in groups joined by a dot or a hyphen (e.g. GE-ENG-1.2), at most 20 characters',
      ]),
    );
    expect(send).not.toHaveBeenCalled();
  });
});
