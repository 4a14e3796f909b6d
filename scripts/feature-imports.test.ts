import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureLayers } from './feature-layers.mjs';

/**
 * Features import one way (ADR 065): no two features import each other, and every import between features
 * goes to a lower layer of scripts/feature-layers.mjs. platform/ and shared/ stand below every feature and
 * import none (ADR 085). The same rules as eslint.config.js's, counted over the whole tree, relative and
 * #features/ imports alike; tests (*.test.ts) may reach anywhere.
 */

const root = resolve(import.meta.dirname, '..');
const apiSource = join(root, 'api/src');
const features = join(apiSource, 'features');

interface Module {
  file: string;
  source: string;
}

/** The production modules (no *.test.ts) under a folder of api/src. */
function productionModules(folder: string): Module[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name))
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }));
}

/** The feature an import of `file` reaches, by a relative path or by #features/; undefined outside api/src/features. */
function featureReached(file: string, specifier: string): string | undefined {
  const path = specifier.startsWith('#features/')
    ? specifier.slice('#features/'.length)
    : specifier.startsWith('.')
      ? relative(features, resolve(dirname(file), specifier))
      : '..';
  return path.startsWith('..') ? undefined : path.split('/')[0];
}

/** Each import of a module (import, export … from, import()) with the feature it reaches. */
function importsOf({ file, source }: Module): { specifier: string; feature: string | undefined }[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(([, specifier = '']) => ({
    specifier,
    feature: featureReached(file, specifier),
  }));
}

function featureImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const feature of readdirSync(features)) {
    for (const module of productionModules(join(features, feature))) {
      for (const { feature: target } of importsOf(module)) {
        if (target === undefined || target === feature) continue;
        if (!edges.has(feature)) edges.set(feature, new Set());
        edges.get(feature)!.add(target);
      }
    }
  }
  return edges;
}

/** The imports into api/src/features among the given modules, as "file → specifier". */
function importsIntoFeatures(modules: Module[]): string[] {
  return modules.flatMap((module) =>
    importsOf(module)
      .filter(({ feature }) => feature !== undefined)
      .map(({ specifier }) => `${relative(root, module.file)} → ${specifier}`),
  );
}

const edges = featureImports();
const layerOf = new Map(featureLayers.flatMap((layer, index) => layer.map((feature) => [feature, index] as const)));

describe('imports between features', () => {
  it('names every feature folder in exactly one layer', () => {
    expect(featureLayers.flat().sort()).toEqual(readdirSync(features).sort());
  });

  it('has no pair of features importing each other', () => {
    const mutual = [...edges].flatMap(([from, targets]) =>
      [...targets].filter((to) => from < to && edges.get(to)?.has(from)).map((to) => `${from} ↔ ${to}`),
    );
    expect(mutual).toEqual([]);
  });

  it('goes only to lower layers', () => {
    const upward = [...edges].flatMap(([from, targets]) =>
      [...targets].filter((to) => (layerOf.get(to) ?? 0) >= (layerOf.get(from) ?? 0)).map((to) => `${from} → ${to}`),
    );
    expect(upward).toEqual([]);
  });
});

describe('platform/ and shared/ below every feature', () => {
  it('import no feature', () => {
    expect(
      importsIntoFeatures([...productionModules(join(apiSource, 'platform')), ...productionModules(join(apiSource, 'shared'))]),
    ).toEqual([]);
  });

  it('the check finds a relative import and an #features/ import, and lets the lower ones pass', () => {
    const probe: Module[] = [
      {
        file: join(apiSource, 'platform/http/probe.ts'),
        source: [
          "import type { SessionUser } from '../../features/accounts/session.ts';",
          "import { permit } from './permit.ts';",
          "import { formatCents } from '../../shared/format.ts';",
        ].join('\n'),
      },
      {
        file: join(apiSource, 'shared/probe.ts'),
        source: "export { orderStatuses } from '#features/orders/contract/orders.ts';\nimport { z } from './zod.ts';",
      },
    ];
    expect(importsIntoFeatures(probe)).toEqual([
      'api/src/platform/http/probe.ts → ../../features/accounts/session.ts',
      'api/src/shared/probe.ts → #features/orders/contract/orders.ts',
    ]);
  });

  it('ESLint refuses such an import in platform/ and shared/, relative or by #features/, and a feature importing a higher one by #features/', async () => {
    const eslint = new ESLint({ cwd: root });
    const refusals = async (filePath: string, specifier: string) => {
      const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath });
      return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').length;
    };
    expect(await refusals('api/src/platform/http/probe.ts', '../../features/accounts/session.ts')).toBe(1);
    expect(await refusals('api/src/platform/http/probe.ts', '#features/accounts/contract/permissions.ts')).toBe(1);
    expect(await refusals('api/src/shared/probe.ts', '../features/orders/contract/orders.ts')).toBe(1);
    expect(await refusals('api/src/shared/probe.ts', '#features/orders/contract/orders.ts')).toBe(1);
    expect(await refusals('api/src/features/documents/probe.ts', '#features/quotes/contract/quotes.ts')).toBe(1);
    expect(await refusals('api/src/platform/http/probe.ts', '../../shared/staff-access.ts')).toBe(0);
    expect(await refusals('api/src/platform/http/probe.test.ts', '../../features/accounts/session.ts')).toBe(0);
    expect(await refusals('api/src/features/quotes/probe.ts', '#features/documents/contract/lines.ts')).toBe(0);
  }, 60_000);
});
