import type { ReactNode } from 'react';
import { TitledSection } from './TitledSection.tsx';

/** A titled part of a record's page (a lead's, an order's). */
export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <TitledSection id={id} title={title} className="card grid grid-cols-1 content-start gap-3">
      {children}
    </TitledSection>
  );
}

/** Label and value pairs; an empty value reads "–". */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd className="mb-1 break-words sm:mb-0">{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
