/** Aktiv/Inaktiv as the spec shows it for products, options and lines. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-800'}`}
    >
      {active ? 'Aktiv' : 'Inaktiv'}
    </span>
  );
}
