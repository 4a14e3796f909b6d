import { describe, expect, it } from 'vitest';
import { submissionKeys } from './submission-key.ts';

describe('submission keys', () => {
  it('stay the same for a retry of the same values and change with new values', () => {
    const keyFor = submissionKeys<{ name: string }>();
    const values = { name: 'Eva' };
    const first = keyFor(values);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyFor(values)).toBe(first);
    expect(keyFor({ name: 'Eva' })).not.toBe(first);
  });
});
