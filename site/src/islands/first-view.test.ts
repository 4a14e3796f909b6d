import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What an island's first view loads before it hydrates: its static imports, followed through our own
 * files. Building zod schemas costs a phone tens of milliseconds of blocked main thread, so the funnel,
 * configurator and shop load them only when a step is checked or saved (ADR 015).
 */
const here = dirname(fileURLToPath(import.meta.url));
const STATIC_IMPORT = /^import\s+(?!type\s)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const specifier = match[1] ?? match[2]!;
    if (specifier.startsWith('.')) staticImports(resolve(dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

const loadsZod = (entry: string) =>
  [...staticImports(resolve(here, entry))].filter((module) => module === 'zod' || module.startsWith('zod/') || module.endsWith('/zod.ts'));

describe('first view of the islands', () => {
  it.each(['funnel/FunnelIsland.tsx', 'configurator/ConfiguratorIsland.tsx', 'shop/ShopIsland.tsx'])('%s builds no zod schema', (entry) => {
    expect(loadsZod(entry)).toEqual([]);
  });

  it('notices zod where a first view does load it', () => {
    expect(loadsZod('funnel/request.ts')).not.toEqual([]);
  });
});
