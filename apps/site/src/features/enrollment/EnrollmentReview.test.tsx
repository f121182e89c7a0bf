import { centerFixture, couponFixtures, currentUserFixture, offeringFixtures } from '@review-center/api-client/mocks';
import { priceFor } from '@review-center/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { EnrollmentReview } from './EnrollmentReview.tsx';

const server = setupMockApi();
const hybrid = offeringFixtures[0]!;
// A Monday in Manila: the payment deadline is Thursday, the installments a month apart after it.
const monday = new Date('2024-05-06T02:00:00Z');

const textOf = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();

/** The summary's rows as [term, text] pairs, in order; a list's items joined with ' | '. */
function rows() {
  const summary = screen.getByRole('region', { name: 'Enrollment summary' });
  return within(summary)
    .getAllByRole('term')
    .map((term) => {
      const description = term.nextElementSibling!;
      const items = description.querySelectorAll('li');
      return [term.textContent, items.length ? [...items].map(textOf).join(' | ') : textOf(description)];
    });
}

describe('EnrollmentReview', () => {
  it('should show everything a visitor chose: specialization, address, branch and the installment schedule', () => {
    const breakdown = priceFor({ offering: hybrid, course: 'BSED', paymentTerm: 'Installment' });
    renderPage(
      <EnrollmentReview
        offering={hybrid}
        user={null}
        account={{
          email: 'juan@example.ph',
          firstName: 'Juan',
          middleName: 'Reyes',
          lastName: 'dela Cruz',
          mobile: '09171234567',
          civilStatus: 'Single',
          birthdate: '1995-06-15',
          birthPlace: 'Cebu City',
          idName: 'UMID',
          street: '12 Mabini St.',
          city: 'Cebu City',
          province: 'Cebu',
          zipCode: '6000',
          course: 'BSED',
          specialization: 'English',
          firstTimer: 'No',
          lastTakeDate: '2023-09-24',
          college: 'Cebu Normal University',
          collegeAddress: 'Osmeña Blvd, Cebu City',
          branch: 'Cebu',
          schedule: 'Every Sunday',
        }}
        course="BSED"
        breakdown={breakdown}
        coupon={null}
        now={monday}
      />,
    );
    expect(rows()).toEqual([
      ['Offering', hybrid.title],
      ['Name', 'Juan Reyes dela Cruz'],
      ['Email', 'juan@example.ph'],
      ['Mobile', '09171234567'],
      ['Civil status', 'Single'],
      ['Birthdate', 'Jun 15, 1995'],
      ['Birth place', 'Cebu City'],
      ['ID name', 'UMID'],
      ['Address', '12 Mabini St., Cebu City, Cebu 6000'],
      ['Course', 'BSED'],
      ['Specialization', 'English'],
      ['First timer', 'No'],
      ['Last take date', 'Sep 24, 2023'],
      ['College', 'Cebu Normal University'],
      ['College address', 'Osmeña Blvd, Cebu City'],
      ['Branch', 'Cebu'],
      ['Schedule', 'Every Sunday'],
      ['Payment term', 'Installment'],
      ['Total', '₱10,500.00'],
      ['Due now', '₱3,500.00'],
      [
        'Payment plan',
        'Downpayment: ₱3,500.00, due by May 9, 2024 | Installment 1: ₱3,500.00, due Jun 9, 2024 | Installment 2: ₱3,500.00, due Jul 9, 2024',
      ],
    ]);
  });

  it("should fill a signed-in reviewee's review from the profile and the answers, without a schedule for a full payment", () => {
    const coupon = couponFixtures[0]!;
    const breakdown = priceFor({ offering: hybrid, course: 'BSED', paymentTerm: 'Full', coupon });
    renderPage(
      <EnrollmentReview
        offering={hybrid}
        user={currentUserFixture}
        account={{ branch: 'Manila' }}
        course="BSED"
        breakdown={breakdown}
        coupon={coupon}
        now={monday}
      />,
    );
    const shown = Object.fromEntries(rows());
    expect(shown).toMatchObject({
      Email: currentUserFixture.email,
      Address: currentUserFixture.address,
      Specialization: currentUserFixture.specialization,
      'First timer': 'Yes',
      Branch: 'Manila',
      'Payment term': 'Full',
    });
    expect(shown).not.toHaveProperty('Last take date');
    expect(shown).not.toHaveProperty('Payment plan');
    expect(shown.Coupon).toContain(coupon.code);
  });

  it('should not ask a BEED reviewee about a specialization', () => {
    const breakdown = priceFor({ offering: hybrid, course: 'BEED', paymentTerm: 'Full' });
    renderPage(
      <EnrollmentReview
        offering={hybrid}
        user={null}
        account={{ course: 'BEED', specialization: 'English', branch: 'Cebu' }}
        course="BEED"
        breakdown={breakdown}
        coupon={null}
        now={monday}
      />,
    );
    expect(Object.fromEntries(rows())).not.toHaveProperty('Specialization');
  });

  it('should skip the center’s holidays in the downpayment’s due date, as the server does (decision 0078)', async () => {
    // Friday 27 November 2026; Monday 30 November, Bonifacio Day, is one of the center's holidays.
    server.use(http.get(`${API}/center`, () => HttpResponse.json(centerFixture)));
    const breakdown = priceFor({ offering: hybrid, course: 'BSED', paymentTerm: 'Installment' });
    renderPage(
      <EnrollmentReview
        offering={hybrid}
        user={null}
        account={{ branch: 'Cebu' }}
        course="BSED"
        breakdown={breakdown}
        coupon={null}
        now={new Date('2026-11-27T02:00:00Z')}
      />,
    );
    // The center's details arrive after the first render; until then only weekends are skipped.
    await waitFor(() =>
      expect(Object.fromEntries(rows())['Payment plan']).toContain('Downpayment: ₱3,500.00, due by Dec 3, 2026'),
    );
  });
});
