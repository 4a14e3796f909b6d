import { describe, expect, it } from 'vitest';
import { answerState, formatWaitingTime } from './answer-time.ts';

const created = '2026-11-20T08:00:00.000Z';

describe('a lead against the 24-hour promise', () => {
  it('waits, and is overdue only after 24 hours without a first answer', () => {
    expect(answerState({ created_at: created, first_answered_at: null }, new Date('2026-11-21T07:59:00Z'))).toMatchObject({
      kind: 'waiting',
      overdue: false,
    });
    expect(answerState({ created_at: created, first_answered_at: null }, new Date('2026-11-21T08:01:00Z'))).toMatchObject({
      kind: 'waiting',
      overdue: true,
    });
  });

  it('counts the hours until the first answer once answered, however late it is now', () => {
    expect(answerState({ created_at: created, first_answered_at: '2026-11-20T13:30:00.000Z' }, new Date('2026-12-24T00:00:00Z'))).toEqual({
      kind: 'answered',
      hours: 5.5,
    });
  });

  it('writes waiting times at a glance', () => {
    expect([0.5, 3.9, 47.9, 48, 53].map(formatWaitingTime)).toEqual(['unter 1 Std.', '3 Std.', '47 Std.', '2 Tg.', '2 Tg. 5 Std.']);
  });
});
