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
  return <a href={href} onClick={follow} {...rest} />;
}
