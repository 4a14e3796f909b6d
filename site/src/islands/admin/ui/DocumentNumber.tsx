import type { ReactNode } from 'react';

/** AN-2026-0001, B-2026-0001, RE-2026-0001 and a quote's version AN-2026-0001-2, as they appear in free text. */
const DOCUMENT_NUMBER = /([A-Z]{1,3}-\d{4}-\d{4,}(?:-\d{1,3})?)/;

/**
 * A document number on one line: a browser may break after any hyphen, and "RE-2026-" above "0001" reads
 * as two numbers (issue 47). One longer than its column (none the office issues) ends in "…" instead of
 * widening the page. As an inline block it takes a link's underline only when told to inherit it; its
 * digits line up in lists.
 */
export function DocumentNumber({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span className={`inline-block max-w-full truncate align-text-bottom tabular-nums [text-decoration:inherit] ${className}`}>
      {children}
    </span>
  );
}

/** A text with the document numbers in it kept whole; the rest wraps as usual. */
export function WithDocumentNumbers({ text }: { text: string }) {
  return text
    .split(DOCUMENT_NUMBER)
    .map((part, index) => (index % 2 === 1 ? <DocumentNumber key={index}>{part}</DocumentNumber> : part || null));
}
