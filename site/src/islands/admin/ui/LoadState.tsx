import type { ReactNode } from 'react';

/** Loading, failure (with a retry) and empty states of a back-office list. */
export function LoadState({
  state,
  error,
  empty,
  onRetry,
  children,
}: {
  state: 'loading' | 'error' | 'ready';
  error: string;
  empty: string | null;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (state === 'loading')
    return (
      <p className="py-8 text-center text-slate-600" role="status">
        Wird geladen …
      </p>
    );
  if (state === 'error')
    return (
      <div className="py-8 text-center" role="alert">
        <p className="text-red-700">{error}</p>
        <button type="button" className="btn-outline mt-3" onClick={onRetry}>
          Erneut versuchen
        </button>
      </div>
    );
  if (empty) return <p className="py-8 text-center text-slate-600">{empty}</p>;
  return <>{children}</>;
}
