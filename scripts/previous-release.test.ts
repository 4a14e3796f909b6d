import { execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApiServer } from '../api/testing/api-server-child.ts';

// Rollback without a restore (docs/operations.md § 6, ADR 052) rests on one promise: migrations only add,
// so the release before a migration runs on the database this release migrated. Tested here with the
// real code of that release: the commit on main just before the newest migration came in, unpacked from
// git beside this checkout, started as a server process on a database this checkout migrated.

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

let folder: string;
let previousRef = '';
const servers: ChildProcess[] = [];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'fensterwerk-previous-release-'));
  // The first-parent history is main's: the merge that brought the newest migration, and main before it.
  const newestMigration = git('log', '-1', '--first-parent', '--format=%H', '--', 'api/migrations/meta/_journal.json');
  previousRef = git('rev-parse', `${newestMigration}^1`);
  const code = join(folder, 'previous');
  mkdirSync(code);
  const archive = join(folder, 'previous.tar');
  git('archive', '--output', archive, previousRef, 'api', 'scripts', 'package.json', 'tsconfig.json');
  execFileSync('tar', ['-xf', archive, '-C', code]);
  symlinkSync(resolve('node_modules'), join(code, 'node_modules'), 'dir');
});

afterAll(() => {
  for (const server of servers) server.kill();
  rmSync(folder, { recursive: true, force: true });
});

const env = () => ({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: join(folder, 'data'),
  DATABASE_URL: `file:${join(folder, 'data', 'app.db')}`,
  OUTBOX_DIR: join(folder, 'data', 'outbox'),
  UPLOAD_DIR: join(folder, 'data', 'uploads'),
  SMTP_URL: '',
  TRUST_PROXY: 'true',
  ADMIN_PASSWORD: 'vorherige-version-2026',
  BACKUP_ENABLED: 'false',
});

const funnelRequest = (nachname: string) => ({
  projektart: 'sanierung',
  produkt_fenster: true,
  datenschutz: true,
  vorname: 'Eva',
  nachname,
  email: `${nachname.toLowerCase()}@example.de`,
});

async function submit(base: string, nachname: string, address: string) {
  return fetch(`${base}/api/funnel/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(funnelRequest(nachname)),
  });
}

async function stop(server: ChildProcess) {
  server.kill();
  await new Promise((done) => server.once('exit', done));
}

describe('the release before the newest migration', () => {
  it('starts on the database this release migrated and takes a funnel request', async () => {
    mkdirSync(join(folder, 'data'), { recursive: true });
    const current = await spawnApiServer(env());
    servers.push(current.process);
    expect((await submit(current.url, 'Jetzt', '203.0.113.10')).status).toBe(201);
    await stop(current.process);

    const previous = await spawnApiServer(env(), join(folder, 'previous'));
    servers.push(previous.process);
    const answer = await submit(previous.url, 'Vorher', '203.0.113.11');
    expect(answer.status, `${previousRef}: ${await answer.clone().text()}`).toBe(201);
    await stop(previous.process);

    const db = createClient({ url: `file:${join(folder, 'data', 'app.db')}` });
    const stored = await db.execute("select nachname from leads where nachname in ('Jetzt', 'Vorher') order by id");
    db.close();
    expect(stored.rows.map((row) => row.nachname)).toEqual(['Jetzt', 'Vorher']);
  }, 90_000);
});
