import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../lib/api.ts';

/**
 * Loads data whenever `key` changes (or reload() is called), aborting the previous load and the last one
 * when the component goes away; an aborted answer is never stored. Without `load` nothing is asked (e.g.
 * no product chosen yet). A 401 has already ended the session (account-api.ts); any other failure shows
 * the error state. Data of an earlier key stay until the new answer is there, so lists do not flicker.
 */
export function useLoad<Data>(load: ((signal: AbortSignal) => Promise<Data>) | null, key: string | number | null) {
  const [data, setData] = useState<Data | null>(null);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [round, setRound] = useState(0);
  // The caller's `load` is a new function each render; what it loads changes only with `key`.
  const start = useEffectEvent((signal: AbortSignal) => (load ? load(signal) : null));

  useEffect(() => {
    const abort = new AbortController();
    const loading = start(abort.signal);
    if (!loading) return;
    setState((current) => (current === 'ready' ? 'ready' : 'loading'));
    loading
      .then((result) => {
        setData(result);
        setState('ready');
      })
      .catch((error) => {
        if (abort.signal.aborted || (error instanceof ApiError && error.status === 401)) return;
        console.error(error);
        setState('error');
      });
    return () => abort.abort();
  }, [key, round]);

  return { data, setData, state, reload: () => setRound((value) => value + 1) };
}
