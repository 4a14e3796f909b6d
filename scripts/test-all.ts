/**
 * npm test: every check of the project, laid out for a two-core machine (ADR 068, 089). The type check, the
 * build, ESLint, Prettier and knip each keep one core busy, so they run in two lanes side by side with
 * Vitest, which takes both cores while the other lane still works: the lanes are balanced by their
 * measured times (build 32 s, type check 75 s, Prettier 24 s and knip 4 s against ESLint 40 s and Vitest
 * about 120 s on CI's machine). The browser tests need the build and run alone, the deploy check last, as
 * it builds two releases of its own.
 */
import { runLanes, type Step } from './checks/run-lanes.ts';

const npmRun = (script: string): Step => ({ name: `npm run ${script}`, command: 'npm', args: ['run', script] });

const phases: Step[][][] = [
  [
    // One lane: both run `astro sync`, which writes .astro/; side by side they would write it at once.
    [npmRun('build'), npmRun('typecheck'), npmRun('lint:prettier'), npmRun('lint:knip')],
    [npmRun('lint:eslint'), npmRun('test:unit')],
  ],
  [[npmRun('test:e2e')]],
  [[npmRun('test:deploy')]],
];

const started = Date.now();
for (const lanes of phases) {
  if (!(await runLanes(lanes))) {
    console.error(`npm test: FEHLER nach ${Math.round((Date.now() - started) / 1000)} s.`);
    process.exit(1);
  }
}
console.log(`npm test: alles grün in ${Math.round((Date.now() - started) / 1000)} s.`);
