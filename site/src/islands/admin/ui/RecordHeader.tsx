import type { ReactNode } from 'react';
import { WithDocumentNumbers } from './DocumentNumber.tsx';

/**
 * The head of a record's page (a lead, an order): its name as the screen's heading with its badge, a line
 * on whom it concerns, and below them what can be done with it.
 */
export function RecordHeader({
  title,
  badge,
  summary,
  children,
}: {
  title: string;
  badge: ReactNode;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <header className="card grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="admin-screen-title" className="text-2xl font-bold break-words text-brand-900">
          <WithDocumentNumbers text={title} />
        </h1>
        {badge}
      </div>
      <p className="break-words text-slate-700">{summary}</p>
      {children}
    </header>
  );
}
