import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default leaves one core free, which on a two-core machine ran one file at a time while the
    // other core waited; every file has its own database and ports, so all cores take files (ADR 068).
    maxWorkers: availableParallelism(),
    // API tests hash passwords with argon2 and open database files, two files at a time and beside the
    // build in npm test: give them room on two cores.
    testTimeout: 40_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['api/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Migrates one template database per run; each test database is a copy of it (ADR 088).
          globalSetup: ['api/testing/vitest-global-setup.ts'],
          // A worker keeps its modules from one file to the next: evaluating the API's module graph again
          // for every file was half of the run's CPU time. The API keeps its state per database
          // (ADR 088); spies end with their file.
          isolate: false,
          setupFiles: ['api/testing/vitest-file-setup.ts'],
        },
      },
      {
        extends: true,
        // The site's stores are module state that each test file expects fresh.
        test: { name: 'site', include: ['site/**/*.test.ts'] },
      },
    ],
  },
});
