import type { ReactNode } from 'react';

/** A part of a back office screen under its heading, which names it for screen readers. */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
