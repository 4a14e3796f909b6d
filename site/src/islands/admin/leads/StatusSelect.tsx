import { leadStatusLabels, leadStatuses, type LeadStatus } from '#shared/labels.ts';

/** The status select of a row; a missing status reads as offen. */
export function StatusSelect({
  value,
  label,
  onChange,
  disabled = false,
}: {
  value: LeadStatus | null;
  label: string;
  onChange: (status: LeadStatus) => void;
  disabled?: boolean;
}) {
  return (
    <select
      aria-label={label}
      disabled={disabled}
      value={value ?? 'offen'}
      onChange={(event) => onChange(event.target.value as LeadStatus)}
      className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
    >
      {leadStatuses.map((status) => (
        <option key={status} value={status}>
          {leadStatusLabels[status]}
        </option>
      ))}
    </select>
  );
}
