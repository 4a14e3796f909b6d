import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureLayers } from './feature-layers.mjs';

/**
 * Features import one way (ADR 065): no two features import each other, and every import between features
 * goes to a lower layer of scripts/feature-layers.mjs. The same rule as eslint.config.js's, counted over the
 * whole tree, relative and #features/ imports alike; tests (*.test.ts) may reach anywhere.
 */

const features = resolve(import.meta.dirname, '../api/src/features');

function featureImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const feature of readdirSync(features)) {
    for (const name of readdirSync(join(features, feature), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
      const file = join(features, feature, name);
      for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const path = specifier.startsWith('#features/')
          ? specifier.slice('#features/'.length)
          : specifier.startsWith('.')
            ? relative(features, resolve(dirname(file), specifier))
            : '..';
        const target = path.split('/')[0] ?? '..';
        if (target === '..' || path.startsWith('..') || target === feature) continue;
        if (!edges.has(feature)) edges.set(feature, new Set());
        edges.get(feature)!.add(target);
      }
    }
  }
  return edges;
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
