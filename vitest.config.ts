import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['api/**/*.test.ts', 'site/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // API tests hash passwords with argon2 and open database files: give them room on two cores.
    testTimeout: 20_000,
  },
});
