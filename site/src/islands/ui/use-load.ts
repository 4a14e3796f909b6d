import { useEffect, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';

/**
 * Loads a list whenever its address query changes (or reload() is called), aborting the previous load.
 * A 401 has already ended the session (account-api.ts); any other failure shows the error state.
 */
export function useListLoad<Data>(load: (signal: AbortSignal) => Promise<Data>, key: string) {
  const [data, setData] = useState<Data | null>(null);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [round, setRound] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setState((current) => (current === 'ready' ? 'ready' : 'loading'));
    load(abort.signal)
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
