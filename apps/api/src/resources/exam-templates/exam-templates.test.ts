import { describe, expect, it } from 'vitest';
import { completeEndedAttempts } from '../exams/close-exams.ts';
import { accessEndedMessage, accessEndsAt } from '@review-center/domain';
import { json, registerUser, type Json } from '../../testing/app.ts';
import {
  asContentEditor,
  csvOf,
  enrolled,
  MINUTE,
  OFFERING,
  questionDraft,
  templateInput,
} from '../../testing/questions.ts';

const { t, call } = asContentEditor();

describe('exam templates and the attempts they give', () => {
  it('should draw by category, give each attempt its own order, end it at its time limit and close it on the server', async () => {
    await call('POST', '/admin/questions/import', { csv: csvOf(20, 'Drawn') });
    const response = await call(
      'POST',
      '/admin/exam-templates',
      templateInput({ mode: 'drawn', draws: [{ category: 'general-education', count: 20 }] }),
    );
    expect(response.status).toBe(200);
    const template = await json(response);
    expect(template.questionIds).toHaveLength(20);

    // Only the offering's reviewees see it or may start it.
    const outsider = await registerUser(t);
    const listed = await json(
      await t.request('GET', `/users/${outsider.id}/exam-templates?slug=${template.slug}`, { token: outsider.token }),
    );
    expect(listed.totalDocs).toBe(0);
    const refused = await t.request('POST', `/users/${outsider.id}/exams`, {
      token: outsider.token,
      body: { exam: template._id },
    });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toMatch(/reviewees of other offerings/);

    const [first, second] = [await enrolled(t, OFFERING), await enrolled(t, OFFERING)];
    const start = async (user: { id: string; token: string }) =>
      json(await t.request('POST', `/users/${user.id}/exams`, { token: user.token, body: { exam: template._id } }));
    const a = await start(first);
    const b = await start(second);
    const orderA = (a.exam as { questions: string[] }).questions;
    const orderB = (b.exam as { questions: string[] }).questions;
    expect(new Set(orderA)).toEqual(new Set(template.questionIds as string[]));
    expect(orderA).not.toEqual(orderB);
    // The same order on every load.
    const again = await json(await t.request('GET', `/users/${first.id}/exams/${a._id}`, { token: first.token }));
    expect((again.exam as { questions: string[] }).questions).toEqual(orderA);
    // The time limit ends it 30 minutes after its start, long before the window.
    expect(Date.parse(a.deadline as string) - Date.parse(a.createdDate as string)).toBe(30 * MINUTE);

    // A template with attempts cannot lose questions.
    const fewer = await call('PUT', `/admin/exam-templates/${template._id}`, {
      ...templateInput({ mode: 'picked', questions: (template.questionIds as string[]).slice(1) }),
      slug: template.slug,
    });
    expect(fewer.status).toBe(409);
    expect((await json(fewer)).message).toMatch(
      /^This exam has 2 attempts, so it cannot lose questions: 1 would be removed/,
    );
    // Its window moved, the draws as they were: the same questions, not drawn again.
    const moved = await call('PUT', `/admin/exam-templates/${template._id}`, {
      ...templateInput({ mode: 'drawn', draws: [{ category: 'general-education', count: 20 }] }),
      slug: template.slug,
      availableUntil: new Date(Date.parse(template.availableUntil as string) + MINUTE).toISOString(),
    });
    expect(moved.status).toBe(200);
    expect((await json(moved)).questionIds).toEqual(template.questionIds);

    const later = (minutes: number) => new Date(Date.parse(a.createdDate as string) + minutes * MINUTE);
    const save = (at: Date) =>
      t.at(at, async () =>
        t.request('POST', `/users/${first.id}/exams/${a._id}/questions/${orderA[0]}`, {
          token: first.token,
          body: { answer: 'A', answeredAt: at.toISOString() },
        }),
      );
    expect((await save(later(29))).status).toBe(200);
    const late = await save(later(31));
    expect(late.status).toBe(403);
    expect((await json(late)).message).toBe('The time limit of this exam has run out');
    // Past the limit and its grace, the server completes it; the window is still open.
    await t.at(later(33), () => completeEndedAttempts(t.deps));
    const closed = await json(await t.request('GET', `/users/${first.id}/exams/${a._id}`, { token: first.token }));
    expect(closed).toMatchObject({ completed: true });
  });

  it('should let an offering-bound exam be started only while access lasts, saying when it ended', async () => {
    const template = await json(
      await call(
        'POST',
        '/admin/exam-templates',
        templateInput({ mode: 'drawn', draws: [{ category: 'general-education', count: 5 }] }),
      ),
    );
    const DAY = 86_400_000;
    // Activated seven months ago: access ended a month ago. Five months ago: a month is left.
    const lapsedSince = new Date(Date.now() - 213 * DAY);
    const lapsed = await enrolled(t, OFFERING, lapsedSince);
    const current = await enrolled(t, OFFERING, new Date(Date.now() - 150 * DAY));
    const endedAt = accessEndsAt(lapsedSince);

    // The exam page still finds it, with the date access ended, so it can say why.
    const listed = await json(
      await t.request('GET', `/users/${lapsed.id}/exam-templates?slug=${template.slug}`, { token: lapsed.token }),
    );
    expect(listed.docs).toEqual([
      expect.objectContaining({ slug: template.slug, accessEndedAt: endedAt.toISOString() }),
    ]);
    const refused = await t.request('POST', `/users/${lapsed.id}/exams`, {
      token: lapsed.token,
      body: { exam: template._id },
    });
    expect([refused.status, (await json(refused)).message]).toEqual([403, accessEndedMessage(endedAt, 'exams')]);
    expect(
      (await json(await t.request('GET', `/users/${lapsed.id}/exams?exam=${template._id}`, { token: lapsed.token })))
        .totalDocs,
    ).toBe(0);

    const open = await json(
      await t.request('GET', `/users/${current.id}/exam-templates?slug=${template.slug}`, { token: current.token }),
    );
    expect((open.docs as Json[])[0]).not.toHaveProperty('accessEndedAt');
    const started = await t.request('POST', `/users/${current.id}/exams`, {
      token: current.token,
      body: { exam: template._id },
    });
    expect(started.status).toBe(200);

    // An exam open to everyone signed in (a free diagnostic) stays open to the lapsed reviewee.
    const diagnostic = await json(
      await call(
        'POST',
        '/admin/exam-templates',
        templateInput(
          { mode: 'drawn', draws: [{ category: 'general-education', count: 5 }] },
          { audience: { kind: 'everyone' } },
        ),
      ),
    );
    const free = await t.request('POST', `/users/${lapsed.id}/exams`, {
      token: lapsed.token,
      body: { exam: diagnostic._id },
    });
    expect(free.status).toBe(200);
  });

  it('should preview a template as a reviewee takes it, and its review with keys and rationales', async () => {
    const question = await json(
      await call(
        'POST',
        '/admin/questions',
        questionDraft({ stem: '<p>Previewed?</p>', rationale: '<p>Because it is.</p>' }),
      ),
    );
    const template = await json(
      await call('POST', '/admin/exam-templates', templateInput({ mode: 'picked', questions: [question._id] })),
    );
    const preview = await json(await call('GET', `/admin/exam-templates/${template._id}/preview`));
    expect(preview.questions).toEqual([
      { _id: question._id, question: { data: '<p>Previewed?</p>' }, questionGroup: null, options: question.options },
    ]);
    expect(preview.review).toEqual([
      {
        question: question._id,
        stem: '<p>Previewed?</p>',
        passage: null,
        options: question.options,
        answer: null,
        correct: 'A',
        rationale: '<p>Because it is.</p>',
      },
    ]);
    const reviewee = await registerUser(t);
    expect((await call('GET', `/admin/exam-templates/${template._id}/preview`, undefined, reviewee.token)).status).toBe(
      403,
    );
  });
});
