import type { ReactNode } from 'react';

/**
 * What a personal link page (/angebot, /termin, /rechnung) shows instead of its content: not found,
 * expired, done or not loaded – a heading and a few sentences, announced to screen readers.
 */
export function LinkNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <div className="mt-3 grid gap-3 text-slate-700">{children}</div>
    </div>
  );
}

/** The notice when a link page's content did not load, with the button to try again. */
export function LinkLoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <LinkNotice title={title}>
      <p>{message}</p>
      <button type="button" className="btn-outline justify-self-start" onClick={onRetry}>
        Erneut versuchen
      </button>
    </LinkNotice>
  );
}
