import { useEffect, useState } from 'react';
import type { SearchResultJson } from '#features/search/contract/search.ts';
import { SEARCH_MIN_LENGTH } from '#features/search/contract/search.ts';
import { ApiError } from '../../../lib/api.ts';
import { searchRecords } from './api.ts';

export interface SearchAnswer {
  /** The trimmed text the state is for. */
  query: string;
  state: 'loading' | 'error' | 'ready';
  /** The latest result; while the next one loads, the previous one stays, so the list does not flicker. */
  result: SearchResultJson | null;
}

/**
 * Searches as the text is typed: after a short pause, so a word is one request rather than one per
 * letter, and an answer overtaken by more typing is dropped (aborted). Null below two characters.
 */
export function useSearchResults(text: string, delayMs = 250): SearchAnswer | null {
  const query = text.trim();
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);

  useEffect(() => {
    if (query.length < SEARCH_MIN_LENGTH) {
      setAnswer(null);
      return;
    }
    const abort = new AbortController();
    setAnswer((current) => ({ query, state: 'loading', result: current?.result ?? null }));
    const timer = setTimeout(() => {
      searchRecords(query, abort.signal)
        .then((result) => setAnswer({ query, state: 'ready', result }))
        .catch((error: unknown) => {
          // A 401 has ended the session already (account-api.ts).
          if (abort.signal.aborted || (error instanceof ApiError && error.status === 401)) return;
          console.error(error);
          setAnswer({ query, state: 'error', result: null });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, delayMs]);

  return answer;
}
