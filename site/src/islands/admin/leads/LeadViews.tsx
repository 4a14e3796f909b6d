import { useStore } from '@nanostores/react';
import type { LeadView } from '#features/leads/contract/leads-admin.ts';
import { assignmentMessages } from '#features/assignment/contract/assignment.ts';
import { $adminCounts } from '../counts.ts';

const views: { view: LeadView | null; label: string }[] = [
  { view: null, label: 'Alle' },
  { view: 'ungelesen', label: 'Neu' },
  { view: 'neu-heute', label: 'Neu heute' },
  { view: 'ueberfaellig', label: 'Überfällig' },
];

/** "Mir zugewiesen" is the `assigned=me` filter, shown as a view: one view at a time. */
const MINE = 'me';

/**
 * One-click views of the inbox: all, not opened yet, arrived today, waiting longer than the 24-hour
 * promise, and the signed-in person's own ("Mir zugewiesen"). "Überfällig" carries its count, so a waiting
 * customer is seen before anything else.
 */
export function LeadViews({ search, onChange }: { search: URLSearchParams; onChange: (changes: Record<string, string | null>) => void }) {
  const counts = useStore($adminCounts);
  const mine = search.get('assigned') === MINE;
  const current = mine ? undefined : search.get('view');
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Ansicht der Anfragen">
      {views.map(({ view, label }) => {
        const count = view === 'ueberfaellig' ? counts?.overdueLeads : view === 'ungelesen' ? counts?.newLeads : undefined;
        return (
          <button
            key={label}
            type="button"
            className="chip"
            aria-pressed={current === view}
            onClick={() => onChange({ view, assigned: null, page: null })}
          >
            {label}
            {count ? (
              <span
                className={`ml-2 rounded-full px-2 text-xs font-bold ${view === 'ueberfaellig' ? 'bg-red-100 text-red-800' : 'bg-accent-100 text-accent-700'}`}
              >
                {count}
              </span>
            ) : null}
          </button>
        );
      })}
      <button type="button" className="chip" aria-pressed={mine} onClick={() => onChange({ view: null, assigned: MINE, page: null })}>
        {assignmentMessages.mine}
      </button>
    </div>
  );
}
