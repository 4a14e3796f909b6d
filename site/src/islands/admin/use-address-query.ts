import { useCallback, useEffect, useState } from 'react';

/**
 * A screen's filters in the address (/admin/dashboard?q=…&status=…&page=2): reload, bookmarks and the
 * Back button show the same list. A filter change pushes a history entry; `replace` does not.
 */
export function useAddressQuery() {
  // Prerendering has no address; the island reads it once it runs in the browser.
  const [search, setSearch] = useState(() => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search));

  useEffect(() => {
    const follow = () => setSearch(new URLSearchParams(window.location.search));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const update = useCallback((changes: Record<string, string | null>, { replace = false } = {}) => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    const address = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (replace) history.replaceState(null, '', address);
    else history.pushState(null, '', address);
    setSearch(next);
  }, []);

  return { search, update };
}
