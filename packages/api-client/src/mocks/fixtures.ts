import type { Offering } from '@review-center/domain';

/** The two offerings the spec advertises (spec §1), as realistic fixtures. */
export const offeringFixtures: Offering[] = [
  {
    _id: 'off-hybrid-2024',
    title: 'LET Hybrid Online Review (March 2024)',
    content: 'Live online lectures\nRecorded sessions for six months\nMock exams with results by e-mail',
    price: 10_500,
    cashDiscountByPercent: 0,
    downpayment: 3_500,
    installmentTerms: 2,
    installmentFrequency: 'Monthly',
    paymentType: ['Full', 'Installment'],
    multipleSchedule: false,
    published: true,
  },
  {
    _id: 'off-hyflex-2024',
    title: 'LET Hyflex Face-to-Face Review',
    content: 'Face-to-face lectures every weekend\nHybrid courseware\nMock exams',
    price: 9_500,
    cashDiscountByPercent: 0,
    downpayment: 3_000,
    installmentTerms: 2,
    installmentFrequency: 'Monthly',
    paymentType: ['Full', 'Installment'],
    multipleSchedule: true,
    published: true,
  },
];
