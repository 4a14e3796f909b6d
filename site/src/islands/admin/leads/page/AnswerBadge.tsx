import { inboundMailMessages } from '#features/inbound-mail/contract/inbound-mail.ts';
import { answerState, formatWaitingTime } from '#features/leads/contract/answer-time.ts';

/**
 * Where a lead stands against the 24-hour promise: "Überfällig" in red after 24 hours without an answer,
 * the waiting time before that, and the time it took once answered (on the lead page).
 */
export function AnswerBadge({
  lead,
  showAnswered = false,
}: {
  lead: { created_at: string; first_answered_at: string | null };
  showAnswered?: boolean;
}) {
  const state = answerState(lead);
  if (state.kind === 'answered') {
    return showAnswered ? (
      <span className="inline-flex max-w-full rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
        Beantwortet nach {formatWaitingTime(state.hours)}
      </span>
    ) : null;
  }
  return state.overdue ? (
    <span className="inline-flex max-w-full rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
      Überfällig · wartet seit {formatWaitingTime(state.hours)}
    </span>
  ) : (
    <span className="inline-flex max-w-full rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      Wartet seit {formatWaitingTime(state.hours)}
    </span>
  );
}

/** "Neu" on a lead nobody in the office has opened yet; "neue Antwort" once the customer wrote again. */
export function NewBadge({ answer = false }: { answer?: boolean }) {
  return (
    <span className="inline-flex whitespace-nowrap rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-700">
      {answer ? inboundMailMessages.newAnswer : 'Neu'}
    </span>
  );
}
