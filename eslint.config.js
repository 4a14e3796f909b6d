// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureLayers } from './scripts/feature-layers.mjs';

/**
 * The layers of docs/architecture.md, kept by the linter: api/src never imports the site, and production
 * code never imports the test helpers; the site reaches the API only through the contracts (#shared/* and
 * each feature's #features/<feature>/contract/*) and the type of the app (for the typed client); islands
 * do not import each other (shared pieces live in islands/ui, lib and stores).
 */
const islands = ['account', 'admin', 'cart', 'configurator', 'contact', 'funnel', 'shop'];

const siteImportRules = {
  paths: [],
  patterns: [
    {
      group: ['**/api/src/**', '**/api/testing/**'],
      message: 'Die Website importiert aus api/src nur die Verträge (#shared/*, #features/*/contract/*) und Typen (import type).',
      allowTypeImports: true,
    },
    {
      regex: '^#features/[^/]+/(?!contract/)',
      message: 'Die Website importiert aus einem Feature nur dessen Vertrag (#features/<feature>/contract/*).',
      allowTypeImports: true,
    },
  ],
};

/**
 * Features import one way (ADR 065): a feature's production code imports only features of lower layers
 * (scripts/feature-layers.mjs), by a relative path or by #features/*, its contract included. A `#` opens a
 * comment in these gitignore-style patterns, hence `\\#` for the aliases.
 */
const featureImportRules = featureLayers.flatMap((layer, index) =>
  layer.map((feature) => {
    const forbidden = featureLayers
      .slice(index)
      .flat()
      .filter((other) => other !== feature);
    return {
      files: [`api/src/features/${feature}/**/*.ts`],
      ignores: ['api/src/**/*.test.ts'],
      forbidden,
    };
  }),
);

const apiNeverImportsSite = { group: ['**/site/**', '\\#site/**'], message: 'api/src importiert nie aus site/ (docs/architecture.md).' };
const noTestHelpers = {
  group: ['**/api/testing/**', '**/testing/*'],
  message: 'Produktionscode importiert keine Testhelfer (api/testing).',
};

/**
 * platform/ and shared/ stand below every feature (ADR 085): they import none, by a relative path or by
 * #features/*; what they need of one comes in as a parameter, or from the composition (app.ts, runtime.ts).
 */
const belowEveryFeature = {
  group: ['**/features/**', '\\#features/**'],
  message:
    'platform/ und shared/ stehen unter allen Features und importieren keines (docs/architecture.md, ADR 085): Gemeinsames nach shared/, ein Feature kommt als Parameter oder Callback aus app.ts.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-rebuilds/**',
      'node_modules/**',
      'data/**',
      '.astro/**',
      'test-results/**',
      'playwright-report/**',
      'api/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['site/src/**/*.{ts,tsx}'],
    // The one composition root (ADR 001) mounts the API itself.
    ignores: ['site/src/fetch.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The React Compiler's rule flags the data-loading hook's "loading" state and the reset of a dialog's
      // form when it opens; both are deliberate effects here, and no compiler runs on this code.
      'react-hooks/set-state-in-effect': 'off',
      // A scroll region (role="region" with a name) must be focusable so the keyboard can scroll it (axe's
      // scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'] }],
      '@typescript-eslint/no-restricted-imports': ['error', siteImportRules],
    },
  },
  ...islands.map((island) => ({
    files: [`site/src/islands/${island}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          ...siteImportRules,
          patterns: [
            ...siteImportRules.patterns,
            {
              group: islands
                .filter((other) => other !== island)
                .flatMap((other) => [`../${other}/*`, `../../${other}/*`, `**/islands/${other}/*`]),
              message: 'Inseln importieren einander nicht: Geteiltes gehört nach islands/ui, lib oder stores.',
            },
          ],
        },
      ],
    },
  })),
  {
    // A test may start the real API to hold the site's figures against the server's (site/src/lib/one-price.test.ts).
    files: ['site/src/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [apiNeverImportsSite] }] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [apiNeverImportsSite, noTestHelpers],
        },
      ],
    },
  },
  {
    files: ['api/src/platform/**/*.ts', 'api/src/shared/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [apiNeverImportsSite, noTestHelpers, belowEveryFeature] }],
    },
  },
  ...featureImportRules.map(({ files, ignores, forbidden }) => ({
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            apiNeverImportsSite,
            noTestHelpers,
            ...(forbidden.length === 0
              ? []
              : [
                  {
                    group: forbidden.flatMap((other) => [
                      `**/features/${other}/**`,
                      `../${other}/**`,
                      `../../${other}/**`,
                      `\\#features/${other}/**`,
                    ]),
                    message:
                      'Features importieren nur Features niedrigerer Schichten (docs/architecture.md, scripts/feature-layers.mjs); Höheres kommt als Callback aus app.ts.',
                  },
                ]),
          ],
        },
      ],
    },
  })),
  {
    // Code that reaches the browser makes its Intl formatters on first use, never when its module loads:
    // each costs a phone tens of milliseconds of main thread the first time, on every page that imports
    // the module (ADR 015, ADR 093). scripts/formatters-on-first-use.test.ts checks the modules as loaded.
    files: ['site/src/**/*.{ts,tsx}', 'api/src/shared/**/*.ts', 'api/src/features/*/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].map((declaration) => ({
          selector: `${declaration} > VariableDeclarator > NewExpression[callee.object.name="Intl"]`,
          message:
            'Intl-Formatierer erst beim ersten Gebrauch bauen (madeOnFirstUse aus #shared/made-on-first-use.ts), nicht beim Laden des Moduls (ADR 093).',
        })),
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its destructured first parameter, even an empty one.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  prettier,
);
