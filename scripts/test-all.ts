/**
 * npm test: every check of the project, laid out for a two-core machine (ADR 068, 089, 090, 093). The
 * build, the type checks, Prettier, knip and ESLint keep about one core busy, one after another in one
 * lane. Vitest runs beside them, and so does deploy/check, which spends most of its time in three builds
 * of its own and in waiting for servers (under 40 % of two cores alone): the three lanes took 295–346 s
 * where the first phase and deploy/check after it took about 380 s. The browser tests need the build and
 * run alone: beside them deploy/check took four times as long and its update under load answered two
 * requests with a 5xx (ADR 089).
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
    [npmRun('test:deploy')],
  ],
  [[npmRun('test:e2e')]],
];

const started = Date.now();
for (const lanes of phases) {
  if (!(await runLanes(lanes))) {
    console.error(`npm test: FEHLER nach ${Math.round((Date.now() - started) / 1000)} s.`);
    process.exit(1);
  }
}
console.log(`npm test: alles grün in ${Math.round((Date.now() - started) / 1000)} s.`);
