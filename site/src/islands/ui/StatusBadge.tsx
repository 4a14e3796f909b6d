import { configurationStatusLabel } from '#shared/labels.ts';

/** A configuration's or order's status in German; "Storniert" in the destructive style, unknown ones as stored. */
export function StatusBadge({ status }: { status: string }) {
  const tone =
    status === 'cancelled'
      ? 'bg-red-100 text-red-800'
      : status === 'draft'
        ? 'bg-slate-100 text-slate-800'
        : status === 'completed' || status === 'confirmed'
          ? 'bg-green-100 text-green-800'
          : 'bg-brand-100 text-brand-800';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{configurationStatusLabel(status)}</span>;
}
