import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runLanes, type Step } from './run-lanes.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'fensterwerk-lanes-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A step that runs a line of JavaScript in a fresh Node process, with `dir` the test's folder. */
const node = (name: string, code: string): Step => ({
  name,
  command: process.execPath,
  args: ['-e', `const fs = require('node:fs'); const dir = ${JSON.stringify(folder)}; ${code}`],
});

/** Writes its own file, then waits for the other's: it only passes when both run at the same time. */
const meet = (name: string, mine: string, theirs: string) =>
  node(
    name,
    `fs.writeFileSync(dir + '/${mine}', '');
     const deadline = Date.now() + 10000;
     const wait = () => fs.existsSync(dir + '/${theirs}') ? process.exit(0)
       : Date.now() > deadline ? (console.log('${theirs} kam nie'), process.exit(1)) : setTimeout(wait, 20);
     wait();`,
  );

describe('runLanes (npm test on two cores)', () => {
  it('runs the lanes side by side and the steps of a lane one after another', async () => {
    let printed = '';
    const passed = await runLanes(
      [
        [
          meet('Typprüfung', 'a', 'b'),
          node('Build', `if (!fs.existsSync(dir + '/a')) process.exit(1); fs.writeFileSync(dir + '/built', '')`),
        ],
        [meet('ESLint', 'b', 'a')],
      ],
      (text) => (printed += text),
    );
    expect(printed).not.toContain('kam nie');
    expect(passed).toBe(true);
    expect(existsSync(join(folder, 'built'))).toBe(true);
    expect(printed).toMatch(/== Typprüfung: OK \(\d+ s\)/);
    expect(printed).toMatch(/== Build: OK \(\d+ s\)/);
  });

  it('starts no further step after a failure, prints the failed step with its output, and fails', async () => {
    let printed = '';
    const passed = await runLanes(
      [
        [
          node('ESLint', `console.log('3 Fehler in site/x.ts'); fs.writeFileSync(dir + '/failed', ''); process.exit(1)`),
          node('Prettier', `fs.writeFileSync(dir + '/prettier', '')`),
        ],
        [
          // Ends well after the other lane's failure, so the lane's next step would start after it.
          node(
            'Typprüfung',
            `const wait = () => fs.existsSync(dir + '/failed') ? setTimeout(() => process.exit(0), 500) : setTimeout(wait, 20); wait();`,
          ),
          node('Vitest', `fs.writeFileSync(dir + '/vitest', '')`),
        ],
      ],
      (text) => (printed += text),
    );
    expect(passed).toBe(false);
    expect(existsSync(join(folder, 'prettier'))).toBe(false);
    expect(existsSync(join(folder, 'vitest'))).toBe(false);
    expect(printed).toMatch(/== ESLint: FEHLER \(\d+ s\)\n3 Fehler in site\/x\.ts/);
    expect(printed).toMatch(/== Typprüfung: OK/);
  });

  it('streams the output of a lane that runs alone', async () => {
    const chunks: string[] = [];
    const passed = await runLanes([[node('Playwright', `console.log('223 passed')`)]], (text) => chunks.push(text));
    expect(passed).toBe(true);
    expect(chunks).toEqual(['== Playwright\n', '223 passed\n', expect.stringMatching(/^== Playwright: OK \(\d+ s\)\n$/)]);
  });
});
