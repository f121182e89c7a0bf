import { beforeAll, describe, expect, it } from 'vitest';
import { json, registerStaff, registerUser, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();
let admin: string;
let editor: string;
beforeAll(async () => {
  admin = await t.adminToken();
  editor = (await registerStaff(t, 'content-editor')).token;
});

const form = (title: string) => ({
  title,
  content: 'Live lectures',
  price: 12_000,
  beedPrice: null,
  cashDiscountByPercent: 0,
  downpayment: 0,
  installmentTerms: 0,
  installmentFrequency: '',
  paymentType: ['Full'],
  multipleSchedule: false,
  branches: ['Manila'],
  schedules: [],
  units: null,
  terms: null,
  startDate: null,
  endDate: null,
  enrollmentStartDate: null,
  enrollmentEndDate: null,
  isPackage: false,
  hybridSeason: false,
});

type Listed = { _id: string; title: string; position: number; last: boolean };

/** A new offering, published: /offerings lists it. */
async function published(title: string) {
  const created = (await json(
    await t.request('POST', '/admin/offerings', { token: editor, body: form(title) }),
  )) as Listed;
  expect((await t.request('POST', `/admin/offerings/${created._id}/publish`, { token: editor })).status).toBe(200);
  return created;
}

/** The titles /offerings lists, every page at once. */
const site = async () =>
  ((await json(await t.request('GET', '/offerings?published=true&limit=1000'))).docs as Listed[]).map((o) => o.title);
const staffList = async () =>
  (await json(await t.request('GET', '/admin/offerings', { token: editor }))).docs as Listed[];
const move = (id: string, direction: string, token = editor) =>
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
    expect((await move(b._id, 'down', admin)).status).toBe(200);
    expect((await site()).slice(-2)).toEqual(['LET Order Review B', 'LET Order Review C']);
    expect((await staffList()).at(-2)?._id).toBe(a._id);

    const audit = (await json(await t.request('GET', `/admin/audit?entityId=${b._id}`, { token: admin })))
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
    const audit = (await json(await t.request('GET', `/admin/audit?entityId=${first._id}`, { token: admin }))).docs;
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
