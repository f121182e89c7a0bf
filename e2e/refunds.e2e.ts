import { describe, expect, it } from 'vitest';
import { activeReviewee, api, signIn } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { expectFocusOn, selectByKeyboard, typeInto } from './support/keyboard.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * Refunds (decision 0084) against the real API: the registrar cancels a paid enrollment and
 * records the money given back, with the keyboard alone; the form refuses one centavo more than
 * was paid before sending; the reviewee's payment history shows the refund and the console's
 * dashboard nets it. The payment itself is made and approved through the API: the payment page
 * and the approval have their own journeys (payment.e2e.ts, receipts.e2e.ts).
 */

const { newPage } = useBrowser();
/** The demo registrar (apps/api/src/demo, demo mode only). */
const REGISTRAR = { email: 'registrar@review-center.local', password: 'registrar-2024' };
const peso = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PHP' });

interface Money {
  received: number;
  refunded: number;
  net: number;
}

describe('refunds', { timeout: JOURNEY_MS }, () => {
  it('should let the registrar cancel a paid enrollment with a refund that the payment history and the dashboard net', async () => {
    const reviewee = await activeReviewee('refund');
    const { price } = await api<{ price: number }>('GET', `/enrollments/${reviewee._id}`, { token: reviewee.token });
    const registrar = await signIn(REGISTRAR);
    const before = (await api<{ money: Money }>('GET', '/admin/dashboard', { token: registrar.token })).money;
    const refund = price - 500.5;

    const desk = await newPage();
    desk.setDefaultTimeout(STEP_MS);
    await signInToConsole(desk, REGISTRAR, `/staff/enrollments/${reviewee._id}`);
    await desk.getByRole('heading', { name: `Enrollment ${reviewee.reference}` }).waitFor({ timeout: SERVER_MS });
    await press(desk, 'button', 'Cancel enrollment');
    const dialog = desk.getByRole('dialog', { name: `Cancel enrollment ${reviewee.reference}` });
    await dialog.waitFor();
    // Focus starts in the reason; the refund is asked, never assumed.
    await expectFocusOn(desk, /^Reason/);
    await desk.keyboard.type('Moved to Cebu and will review there');
    await dialog.getByText(`This enrollment received ${peso.format(price)}.`, { exact: false }).waitFor();
    await press(desk, 'checkbox', 'Record a refund', 'Space');
    await dialog.getByRole('group', { name: 'Refund' }).waitFor();

    // One centavo more than was paid is refused by the form, under its field.
    await typeInto(desk, /^Refund amount/, (price + 0.01).toFixed(2));
    await selectByKeyboard(desk, /Refund channel/, 'BDO');
    await typeInto(desk, /^Refund reference/, 'BDO-778-2210');
    await typeInto(desk, /^Refund reason/, 'Half of the review fee, as agreed');
    await expectNoAxeViolations(desk);
    await press(desk, 'button', 'Cancel and record the refund');
    const tooMuch = `Refund amount must be at most PHP ${price.toLocaleString('en-US', { minimumFractionDigits: 2 })}, what was paid`;
    await dialog.getByText(tooMuch).first().waitFor();
    await expectNoAxeViolations(desk);

    // The amount corrected, the refund is recorded with the cancellation.
    await desk.getByRole('textbox', { name: /^Refund amount/ }).focus();
    await desk.keyboard.press('Control+a');
    await desk.keyboard.type(refund.toFixed(2));
    await press(desk, 'button', 'Cancel and record the refund');
    await desk.getByText(`Cancelled ${reviewee.reference}; refund of ${peso.format(refund)} recorded`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const refunds = desk.getByRole('region', { name: 'Refunds' });
    await refunds
      .getByText(`${peso.format(refund)} by BDO, reference BDO-778-2210`, { exact: false })
      .waitFor({ timeout: SERVER_MS });
    await desk.getByText(/Recorded a refund of .* by BDO, reference BDO-778-2210/).waitFor();
    await expectNoAxeViolations(desk);

    // The dashboard nets it: the same received, the refund taken off.
    await desk.goto('/staff/');
    await desk.getByRole('heading', { name: 'Net received' }).waitFor({ timeout: SERVER_MS });
    await desk.getByText(peso.format(before.net - refund), { exact: true }).waitFor();
    await desk
      .getByText(`${peso.format(before.received)} received, ${peso.format(before.refunded + refund)} refunded`)
      .waitFor();
    await expectNoAxeViolations(desk);

    // The reviewee's payment history shows the refund beside the payment it returns.
    const site = await newPage();
    site.setDefaultTimeout(STEP_MS);
    await withSession(site, reviewee.token);
    await site.goto('/account?tab=payments');
    await site.getByRole('tab', { name: /^Payments/, selected: true }).waitFor({ timeout: SERVER_MS });
    const card = site.getByRole('article', { name: `Refund for ${reviewee.reference}` });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('Refunded');
    expect(text).toContain(peso.format(refund));
    expect(text).toContain('BDO, reference BDO-778-2210');
    expect(text).toContain('Half of the review fee, as agreed');
    await expectNoAxeViolations(site);
    // The enrollment's page: the refund in its payments and in its history.
    await site.goto(`/enrollments/${reviewee._id}`);
    await site.getByRole('article', { name: `Refund for ${reviewee.reference}` }).waitFor({ timeout: SERVER_MS });
    await site
      .getByRole('region', { name: 'History' })
      .getByText(`Refunded ${peso.format(refund)} by BDO, reference BDO-778-2210`)
      .waitFor();
  });
});
