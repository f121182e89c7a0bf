import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filesForm,
  json,
  openTestApp,
  PNG,
  registerUser,
  registration,
  type Json,
  type TestApp,
} from '../testing/app.ts';

/**
 * A coupon is used only while active, inside its validity window and under its use limit, by
 * whichever call asks (decisions 0045, 0058). The simultaneous enrollments race for real in the
 * "api (postgres)" project, each in a connection of its own; PGlite runs one transaction at a time.
 */

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await openTestApp();
  const account = await registerUser(t);
  await t.db.updateTable('users').set({ role: 'content-editor' }).where('id', '=', account.id).execute();
  editor = account.token;
});
afterAll(() => t.close());

const REFUSED = 'coupon: this code is not valid for this offering';
const DAY = 24 * 60 * 60 * 1000;
const at = (time: number) => new Date(time).toISOString();

/** A published offering at 12,000 (BSED, Full, no cash discount). */
async function publishedOffering() {
  const response = await t.request('POST', '/admin/offerings', {
    token: editor,
    body: {
      title: 'LET Coupon Review 2027',
      content: 'Live lectures',
      price: 12_000,
      beedPrice: null,
      cashDiscountByPercent: 0,
      downpayment: 4_000,
      installmentTerms: 2,
      installmentFrequency: 'Monthly',
      paymentType: ['Full', 'Installment'],
      multipleSchedule: false,
      branches: ['Manila'],
      schedules: [],
      units: null,
      terms: null,
      startDate: null,
      endDate: null,
      enrollmentStartDate: null,
      enrollmentEndDate: null,
    },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { _id } = (await response.json()) as { _id: string };
  expect((await t.request('POST', `/admin/offerings/${_id}/publish`, { token: editor })).status).toBe(200);
  return _id;
}

/** A ₱500 coupon on the offering; no window and no limit unless given. */
async function addCoupon(offering: string, code: string, fields: Json = {}) {
  const response = await t.request('POST', '/admin/coupons', {
    token: editor,
    body: {
      code,
      title: '₱500 off',
      offering,
      discountPrice: 500,
      discountPercent: null,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      ...fields,
    },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Json & { _id: string };
}

const choices = (offering: string, coupon: string) => ({ offering, paymentType: 'Full', branch: 'Manila', coupon });

/** A signed-in reviewee enrolls: a function, so several can be fired at once. */
async function signedInEnrollment(offering: string, coupon: string) {
  const user = await registerUser(t);
  return () =>
    t.request('POST', `/users/${user.id}/enrollments`, { token: user.token, body: choices(offering, coupon) });
}

/** A new reviewee registers and enrolls in one call (POST /enrollments). */
async function newAccountEnrollment(offering: string, coupon: string) {
  const upload = await t.request('POST', '/uploads', { body: filesForm([{ name: 'id.png', bytes: PNG }]) });
  const [idAttachment] = (await upload.json()) as unknown[];
  const body = { ...registration({ idAttachment }), ...choices(offering, coupon) };
  return () => t.request('POST', '/enrollments', { body });
}

const usesOf = async (couponId: string) => {
  const listed = (await json(await t.request('GET', '/admin/coupons?limit=100', { token: editor }))).docs as Json[];
  return listed.find((c) => c._id === couponId)?.uses;
};

const ongoing = async (offering: string) =>
  ((await json(await t.request('GET', `/coupons?offering=${offering}&status=On-Going`))).docs as Json[]).map(
    (c) => c.code,
  );

describe('a coupon with one use left, five reviewees enrolling at the same moment', () => {
  it.each([
    ['signed in', signedInEnrollment],
    ['registering', newAccountEnrollment],
  ])('should give the discount to exactly one and refuse the others with 400 (%s)', async (_, prepare) => {
    const offering = await publishedOffering();
    const coupon = await addCoupon(offering, 'LASTONE', { maxUses: 1 });
    const attempts = await Promise.all(Array.from({ length: 5 }, () => prepare(offering, 'LASTONE')));

    const responses = await Promise.all(attempts.map((attempt) => attempt()));

    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<Json>));
    const answers = responses.map((r, i) => [r.status, r.status === 200 ? 'enrolled' : bodies[i]!.message]);
    expect(answers.filter(([status]) => status === 200)).toHaveLength(1);
    expect(answers.filter(([status]) => status !== 200)).toEqual(Array(4).fill([400, REFUSED]));
    const winner = bodies[responses.findIndex((r) => r.status === 200)]!;
    const enrollment = await t.db
      .selectFrom('enrollments')
      .select(['price', 'coupon'])
      .where('id', '=', String(winner._id))
      .executeTakeFirstOrThrow();
    expect(enrollment).toEqual({ price: 11_500, coupon: 'LASTONE' });
    expect(await usesOf(coupon._id)).toBe(1);
  });
});

describe('GET /coupons answers as enrolling does', () => {
  it('should list as On-Going only a coupon a reviewee can use now, as avail and enrolling decide', async () => {
    const offering = await publishedOffering();
    const now = Date.now();
    await addCoupon(offering, 'STARTS-TOMORROW', { validFrom: at(now + DAY) });
    await addCoupon(offering, 'ENDED-YESTERDAY', { validUntil: at(now - DAY) });
    await addCoupon(offering, 'USED-UP', { maxUses: 1 });
    const off = await addCoupon(offering, 'OFF');
    await t.request('POST', `/admin/coupons/${off._id}/deactivate`, { token: editor });
    const valid = await addCoupon(offering, 'VALID', {
      validFrom: at(now - DAY),
      validUntil: at(now + DAY),
      maxUses: 1,
    });
    expect((await (await signedInEnrollment(offering, 'USED-UP'))()).status).toBe(200);

    expect(await ongoing(offering)).toEqual(['VALID']);
    const all = (await json(await t.request('GET', `/coupons?offering=${offering}`))).docs as Json[];
    expect(Object.fromEntries(all.map((c) => [c.code, c.status]))).toEqual({
      'ENDED-YESTERDAY': 'Inactive',
      OFF: 'Inactive',
      'STARTS-TOMORROW': 'Inactive',
      'USED-UP': 'Inactive',
      VALID: 'On-Going',
    });
    for (const code of ['STARTS-TOMORROW', 'ENDED-YESTERDAY', 'USED-UP', 'OFF']) {
      expect([code, (await t.request('POST', '/coupons/avail', { body: { code, offering } })).status]).toEqual([
        code,
        404,
      ]);
      const refused = await (await signedInEnrollment(offering, code))();
      expect([code, refused.status, (await json(refused)).message]).toEqual([code, 400, REFUSED]);
    }
    const avail = await t.request('POST', '/coupons/avail', { body: { code: 'VALID', offering } });
    expect(await json(avail)).toMatchObject({ code: 'VALID', discountPrice: 500, status: 'On-Going' });

    // Its one use taken, VALID is gone from the list too.
    expect((await (await signedInEnrollment(offering, 'VALID'))()).status).toBe(200);
    expect(await usesOf(valid._id)).toBe(1);
    expect(await ongoing(offering)).toEqual([]);
  });

  it("should count both ends of a coupon's window inside it", async () => {
    const offering = await publishedOffering();
    const from = Date.now() + DAY;
    const until = from + 7 * DAY;
    await addCoupon(offering, 'WEEK', { validFrom: at(from), validUntil: at(until) });
    const listedAt = (time: number) => t.at(new Date(time), () => ongoing(offering));
    expect(await listedAt(from - 1)).toEqual([]);
    expect(await listedAt(from)).toEqual(['WEEK']);
    expect(await listedAt(until)).toEqual(['WEEK']);
    expect(await listedAt(until + 1)).toEqual([]);
  });
});
