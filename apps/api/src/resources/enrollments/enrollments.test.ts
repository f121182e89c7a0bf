import { addDays, calendarDateOf, nextDueDate, type EnrollmentLike } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { filesForm, PNG, registerUser, registration, json, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

const proof = async (token?: string) =>
  (await (
    await t.request('POST', '/uploads', {
      body: filesForm([{ name: 'proof.png', bytes: PNG }]),
      ...(token ? { token } : {}),
    })
  ).json()) as Json[];

const choices = { offering: 'hybrid-online-march-2024', paymentType: 'Full', branch: 'Manila' };

describe('POST /users/{id}/enrollments', () => {
  it('should create a Processing enrollment with a reference, priced by the server for the course', async () => {
    const user = await registerUser(t, { course: 'BEED', specialization: null });
    const response = await t.request('POST', `/users/${user.id}/enrollments`, {
      token: user.token,
      body: { ...choices, price: 9_000 },
    });
    expect(response.status).toBe(200);
    const created = await json(response);
    expect(created).toEqual({
      _id: expect.any(String),
      reference: expect.stringMatching(/^RC-[A-Z2-9]{8}$/),
      status: 'Processing',
    });
    const list = await json(await t.request('GET', `/users/${user.id}/enrollments`, { token: user.token }));
    expect(list.totalDocs).toBe(1);
    expect((list.docs as Json[])[0]).toMatchObject({ price: 9_000, status: 'Processing', branch: 'Manila' });
    const mail = t.mailer.sent.find((m) => m.to === user.email && m.subject.includes(created.reference as string))!;
    expect(mail.text).toMatch(/within 3 business days/);
    expect(mail.text).toMatch(/GCash/);
  });

  it('should refuse a price tampered by the client', async () => {
    const user = await registerUser(t);
    const response = await t.request('POST', `/users/${user.id}/enrollments`, {
      token: user.token,
      body: { ...choices, price: 1 },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^price: 1 is not the price of this enrollment \(10500\)/);
  });

  it('should answer 409 for a second enrollment in the same offering', async () => {
    const user = await registerUser(t);
    expect(
      (await t.request('POST', `/users/${user.id}/enrollments`, { token: user.token, body: choices })).status,
    ).toBe(200);
    const again = await t.request('POST', `/users/${user.id}/enrollments`, { token: user.token, body: choices });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: 'Account already enrolled' });
  });

  it('should apply a coupon and split installments with due dates', async () => {
    const user = await registerUser(t);
    const body = { ...choices, paymentType: 'Installment', coupon: 'EARLYBIRD' };
    const created = await json(await t.request('POST', `/users/${user.id}/enrollments`, { token: user.token, body }));
    const enrollment = await json(await t.request('GET', `/enrollments/${created._id}`, { token: user.token }));
    expect(enrollment.price).toBe(10_000);
    expect(enrollment.coupon).toBe('EARLYBIRD');
    const installments = enrollment.installments as { amount: number; dueDate: string; paid: boolean }[];
    expect(installments.map((i) => i.amount)).toEqual([3_500, 3_500, 3_000]);
    expect(installments.every((i, k) => k === 0 || i.dueDate > installments[k - 1]!.dueDate)).toBe(true);
  });

  it('should answer 403 for another user, before anything else', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    for (const [method, path] of [
      ['POST', `/users/${a.id}/enrollments`],
      ['GET', `/users/${a.id}/enrollments`],
      ['GET', `/users/${a.id}/payments`],
      ['POST', `/users/${a.id}/enrollments/x/payments`],
    ] as const) {
      const response = await t.request(method, path, { token: b.token, body: method === 'POST' ? choices : undefined });
      expect([path, response.status, await json(response)]).toEqual([path, 403, { message: 'Forbidden' }]);
    }
  });
});

describe('POST /enrollments (new user)', () => {
  it('should create the account and the enrollment together, and 409 for a taken e-mail', async () => {
    const [idAttachment] = await proof();
    const body = {
      ...registration({ idAttachment }),
      ...choices,
      offering: 'hyflex-face-to-face-2024',
      schedule: 'Every Sunday',
    };
    const response = await t.request('POST', '/enrollments', { body });
    expect(response.status).toBe(200);
    const created = await json(response);
    expect(created).toMatchObject({ status: 'Processing', token: expect.any(String), user: expect.any(String) });
    const again = await t.request('POST', '/enrollments', { body });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toMatch(/^Email already taken/);
  });

  it('should create neither account nor enrollment when the enrollment is refused', async () => {
    const [idAttachment] = await proof();
    const body = { ...registration({ idAttachment }), ...choices, offering: 'hyflex-face-to-face-2024' };
    const response = await t.request('POST', '/enrollments', { body });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('schedule: choose a schedule');
    const signIn = await t.request('POST', '/users/sign-in', { body: { email: body.email, password: body.password } });
    expect(signIn.status).toBe(404);
  });

  // The package wizard (/enroll) enrolls through this call too (decision 0054).
  it('should refuse a branch the offering is not given in, creating no account', async () => {
    await t.db
      .updateTable('offerings')
      .set({ branches: ['Cebu', 'Iloilo'] })
      .where('id', '=', 'hybrid-online-march-2024')
      .execute();
    try {
      const [idAttachment] = await proof();
      const body = { ...registration({ idAttachment }), ...choices, branch: 'Borongan' };
      const response = await t.request('POST', '/enrollments', { body });
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBe(
        'branch: this offering is not given in Borongan; it is given in Cebu, Iloilo',
      );
      const signIn = await t.request('POST', '/users/sign-in', {
        body: { email: body.email, password: body.password },
      });
      expect(signIn.status).toBe(404);
      const enrolled = await t.request('POST', '/enrollments', { body: { ...body, branch: 'Iloilo' } });
      expect(enrolled.status).toBe(200);
    } finally {
      await t.db
        .updateTable('offerings')
        .set({ branches: ['Manila', 'Cebu', 'Borongan', 'Malolos', 'Iloilo'] })
        .where('id', '=', 'hybrid-online-march-2024')
        .execute();
    }
  });
});

describe('payment proof and review', () => {
  async function enrolled(paymentType = 'Full') {
    const user = await registerUser(t);
    const created = await json(
      await t.request('POST', `/users/${user.id}/enrollments`, {
        token: user.token,
        body: { ...choices, paymentType },
      }),
    );
    return { user, enrollmentId: created._id as string, reference: created.reference as string };
  }

  /** A proof of payment as the payment page sends it for review: by BPI, dated 2026-11-20, with `attachments`. */
  const proofBody = (attachments: Json[], fields: Json = {}) => ({
    paymentOption: 'BPI',
    receiptId: '123',
    paymentDate: '2026-11-20',
    attachments,
    status: 'Payment Review',
    ...fields,
  });

  /** The reviewee sends the proof `body` for review (PUT /enrollments/{id}): the API's answer. */
  const sendProof = (user: { token: string }, enrollmentId: string, body: Json) =>
    t.request('PUT', `/enrollments/${enrollmentId}`, { token: user.token, body });

  /** The reviewee pays the whole price by GCash with its proof (POST …/enrollments/{id}/payments). */
  const payInFull = (user: { id: string; token: string }, enrollmentId: string, payment: Json) =>
    t.request('POST', `/users/${user.id}/enrollments/${enrollmentId}/payments`, {
      token: user.token,
      body: { paymentType: 'Full', paymentOption: 'GCash', price: 10_500, tag: 'Enrollment', ...payment },
    });

  it('should move the enrollment to Payment Review with the proof, then Active when approved', async () => {
    const { user, enrollmentId, reference } = await enrolled();
    const attachments = await proof(user.token);
    const submitted = await payInFull(user, enrollmentId, {
      receiptId: `R'; --`,
      paymentDate: '2026-11-20',
      reference,
      attachments,
    });
    expect(submitted.status).toBe(200);
    expect(await json(submitted)).toMatchObject({ status: 'Payment Review', receiptId: `R'; --`, reference });
    const enrollment = await json(await t.request('GET', `/enrollments/${enrollmentId}`, { token: user.token }));
    expect(enrollment.status).toBe('Payment Review');

    const review = await json(await t.request('GET', '/admin/enrollments', { token: await t.adminToken() }));
    const item = (review.docs as Json[]).find((d) => d._id === enrollmentId)!;
    expect((item.payments as Json[])[0]).toMatchObject({ status: 'Payment Review' });
    expect(item.user).toMatchObject({ email: user.email });

    const approved = await t.request('POST', `/admin/enrollments/${enrollmentId}/approve`, {
      token: await t.adminToken(),
    });
    expect(approved.status).toBe(200);
    expect((await json(approved)).status).toBe('Active');
    const payments = await json(await t.request('GET', `/users/${user.id}/payments`, { token: user.token }));
    expect((payments.docs as Json[])[0]).toMatchObject({ status: 'Approved' });
    expect(t.mailer.sent.some((m) => m.to === user.email && m.subject.startsWith('Payment verified'))).toBe(true);
  });

  it('should send a rejected proof back to Processing and e-mail the reason', async () => {
    const { user, enrollmentId } = await enrolled();
    const body = proofBody(await proof());
    const put = await sendProof(user, enrollmentId, body);
    expect(put.status).toBe(200);
    const again = await sendProof(user, enrollmentId, body);
    expect(again.status).toBe(409);
    const rejected = await t.request('POST', `/admin/enrollments/${enrollmentId}/reject`, {
      token: await t.adminToken(),
      body: { reason: 'The receipt is unreadable' },
    });
    expect((await json(rejected)).status).toBe('Processing');
    const mail = t.mailer.sent.find((m) => m.to === user.email && m.subject.startsWith('Payment not accepted'))!;
    expect(mail.text).toContain('The receipt is unreadable');
    // The payment page reads the reason from the enrollment, until a new proof is sent.
    const read = async () =>
      (await json(await t.request('GET', `/enrollments/${enrollmentId}`, { token: user.token }))).rejectionReason;
    expect(await read()).toBe('The receipt is unreadable');
    const resent = await sendProof(user, enrollmentId, { ...body, attachments: await proof() });
    expect(resent.status).toBe(200);
    expect(await read()).toBeNull();
  });

  it('should mark the downpayment paid when an installment plan is approved', async () => {
    const { user, enrollmentId, reference } = await enrolled('Installment');
    const attachments = await proof(user.token);
    await t.request('POST', `/users/${user.id}/enrollments/${enrollmentId}/payments`, {
      token: user.token,
      body: {
        paymentType: 'Downpayment',
        paymentOption: 'BDO',
        price: 3_500,
        receiptId: 'D1',
        paymentDate: '2026-11-20',
        reference,
        tag: 'Enrollment',
        attachments,
      },
    });
    const approved = await json(
      await t.request('POST', `/admin/enrollments/${enrollmentId}/approve`, { token: await t.adminToken() }),
    );
    expect((approved.installments as { paid: boolean }[]).map((i) => i.paid)).toEqual([true, false, false]);

    // Active with installments unpaid: the next one is paid the same way, labelled Installment,
    // and approving it moves the next due date on (product §4).
    const installments = approved.installments as { paid: boolean; amount: number; dueDate: string }[];
    const second = await t.request('POST', `/users/${user.id}/enrollments/${enrollmentId}/payments`, {
      token: user.token,
      body: {
        paymentType: 'Installment',
        paymentOption: 'GCash',
        price: installments[1]!.amount,
        receiptId: 'I2',
        paymentDate: '2026-11-20',
        reference,
        tag: 'Enrollment',
        attachments: await proof(user.token),
      },
    });
    expect(second.status).toBe(200);
    expect(await json(second)).toMatchObject({ paymentType: 'Installment', amountDue: installments[1]!.amount });
    const inReview = await json(await t.request('GET', `/enrollments/${enrollmentId}`, { token: user.token }));
    expect(inReview.status).toBe('Payment Review');
    const again = await json(
      await t.request('POST', `/admin/enrollments/${enrollmentId}/approve`, { token: await t.adminToken() }),
    );
    expect(again.status).toBe('Active');
    expect((again.installments as { paid: boolean }[]).map((i) => i.paid)).toEqual([true, true, false]);
    expect(nextDueDate(again as unknown as EnrollmentLike)).toBe(installments[2]!.dueDate);
  });

  it('should pay only the amount due when an installment reviewee declares 999999, flagged for the cashier', async () => {
    const { user, enrollmentId, reference } = await enrolled('Installment');
    const submitted = await t.request('POST', `/users/${user.id}/enrollments/${enrollmentId}/payments`, {
      token: user.token,
      body: {
        paymentType: 'Full',
        paymentOption: 'BDO',
        price: 999_999,
        receiptId: 'D2',
        paymentDate: '2026-11-20',
        reference,
        tag: 'Enrollment',
        attachments: await proof(user.token),
      },
    });
    expect(submitted.status).toBe(200);
    // Kept as declared, next to what is due: the downpayment, as the server computes it.
    const due = { price: 999_999, amountDue: 3_500, amountMismatch: true, paymentType: 'Downpayment' };
    expect(await json(submitted)).toMatchObject(due);
    const review = await json(await t.request('GET', '/admin/enrollments', { token: await t.adminToken() }));
    const item = (review.docs as Json[]).find((d) => d._id === enrollmentId)!;
    expect((item.payments as Json[])[0]).toMatchObject(due);

    const approved = await json(
      await t.request('POST', `/admin/enrollments/${enrollmentId}/approve`, { token: await t.adminToken() }),
    );
    expect((approved.installments as { paid: boolean }[]).map((i) => i.paid)).toEqual([true, false, false]);
  });

  it('should refuse a payment dated after tomorrow with the form’s message (product §5)', async () => {
    const { user, enrollmentId, reference } = await enrolled();
    const dayAfterTomorrow = addDays(calendarDateOf(new Date()), 2);
    const attachments = await proof(user.token);
    const posted = await payInFull(user, enrollmentId, {
      receiptId: 'F1',
      paymentDate: dayAfterTomorrow,
      reference,
      attachments,
    });
    expect(posted.status).toBe(400);
    expect(await json(posted)).toEqual({ message: 'paymentDate: Date is invalid' });
    const put = await sendProof(
      user,
      enrollmentId,
      proofBody(attachments, { paymentOption: 'GCash', receiptId: 'F1', paymentDate: dayAfterTomorrow }),
    );
    expect(await json(put)).toEqual({ message: 'paymentDate: Date is invalid' });
    const fourFiles = await sendProof(
      user,
      enrollmentId,
      proofBody([...attachments, ...attachments, ...attachments, ...attachments], {
        paymentOption: 'GCash',
        receiptId: 'F1',
        paymentDate: calendarDateOf(new Date()),
      }),
    );
    expect(await json(fourFiles)).toEqual({ message: 'body.attachments: Maximum files exceeds (3)' });
    const enrollment = await json(await t.request('GET', `/enrollments/${enrollmentId}`, { token: user.token }));
    expect(enrollment.status).toBe('Processing');
  });

  it('should answer 401 without a session and 403 with another user’s, for reading an enrollment or attaching a proof', async () => {
    const { user, enrollmentId } = await enrolled();
    const other = await registerUser(t);
    const body = proofBody(await proof(user.token), { receiptId: 'X1' });
    expect((await t.request('GET', `/enrollments/${enrollmentId}`)).status).toBe(401);
    expect((await t.request('PUT', `/enrollments/${enrollmentId}`, { body })).status).toBe(401);
    expect((await t.request('GET', `/enrollments/${enrollmentId}`, { token: other.token })).status).toBe(403);
    expect((await sendProof(other, enrollmentId, body)).status).toBe(403);
    const enrollment = await json(await t.request('GET', `/enrollments/${enrollmentId}`, { token: user.token }));
    expect(enrollment).toMatchObject({ status: 'Processing', attachments: [] });
  });

  it('should refuse administrator calls to a reviewee', async () => {
    const { user, enrollmentId } = await enrolled();
    expect((await t.request('GET', '/admin/enrollments', { token: user.token })).status).toBe(403);
    expect((await t.request('POST', `/admin/enrollments/${enrollmentId}/approve`, { token: user.token })).status).toBe(
      403,
    );
  });

  it("should answer 403 for another user's enrollment and not attach someone else's files", async () => {
    const { user, enrollmentId } = await enrolled();
    const other = await registerUser(t);
    expect((await t.request('GET', `/enrollments/${enrollmentId}`, { token: other.token })).status).toBe(403);
    const theirs = await proof(other.token);
    const put = await sendProof(user, enrollmentId, proofBody(theirs, { receiptId: '1' }));
    expect(put.status).toBe(400);
    expect((await json(put)).message).toMatch(/^attachments: /);
  });
});

describe('GET /enrollments (home enrollment check)', () => {
  it('should list only the caller’s enrollments, with the offering populated with title and price', async () => {
    const user = await registerUser(t);
    await t.request('POST', `/users/${user.id}/enrollments`, { token: user.token, body: choices });
    const query = `page=1&limit=100&sort=-createdDate&populate=offering&select=title%20price&user=${user.id}`;
    const response = await t.request('GET', `/enrollments?${query}`, { token: user.token });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.totalDocs).toBe(1);
    expect((body.docs as Json[])[0]!.offering).toEqual({
      _id: 'hybrid-online-march-2024',
      title: expect.any(String),
      price: 10_500,
    });
    const other = await registerUser(t);
    expect((await t.request('GET', `/enrollments?user=${user.id}`, { token: other.token })).status).toBe(403);
  });
});

describe('the enrollment window', () => {
  it('should take enrollments from the start instant to the end instant, both included, and refuse them outside', async () => {
    const real = t.clock.now;
    const start = new Date(real.getTime() + 86_400_000);
    const end = new Date(start.getTime() + 10 * 86_400_000);
    const setWindow = (from: Date | null, until: Date | null) =>
      t.db
        .updateTable('offerings')
        .set({ enrollment_start_date: from, enrollment_end_date: until })
        .where('id', '=', choices.offering)
        .execute();
    const enrollAt = async (now: Date) => {
      const user = await registerUser(t);
      t.clock.now = now;
      try {
        return await t.request('POST', `/users/${user.id}/enrollments`, { token: user.token, body: choices });
      } finally {
        t.clock.now = real;
      }
    };
    await setWindow(start, end);
    try {
      const early = await enrollAt(new Date(start.getTime() - 1));
      expect(early.status).toBe(400);
      expect(await json(early)).toEqual({ message: 'offering: enrollment has not yet started' });
      expect((await enrollAt(start)).status).toBe(200);
      expect((await enrollAt(end)).status).toBe(200);
      const late = await enrollAt(new Date(end.getTime() + 1));
      expect(late.status).toBe(400);
      expect(await json(late)).toEqual({ message: 'offering: enrollment has already ended' });
    } finally {
      await setWindow(null, null);
    }
  });
});

describe('package offerings (decision 0072)', () => {
  it('should enroll in a package, and refuse the hybrid season as /enroll does, naming it', async () => {
    const user = await registerUser(t);
    const pkg = { ...choices, offering: 'let-complete-package-2024' };
    expect((await t.request('POST', `/users/${user.id}/enrollments`, { token: user.token, body: pkg })).status).toBe(
      200,
    );
    const season = await t.request('POST', `/users/${user.id}/enrollments`, {
      token: user.token,
      body: { ...choices, offering: 'hybrid-season-2024' },
    });
    expect(season.status).toBe(400);
    expect(await json(season)).toEqual({
      message: 'offering: this offering is a hybrid season: check our social page for the schedule and how to enroll',
    });
  });
});

describe('the form’s rules on the server (product §5)', () => {
  const tomorrowButOne = () => addDays(calendarDateOf(new Date()), 2);

  it('should refuse a future birthdate with the form’s message, on register, new-user enrollment and profile update', async () => {
    const [idAttachment] = await proof();
    const body = registration({ idAttachment, birthdate: tomorrowButOne() });
    const message = { message: 'birthdate: You need to be at least 18 years old' };
    const registered = await t.request('POST', '/users/register', { body });
    expect(registered.status).toBe(400);
    expect(await json(registered)).toEqual(message);
    const enrolled = await t.request('POST', '/enrollments', { body: { ...body, ...choices } });
    expect(await json(enrolled)).toEqual(message);
    expect(
      (await t.request('POST', '/users/sign-in', { body: { email: body.email, password: body.password } })).status,
    ).toBe(404);

    const user = await registerUser(t);
    const updated = await t.request('PUT', `/users/${user.id}`, {
      token: user.token,
      body: { birthdate: tomorrowButOne() },
    });
    expect(await json(updated)).toEqual(message);
    const seventeen = addDays(
      calendarDateOf(new Date()).replace(/^\d{4}/, (year) => String(Number(year) - 17)),
      -1,
    );
    const young = await t.request('PUT', `/users/${user.id}`, { token: user.token, body: { birthdate: seventeen } });
    expect(await json(young)).toEqual(message);
  });

  it('should refuse a last take date after tomorrow, a missing one for a repeater, and a mobile with letters', async () => {
    const [idAttachment] = await proof();
    const repeater = registration({ idAttachment, firstTimer: false, lastTakeDate: tomorrowButOne() });
    expect(await json(await t.request('POST', '/users/register', { body: repeater }))).toEqual({
      message: 'lastTakeDate: Date is invalid',
    });
    const noDate = registration({ idAttachment, firstTimer: false });
    expect(await json(await t.request('POST', '/users/register', { body: noDate }))).toEqual({
      message: 'lastTakeDate: Last take date is required',
    });
    const letters = registration({ idAttachment, mobile: '0917123456O' });
    expect(await json(await t.request('POST', '/users/register', { body: letters }))).toEqual({
      message: 'body.mobile: Mobile number must contain digits only',
    });
  });
});
