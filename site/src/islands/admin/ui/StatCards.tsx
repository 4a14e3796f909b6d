/** A row of figures as cards, each a label and its value (a definition list, so screen readers pair them). */
export function StatCards({ items, className }: { items: readonly (readonly [label: string, value: string])[]; className: string }) {
  return (
    <dl className={`grid gap-4 ${className}`}>
      {items.map(([label, value]) => (
        <div key={label} className="card p-5">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
