import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './router.ts';

/** A link inside the back office: a real link (new tab, copy address work), followed without a page load. */
export function AdminLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  // The content comes with `rest` (children): a link of the header or a screen, never empty.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a href={href} onClick={follow} {...rest} />;
}
