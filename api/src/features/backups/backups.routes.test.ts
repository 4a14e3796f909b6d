import { utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import type { BackupsJson } from './contract/backups.ts';

let test: AdminTestApi;
beforeAll(async () => {
  test = await createAdminTestApi({ BACKUP_TIME: '04:30' });
}, 30_000);
afterAll(() => test.cleanup());

const status = async () => {
  const answer = await test.call('GET', '/api/admin/backups');
  expect(answer.status).toBe(200);
  return answer.body as BackupsJson;
};

describe('/api/admin/backups', () => {
  it('warns while there is no backup, backs up on request, and warns again when the last one is older than two days', async () => {
    const before = await status();
    expect(before).toMatchObject({ last: null, backups: [], overdue: true, remoteDatabase: false, problems: [] });
    expect(before.job).toMatchObject({ enabled: true, time: '04:30', copyFolder: null });
    expect(before.job.folder).toBe(test.config.BACKUP_DIR);

    const made = await test.call('POST', '/api/admin/backups');
    expect(made.status).toBe(201);
    expect(made.body.file).toMatch(/^fensterwerk-.*\.tar\.gz$/);

    const after = await status();
    expect(after.overdue).toBe(false);
    expect(after.last).toMatchObject({ file: made.body.file, bytes: made.body.bytes });
    expect(after.backups).toHaveLength(1);

    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    utimesSync(join(test.config.BACKUP_DIR, made.body.file), threeDaysAgo, threeDaysAgo);
    expect((await status()).overdue).toBe(true);
  });

  it('shows an erasure whose register line could not be written', async () => {
    // The register's folder is a file: the line cannot be written; the erasure itself stands.
    const blocked = join(test.config.BACKUP_DIR, 'kein-ordner');
    mkdirSync(test.config.BACKUP_DIR, { recursive: true });
    writeFileSync(blocked, '');
    const broken = await createAdminTestApi({ ERASURE_REGISTER: join(blocked, 'register.jsonl') });
    const erasure = await broken.call('DELETE', '/api/admin/privacy?email=niemand@example.de');
    expect(erasure.status).toBe(200);
    const answer = (await broken.call('GET', '/api/admin/backups')).body as BackupsJson;
    expect(answer.problems).toHaveLength(1);
    expect(answer.problems[0]!.message).toMatch(/Löschregister/);
    broken.cleanup();
  });
});
