import { afterAll, vi } from 'vitest';

// Test files share a worker (vitest.config.ts). The project's own modules start fresh for each file, as
// with isolation: state a module keeps for the process (the company snapshot) is not a previous file's.
// The libraries stay loaded, which is where the time went (ADR 088).
vi.resetModules();

// A spy on console or on a client ends with the file that made it.
afterAll(() => {
  vi.restoreAllMocks();
});
