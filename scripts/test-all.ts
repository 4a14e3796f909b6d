/**
 * npm test: every check of the project, laid out for a two-core machine (ADR 068, 089, 090). The build,
 * the type checks, ESLint, Prettier and knip each keep about one core busy, so they run in two lanes side by
 * side with Vitest, which takes both cores while the other lane still works. The browser tests need the
 * build; they keep Chromium on about 1.7 of the two cores, and deploy/check, which builds two releases of
 * its own from git and waits on servers much of its time, runs beside them in the rest.
 */
import { runLanes, type Step } from './checks/run-lanes.ts';

const npmRun = (script: string): Step => ({ name: `npm run ${script}`, command: 'npm', args: ['run', script] });

const phases: Step[][][] = [
  [
    // One lane: both run `astro sync`, which writes .astro/; side by side they would write it at once.
    [npmRun('build'), npmRun('typecheck:ts'), npmRun('typecheck:astro'), npmRun('lint:prettier'), npmRun('lint:knip')],
    [npmRun('lint:eslint'), npmRun('test:unit')],
  ],
  [[npmRun('test:e2e')], [npmRun('test:deploy')]],
];

const started = Date.now();
for (const lanes of phases) {
  if (!(await runLanes(lanes))) {
    console.error(`npm test: FEHLER nach ${Math.round((Date.now() - started) / 1000)} s.`);
    process.exit(1);
  }
}
console.log(`npm test: alles grün in ${Math.round((Date.now() - started) / 1000)} s.`);
