import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('server start with a bad configuration', () => {
  it('stops with exit code 1 and a message naming the variable, before doing anything else', async () => {
    const failure = await run(process.execPath, ['scripts/serve.ts'], {
      env: { ...process.env, PORT: 'achtzig', DATABASE_URL: 'mysql://x' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    const { stderr } = failure as { stderr: string };
    expect(stderr).toContain('Ungültige Konfiguration');
    expect(stderr).toMatch(/PORT: /);
    expect(stderr).toMatch(/DATABASE_URL: /);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
