import { useFocusOnShow } from './use-focus-on-show.ts';

/**
 * "Vielen Dank für Ihren Auftrag", the heading of the thanks that replace the long acceptance form (link and
 * account alike): in view and focused when it appears (useFocusOnShow), without the ring of a control.
 */
export function OrderThanksHeading({ level, className }: { level: 1 | 3; className: string }) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const Heading = level === 1 ? 'h1' : 'h3';
  return (
    <Heading ref={heading} tabIndex={-1} className={`${className} focus:outline-none`}>
      Vielen Dank für Ihren Auftrag
    </Heading>
  );
}
