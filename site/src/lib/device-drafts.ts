/**
 * Drafts kept on the device in IndexedDB, one object store per form (the Aufmaß, the Abnahme): a dropped
 * connection or a reload loses nothing, photos included (as Blobs, which IndexedDB stores as they are).
 */
export interface DeviceDrafts<Draft> {
  load: (key: number) => Promise<Draft | undefined>;
  save: (draft: Draft) => Promise<unknown>;
  clear: (key: number) => Promise<unknown>;
}

export function deviceDrafts<Draft>(database: string, keyPath: string): DeviceDrafts<Draft> {
  const STORE = 'drafts';
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
    });
  const inStore = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> => {
    const opened = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = work(opened.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
      });
    } finally {
      opened.close();
    }
  };
  return {
    load: (key) => inStore<Draft | undefined>('readonly', (store) => store.get(key)),
    save: (draft) => inStore<unknown>('readwrite', (store) => store.put(draft)),
    clear: (key) => inStore<unknown>('readwrite', (store) => store.delete(key)),
  };
}
