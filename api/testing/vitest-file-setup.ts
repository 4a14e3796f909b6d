import { afterAll, vi } from 'vitest';

// Test files share a worker (vitest.config.ts): a spy on console or a client ends with the file that made it.
afterAll(() => {
  vi.restoreAllMocks();
});
