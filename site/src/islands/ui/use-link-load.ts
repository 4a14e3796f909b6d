import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api.ts';

/** A personal link page's content: loading, there, or not loaded with the answer's HTTP status (0 without one). */
export type LinkLoad<Data> = { kind: 'loading' } | { kind: 'ready'; data: Data } | { kind: 'failed'; status: number };

/**
 * Loads what a personal link (/angebot, /termin, /rechnung) stands for by its token, aborting a load the page
 * no longer waits for; reload() asks again. The status lets each page tell an unknown (404) or expired (410)
 * link from a failure worth retrying.
 */
export function useLinkLoad<Data>(load: (token: string, signal: AbortSignal) => Promise<Data>, token: string) {
  const [loaded, setLoaded] = useState<LinkLoad<Data>>({ kind: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    load(token, abort.signal)
      .then((data) => setLoaded({ kind: 'ready', data }))
      .catch((error) => {
        if (abort.signal.aborted) return;
        setLoaded({ kind: 'failed', status: error instanceof ApiError ? error.status : 0 });
      });
    return () => abort.abort();
  }, [load, token, round]);

  return { loaded, reload: () => setRound((value) => value + 1) };
}
