import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, writeBuildStamp } from './build-stamp.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  mkdirSync(join(root, 'site/src'), { recursive: true });
  mkdirSync(join(root, 'dist/server'), { recursive: true });
  writeFileSync(join(root, 'site/src/index.astro'), 'eins');
  writeFileSync(join(root, 'dist/server/entry.mjs'), '');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build stamp', () => {
  it('needs a build when there is none', () => {
    rmSync(join(root, 'dist'), { recursive: true });
    expect(buildIsCurrent('http://localhost:4321', root)).toBe(false);
  });

  it('is current right after a build and stale after a source change', () => {
    writeBuildStamp('http://localhost:4321', root);
    expect(buildIsCurrent('http://localhost:4321', root)).toBe(true);
    writeFileSync(join(root, 'site/src/index.astro'), 'zwei');
    expect(buildIsCurrent('http://localhost:4321', root)).toBe(false);
  });

  it('is stale when the site address changes', () => {
    writeBuildStamp('http://localhost:4321', root);
    expect(buildIsCurrent('https://www.example.de', root)).toBe(false);
  });
});
