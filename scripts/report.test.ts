import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../api/src/platform/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../api/testing/test-database.ts';
import { createTestUser } from '../api/testing/test-users.ts';

// `npm run report -- weekly`: the owner's weekly report from the command line (ADR 069).
const run = promisify(execFile);

let test: TestDatabase;
let env: NodeJS.ProcessEnv;
let owner: string;
beforeAll(async () => {
  test = await createTestDatabase();
  owner = (await createTestUser(test.db, { role: 'admin' })).user.email;
  env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: test.url,
    DATA_DIR: test.config.DATA_DIR,
    PUBLIC_SITE_URL: 'https://fenster.example.de',
  };
});
afterAll(() => test.cleanup());

const report = (...args: string[]) => run(process.execPath, ['scripts/report.ts', ...args], { env });

describe('npm run report', () => {
  it('--dry-run prints the mail to each owner and sends nothing; without it the mails go into the outbox', async () => {
    const { stdout } = await report('weekly', '--dry-run');
    expect(stdout).toContain(`An: ${owner}\nBetreff: Wochenbericht `);
    expect(stdout).toContain('Anfragen: 0 (Vorwoche: 0)');
    expect(stdout).toContain('https://fenster.example.de/admin/profile');
    expect(await test.db.select().from(outbox)).toEqual([]);

    expect((await report('weekly')).stdout).toContain('Der Wochenbericht ist an 1 Inhaber unterwegs.');
    expect((await test.db.select().from(outbox)).map((mail) => mail.recipient)).toEqual([owner]);
  });

  it('refuses anything else with the usage', async () => {
    await expect(report('monthly')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('npm run report -- weekly [--dry-run]'),
    });
  });
});
