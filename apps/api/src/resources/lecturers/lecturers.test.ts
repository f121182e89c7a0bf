import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { filesForm, json, PDF } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();
let editor: string;
beforeAll(async () => {
  const signedIn = await json(
    await t.request('POST', '/users/sign-in', {
      body: { email: 'editor@review-center.local', password: 'editor-2024' },
    }),
  );
  editor = signedIn.token as string;
});

/** A 1200×900 JPEG photograph-sized image, as a phone would send. */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

async function upload(name: string, bytes: Uint8Array, type = 'image/jpeg') {
  const response = await t.request('POST', '/uploads', { token: editor, body: filesForm([{ name, bytes, type }]) });
  return { response, id: ((await response.clone().json()) as { id: string }[])[0]?.id };
}

const lecturer = (photoUpload: string) => ({
  firstName: 'Maria',
  nickname: 'Ma’am Mia',
  lastName: 'Santos',
  profession: 'Mathematics lecturer',
  credentials: ['M.A.T. Mathematics'],
  hidden: false,
  photoUpload,
});

describe('lecturers in the staff console', () => {
  it('should add a lecturer with the photo resized to two WebP sizes that anyone may load', async () => {
    const { id } = await upload('mia.jpg', await photo());
    const response = await t.request('POST', '/admin/lecturers', { token: editor, body: lecturer(id!) });
    expect(response.status).toBe(200);
    const created = await json(response);
    expect(created.photo).toMatch(/^\/api\/v2\/images\/\w+\/large$/);
    for (const [url, width] of [
      [created.photo as string, 384],
      [created.photoSmall as string, 128],
    ] as const) {
      const image = await t.app.request(url);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([width, width]);
    }
    const site = await json(await t.request('GET', '/lecturers?limit=50&offset=0'));
    expect((site.docs as { lastName: string }[]).map((l) => l.lastName)).toContain('Santos');
  });

  it('should answer 404 for a size the image does not have, even a name every object inherits', async () => {
    const { id } = await upload('mia.jpg', await photo());
    const created = await json(await t.request('POST', '/admin/lecturers', { token: editor, body: lecturer(id!) }));
    const base = (created.photo as string).replace(/large$/, '');
    for (const size of ['medium', '__proto__', 'toString', 'constructor']) {
      const image = await t.app.request(base + size);
      expect(image.status, size).toBe(404);
      expect(await json(image)).toEqual({ message: 'Image not found' });
    }
  });

  it('should refuse a file that is not an image by its content, naming the photo', async () => {
    const { response } = await upload('photo.jpg', PDF);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: expect.stringContaining('is not a PNG or JPEG image') });
    const missing = await t.request('POST', '/admin/lecturers', { token: editor, body: lecturer('') });
    expect(await json(missing)).toEqual({ message: 'body.photoUpload: Photo is required' });
  });

  it('should hide a lecturer from the site but keep it in the console, and audit the change', async () => {
    const { docs } = (await json(await t.request('GET', '/admin/lecturers', { token: editor }))) as {
      docs: {
        _id: string;
        firstName: string;
        nickname: string;
        lastName: string;
        profession: string;
        credentials: string[];
      }[];
    };
    const first = docs[0]!;
    const { _id, ...fields } = first;
    const response = await t.request('PUT', `/admin/lecturers/${_id}`, {
      token: editor,
      body: { ...fields, nickname: fields.nickname ?? '', hidden: true, photoUpload: '' },
    });
    expect((await json(response)).hidden).toBe(true);
    const site = await json(await t.request('GET', '/lecturers?limit=50&offset=0'));
    expect((site.docs as { _id: string }[]).map((l) => l._id)).not.toContain(_id);
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity_id', '=', _id)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'lecturer.update', actor_email: 'editor@review-center.local' });
  });

  it('should move a lecturer one place down', async () => {
    const before = (await json(await t.request('GET', '/admin/lecturers', { token: editor }))).docs as {
      _id: string;
    }[];
    const moved = await json(
      await t.request('POST', `/admin/lecturers/${before[0]!._id}/move`, {
        token: editor,
        body: { direction: 'down' },
      }),
    );
    expect((moved.docs as { _id: string }[]).map((l) => l._id).slice(0, 2)).toEqual([before[1]!._id, before[0]!._id]);
  });

  it('should refuse a cashier', async () => {
    const cashier = await json(
      await t.request('POST', '/users/sign-in', {
        body: { email: 'cashier@review-center.local', password: 'cashier-2024' },
      }),
    );
    expect((await t.request('GET', '/admin/lecturers', { token: cashier.token as string })).status).toBe(403);
  });

  it('should give the seeded lecturers drawn portraits in both sizes', async () => {
    const { docs } = (await json(await t.request('GET', '/lecturers?limit=1&offset=0'))) as {
      docs: { photoSmall: string }[];
    };
    const image = await t.app.request(docs[0]!.photoSmall);
    expect(image.status).toBe(200);
    const stats = await sharp(new Uint8Array(await image.arrayBuffer())).stats();
    // A drawing, not one flat colour: the channels vary across the picture.
    expect(stats.channels[0]!.stdev).toBeGreaterThan(20);
  });
});
