/**
 * npm test: every check of the project, laid out for a two-core machine (ADR 068, 089, 090). The build,
 * the type checks, Prettier, knip and ESLint keep about one core busy, one after another in one lane
 * (about 130 s alone); Vitest, which takes both cores, runs beside them (about 120 s alone). The browser
 * tests need the build and run alone; deploy/check runs last. Beside the browser tests it took four times as long and
 * its update under load answered two requests with a 5xx: it starts servers that must answer in time.
 */
import { runLanes, type Step } from './checks/run-lanes.ts';

const npmRun = (script: string): Step => ({ name: `npm run ${script}`, command: 'npm', args: ['run', script] });

const phases: Step[][][] = [
  [
    // One lane: both run `astro sync`, which writes .astro/; side by side they would write it at once.
    [
      npmRun('build'),
      npmRun('typecheck:ts'),
      npmRun('typecheck:astro'),
      npmRun('lint:prettier'),
      npmRun('lint:knip'),
      npmRun('lint:eslint'),
    ],
    [npmRun('test:unit')],
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
