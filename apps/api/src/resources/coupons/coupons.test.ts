import { beforeAll, describe, expect, it } from 'vitest';
import { filesForm, json, PNG, registerStaff, registerUser, registration, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { offeringForm } from '../../testing/offerings.ts';

/**
 * A coupon is used only while active, inside its validity window and under its use limit, by
 * whichever call asks, its code in any case; only those are listed to reviewees (decisions 0045,
 * 0058). The simultaneous calls race for real in the "api (postgres)" project, each in a
 * connection of its own; PGlite runs one transaction at a time.
 */

const t = testAppForFile();
let editor: string;
beforeAll(async () => {
  editor = (await registerStaff(t, 'content-editor')).token;
});

const REFUSED = 'coupon: this code is not valid for this offering';
const DAY = 24 * 60 * 60 * 1000;
const at = (time: number) => new Date(time).toISOString();

/** A published offering at 12,000 (BSED, Full, no cash discount). */
async function publishedOffering() {
  const response = await t.request('POST', '/admin/offerings', {
    token: editor,
    body: offeringForm({
      title: 'LET Coupon Review 2027',
      downpayment: 4_000,
      installmentTerms: 2,
      installmentFrequency: 'Monthly',
      paymentType: ['Full', 'Installment'],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { _id } = (await response.json()) as { _id: string };
  expect((await t.request('POST', `/admin/offerings/${_id}/publish`, { token: editor })).status).toBe(200);
  return _id;
}

/** A ₱500 coupon on the offering; no window and no limit unless given. */
/** A ₱500-off coupon of the offering as the console sends it, open-ended unless `fields` say otherwise. */
const couponBody = (offering: string, code: string, fields: Json = {}) => ({
  code,
  title: '₱500 off',
  offering,
  discountPrice: 500,
  discountPercent: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  ...fields,
});

async function addCoupon(offering: string, code: string, fields: Json = {}) {
  const response = await t.request('POST', '/admin/coupons', {
    token: editor,
    body: couponBody(offering, code, fields),
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

/** The price and coupon stored for the enrollment a call created. */
const priceAndCouponOf = async (created: Response) =>
  t.db
    .selectFrom('enrollments')
    .select(['price', 'coupon'])
    .where('id', '=', String((await json(created))._id))
    .executeTakeFirstOrThrow();

const usesOf = async (couponId: string) => {
  const listed = (await json(await t.request('GET', '/admin/coupons?limit=100', { token: editor }))).docs as Json[];
  return listed.find((c) => c._id === couponId)?.uses;
};

/** One coupon of each kind a reviewee cannot use: not started, ended, used up, deactivated. */
async function addUnusableCoupons(offering: string, prefix: string): Promise<string[]> {
  const now = Date.now();
  const [future, ended, used, off] = ['STARTS-TOMORROW', 'ENDED-YESTERDAY', 'USED-UP', 'OFF'].map(
    (name) => `${prefix}${name}`,
  ) as [string, string, string, string];
  await addCoupon(offering, future, { validFrom: at(now + DAY) });
  await addCoupon(offering, ended, { validUntil: at(now - DAY) });
  await addCoupon(offering, used, { maxUses: 1 });
  const deactivated = await addCoupon(offering, off);
  await t.request('POST', `/admin/coupons/${deactivated._id}/deactivate`, { token: editor });
  expect((await (await signedInEnrollment(offering, used))()).status).toBe(200);
  return [future, ended, used, off];
}

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

describe('a cancelled enrollment', () => {
  it('should give its coupon use back, to the list, the console count and the next reviewee', async () => {
    const offering = await publishedOffering();
    const coupon = await addCoupon(offering, 'GIVEN-BACK', { maxUses: 1 });
    const first = await (await signedInEnrollment(offering, 'GIVEN-BACK'))();
    expect(first.status).toBe(200);
    expect(await usesOf(coupon._id)).toBe(1);
    expect(await ongoing(offering)).not.toContain('GIVEN-BACK');
    expect((await (await signedInEnrollment(offering, 'GIVEN-BACK'))()).status).toBe(400);

    const registrar = await registerStaff(t, 'registrar');
    const cancelled = await t.request('POST', `/admin/enrollments/${String((await json(first))._id)}/cancel`, {
      token: registrar.token,
      body: { reason: 'Enrolled twice by mistake' },
    });
    expect(cancelled.status).toBe(200);

    expect(await usesOf(coupon._id)).toBe(0);
    expect(await ongoing(offering)).toContain('GIVEN-BACK');
    expect((await (await signedInEnrollment(offering, 'GIVEN-BACK'))()).status).toBe(200);
    expect(await usesOf(coupon._id)).toBe(1);
  });
});

describe('GET /coupons answers as enrolling does', () => {
  it('should list as On-Going only a coupon a reviewee can use now, as avail and enrolling decide', async () => {
    const offering = await publishedOffering();
    const now = Date.now();
    const unusable = await addUnusableCoupons(offering, '');
    const valid = await addCoupon(offering, 'VALID', {
      validFrom: at(now - DAY),
      validUntil: at(now + DAY),
      maxUses: 1,
    });

    expect(await ongoing(offering)).toEqual(['VALID']);
    for (const code of unusable) {
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

describe('GET /coupons shows reviewees only the codes they can use', () => {
  it('should never list a deactivated, future, ended or used-up code, whatever the query or caller', async () => {
    const offering = await publishedOffering();
    await addUnusableCoupons(offering, 'HIDDEN-');
    await addCoupon(offering, 'OPEN');
    const reviewee = await registerUser(t);

    for (const [caller, token] of [
      ['anonymous', undefined],
      ['reviewee', reviewee.token],
      ['content editor', editor],
    ] as const) {
      for (const path of [
        `/coupons?offering=${offering}`,
        '/coupons',
        `/coupons?offering=${offering}&status=On-Going`,
      ]) {
        const response = await t.request('GET', path, { token });
        expect([caller, path, response.status]).toEqual([caller, path, 200]);
        const codes = ((await json(response)).docs as Json[]).map((c) => String(c.code));
        expect([caller, path, codes.filter((code) => code.startsWith('HIDDEN'))]).toEqual([caller, path, []]);
        expect([caller, path, codes.includes('OPEN')]).toEqual([caller, path, true]);
      }
    }
  });

  it("should leave the console's list of every coupon as it was", async () => {
    const offering = await publishedOffering();
    await addCoupon(offering, 'CONSOLE-ENDED', { validUntil: at(Date.now() - DAY) });
    const off = await addCoupon(offering, 'CONSOLE-OFF');
    await t.request('POST', `/admin/coupons/${off._id}/deactivate`, { token: editor });

    const listed = (await json(await t.request('GET', '/admin/coupons?limit=100', { token: editor }))).docs as Json[];
    const ours = listed.filter((c) => c.offering === offering);
    expect(Object.fromEntries(ours.map((c) => [c.code, c.active]))).toEqual({
      'CONSOLE-ENDED': true,
      'CONSOLE-OFF': false,
    });
  });
});

describe('a coupon code in any case', () => {
  it.each(['lastone', 'LastOne', '  LASTONE  ', ' lastOne'])(
    'should avail and enroll with %j as its code, store the code as created, and count the use',
    async (typed) => {
      const offering = await publishedOffering();
      const coupon = await addCoupon(offering, 'LASTONE', { maxUses: 1 });

      const avail = await t.request('POST', '/coupons/avail', { body: { code: typed, offering } });
      expect(await json(avail)).toMatchObject({ code: 'LASTONE', discountPrice: 500, status: 'On-Going' });

      const enrolled = await (await signedInEnrollment(offering, typed))();
      expect(enrolled.status, await enrolled.clone().text()).toBe(200);
      const stored = await priceAndCouponOf(enrolled);
      expect(stored).toEqual({ price: 11_500, coupon: 'LASTONE' });
      expect(await usesOf(coupon._id)).toBe(1);

      // Its one use taken, in whichever case it is typed next.
      const again = await (await signedInEnrollment(offering, 'lastone'))();
      expect([again.status, (await json(again)).message]).toEqual([400, REFUSED]);
    },
  );

  it('should enroll a new account with a lower-case code (POST /enrollments)', async () => {
    const offering = await publishedOffering();
    await addCoupon(offering, 'NEWCOMER');
    const response = await (await newAccountEnrollment(offering, 'newcomer'))();
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = await priceAndCouponOf(response);
    expect(stored).toEqual({ price: 11_500, coupon: 'NEWCOMER' });
  });

  it('should still refuse a code of another offering or none, in any case', async () => {
    const offering = await publishedOffering();
    const other = await publishedOffering();
    await addCoupon(other, 'ELSEWHERE');
    expect((await t.request('POST', '/coupons/avail', { body: { code: 'elsewhere', offering } })).status).toBe(404);
    const refused = await (await signedInEnrollment(offering, 'elsewhere'))();
    expect([refused.status, (await json(refused)).message]).toEqual([400, REFUSED]);
  });
});

describe('staff coupon codes', () => {
  it('should store a code typed in lower case in upper case', async () => {
    const offering = await publishedOffering();
    const coupon = await addCoupon(offering, ' spring-500 ');
    expect(coupon).toMatchObject({ code: 'SPRING-500' });
  });

  it('should refuse with 409 a second code of the offering differing only in case, when creating or editing', async () => {
    const offering = await publishedOffering();
    await addCoupon(offering, 'ONLYONE');
    const other = await addCoupon(offering, 'ANOTHER');
    const created = await t.request('POST', '/admin/coupons', {
      token: editor,
      body: couponBody(offering, 'onlyOne'),
    });
    expect([created.status, (await json(created)).message]).toEqual([
      409,
      'This offering already has a coupon ONLYONE',
    ]);
    const edited = await t.request('PUT', `/admin/coupons/${other._id}`, {
      token: editor,
      body: couponBody(offering, 'OnlyOne'),
    });
    expect([edited.status, (await json(edited)).message]).toEqual([409, 'This offering already has a coupon ONLYONE']);
  });

  it('should create one of five codes differing only in case saved at the same moment, refusing four with 409', async () => {
    const offering = await publishedOffering();
    const responses = await Promise.all(
      ['twice', 'TWICE', 'Twice', 'tWiCe', ' twice '].map((code) =>
        t.request('POST', '/admin/coupons', { token: editor, body: couponBody(offering, code) }),
      ),
    );
    const answers = await Promise.all(
      responses.map(async (r) => [r.status, r.status === 200 ? 'created' : (await json(r)).message]),
    );
    expect(answers.filter(([status]) => status === 200)).toHaveLength(1);
    expect(answers.filter(([status]) => status !== 200)).toEqual(
      Array(4).fill([409, 'This offering already has a coupon TWICE']),
    );
  });
});
