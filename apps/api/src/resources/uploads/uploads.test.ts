import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesForm, JPEG, PDF, PNG, registerUser } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { importUploadFolder } from '../../platform/uploads/storage.ts';

const t = testAppForFile({ uploadMaxBytes: 1024 });

const upload = (files: Parameters<typeof filesForm>[0], token?: string) =>
  t.request('POST', '/uploads', { body: filesForm(files), ...(token ? { token } : {}) });

describe('POST /uploads', () => {
  it('should store PNG and JPEG files sent as repeated fields and describe each', async () => {
    const response = await upload([
      { name: 'proof.png', bytes: PNG },
      { name: 'receipt.jpg', bytes: JPEG, type: 'image/jpeg' },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        url: expect.stringMatching(/^\/api\/v2\/uploads\//),
        filename: 'proof.png',
        mimetype: 'image/png',
        size: PNG.byteLength,
      },
      expect.objectContaining({ filename: 'receipt.jpg', mimetype: 'image/jpeg' }),
    ]);
  });

  it.each([
    ['a PDF renamed .png', [{ name: 'proof.png', bytes: PDF }], /files\.0: proof\.png is not a PNG or JPEG image/],
    [
      'an oversized image',
      [{ name: 'big.png', bytes: new Uint8Array([...PNG, ...new Uint8Array(2048)]) }],
      /files\.0: big\.png is larger than/,
    ],
    [
      'a fourth file',
      [1, 2, 3, 4].map((n) => ({ name: `p${n}.png`, bytes: PNG })),
      /files: Maximum files exceeds \(3\)/,
    ],
    ['no file at all', [], /files: choose at least one file/],
  ])('should refuse %s with a clear message', async (_, files, message) => {
    const response = await upload(files);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });
});

describe('GET /uploads/{id}', () => {
  it('should give a file back to its owner and to an administrator only', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const [file] = (await (await upload([{ name: 'proof.png', bytes: PNG }], owner.token)).json()) as { url: string }[];
    const path = file!.url.replace('/api/v2', '');

    const mine = await t.request('GET', path, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PNG);

    expect((await t.request('GET', path, { token: other.token })).status).toBe(404);
    expect((await t.request('GET', path)).status).toBe(401);

    const token = await t.adminToken();
    expect((await t.request('GET', path, { token })).status).toBe(200);
  });
});

describe('files kept in a folder before they moved into the database', () => {
  it('should be moved in at start, each once, and read back as before', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rc-old-uploads-'));
    const id = randomBytes(16).toString('hex');
    await writeFile(path.join(dir, id), PNG);
    expect(await importUploadFolder(t.db, dir)).toBe(1);
    expect(await importUploadFolder(t.db, dir)).toBe(0);
    expect(new Uint8Array(await t.deps.uploads.read(id))).toEqual(PNG);
    expect(await readdir(dir)).toEqual([]);
    await rm(dir, { recursive: true });
  });
});
