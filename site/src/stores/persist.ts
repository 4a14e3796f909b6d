import type { MapStore } from 'nanostores';

/**
 * Keeps a form's store in sessionStorage: a reload or a detour loses nothing, closing the tab forgets it.
 * Call after the island hydrated, so the server-rendered form and the first client render agree.
 */
export function persistInSession<T extends object>(
  store: MapStore<T>,
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): () => void {
  try {
    const saved = JSON.parse(storage.getItem(key) ?? 'null') as Partial<T> | null;
    if (saved && typeof saved === 'object') store.set({ ...store.get(), ...saved });
  } catch {
    // Unreadable: start from the defaults.
  }
  return store.listen((value) => storage.setItem(key, JSON.stringify(value)));
}
