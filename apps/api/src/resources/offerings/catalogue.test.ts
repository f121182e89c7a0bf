import { priceFor, type Offering } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { json, registerStaff, registerUser, type Json } from '../../testing/app.ts';
import { staffForFile, testAppForFile } from '../../testing/file-app.ts';
import { offeringForm } from '../../testing/offerings.ts';

const t = testAppForFile();
const tokens = staffForFile(t, { editor: 'content-editor' });

const offering = (fields: Json = {}) =>
  offeringForm({
    title: 'LET Summer Review 2027',
    content: 'Live lectures\nMock exams',
    beedPrice: 10_000,
    downpayment: 4_000,
    installmentTerms: 2,
    installmentFrequency: 'Monthly',
    paymentType: ['Full', 'Installment'],
    multipleSchedule: true,
    branches: ['Manila', 'Cebu'],
    schedules: ['Every Sunday'],
    terms: '6 months',
    ...fields,
  });

const create = async (fields: Json = {}) => {
  const response = await t.request('POST', '/admin/offerings', { token: tokens.editor, body: offering(fields) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Json & { _id: string };
};
/** Newest first, as the audit log lists them. */
const auditOf = async (entityId: string) =>
  (
    (await json(await t.request('GET', `/admin/audit?entityId=${entityId}`, { token: tokens.admin }))).docs as Json[]
  ).map((entry) => entry.action);
const enroll = (token: string, userId: string, offeringId: string, paymentType: string) =>
  t.request('POST', `/users/${userId}/enrollments`, {
    token,
    body: { offering: offeringId, paymentType, branch: 'Cebu', schedule: 'Every Sunday' },
  });

describe('the seeded offerings priced by course (product §9)', () => {
  it.each([
    ['override-offering-1', 5_500, 7_000, undefined],
    ['override-offering-2', 7_500, 9_000, undefined],
    ['hybrid-online-march-2024', 9_000, 10_500, 3_500],
    ['hyflex-face-to-face-2024', 8_000, 9_500, 3_000],
    ['override-offering-3', 6_000, 7_500, undefined],
  ])(
    'should price %s at %d for BEED and %d for the other courses through the general rule',
    async (id, beed, other, down) => {
      const seeded = (await json(await t.request('GET', `/offerings/${id}`))) as Offering;
      const price = (course: 'BEED' | 'BSED' | 'UNITS/CPE', paymentTerm: 'Full' | 'Installment') =>
        priceFor({ offering: seeded, course, paymentTerm });
      expect(price('BEED', 'Full').total).toBe(beed);
      expect(price('BSED', 'Full').total).toBe(other);
      expect(price('UNITS/CPE', 'Full').total).toBe(other);
      expect(seeded.cashDiscountByPercent).toBe(0);
      if (down !== undefined) {
        expect(price('BEED', 'Installment').dueNow).toBe(down);
        expect(price('BSED', 'Installment').dueNow).toBe(down);
      }
    },
  );
});

describe('offerings in the console', () => {
  it('should create an unpublished offering, publish it to /offerings, and audit both', async () => {
    const created = await create();
    expect(created).toMatchObject({ published: false, beedPrice: 10_000, enrollmentCount: 0 });
    const publicList = async () =>
      ((await json(await t.request('GET', '/offerings?published=true&limit=100'))).docs as Json[]).map((o) => o._id);
    expect(await publicList()).not.toContain(created._id);

    expect((await t.request('POST', `/admin/offerings/${created._id}/publish`, { token: tokens.editor })).status).toBe(
      200,
    );
    expect(await publicList()).toContain(created._id);
    expect(await auditOf(created._id)).toEqual(expect.arrayContaining(['offering.create', 'offering.publish']));
  });

  it('should refuse a body that breaks the form rules, naming each field', async () => {
    const response = await t.request('POST', '/admin/offerings', {
      token: tokens.editor,
      body: offering({ title: ' ', paymentType: [], downpayment: 20_000, branches: ['Davao'] }),
    });
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain('body.title: Title is required');
    expect(message).toContain('body.paymentType: Choose at least one payment type');
  });

  it('should mark an offering as a package and the hybrid season, shown on /offerings and audited (decision 0072)', async () => {
    const created = await create();
    expect(created).toMatchObject({ isPackage: false, hybridSeason: false });
    const marked = await t.request('PUT', `/admin/offerings/${created._id}`, {
      token: tokens.editor,
      body: offering({ isPackage: true, hybridSeason: true }),
    });
    expect(marked.status, await marked.clone().text()).toBe(200);
    expect(await json(marked)).toMatchObject({ isPackage: true, hybridSeason: true });
    expect(await json(await t.request('GET', `/offerings/${created._id}`))).toMatchObject({
      isPackage: true,
      hybridSeason: true,
    });
    expect(await auditOf(created._id)).toContain('offering.update');

    // The form's rule, checked again by the server: only a package can be the hybrid season.
    const refused = await t.request('PUT', `/admin/offerings/${created._id}`, {
      token: tokens.editor,
      body: offering({ isPackage: false, hybridSeason: true }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).message).toBe(
      'body.hybridSeason: Only a package can be the hybrid season: mark it as a package too',
    );
    expect(await json(await t.request('GET', `/offerings/${created._id}`))).toMatchObject({ hybridSeason: true });
  });

  it('should seed the demo packages: one enrolled at /enroll, one the hybrid season', async () => {
    const byId = async (id: string) => (await json(await t.request('GET', `/offerings/${id}`))) as Offering;
    expect(await byId('let-complete-package-2024')).toMatchObject({ isPackage: true, hybridSeason: false });
    expect(await byId('hybrid-season-2024')).toMatchObject({ isPackage: true, hybridSeason: true });
    expect(await byId('hybrid-online-march-2024')).toMatchObject({ isPackage: false, hybridSeason: false });
  });

  it('should refuse a branch that is not on the administrator’s list', async () => {
    const response = await t.request('POST', '/admin/offerings', {
      token: tokens.editor,
      body: offering({ branches: ['Davao'] }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).message).toBe('body.branches: Davao is not on the list of branches');
  });

  it('should charge the BEED price and the fixed downpayment, and keep an enrollment’s price after a price change', async () => {
    const created = await create();
    await t.request('POST', `/admin/offerings/${created._id}/publish`, { token: tokens.editor });
    const beed = await registerUser(t, { course: 'BEED', specialization: undefined });
    const bsed = await registerUser(t);

    const full = await enroll(beed.token, beed.id, created._id, 'Full');
    expect(full.status, await full.clone().text()).toBe(200);
    const installment = await enroll(bsed.token, bsed.id, created._id, 'Installment');
    expect(installment.status).toBe(200);
    const prices = async () =>
      Object.fromEntries(
        (
          await t.db
            .selectFrom('enrollments')
            .select(['user_id', 'price', 'installments'])
            .where('offering_id', '=', created._id)
            .execute()
        ).map((row) => [row.user_id, row]),
      );
    const before = await prices();
    expect(before[beed.id]?.price).toBe(10_000);
    expect(before[bsed.id]?.price).toBe(12_000);
    expect(before[bsed.id]?.installments.map((i) => i.amount)).toEqual([4_000, 4_000, 4_000]);

    const edited = await t.request('PUT', `/admin/offerings/${created._id}`, {
      token: tokens.editor,
      body: offering({ price: 15_000, beedPrice: 13_000, downpayment: 5_000 }),
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ price: 15_000, enrollmentCount: 2 });
    const after = await prices();
    expect(after[beed.id]?.price).toBe(10_000);
    expect(after[bsed.id]?.price).toBe(12_000);
    expect(after[bsed.id]?.installments.map((i) => i.amount)).toEqual([4_000, 4_000, 4_000]);

    // An offering with enrollments is not deleted: it can be unpublished.
    const refused = await t.request('DELETE', `/admin/offerings/${created._id}`, { token: tokens.editor });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Json).message).toBe(
      'This offering has 2 enrollments and cannot be deleted: unpublish it instead',
    );
    expect(
      (await t.request('POST', `/admin/offerings/${created._id}/unpublish`, { token: tokens.editor })).status,
    ).toBe(200);
  });

  it('should duplicate an offering for next season, unpublished and without its dates, and delete an unused one', async () => {
    const created = await create({ enrollmentStartDate: '2027-01-01', enrollmentEndDate: '2027-02-01' });
    const copy = await json(
      await t.request('POST', `/admin/offerings/${created._id}/duplicate`, { token: tokens.editor }),
    );
    expect(copy).toMatchObject({
      title: 'LET Summer Review 2027 (copy)',
      price: 12_000,
      beedPrice: 10_000,
      published: false,
      branches: ['Manila', 'Cebu'],
    });
    expect(copy.enrollmentStartDate).toBeUndefined();
    const deleted = await t.request('DELETE', `/admin/offerings/${String(copy._id)}`, { token: tokens.editor });
    expect(deleted.status).toBe(200);
    expect((await t.request('GET', `/offerings/${String(copy._id)}`)).status).toBe(404);
    expect(await auditOf(String(copy._id))).toEqual(['offering.delete', 'offering.duplicate']);
  });

  it('should let neither a cashier nor a reviewee edit offerings', async () => {
    const cashier = await registerStaff(t, 'cashier');
    expect((await t.request('POST', '/admin/offerings', { token: cashier.token, body: offering() })).status).toBe(403);
    const reviewee = await registerUser(t);
    expect((await t.request('GET', '/admin/offerings', { token: reviewee.token })).status).toBe(403);
  });
});

describe('branches and schedules', () => {
  it('should keep the spec’s five branches and two schedules, and let only the administrator add one', async () => {
    const list = (await json(await t.request('GET', '/admin/catalogue-options', { token: tokens.editor })))
      .docs as Json[];
    expect(list.filter((o) => o.kind === 'branch').map((o) => o.name)).toEqual([
      'Manila',
      'Cebu',
      'Borongan',
      'Malolos',
      'Iloilo',
    ]);
    expect(list.filter((o) => o.kind === 'schedule').map((o) => o.name)).toEqual(['Every Saturday', 'Every Sunday']);
    const body = { kind: 'branch', name: 'Davao' };
    expect((await t.request('POST', '/admin/catalogue-options', { token: tokens.editor, body })).status).toBe(403);
    const added = await t.request('POST', '/admin/catalogue-options', { token: tokens.admin, body });
    expect(added.status).toBe(200);
    const again = await t.request('POST', '/admin/catalogue-options', { token: tokens.admin, body });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).message).toBe('The list of branches already has Davao');
    expect((await create({ branches: ['Davao'] })).branches).toEqual(['Davao']);
  });

  // Decision 0054: the offering's own lists, whatever their names; product §9's when it has none.
  it('should enroll in a branch and schedule the administrator added, and refuse one the offering lacks', async () => {
    for (const body of [
      { kind: 'branch', name: 'Tagum' },
      { kind: 'schedule', name: 'Every Wednesday' },
    ]) {
      expect((await t.request('POST', '/admin/catalogue-options', { token: tokens.admin, body })).status).toBe(200);
    }
    const created = await create({ branches: ['Cebu', 'Tagum'], schedules: ['Every Wednesday'] });
    await t.request('POST', `/admin/offerings/${created._id}/publish`, { token: tokens.editor });
    const user = await registerUser(t);
    const enrollIn = (choices: Json) =>
      t.request('POST', `/users/${user.id}/enrollments`, {
        token: user.token,
        body: { offering: created._id, paymentType: 'Full', ...choices },
      });

    const manila = await enrollIn({ branch: 'Manila', schedule: 'Every Wednesday' });
    expect(manila.status).toBe(400);
    expect(((await manila.json()) as Json).message).toBe(
      'branch: this offering is not given in Manila; it is given in Cebu, Tagum',
    );
    const sunday = await enrollIn({ branch: 'Tagum', schedule: 'Every Sunday' });
    expect(sunday.status).toBe(400);
    expect(((await sunday.json()) as Json).message).toBe(
      'schedule: this offering has no Every Sunday schedule; its schedules are Every Wednesday',
    );
    const blank = await enrollIn({ branch: ' ', schedule: 'Every Wednesday' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as Json).message).toMatch(/branch: Branch\/Location can't be blank/);

    const enrolled = await enrollIn({ branch: 'Tagum', schedule: 'Every Wednesday' });
    expect(enrolled.status, await enrolled.clone().text()).toBe(200);
    const list = await json(await t.request('GET', `/users/${user.id}/enrollments`, { token: user.token }));
    expect((list.docs as Json[])[0]).toMatchObject({ branch: 'Tagum', schedule: 'Every Wednesday' });
    // Staff find it by its branch too, whatever the name.
    const found = await t.request('GET', '/admin/enrollments/all?branch=Tagum', { token: tokens.admin });
    expect(found.status, await found.clone().text()).toBe(200);
    expect((await json(found)).docs).toEqual([
      expect.objectContaining({
        branch: 'Tagum',
        schedule: 'Every Wednesday',
        user: expect.objectContaining({ email: user.email }),
      }),
    ]);
  });

  it('should offer product §9’s branches and schedules when an offering has no list of its own', async () => {
    const created = await create({ multipleSchedule: false, schedules: [] });
    await t.request('POST', `/admin/offerings/${created._id}/publish`, { token: tokens.editor });
    await t.db.updateTable('offerings').set({ branches: [] }).where('id', '=', created._id).execute();
    const user = await registerUser(t);
    const enrollIn = (branch: string) =>
      t.request('POST', `/users/${user.id}/enrollments`, {
        token: user.token,
        body: { offering: created._id, paymentType: 'Full', branch },
      });
    const davao = await enrollIn('Davao');
    expect(davao.status).toBe(400);
    expect(((await davao.json()) as Json).message).toBe(
      'branch: this offering is not given in Davao; it is given in Manila, Cebu, Borongan, Malolos, Iloilo',
    );
    expect((await enrollIn('Iloilo')).status).toBe(200);
  });
});

describe('coupons', () => {
  it('should create a coupon, count its uses, stop it at its limit, and deactivate it', async () => {
    const created = await create();
    await t.request('POST', `/admin/offerings/${created._id}/publish`, { token: tokens.editor });
    const body = {
      code: 'summer500',
      title: '₱500 off',
      offering: created._id,
      discountPrice: 500,
      discountPercent: null,
      validFrom: null,
      validUntil: null,
      maxUses: 1,
    };
    const coupon = await json(await t.request('POST', '/admin/coupons', { token: tokens.editor, body }));
    expect(coupon).toMatchObject({ code: 'SUMMER500', uses: 0, active: true, offeringTitle: 'LET Summer Review 2027' });

    const first = await registerUser(t);
    const used = await t.request('POST', `/users/${first.id}/enrollments`, {
      token: first.token,
      body: {
        offering: created._id,
        paymentType: 'Full',
        branch: 'Manila',
        schedule: 'Every Sunday',
        coupon: 'SUMMER500',
      },
    });
    expect(used.status, await used.clone().text()).toBe(200);
    const listed = (await json(await t.request('GET', '/admin/coupons?limit=100', { token: tokens.editor })))
      .docs as Json[];
    expect(listed.find((c) => c._id === coupon._id)).toMatchObject({ uses: 1 });
    // Its one use is spent: nobody else gets it.
    expect(
      (await t.request('POST', '/coupons/avail', { body: { code: 'SUMMER500', offering: created._id } })).status,
    ).toBe(404);

    const raised = await t.request('PUT', `/admin/coupons/${String(coupon._id)}`, {
      token: tokens.editor,
      body: { ...body, maxUses: 5 },
    });
    expect(await json(raised)).toMatchObject({ maxUses: 5, uses: 1 });
    expect(
      (await t.request('POST', '/coupons/avail', { body: { code: 'SUMMER500', offering: created._id } })).status,
    ).toBe(200);

    const off = await json(
      await t.request('POST', `/admin/coupons/${String(coupon._id)}/deactivate`, { token: tokens.editor }),
    );
    expect(off).toMatchObject({ active: false });
    expect(
      (await t.request('POST', '/coupons/avail', { body: { code: 'SUMMER500', offering: created._id } })).status,
    ).toBe(404);
    expect(await auditOf(String(coupon._id))).toEqual(['coupon.deactivate', 'coupon.update', 'coupon.create']);
  });

  it('should refuse a coupon with neither or both discounts, and one whose window ends before it starts', async () => {
    const created = await create();
    const response = await t.request('POST', '/admin/coupons', {
      token: tokens.editor,
      body: {
        code: 'BAD',
        title: 'Bad',
        offering: created._id,
        discountPrice: null,
        discountPercent: null,
        validFrom: '2027-03-01',
        validUntil: '2027-02-01',
        maxUses: null,
      },
    });
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain('body.discountPrice: Give either a fixed discount or a percentage');
    expect(message).toContain('body.validUntil: Valid until cannot be before valid from');
  });
});

const form = (title: string) => offeringForm({ title, isPackage: false, hybridSeason: false });

type Listed = { _id: string; title: string; position: number; last: boolean };

/** A new offering, published: /offerings lists it. */
async function published(title: string) {
  const created = (await json(
    await t.request('POST', '/admin/offerings', { token: tokens.editor, body: form(title) }),
  )) as Listed;
  expect((await t.request('POST', `/admin/offerings/${created._id}/publish`, { token: tokens.editor })).status).toBe(
    200,
  );
  return created;
}

/** The titles /offerings lists, every page at once. */
const site = async () =>
  ((await json(await t.request('GET', '/offerings?published=true&limit=1000'))).docs as Listed[]).map((o) => o.title);
const staffList = async () =>
  (await json(await t.request('GET', '/admin/offerings', { token: tokens.editor }))).docs as Listed[];
const move = (id: string, direction: string, token = tokens.editor) =>
  t.request('POST', `/admin/offerings/${id}/move`, { token, body: { direction } });

describe('the editor orders the offerings', () => {
  it('should keep the seeded order, place a new offering last, and list staff and site in one order', async () => {
    const before = await site();
    const created = await published('LET Order Review A');
    expect(await site()).toEqual([...before, 'LET Order Review A']);
    const staff = await staffList();
    expect(staff.map((o) => o.position)).toEqual(staff.map((_, index) => index));
    expect(staff.at(-1)).toMatchObject({ _id: created._id, last: true });
    expect(staff.filter((o) => o.last)).toHaveLength(1);
  });

  it('should move an offering up and down, on /offerings too, and audit each move', async () => {
    const a = await published('LET Order Review B');
    const b = await published('LET Order Review C');
    const up = await move(b._id, 'up');
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ _id: b._id, last: false });
    expect((await site()).slice(-2)).toEqual(['LET Order Review C', 'LET Order Review B']);

    // The administrator may too, as with every call of the offering editor.
    expect((await move(b._id, 'down', tokens.admin)).status).toBe(200);
    expect((await site()).slice(-2)).toEqual(['LET Order Review B', 'LET Order Review C']);
    expect((await staffList()).at(-2)?._id).toBe(a._id);

    const audit = (await json(await t.request('GET', `/admin/audit?entityId=${b._id}`, { token: tokens.admin })))
      .docs as Json[];
    const total = (await staffList()).length;
    expect(audit.slice(0, 2)).toMatchObject([
      { action: 'offering.move-down', before: { position: total - 2 }, after: { position: total - 1 } },
      { action: 'offering.move-up', before: { position: total - 1 }, after: { position: total - 2 } },
    ]);
  });

  it('should refuse to move the first up or the last down, naming why, and change nothing', async () => {
    const staff = await staffList();
    const first = staff[0]!;
    const last = staff.at(-1)!;
    const refusedUp = await move(first._id, 'up');
    expect(refusedUp.status).toBe(409);
    expect(((await refusedUp.json()) as Json).message).toBe(`${first.title} is already first on /offerings`);
    const refusedDown = await move(last._id, 'down');
    expect(refusedDown.status).toBe(409);
    expect(((await refusedDown.json()) as Json).message).toBe(`${last.title} is already last on /offerings`);
    expect(await staffList()).toEqual(staff);
    const audit = (await json(await t.request('GET', `/admin/audit?entityId=${first._id}`, { token: tokens.admin })))
      .docs;
    expect(audit).toEqual([]);
  });

  it('should refuse an unknown offering, a wrong direction, a cashier and a reviewee', async () => {
    const [first] = await staffList();
    expect((await move('no-such-offering', 'up')).status).toBe(404);
    const sideways = await move(first!._id, 'sideways');
    expect(sideways.status).toBe(400);
    expect(((await sideways.json()) as Json).message).toContain('body.direction');
    const cashier = await registerStaff(t, 'cashier');
    expect((await move(first!._id, 'down', cashier.token)).status).toBe(403);
    const reviewee = await registerUser(t);
    expect((await move(first!._id, 'down', reviewee.token)).status).toBe(403);
  });
});
