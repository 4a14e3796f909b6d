/**
 * The Abnahme typed at the door, kept in IndexedDB per order (issue 37): a dropped connection or a reload
 * loses nothing, photos and signatures included (as Blobs). The Idempotency-Key lives with the draft, so
 * a resend after the connection came back is the same submission and the server records it once.
 */

export interface DefectDraft {
  text: string;
  /** The order line the defect concerns, as its index; '' for the whole order. */
  lineIndex: string;
  fixBy: string;
  photos: Blob[];
}

export interface AcceptanceDraft {
  orderId: number;
  idempotencyKey: string;
  acceptedOn: string;
  place: string;
  present: string;
  installedLines: number[];
  defects: DefectDraft[];
  reservations: string;
  customerSigner: string;
  fitterName: string;
  customerSignature: Blob | null;
  fitterSignature: Blob | null;
  /** "Abnahme speichern" was pressed while offline: it is sent when the connection is back. */
  waitingToSend: boolean;
}

const DATABASE = 'fensterwerk-abnahme';
const STORE = 'drafts';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'orderId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
    });
  } finally {
    database.close();
  }
}

export const loadDraft = (orderId: number) => inStore<AcceptanceDraft | undefined>('readonly', (store) => store.get(orderId));

export const saveDraft = (draft: AcceptanceDraft) => inStore<unknown>('readwrite', (store) => store.put(draft));

export const clearDraft = (orderId: number) => inStore<unknown>('readwrite', (store) => store.delete(orderId));

/** A fresh draft: today, every position installed, a new key for its one submission. */
export function newDraft(orderId: number, lineCount: number, today: string): AcceptanceDraft {
  return {
    orderId,
    idempotencyKey: crypto.randomUUID(),
    acceptedOn: today,
    place: '',
    present: '',
    installedLines: Array.from({ length: lineCount }, (_, index) => index),
    defects: [],
    reservations: '',
    customerSigner: '',
    fitterName: '',
    customerSignature: null,
    fitterSignature: null,
    waitingToSend: false,
  };
}
