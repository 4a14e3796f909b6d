import type { ReactNode } from 'react';

/** Where a screen sends the visitor on: links drawn as buttons, the first the main one; `children` adds the screen's own buttons. */
export function LinkRow({ links, children }: { links: { href: string; label: string }[]; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-2">
      {links.map(({ href, label }, index) => (
        <a key={href} href={href} className={index === 0 ? 'btn-primary' : 'btn-outline'}>
          {label}
        </a>
      ))}
      {children}
    </div>
  );
}
