import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { leanServerArguments, SERVER_BUNDLE } from './lean-server.ts';

const run = promisify(execFile);
const MODULE = resolve('scripts/server/collect-start-garbage.ts');

/** What the start-up leaves behind, then the collection after it, in a process with the serving process's Node flags. */
const SCRIPT = `
import { getHeapStatistics } from 'node:v8';
import { collectStartGarbage } from ${JSON.stringify(MODULE)};
let startUp = [];
for (let i = 0; i < 300000; i += 1) startUp.push({ i, text: 'Zeile ' + i });
startUp = null;
const before = getHeapStatistics().used_heap_size;
collectStartGarbage(0);
setTimeout(() => console.log(JSON.stringify({ before, after: getHeapStatistics().used_heap_size })), 200);
`;

describe('the collection after the start (ADR 086)', () => {
  it("frees the start-up's garbage in a process started with the serving process's flags", async () => {
    const flags = leanServerArguments().filter((argument) => argument !== SERVER_BUNDLE);
    const { stdout } = await run(process.execPath, [...flags, '--input-type=module', '-e', SCRIPT]);
    const { before, after } = JSON.parse(stdout) as { before: number; after: number };
    expect(after).toBeLessThan(before / 2);
  });
});
