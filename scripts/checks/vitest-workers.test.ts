import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';

describe('vitest.config.ts (npm test on two cores)', () => {
  it('gives every core a test file, not Vitest’s default of one core less', () => {
    // On two cores the default ran one file at a time: Vitest took 3 of CI's 11 minutes (ADR 068).
    expect(config.test?.maxWorkers).toBe(availableParallelism());
  });
});
