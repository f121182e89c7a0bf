// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ApiError } from '@review-center/api-client';
import { FORM_FAILURE_NEXT_STEPS } from '@review-center/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditPage } from '../features/audit/AuditPage.tsx';
import { CatalogueOptionsPage } from '../features/catalogue-options/CatalogueOptionsPage.tsx';
import { CouponsPage } from '../features/coupons/CouponsPage.tsx';
import { NewOfferingPage } from '../features/offerings/OfferingEditorPage.tsx';
import { QuestionBankPage } from '../features/questions/QuestionBankPage.tsx';

/** The answers of the staff calls each page reads, as the console's query hook returns them. */
const DATA: Record<string, unknown> = {
  listCatalogueOfferings: { docs: [{ _id: 'off-1', title: 'LET Hybrid Review' }], totalDocs: 1 },
  listStaffCoupons: { docs: [], totalDocs: 0 },
  listCatalogueOptions: { docs: [{ _id: 'opt-1', kind: 'branch', name: 'Manila' }], totalDocs: 1 },
  listCategories: { docs: [{ _id: 'cat-1', title: 'General Education' }], totalDocs: 1 },
  listBankQuestions: { docs: [], totalDocs: 0 },
};

/** What every action does when sent: by default it never answers; a test can make it fail. */
const send =
  vi.fn<
    (input: unknown, options?: { onSuccess?: (answer: unknown) => void; onError?: (error: unknown) => void }) => void
  >();
/** The same, for a form that awaits its action (useRecordForm). */
const sendAsync = (input: unknown) =>
  new Promise((resolve, reject) => send(input, { onSuccess: resolve, onError: reject }));

vi.mock('./staff-queries.ts', () => ({
  useStaffQuery: (name: string) => ({
    data: DATA[name],
    error: null,
    isPending: false,
    isError: false,
    isFetching: false,
  }),
  useStaffAction: () => ({ mutate: send, mutateAsync: sendAsync, isPending: false }),
  useNotifyingAction: () => ({ run: send, isPending: false }),
}));
vi.mock('./staff-user.ts', () => ({ useStaffUser: () => ({ role: 'admin' }) }));
vi.mock('./api-client.ts', () => ({ apiClient: { call: () => new Promise(() => undefined) } }));

// jsdom lays nothing out and has no scrollIntoView, which a form calls as a field takes focus.
Element.prototype.scrollIntoView = () => undefined;

beforeEach(() => send.mockReset());
afterEach(cleanup);

function show(page: ReactElement, at = '/') {
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

/** The summary of `form` once a refused submit has filled it: its sentence and each link's text. */
async function summaryOf(form: HTMLElement) {
  const summary = within(form).getByTestId('form-error-summary');
  expect(summary).toHaveAttribute('role', 'alert');
  await waitFor(() => expect(summary).toHaveTextContent(/^Please correct the/));
  const links = within(summary).queryAllByRole('link');
  return { summary, links, names: links.map((link) => link.textContent) };
}

const networkFailure = () => new ApiError('network', 'POST /api/v2/admin/x failed: no network connection');

describe('the console forms without a summary before', () => {
  it('coupons: should list each refused field with a link that focuses it, and send nothing', async () => {
    const user = show(<CouponsPage />);
    const form = screen.getByRole('form', { name: 'New coupon' });
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    const { links, names } = await summaryOf(form);
    expect(names.map((name) => name?.split(':')[0])).toEqual(['Code', 'Title', 'Offering', 'Fixed discount (₱)']);
    for (const name of names) expect(name).toMatch(/^[^:]+: \S/);
    expect(within(form).getByRole('textbox', { name: /^Code/ })).toHaveFocus();
    await user.click(links[1]!);
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    await user.click(links[2]!);
    expect(within(form).getByRole('button', { name: /Offering/ })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('coupons: a refusal of no field should say what happened and what to do next, keeping what was typed', async () => {
    send.mockImplementation((_input, options) => options?.onError?.(networkFailure()));
    const user = show(<CouponsPage />);
    const form = screen.getByRole('form', { name: 'New coupon' });
    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), 'SUMMER300');
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), '₱300 off');
    await user.click(within(form).getByRole('button', { name: /Offering/ }));
    await user.click(await screen.findByRole('option', { name: 'LET Hybrid Review' }));
    await user.type(within(form).getByRole('textbox', { name: /^Fixed discount/ }), '300');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    const problem = within(form).getByTestId('form-problem');
    await waitFor(() =>
      expect(problem).toHaveTextContent(`The coupon was not saved. ${FORM_FAILURE_NEXT_STEPS.network}`),
    );
    expect(problem).toHaveAttribute('role', 'alert');
    expect(within(form).getByRole('textbox', { name: /^Code/ })).toHaveValue('SUMMER300');
    expect(within(form).getByRole('textbox', { name: /^Fixed discount/ })).toHaveValue('300');
  });

  it('offering editor: should list each refused field and checkbox group, each link focusing it', async () => {
    const user = show(<NewOfferingPage />, '/offerings/new');
    const form = screen.getByRole('form', { name: 'New offering' });
    // No payment type and no branch: the two groups' own messages.
    await user.click(within(form).getByRole('checkbox', { name: 'Full' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Manila' }));
    await user.click(within(form).getByRole('button', { name: 'Create offering' }));
    const { links, names } = await summaryOf(form);
    expect(names.map((name) => name?.split(':')[0])).toEqual([
      'Title',
      'Price (BSED and other courses)',
      'Payment types allowed',
      'Branches offered',
    ]);
    for (const name of names) expect(name).toMatch(/^[^:]+: \S/);
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    await user.click(links[1]!);
    expect(within(form).getByRole('textbox', { name: /^Price/ })).toHaveFocus();
    await user.click(links[2]!);
    expect(within(form).getByRole('checkbox', { name: 'Full' })).toHaveFocus();
    await user.click(links[3]!);
    expect(within(form).getByRole('checkbox', { name: 'Manila' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('branches: should list the refused name with a link to it, and a refusal of no field with what to do next', async () => {
    const user = show(<CatalogueOptionsPage />);
    const form = screen.getByRole('form', { name: 'Add a branch' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const { links, names } = await summaryOf(form);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^New branch: \S/);
    const field = within(form).getByRole('textbox', { name: 'New branch' });
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('heading', { name: 'Branches' }));
    await user.click(links[0]!);
    expect(field).toHaveFocus();

    send.mockImplementation((_input, options) => options?.onError?.(networkFailure()));
    await user.type(field, 'Quezon City');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(within(form).getByTestId('form-problem')).toHaveTextContent(
        `The branch was not added. ${FORM_FAILURE_NEXT_STEPS.network}`,
      ),
    );
    expect(field).toHaveValue('Quezon City');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('question bank: the category and import forms should list their refused field with a link to it', async () => {
    const user = show(<QuestionBankPage />, '/questions');
    const categoryForm = screen.getByRole('form', { name: 'Add an exam category' });
    await user.click(within(categoryForm).getByRole('button', { name: 'Add category' }));
    const category = await summaryOf(categoryForm);
    expect(category.names).toEqual(['New category: Category title is required']);
    expect(within(categoryForm).getByRole('textbox', { name: 'New category' })).toHaveFocus();

    const importForm = screen.getByRole('form', { name: 'Import from CSV' });
    await user.click(within(importForm).getByRole('button', { name: 'Import' }));
    const imported = await summaryOf(importForm);
    expect(imported.names).toEqual(['Choose a CSV file to import']);
    await user.click(imported.links[0]!);
    expect(within(importForm).getByRole('button', { name: 'Choose a CSV file' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("question bank: a category title already taken should be the title's own error, kept as typed", async () => {
    const taken = new ApiError('http', 'POST /api/v2/admin/categories failed: 409', {
      status: 409,
      body: { message: 'An exam category titled General Education exists' },
    });
    send.mockImplementation((_input, options) => options?.onError?.(taken));
    const user = show(<QuestionBankPage />, '/questions');
    const form = screen.getByRole('form', { name: 'Add an exam category' });
    const title = within(form).getByRole('textbox', { name: 'New category' });
    await user.type(title, 'General Education');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    const { names } = await summaryOf(form);
    expect(names).toEqual(['New category: An exam category titled General Education exists']);
    expect(send).toHaveBeenCalledWith({ body: { title: 'General Education' } }, expect.anything());
    expect(within(form).getByTestId('form-problem').textContent).toBe('');
    expect(title).toHaveValue('General Education');
    expect(title).toHaveFocus();
  });

  it('audit log: a staff e-mail that is not one should be listed, not blocked by the browser', async () => {
    const user = show(<AuditPage />);
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    expect(form).toHaveAttribute('novalidate');
    await user.type(within(form).getByRole('textbox', { name: 'Staff e-mail' }), 'maria');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    const { links, names } = await summaryOf(form);
    expect(names).toEqual(['Staff e-mail: Enter the whole e-mail address, like name@example.com']);
    expect(within(form).getByRole('textbox', { name: 'Staff e-mail' })).toHaveFocus();
    await user.click(links[0]!);
    expect(within(form).getByRole('textbox', { name: 'Staff e-mail' })).toHaveFocus();
  });
});
