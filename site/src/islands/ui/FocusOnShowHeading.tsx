import type { ReactNode } from 'react';
import { useFocusOnShow } from './use-focus-on-show.ts';

/** The heading of a confirmation that replaces a long form, in view and focused when it appears (useFocusOnShow). */
export function FocusOnShowHeading({ level, className, children }: { level: 1 | 3; className: string; children: ReactNode }) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const Heading = level === 1 ? 'h1' : 'h3';
  return (
    <Heading ref={heading} tabIndex={-1} className={className}>
      {children}
    </Heading>
  );
}
