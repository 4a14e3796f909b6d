import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Modules that reach the browser build their Intl formatters on first use, never while they load: a
 * formatter costs a phone tens of milliseconds of main thread the first time, and /shop paid 60 ms at
 * every load for the analytics screen's percent format (ADR 093).
 */

const root = resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'formatters-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The TypeScript modules the islands share (no tests; none that needs Astro's own modules to load). */
function browserModules(): string[] {
  const under = (folder: string, keep: (name: string) => boolean) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && keep(name))
      .map((name) => join(folder, name));
  return [
    ...under('site/src/lib', () => true),
    ...under('site/src/stores', () => true),
    ...under('api/src/shared', () => true),
    ...under('api/src/features', (name) => /(^|\/)contract\//.test(name)),
  ].filter((file) => !/from ['"]astro:/.test(readFileSync(join(root, file), 'utf8')));
}

/** Which of `files` built an Intl formatter while loading, in a Node of its own. */
async function formattersBuiltAtImport(files: string[]): Promise<Record<string, string[]>> {
  const { stdout } = await run(process.execPath, ['scripts/checks/formatters-at-import.ts', ...files], { cwd: root });
  const built = JSON.parse(stdout) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(built).map(([file, names]) => [relative(root, file), names]));
}

describe('Intl formatters in the browser’s modules', () => {
  it('no shared module builds one while it loads', async () => {
    const modules = browserModules();
    expect(modules.length).toBeGreaterThan(150);
    expect(await formattersBuiltAtImport(modules)).toEqual({});
  });

  it('the check names a module that does, and not the module that only imports it', async () => {
    const eager = join(scratch, 'eager.ts');
    writeFileSync(eager, "export const percent = new Intl.NumberFormat('de-DE', { style: 'percent' });\n");
    const importer = join(scratch, 'importer.ts');
    writeFileSync(importer, "import { percent } from './eager.ts';\nexport const share = (value: number) => percent.format(value);\n");
    expect(await formattersBuiltAtImport([importer])).toEqual({ [relative(root, eager)]: ['NumberFormat'] });
  });

  it('ESLint refuses a formatter built at the top of a module, and takes one built on first use', async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (code: string, filePath: string) => (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);
    const eagerCode =
      "export const percent = new Intl.NumberFormat('de-DE');\nconst count = new Intl.NumberFormat('de-DE');\nexport const n = count;\n";
    expect(await lint(eagerCode, join(root, 'site/src/lib/eager.ts'))).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    expect(await lint(eagerCode, join(root, 'api/src/features/analytics/contract/eager.ts'))).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
    const lazyCode =
      "import { madeOnFirstUse } from '#shared/made-on-first-use.ts';\nexport const percent = madeOnFirstUse(() => new Intl.NumberFormat('de-DE'));\n";
    expect(await lint(lazyCode, join(root, 'site/src/lib/lazy.ts'))).toEqual([]);
  });
});
