import type { ReactNode } from 'react';

/** A card of "Mein Konto": its heading names the section, and what it holds sits below. */
export function AccountSection({ headingId, title, children }: { headingId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
