import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, builtWithCompany, writeBuildStamp } from './build-stamp.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  mkdirSync(join(root, 'site/src'), { recursive: true });
  mkdirSync(join(root, 'dist/server'), { recursive: true });
  writeFileSync(join(root, 'site/src/index.astro'), 'eins');
  writeFileSync(join(root, 'dist/server/entry.mjs'), '');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const SITE = 'http://localhost:4321';

describe('build stamp', () => {
  it('needs a build when there is none', () => {
    rmSync(join(root, 'dist'), { recursive: true });
    expect(buildIsCurrent(SITE, 'firma-1', root)).toBe(false);
  });

  it('is current right after a build and stale after a source change', () => {
    writeBuildStamp(SITE, 'firma-1', root);
    expect(buildIsCurrent(SITE, 'firma-1', root)).toBe(true);
    writeFileSync(join(root, 'site/src/index.astro'), 'zwei');
    expect(buildIsCurrent(SITE, 'firma-1', root)).toBe(false);
  });

  it('is stale when the site address changes', () => {
    writeBuildStamp(SITE, 'firma-1', root);
    expect(buildIsCurrent('https://www.example.de', 'firma-1', root)).toBe(false);
  });

  it('tells the server at start which company data a build was made with, whatever its address (ADR 051)', () => {
    const dist = join(root, 'dist');
    expect(builtWithCompany('firma-1', dist)).toBe(false);
    writeBuildStamp(SITE, 'firma-1', root);
    expect(builtWithCompany('firma-1', dist)).toBe(true);
    expect(builtWithCompany('firma-2', dist)).toBe(false);
  });

  it('is stale when the company data changed while the server was stopped', () => {
    writeBuildStamp(SITE, 'firma-1', root);
    expect(buildIsCurrent(SITE, 'firma-2', root)).toBe(false);
  });

  it('reads the stamp of the folder it is given (a rebuild beside dist/)', () => {
    const rebuild = join(root, 'rebuilds/build-1');
    mkdirSync(join(rebuild, 'server'), { recursive: true });
    writeFileSync(join(rebuild, 'server/entry.mjs'), '');
    writeBuildStamp(SITE, 'firma-2', root, rebuild);
    expect(buildIsCurrent(SITE, 'firma-2', root, rebuild)).toBe(true);
    expect(buildIsCurrent(SITE, 'firma-2', root)).toBe(false);
  });
});
