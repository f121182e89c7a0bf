import { calendarDateOf } from '@review-center/domain';
import { expect } from 'vitest';
import { filesForm, json, PNG, registerUser, type TestApp } from './app.ts';

/** A signed-in reviewee, as `registerUser` returns one. */
interface Reviewee {
  id: string;
  token: string;
}

/** The reviewee enrolls (POST /users/{id}/enrollments) with these choices; the API's answer. */
export const enroll = (t: TestApp, user: Reviewee, choices: Record<string, unknown>) =>
  t.request('POST', `/users/${user.id}/enrollments`, { token: user.token, body: choices });

/**
 * A new reviewee signs up with the test clock at `when` and enrolls in `offering`, paying in full
 * (the deadline and reminder tests): the reviewee, and the enrollment's id and reference.
 */
export async function enrollAt(t: TestApp, when: Date, offering: string) {
  t.clock.now = when;
  const user = await registerUser(t);
  const response = await enroll(t, user, { offering, paymentType: 'Full', branch: 'Iloilo' });
  const { _id: id, reference } = (await response.json()) as { _id: string; reference: string };
  return { user, id, reference };
}

/**
 * The reviewee uploads a proof (`fileName`, a PNG) and sends the payment for review
 * (PUT /enrollments/{id}, status Payment Review); the API's answer.
 */
export async function submitProof(
  t: TestApp,
  user: Reviewee,
  enrollmentId: string,
  payment: { paymentOption: string; receiptId: string; fileName?: string; paymentDate?: string },
) {
  const upload = await t.request('POST', '/uploads', {
    token: user.token,
    body: filesForm([{ name: payment.fileName ?? 'proof.png', bytes: PNG }]),
  });
  return t.request('PUT', `/enrollments/${enrollmentId}`, {
    token: user.token,
    body: {
      paymentOption: payment.paymentOption,
      receiptId: payment.receiptId,
      paymentDate: payment.paymentDate ?? '2026-11-20',
      attachments: (await upload.json()) as unknown,
      status: 'Payment Review',
    },
  });
}

/**
 * A new reviewee enrolled in `override-offering-2`'s Full term (Malolos) who sent a GCash proof
 * today through POST /users/{id}/enrollments/{id}/payments: the enrollment is in Payment Review
 * (the receipts and refunds tests approve it).
 */
export async function paidFullEnrollment(t: TestApp) {
  const user = await registerUser(t);
  const created = await json(
    await enroll(t, user, { offering: 'override-offering-2', paymentType: 'Full', branch: 'Malolos' }),
  );
  const id = created._id as string;
  const { price } = await json(await t.request('GET', `/enrollments/${id}`, { token: user.token }));
  const attachments = await (
    await t.request('POST', '/uploads', { token: user.token, body: filesForm([{ name: 'proof.png', bytes: PNG }]) })
  ).json();
  const paid = await t.request('POST', `/users/${user.id}/enrollments/${id}/payments`, {
    token: user.token,
    body: {
      paymentType: 'Full',
      paymentOption: 'GCash',
      price,
      receiptId: `GC-${id}`,
      paymentDate: calendarDateOf(new Date()),
      reference: created.reference,
      tag: 'Enrollment',
      attachments,
    },
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  return { user, id, reference: created.reference as string, price: price as number };
}
