import { ANSWER_PROMISE_HOURS } from './leads-admin.ts';

const HOUR_MS = 3_600_000;

/**
 * Where a lead stands against the 24-hour promise (docs/domain.md, "Antwortzeit"): waiting (no first
 * answer yet, overdue past 24 hours) or answered after so many hours. The list, the lead page and the
 * server's overdue filter use the same definition.
 */
export type AnswerState = { kind: 'waiting'; hours: number; overdue: boolean } | { kind: 'answered'; hours: number };

export function answerState(lead: { created_at: string; first_answered_at: string | null }, now = new Date()): AnswerState {
  const created = Date.parse(lead.created_at);
  if (lead.first_answered_at) return { kind: 'answered', hours: (Date.parse(lead.first_answered_at) - created) / HOUR_MS };
  const hours = (now.getTime() - created) / HOUR_MS;
  return { kind: 'waiting', hours, overdue: hours > ANSWER_PROMISE_HOURS };
}

/** "3 Std.", "2 Tg. 5 Std.", "unter 1 Std.": a waiting time to read at a glance. */
export function formatWaitingTime(hours: number): string {
  if (hours < 1) return 'unter 1 Std.';
  const whole = Math.floor(hours);
  if (whole < 48) return `${whole} Std.`;
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  return rest === 0 ? `${days} Tg.` : `${days} Tg. ${rest} Std.`;
}
