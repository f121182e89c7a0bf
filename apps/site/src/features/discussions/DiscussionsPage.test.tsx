import { createHandlers, createMockState, userFixture } from '@review-center/api-client/mocks';
import { FORM_FAILURE_NEXT_STEPS } from '@review-center/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../app/session.ts';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { DiscussionPage } from './DiscussionPage.tsx';
import { DiscussionsPage } from './DiscussionsPage.tsx';

const server = setupMockApi();
const OFFERING = 'off-hybrid-2024';

function open(page: 'list' | 'thread', options: Parameters<typeof createHandlers>[0] = {}) {
  server.use(...createHandlers({ baseUrl: API, ...options }));
  setSessionToken(`token-${userFixture._id}`);
  return page === 'list'
    ? renderPage(<DiscussionsPage offeringId={OFFERING} />, {
        path: '/account/discussions/:offering',
        at: `/account/discussions/${OFFERING}`,
      })
    : renderPage(<DiscussionPage offeringId={OFFERING} discussionId="dsc-1" />, {
        path: '/account/discussions/:offering/:discussion',
        at: `/account/discussions/${OFFERING}/dsc-1`,
      });
}

describe('DiscussionsPage', () => {
  it("should list the offering's threads with who started them and how many replies", async () => {
    open('list');
    const link = await screen.findByRole('link', { name: 'How do you review for Professional Education?' });
    expect(link).toHaveAttribute('href', `/account/discussions/${OFFERING}/dsc-1`);
    expect(screen.getByText(/Started by Juan R\. · 1 reply/)).toBeInTheDocument();
  });

  it('should start a thread, show it at the top and empty the form', async () => {
    const user = userEvent.setup();
    open('list');
    const form = await screen.findByRole('form', { name: 'Start a discussion' });
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Which mock exam first?');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Gen Ed or Prof Ed?');
    await user.click(within(form).getByRole('button', { name: 'Post discussion' }));
    const list = (await screen.findByRole('link', { name: 'Which mock exam first?' })).closest('ol')!;
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Which mock exam first?');
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('should name what is missing and send nothing', async () => {
    const user = userEvent.setup();
    open('list');
    const form = await screen.findByRole('form', { name: 'Start a discussion' });
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'No title here');
    await user.click(within(form).getByRole('button', { name: 'Post discussion' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveFocus();
    // The threads' own list: the error summary above the fields is a list too.
    const threads = screen.getByRole('region', { name: 'Discussions, newest activity first' });
    expect(within(threads).getAllByRole('listitem')).toHaveLength(1);
  });

  it('should list each refused field above the form with a link that focuses it', async () => {
    const user = userEvent.setup();
    open('list');
    const form = await screen.findByRole('form', { name: 'Start a discussion' });
    await user.click(within(form).getByRole('button', { name: 'Post discussion' }));
    const summary = await within(form).findByTestId('form-error-summary');
    expect(summary).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(summary.textContent).toMatch(/^Please correct the 2 errors below\./));
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Title: Title is required', 'Message: Message is required']);
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveFocus();
    await user.click(links[1]!);
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveFocus();
  });

  it('should keep what was typed and say why when the server refuses', async () => {
    const user = userEvent.setup();
    open('list', { failures: { createDiscussion: 'network' } });
    const form = await screen.findByRole('form', { name: 'Start a discussion' });
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Kept title');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Kept message');
    await user.click(within(form).getByRole('button', { name: 'Post discussion' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Error - No network connection');
    // What happened, then what to do next (FORM_FAILURE_NEXT_STEPS).
    expect(within(form).getByRole('alert')).toHaveTextContent(FORM_FAILURE_NEXT_STEPS.network);
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('Kept title');
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('Kept message');
  });

  it('should tell a reviewee who is not Active in the offering why they cannot read it', async () => {
    open('list', { state: { ...createMockState(), subscriptions: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only reviewees whose enrollment in this offering is Active can read and post in its discussions',
    );
  });
});

describe('DiscussionPage', () => {
  it('should show the thread with its replies and post a reply', async () => {
    const user = userEvent.setup();
    open('thread');
    expect(await screen.findByRole('heading', { level: 1, name: 'How do you review for Professional Education?' }));
    expect(screen.getByRole('article', { name: 'Reply by Maria Clara D.' })).toHaveTextContent('Make a table');
    // Only one's own posts can be edited: the thread is Juan's, the reply is hers.
    expect(screen.queryByRole('button', { name: 'Edit discussion' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Reply to this discussion' });
    await user.type(within(form).getByRole('textbox', { name: /Your reply/ }), 'Thank you both!');
    await user.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Thank you both!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 replies' })).toBeInTheDocument();
  });

  it('should list an empty reply in the error summary, its link on the reply field', async () => {
    const user = userEvent.setup();
    open('thread');
    const form = await screen.findByRole('form', { name: 'Reply to this discussion' });
    await user.click(within(form).getByRole('button', { name: 'Post reply' }));
    const summary = await within(form).findByTestId('form-error-summary');
    await waitFor(() => expect(summary.textContent).toMatch(/^Please correct the error below\./));
    const link = within(summary).getByRole('link');
    expect(link.textContent).toMatch(/^Your reply: \S/);
    const field = within(form).getByRole('textbox', { name: /Your reply/ });
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.click(link);
    expect(field).toHaveFocus();
  });

  it('should let the author edit their reply in place', async () => {
    const user = userEvent.setup();
    open('thread');
    const reply = await screen.findByRole('article', { name: 'Reply by Maria Clara D.' });
    await user.click(within(reply).getByRole('button', { name: 'Edit reply' }));
    const field = within(reply).getByRole('textbox', { name: /Your reply/ });
    await user.clear(field);
    await user.type(field, 'A table per theorist.');
    await user.click(within(reply).getByRole('button', { name: 'Save reply' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Reply by Maria Clara D.' })).toHaveTextContent(
        'A table per theorist.',
      ),
    );
    expect(screen.getByRole('article', { name: 'Reply by Maria Clara D.' })).toHaveTextContent('· edited');
    expect(screen.queryByRole('textbox', { name: /Your reply/ })).toHaveValue('');
  });

  it('should say a removed thread is gone', async () => {
    open('thread', { state: { ...createMockState(), hiddenPosts: ['dsc-1'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Discussion not found: it may have been removed');
  });
});
