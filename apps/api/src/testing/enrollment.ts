import { filesForm, PNG, registerUser, type TestApp } from './app.ts';

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
