import { useState } from 'react';
import { leadStatusLabels, leadStatuses, type LeadStatus } from '#shared/labels.ts';

/** Actions on the selected rows: one status for all, or delete all after one confirmation. */
export function BulkBar({
  count,
  onStatus,
  onDelete,
  onClear,
}: {
  count: number;
  onStatus: (status: LeadStatus) => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const [status, setStatus] = useState<LeadStatus>('in_bearbeitung');
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-3 text-sm" role="region" aria-label="Auswahl">
      <span className="font-semibold">{count} ausgewählt</span>
      <select
        aria-label="Neuer Status der Auswahl"
        value={status}
        onChange={(event) => setStatus(event.target.value as LeadStatus)}
        className="min-h-9 rounded-lg border border-slate-300 bg-white px-2"
      >
        {leadStatuses.map((value) => (
          <option key={value} value={value}>
            {leadStatusLabels[value]}
          </option>
        ))}
      </select>
      <button type="button" className="btn-secondary min-h-9 px-3 py-1 text-sm" onClick={() => onStatus(status)}>
        Status setzen
      </button>
      <button
        type="button"
        className="btn min-h-9 border border-red-200 bg-white px-3 py-1 text-sm text-red-700 hover:bg-red-50"
        onClick={onDelete}
      >
        Ausgewählte löschen
      </button>
      <button type="button" className="ml-auto text-brand-700 underline" onClick={onClear}>
        Auswahl aufheben
      </button>
    </div>
  );
}
