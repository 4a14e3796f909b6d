import { deviceDrafts } from '../../../lib/device-drafts.ts';

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

export const acceptanceDrafts = deviceDrafts<AcceptanceDraft>('fensterwerk-abnahme', 'orderId');

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
