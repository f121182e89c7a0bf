import { createHandlers, createMockState, userFixture } from '@review-center/api-client/mocks';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '../../app/session.ts';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { EnrollmentPayment } from './EnrollmentPayment.tsx';

const server = setupMockApi();
afterEach(() => localStorage.clear());

/** The payment page of the mock's Processing enrollment, its last proof rejected for `reason`. */
function openPayment(reason: string | null) {
  const state = createMockState('default');
  state.enrollments = state.enrollments.map((e) =>
    e._id === 'enr-processing' ? { ...e, rejectionReason: reason } : e,
  );
  server.use(...createHandlers({ baseUrl: API, state }));
  setSessionToken(`token-${userFixture._id}`);
  renderPage(<EnrollmentPayment enrollmentId="enr-processing" />);
}

describe('EnrollmentPayment', () => {
  it('should show why the last proof was not accepted and what to do next, above the form', async () => {
    openPayment('The screenshot does not show the receipt number.');
    const notice = await screen.findByRole('region', { name: 'Your proof of payment was not accepted' });
    expect(notice).toHaveTextContent('Reason: The screenshot does not show the receipt number.');
    expect(notice.textContent).toMatch(/What to do next: send a new proof of payment with the form below/);
    expect(screen.getByRole('button', { name: 'Submit payment' })).toBeEnabled();
  });

  it('should show no such notice when no proof was rejected', async () => {
    openPayment(null);
    expect(await screen.findByRole('heading', { name: 'Enrollment payment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your proof of payment was not accepted' })).not.toBeInTheDocument();
  });

  it('should ask the payer to put the reference in the transfer memo, beside the reference', async () => {
    openPayment(null);
    const hint = await screen.findByText(/^Put it in the transfer memo/);
    expect(hint.closest('dd')?.textContent).toMatch(/^RC-/);
  });
});
