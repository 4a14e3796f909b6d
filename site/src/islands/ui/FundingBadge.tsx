import { BadgeCheck } from 'lucide-react';

/**
 * "förderfähig (BEG EM, Uw ≤ 0,95)" as a pill (ADR 063). A span, so it may stand inside a button: the
 * product cards are buttons and show it before anything is chosen.
 */
export function FundingBadge({ funding, className = '' }: { funding: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-800 ${className}`}
    >
      <BadgeCheck size={14} aria-hidden="true" />
      {funding}
    </span>
  );
}
