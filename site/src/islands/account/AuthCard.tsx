import type { ReactNode } from 'react';

/** The frame of the login, registration and password screens: a centred card with a heading. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="card p-6 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">{title}</h1>
        {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 grid gap-2 text-center text-sm text-slate-700">{footer}</div>}
    </div>
  );
}
