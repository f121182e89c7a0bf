import { describe, expect, it } from 'vitest';
import { json, registerUser, type Json } from '../../testing/app.ts';
import { asContentEditor, csvOf, templateInput } from '../../testing/questions.ts';

const { t, call } = asContentEditor();

describe('question bank', () => {
  it('should refuse a reviewee (the content editor role)', async () => {
    const reviewee = await registerUser(t);
    expect((await call('GET', '/admin/questions', undefined, reviewee.token)).status).toBe(403);
  });

  it('should import nothing from a file with a bad row, naming its line and reason, then all of the fixed file', async () => {
    const before = Number((await json(await call('GET', '/admin/questions?limit=1'))).totalDocs);
    const bad = await json(
      await call('POST', '/admin/questions/import', { csv: csvOf(20, 'Bank', { row: 4, correct: 'Z' }) }),
    );
    expect(bad.imported).toBe(0);
    expect(bad.problems).toEqual([{ line: 6, reason: expect.stringMatching(/correct/i) }]);
    expect(Number((await json(await call('GET', '/admin/questions?limit=1'))).totalDocs)).toBe(before);

    const good = await json(await call('POST', '/admin/questions/import', { csv: csvOf(20, 'Bank') }));
    expect(good).toEqual({ imported: 20, problems: [] });
    const found = await json(await call('GET', '/admin/questions?search=Bank%20question&category=general-education'));
    expect(found.totalDocs).toBe(20);
    const exported = await json(await call('GET', '/admin/questions/export?category=general-education'));
    expect(exported.csv).toContain('Bank question 20');
  });

  it('should sanitize rich text, and version a question that an attempt was given', async () => {
    const draft = {
      category: 'general-education',
      difficulty: 'Easy',
      stem: '<p>Which is <b>largest</b>?<img src="x" onerror="alert(1)"></p>',
      options: [
        { label: 'A', data: '1' },
        { label: 'B', data: '2' },
      ],
      correct: 'B',
    };
    const created = await json(await call('POST', '/admin/questions', draft));
    expect(created.stem).not.toMatch(/onerror/);
    expect(created.inAttempts).toBe(false);
    const template = await json(
      await call(
        'POST',
        '/admin/exam-templates',
        templateInput(
          { mode: 'picked', questions: [created._id] },
          { hasTimeLimit: false, audience: { kind: 'everyone' } },
        ),
      ),
    );
    // Edited before any attempt: in place.
    const edited = await json(
      await call('PUT', `/admin/questions/${created._id}`, { ...draft, stem: 'Which is larger?' }),
    );
    expect(edited._id).toBe(created._id);

    const reviewee = await registerUser(t);
    expect(
      (await t.request('POST', `/users/${reviewee.id}/exams`, { token: reviewee.token, body: { exam: template._id } }))
        .status,
    ).toBe(200);
    const versioned = await json(
      await call('PUT', `/admin/questions/${created._id}`, { ...draft, stem: 'Which is the largest?' }),
    );
    expect(versioned._id).not.toBe(created._id);
    const old = await json(await call('GET', `/admin/questions/${created._id}`));
    expect(old).toMatchObject({ replacedBy: versioned._id, stem: 'Which is larger?' });
    // The started exam keeps the version it gave.
    expect((await json(await call('GET', `/admin/exam-templates/${template._id}`))).questionIds).toEqual([created._id]);
    const audit = await json(
      await t.request('GET', `/admin/audit?entityId=${created._id}`, { token: await t.adminToken() }),
    );
    expect((audit.docs as Json[]).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['question.create', 'question.update', 'question.version']),
    );
  });
});
