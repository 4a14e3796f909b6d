import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['api/**/*.test.ts', 'site/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Migrates one template database per run; each test database is a copy of it (ADR 088).
    globalSetup: ['api/testing/vitest-global-setup.ts'],
    // Vitest's default leaves one core free, which on a two-core machine ran one file at a time while the
    // other core waited; every file has its own database and ports, so all cores take files (ADR 068).
    maxWorkers: availableParallelism(),
    // API tests hash passwords with argon2 and open database files, two files at a time and beside the
    // build in npm test: give them room on two cores.
    testTimeout: 40_000,
  },
});
