import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** The scrolling region's accessible name. */
  label: string;
  /** The table's caption, for screen readers. */
  caption: ReactNode;
  /** The heading row (a TableHead). */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  /** Extra classes of the region (its margin). */
  className?: string;
  tableClassName: string;
  tableId?: string;
}

/** A table wider than a phone: it scrolls sideways on its own, reachable by keyboard (WCAG 2.1.1). */
export function ScrollTable({ label, caption, head, children, className, tableClassName, tableId }: ScrollTableProps) {
  return (
    <div className={className ? `${className} overflow-x-auto` : 'overflow-x-auto'} tabIndex={0} role="region" aria-label={label}>
      <table id={tableId} className={tableClassName}>
        <caption className="sr-only">{caption}</caption>
        {head}
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
