import {
  createHandlers,
  createMockState,
  deviceFixture,
  enrollmentFixtures,
  userFixture,
} from '@review-center/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { practiceKeys } from '@review-center/api-client/react';
import { FORM_FAILURE_NEXT_STEPS } from '@review-center/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSessionToken, setSessionToken } from '../../app/session.ts';
import { AccountPage } from './AccountPage.tsx';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';

const server = setupMockApi();

function openAccount(at = '/account', scenario?: Parameters<typeof createHandlers>[0]) {
  server.use(...createHandlers({ baseUrl: API, ...scenario }));
  setSessionToken(`token-${userFixture._id}`);
  return renderPage(<AccountPage />, { path: '/account', at });
}

const card = (title: RegExp | string, reference: string) =>
  screen.getAllByRole('article', { name: title }).find((article) => within(article).queryByText(reference) !== null)!;

describe('AccountPage', () => {
  it('should open on the profile, with the e-mail read-only', async () => {
    openAccount();
    expect(await screen.findByRole('tab', { name: 'Account', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(userFixture.firstName);
  });

  it('should show the registered device: browser, first and last seen (decision 0068)', async () => {
    openAccount();
    const section = await screen.findByRole('region', { name: 'Registered device' });
    expect(await within(section).findByText(deviceFixture.browser)).toBeInTheDocument();
    expect(within(section).getByText('First seen').nextSibling).toHaveTextContent('Jan 8, 2024');
    expect(within(section).getByText('Last seen').nextSibling).toHaveTextContent('Feb 10, 2024');
  });

  it('should send a reviewee whose session the server rejects to log in, and back here after', async () => {
    openAccount('/account?tab=payments', { failures: { getMe: 401 } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?next=${encodeURIComponent('/account?tab=payments')}`,
      ),
    );
  });

  it('should say the server cannot be reached, never spin for ever, and recover on Try again', async () => {
    const user = userEvent.setup();
    openAccount('/account', { failures: { getMe: 'network' } });
    // One retry a second later first (a dropped connection may come back).
    expect(
      await screen.findByRole('heading', { name: 'Error - No network connection' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    server.use(...createHandlers({ baseUrl: API }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue(userFixture.email);
    expect(getSessionToken()).toBe(`token-${userFixture._id}`);
  });

  it('should save a changed profile with PUT /users/{id}', async () => {
    const user = userEvent.setup();
    openAccount();
    const mobile = await screen.findByRole('textbox', { name: 'Mobile' });
    await user.clear(mobile);
    await user.type(mobile, '09171234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  });

  it('should refuse a mobile number that is not 11 digits', async () => {
    const user = userEvent.setup();
    openAccount();
    const mobile = await screen.findByRole('textbox', { name: 'Mobile' });
    await user.clear(mobile);
    await user.type(mobile, '0917');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mobile must be 11 digits')).toBeInTheDocument();
    expect(screen.queryByText('Profile saved.')).not.toBeInTheDocument();
  });

  it('should list each refused profile field above the form with a link that focuses it', async () => {
    const user = userEvent.setup();
    openAccount();
    const form = await screen.findByRole('form', { name: 'Profile' });
    await user.clear(within(form).getByRole('textbox', { name: 'First name' }));
    const mobile = within(form).getByRole('textbox', { name: 'Mobile' });
    await user.clear(mobile);
    await user.type(mobile, '0917');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const summary = within(form).getByTestId('form-error-summary');
    await waitFor(() => expect(summary.textContent).toMatch(/^Please correct the 2 errors below\./));
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First name: First name is required',
      'Mobile: Mobile must be 11 digits',
    ]);
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await user.click(links[1]!);
    expect(mobile).toHaveFocus();
  });

  it('should keep the profile typed and say what to do next when the save gets no answer', async () => {
    const user = userEvent.setup();
    openAccount('/account', { failures: { updateUser: 'network' } });
    const form = await screen.findByRole('form', { name: 'Profile' });
    const mobile = within(form).getByRole('textbox', { name: 'Mobile' });
    await user.clear(mobile);
    await user.type(mobile, '09171234567');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const failure = await within(form).findByTestId('profile-failure');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(failure).toHaveTextContent(
      `Error - Something went wrong, please try again ${FORM_FAILURE_NEXT_STEPS.network}`,
    );
    expect(mobile).toHaveValue('09171234567');
  });

  it('should show on the Enrollments tab when access to an offering ended, with no way into its discussions', async () => {
    openAccount('/account?tab=enrollments');
    const access = await screen.findByRole('region', { name: 'My access' });
    // It loads on its own after the cards: below them, so its arrival moves no Pay button.
    const [card] = await screen.findAllByRole('heading', { name: /LET/, level: 3 });
    expect(card!.compareDocumentPosition(access) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(access).findByRole('heading', { name: 'LET Hybrid Online Review (March 2024)' }));
    expect(within(access).getByText('Access ended on May 21, 2024')).toBeInTheDocument();
    expect(within(access).queryByRole('link')).not.toBeInTheDocument();
  });

  it('should show until when an offering is in access, and link it to its discussions', async () => {
    const state = createMockState();
    state.subscriptions[0]!.endDate = '2999-01-01';
    openAccount('/account?tab=enrollments', { state });
    expect(await screen.findByText('Access from Nov 21, 2023 until Jan 1, 2999')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Discussions of LET Hybrid Online Review (March 2024)' });
    expect(link).toHaveAttribute('href', '/account/discussions/off-hybrid-2024');
  });

  it('should open the tab named in the query string, with its badge counts', async () => {
    openAccount('/account?tab=enrollments');
    expect(await screen.findByRole('tab', { name: /Enrollments/, selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /^Enrollments\W*1 processing$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Payments\W*1 in payment review$/ })).toBeInTheDocument();
  });

  it.each([
    [enrollmentFixtures.processing.reference, 'Pay'],
    [enrollmentFixtures.paymentReview.reference, 'None'],
    [enrollmentFixtures.activeInstallment.reference, 'Pay'],
    [enrollmentFixtures.activePaid.reference, 'None'],
  ])('should offer the right payment action for enrollment %s', async (reference, action) => {
    openAccount('/account?tab=enrollments');
    await screen.findAllByRole('article');
    const enrollment = card(/./, reference);
    if (action === 'Pay') expect(within(enrollment).getByRole('link', { name: 'Pay' })).toBeInTheDocument();
    else expect(within(enrollment).getByText('None')).toBeInTheDocument();
  });

  it('should show the next due date only for an active installment enrollment', async () => {
    openAccount('/account?tab=enrollments');
    await screen.findAllByRole('article');
    expect(
      within(card(/./, enrollmentFixtures.activeInstallment.reference)).getByText('Jan 23, 2024'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Next Due Date')).toHaveLength(1);
  });

  it.each(['enrollments', 'payments'])('should list the %s as cards without list bullets', async (tab) => {
    openAccount(`/account?tab=${tab}`);
    const [first] = await screen.findAllByRole('article');
    const list = first!.closest('ul')!;
    expect(getComputedStyle(list).listStyleType).toBe('none');
    expect(getComputedStyle(list).paddingInlineStart || getComputedStyle(list).paddingLeft).toMatch(/^0(px)?$/);
  });

  it('should switch tabs and keep the choice in the address', async () => {
    const user = userEvent.setup();
    openAccount();
    await user.click(await screen.findByRole('tab', { name: /Payments/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account?tab=payments');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it.each([
    ['not enrolled (403)', 403, 'SORRY YOUR NOT ENROLLED IN THIS OFFERING.'],
    ['none available (404)', 404, 'NO AVAILABLE COURSEWARE FOR DISPLAY'],
  ])('should explain courseware that is %s', async (_case, status, message) => {
    // Not enrolled: no Active enrollment, so no access listed either.
    const state = createMockState();
    state.subscriptions = [];
    openAccount('/account?tab=courseware', { state, failures: { getCourseware: status } });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('should say when access ended instead of the courseware, once every access has ended', async () => {
    // The fixture's one Active enrollment's access ended on May 21, 2024 (six months on).
    openAccount('/account?tab=courseware', { failures: { getCourseware: 403 } });
    expect(
      await screen.findByText(
        'Your access to this offering’s courseware ended on May 21, 2024: access is valid for 6 months from activation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('SORRY YOUR NOT ENROLLED IN THIS OFFERING.')).not.toBeInTheDocument();
  });

  it('should show the courseware without its scripts', async () => {
    openAccount('/account?tab=courseware');
    server.use(
      http.get(`${API}/users/:id/courseware`, () =>
        HttpResponse.json({
          content: '<p>Week 1 notes</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
        }),
      ),
    );
    expect(await screen.findByText('Week 1 notes')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  });

  it('should sign out: revoke the token on the server, clear the session and go to /', async () => {
    const user = userEvent.setup();
    openAccount();
    const revoked: (string | null)[] = [];
    server.use(
      http.post(`${API}/users/sign-out`, ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return HttpResponse.json({ message: 'Signed out' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(getSessionToken()).toBeNull();
    expect(revoked).toEqual([`Bearer token-${userFixture._id}`]);
  });

  it('should sign out everywhere: revoke every session of the user, clear the session and go to /', async () => {
    const user = userEvent.setup();
    openAccount();
    const revoked: string[] = [];
    server.use(
      http.delete(`${API}/users/:id/sessions`, ({ params }) => {
        revoked.push(String(params.id));
        return HttpResponse.json({ message: 'Signed out everywhere' });
      }),
    );
    await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(getSessionToken()).toBeNull();
    expect(revoked).toEqual([userFixture._id]);
  });

  it('should still sign this browser out when the server cannot be reached', async () => {
    const user = userEvent.setup();
    openAccount();
    server.use(http.post(`${API}/users/sign-out`, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(getSessionToken()).toBeNull();
  });
  it('should show the review queue in brief on the Enrollments tab, with the way to practise (decision 0081)', async () => {
    openAccount('/account?tab=enrollments');
    const practice = await screen.findByRole('region', { name: 'Practice' });
    expect(practice).toHaveTextContent('2 items due today · 3 this week');
    expect(within(practice).getByRole('link', { name: 'Practise now' })).toHaveAttribute('href', '/practice');
    // The default goal and the streak (the mock met the goal on the two days before today).
    expect(within(practice).getByText('Today: 0 of 20 answered')).toBeInTheDocument();
    expect(within(practice).getByText('Streak: 2 days')).toBeInTheDocument();
  });

  it('should leave out of the practice summary the goal and the streak a reviewee turned off', async () => {
    const state = createMockState('default');
    if (state.practice !== 'not-enrolled') state.practice.preferences = { dailyGoal: null, streak: false };
    openAccount('/account?tab=enrollments', { state });
    const practice = await screen.findByRole('region', { name: 'Practice' });
    expect(practice).toHaveTextContent('2 items due today · 3 this week');
    expect(practice.textContent).not.toMatch(/Today:|Streak:/);
  });

  it('should show no practice summary to a reviewee without access (403)', async () => {
    const { queryClient } = openAccount('/account?tab=enrollments', { failures: { getPracticeOverview: 403 } });
    await screen.findByRole('region', { name: 'My access' });
    await waitFor(() =>
      expect(queryClient.getQueryState(practiceKeys.overview(userFixture._id))?.status).toBe('error'),
    );
    expect(screen.queryByRole('region', { name: 'Practice' })).not.toBeInTheDocument();
  });
});
