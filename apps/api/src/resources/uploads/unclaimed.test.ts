import { describe, expect, it } from 'vitest';
import { filesForm, json, PNG, registerUser } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { removeUnclaimedUploads, UNCLAIMED_UPLOAD_MAX_AGE_MS } from './uploads.service.ts';

const t = testAppForFile();

describe('unclaimed uploads', () => {
  it('should remove a file nobody claimed within a day, and keep a claimed one', async () => {
    const upload = async () =>
      (
        (await json(
          await t.request('POST', '/uploads', { body: filesForm([{ name: 'id.png', bytes: PNG }]) }),
        )) as unknown as {
          id: string;
        }[]
      )[0]!;
    const [orphan, claimed] = [await upload(), await upload()];
    await registerUser(t, { idAttachment: claimed });

    const early = await removeUnclaimedUploads(t.deps, new Date(), UNCLAIMED_UPLOAD_MAX_AGE_MS);
    expect(early).not.toContain(orphan.id);
    // The rows are stamped by the database's clock: a day and a minute after now.
    const dayLater = new Date(Date.now() + UNCLAIMED_UPLOAD_MAX_AGE_MS + 60_000);
    const removed = await removeUnclaimedUploads(t.deps, dayLater, UNCLAIMED_UPLOAD_MAX_AGE_MS);
    expect(removed).toContain(orphan.id);
    expect(removed).not.toContain(claimed.id);
    const rows = await t.db.selectFrom('uploads').select('id').where('id', 'in', [orphan.id, claimed.id]).execute();
    expect(rows.map((row) => row.id)).toEqual([claimed.id]);
    await expect(t.deps.uploads.read(orphan.id)).rejects.toThrow();
    await expect(t.deps.uploads.read(claimed.id)).resolves.toBeInstanceOf(Buffer);
  });
});
