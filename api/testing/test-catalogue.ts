import type { SeedCatalogue } from '../src/features/catalogue/seed/seed-catalogue.ts';
import catalogue from './test-catalogue.json' with { type: 'json' };

/**
 * The API tests' own catalogue: product lines, option categories, products, prices and price grids the
 * tests compute their expected figures from. A frozen copy of what the demo catalogue was when the tests
 * were written: the operator's demo data (features/catalogue/seed) may change freely without breaking a
 * test, and a test that needs other prices changes them here, where its expectations come from.
 */
export const testCatalogue = catalogue as SeedCatalogue;
