import { describe, expect, it } from 'vitest';
import { json, registerUser, type Json } from '../../testing/app.ts';
import { asContentEditor, csvOf, questionDraft, templateInput } from '../../testing/questions.ts';

// The layout before decision 0076: no subject, competency or rationale column.
const OLD_COLUMNS = [
  'category',
  'difficulty',
  'passage',
  'stem',
  'option A',
  'option B',
  'option C',
  'option D',
  'correct',
];

const { t, call } = asContentEditor();

/** Two choices, the second correct: a question whose options the test does not look at. */
const ONE_OR_TWO = {
  options: [
    { label: 'A', data: '1' },
    { label: 'B', data: '2' },
  ],
  correct: 'B',
};

/** An untimed exam for everyone of the one question `questionId`, as created. */
const examOf = async (questionId: string) =>
  json(
    await call(
      'POST',
      '/admin/exam-templates',
      templateInput(
        { mode: 'picked', questions: [questionId] },
        { hasTimeLimit: false, audience: { kind: 'everyone' } },
      ),
    ),
  );

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
    const draft = questionDraft({
      stem: '<p>Which is <b>largest</b>?<img src="x" onerror="alert(1)"></p>',
      ...ONE_OR_TWO,
    });
    const created = await json(await call('POST', '/admin/questions', draft));
    expect(created.stem).not.toMatch(/onerror/);
    expect(created.inAttempts).toBe(false);
    const template = await examOf(created._id as string);
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

  it('should import a file written before the subject, competency and rationale columns', async () => {
    const result = await json(
      await call('POST', '/admin/questions/import', {
        csv: csvOf(3, 'Old layout', undefined, { columns: OLD_COLUMNS }),
      }),
    );
    expect(result).toEqual({ imported: 3, problems: [] });
    const found = await json(await call('GET', '/admin/questions?search=Old%20layout'));
    expect(found.docs).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ subject: null, competency: null, rationale: null })),
    );
  });

  it('should import, filter and export the subject, competency and rationale columns', async () => {
    const csv = csvOf(4, 'Tagged', undefined, {
      extra: {
        subject: 'mathematics',
        competency: 'ge-math-2.1',
        rationale: '<p>Count <b>twice</b><script>x()</script></p>',
      },
    });
    expect(await json(await call('POST', '/admin/questions/import', { csv }))).toEqual({ imported: 4, problems: [] });
    const tagged = await json(await call('GET', '/admin/questions?subject=general-mathematics&competency=GE-MATH'));
    expect(tagged.totalDocs).toBe(4);
    expect((tagged.docs as Json[])[0]).toMatchObject({
      subject: 'general-mathematics',
      competency: 'GE-MATH-2.1',
      rationale: '<p>Count <b>twice</b></p>',
    });
    expect((await json(await call('GET', '/admin/questions?search=Tagged&competency=GE-ENG'))).totalDocs).toBe(0);
    expect((await json(await call('GET', '/admin/questions?search=Tagged&subject=none'))).totalDocs).toBe(0);
    expect((await json(await call('GET', '/admin/questions?search=Old%20layout&subject=none'))).totalDocs).toBe(3);
    // The rationale is searched too.
    expect((await json(await call('GET', '/admin/questions?search=Count%20%3Cb%3Etwice'))).totalDocs).toBe(4);

    const exported = await json(await call('GET', '/admin/questions/export?subject=general-mathematics'));
    expect(exported.count).toBe(4);
    // One insert stores the file, so its rows share their time: the export orders them by id.
    const [header, ...lines] = (exported.csv as string).split('\r\n');
    expect(header).toBe(
      'category,subject,competency,difficulty,passage,stem,option A,option B,option C,option D,correct,rationale',
    );
    expect(lines).toContain(
      'General Education,Mathematics,GE-MATH-2.1,Average,,Tagged question 1,one,two,three,four,A,<p>Count <b>twice</b></p>',
    );
  });

  it('should refuse a file whose subject is not on its part list, naming the line', async () => {
    const csv = csvOf(2, 'Wrong part', undefined, { extra: { subject: 'Assessment in Learning' } });
    expect(await json(await call('POST', '/admin/questions/import', { csv }))).toEqual({
      imported: 0,
      problems: [
        {
          line: 2,
          reason: expect.stringMatching(
            /^Subject "Assessment in Learning" is not a subject of General Education \(English, /,
          ),
        },
        {
          line: 3,
          reason: expect.stringMatching(/^Subject "Assessment in Learning" is not a subject of General Education/),
        },
      ],
    });
  });

  it('should check the subject, competency and rationale of a question as the form does, naming the field', async () => {
    const draft = questionDraft({
      stem: 'Which is larger?',
      ...ONE_OR_TWO,
    });
    const refusal = async (body: Record<string, unknown>) => {
      const response = await call('POST', '/admin/questions', { ...draft, ...body });
      expect(response.status).toBe(400);
      return (await json(response)).message as string;
    };
    expect(await refusal({ subject: 'professional-assessment-in-learning' })).toMatch(
      /^body\.subject: Subject must be one of the subjects of General Education \(English, Filipino, Mathematics, Science, Social Science/,
    );
    expect(await refusal({ subject: 'no-such-subject' })).toMatch(
      /^body\.subject: Subject must be one of the subjects/,
    );
    const own = await json(await call('POST', '/admin/categories', { title: `Diagnostic ${Date.now()}` }));
    expect(await refusal({ category: own._id, subject: 'general-english' })).toBe(
      `body.subject: Subject must be left empty: the category ${own.title} counts towards no LET part`,
    );
    expect(await refusal({ competency: 'GE ENG' })).toMatch(
      /^body\.competency: Competency code must be letters and digits/,
    );
    expect(await refusal({ competency: 'A'.repeat(21) })).toMatch(/^body\.competency: /);
    expect(await refusal({ rationale: 'x'.repeat(10_001) })).toBe('body.rationale: Must be at most 10,000 characters');

    const saved = await json(
      await call('POST', '/admin/questions', {
        ...draft,
        subject: 'general-mathematics',
        competency: 'a'.repeat(20),
        rationale: '<p>2 &gt; 1<img src="data:image/png;base64,AAAA" alt="x"></p>',
      }),
    );
    expect(saved).toMatchObject({ subject: 'general-mathematics', competency: 'A'.repeat(20) });
    expect(saved.rationale).not.toMatch(/data:/);
    // A question of a category of no part is saved without a subject.
    expect((await call('POST', '/admin/questions', { ...draft, category: own._id })).status).toBe(200);
  });

  it('should carry the rationale, subject and competency into a new version', async () => {
    const draft = questionDraft({
      stem: 'Versioned?',
      subject: 'general-english',
      competency: 'GE-ENG-1',
      rationale: '<p>First</p>',
    });
    const created = await json(await call('POST', '/admin/questions', draft));
    const template = await examOf(created._id as string);
    const reviewee = await registerUser(t);
    await t.request('POST', `/users/${reviewee.id}/exams`, { token: reviewee.token, body: { exam: template._id } });
    const next = await json(
      await call('PUT', `/admin/questions/${created._id}`, { ...draft, rationale: '<p>Second</p>' }),
    );
    expect(next).toMatchObject({ subject: 'general-english', competency: 'GE-ENG-1', rationale: '<p>Second</p>' });
    expect(next._id).not.toBe(created._id);
    expect(await json(await call('GET', `/admin/questions/${created._id}`))).toMatchObject({
      replacedBy: next._id,
      rationale: '<p>First</p>',
    });
  });

  it('should keep whether a question is a practice item, off unless the editor marks it (decision 0081)', async () => {
    const plain = await json(await call('POST', '/admin/questions', questionDraft({ stem: 'Not for practice' })));
    expect(plain.practiceEligible).toBe(false);
    const draft = questionDraft({ stem: 'For practice', practiceEligible: true });
    const marked = await json(await call('POST', '/admin/questions', draft));
    expect(marked.practiceEligible).toBe(true);
    const unmarked = await json(
      await call('PUT', `/admin/questions/${marked._id}`, { ...draft, practiceEligible: false }),
    );
    expect(unmarked).toMatchObject({ _id: marked._id, practiceEligible: false });
    const refused = await call('POST', '/admin/questions', questionDraft({ practiceEligible: 'yes' }));
    expect(refused.status).toBe(400);
    expect(((await json(refused)).message as string).startsWith('body.practiceEligible: ')).toBe(true);
  });
});
