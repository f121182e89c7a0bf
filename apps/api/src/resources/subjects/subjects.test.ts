import { describe, expect, it } from 'vitest';
import { json, registerUser, type Json } from '../../testing/app.ts';
import { asContentEditor } from '../../testing/questions.ts';

const { t, call } = asContentEditor();

describe('LET subjects', () => {
  it('should list the lists a center starts with, by part', async () => {
    const { docs } = await json(await call('GET', '/admin/subjects'));
    const titles = (part: string) => (docs as Json[]).filter((s) => s.part === part).map((s) => s.title);
    expect(titles('general')).toEqual(['English', 'Filipino', 'Mathematics', 'Science', 'Social Science']);
    expect(titles('professional')).toContain('Assessment in Learning');
    expect(docs).toContainEqual({
      _id: 'specialization-mathematics',
      part: 'specialization',
      specialization: 'Mathematics',
      title: 'Mathematics',
    });
  });

  it('should refuse a reviewee', async () => {
    const reviewee = await registerUser(t);
    expect((await call('GET', '/admin/subjects', undefined, reviewee.token)).status).toBe(403);
  });

  it('should add a subject to a list and rename it, 409 for a title the part has', async () => {
    const added = await json(
      await call('POST', '/admin/subjects', {
        part: 'specialization',
        specialization: 'Mathematics',
        title: ' Algebra ',
      }),
    );
    expect(added).toEqual({
      _id: expect.any(String),
      part: 'specialization',
      specialization: 'Mathematics',
      title: 'Algebra',
    });
    // Unique within the part, without regard to case, whatever the specialization.
    const clash = await call('POST', '/admin/subjects', {
      part: 'specialization',
      specialization: 'TLE',
      title: 'ALGEBRA',
    });
    expect(clash.status).toBe(409);
    expect((await json(clash)).message).toMatch(/Specialization already has a subject called "ALGEBRA"/);
    // Another part may have the same title.
    expect((await call('POST', '/admin/subjects', { part: 'general', title: 'Algebra' })).status).toBe(200);

    const renamed = await json(
      await call('PUT', `/admin/subjects/${added._id}`, { title: 'Algebra and Trigonometry' }),
    );
    expect(renamed.title).toBe('Algebra and Trigonometry');
    expect((await call('PUT', `/admin/subjects/${added._id}`, { title: 'mathematics' })).status).toBe(409);
    expect((await call('PUT', '/admin/subjects/nobody', { title: 'X' })).status).toBe(404);
  });

  it('should answer 400 naming the field for a bad subject', async () => {
    const refusal = async (body: unknown) => {
      const response = await call('POST', '/admin/subjects', body);
      expect(response.status).toBe(400);
      return (await json(response)).message;
    };
    expect(await refusal({ part: 'elective', title: 'Chess' })).toBe(
      'body.part: Part must be General Education, Professional Education or Specialization',
    );
    expect(await refusal({ part: 'specialization', title: 'Chess' })).toBe(
      'body.specialization: Specialization is required for a subject of the specialization part',
    );
    expect(await refusal({ part: 'general', specialization: 'TLE', title: 'Chess' })).toBe(
      'body.specialization: Specialization must be left empty outside the specialization part',
    );
    expect(await refusal({ part: 'general', title: ' ' })).toBe('body.title: Subject title is required');
    expect(await refusal({ part: 'general', title: 'x'.repeat(201) })).toBe(
      'body.title: Must be at most 200 characters',
    );
  });
});
