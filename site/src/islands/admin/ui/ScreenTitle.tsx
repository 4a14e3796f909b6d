import type { ReactNode } from 'react';
import { WithDocumentNumbers } from './DocumentNumber.tsx';

/** A screen's heading with its actions beside it (wrapping below on narrow screens). */
export function ScreenTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h1 id="admin-screen-title" className="text-2xl font-bold text-brand-900">
        <WithDocumentNumbers text={title} />
      </h1>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
