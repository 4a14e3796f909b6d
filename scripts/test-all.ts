/**
 * npm test: every check of the project, laid out for a two-core machine (ADR 068). The type check, the
 * build, ESLint, Prettier and knip each keep one core busy, so they run in two lanes side by side; Vitest
 * follows the lint lane and uses both cores (vitest.config.ts) while the build may still finish. The
 * browser tests need the build and run alone, the deploy check last, as it builds two releases of its own.
 */
import { runLanes, type Step } from './checks/run-lanes.ts';

const npmRun = (script: string): Step => ({ name: `npm run ${script}`, command: 'npm', args: ['run', script] });

const phases: Step[][][] = [
  [
    // One lane: both run `astro sync`, which writes .astro/; side by side they would write it at once.
    [npmRun('typecheck'), npmRun('build')],
    [npmRun('lint:eslint'), npmRun('lint:prettier'), npmRun('lint:knip'), npmRun('test:unit')],
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
