import type { AufmassJson, AufmassPrefill } from '#features/aufmass/contract/aufmass.ts';
import type { OpeningType } from '#shared/opening-types.ts';
import { deviceDrafts } from '../../../lib/device-drafts.ts';

/**
 * The Aufmaß typed at the opening, kept on the phone per lead (issue 48). Numbers stay as typed (strings)
 * until they are sent; the Idempotency-Key lives with the draft, so a resend after the connection came back
 * is the same submission and the server stores it once.
 */
export interface OpeningDraft {
  position: string;
  productId: string;
  optionIds: number[];
  quantity: string;
  roughWidthMm: string;
  roughHeightMm: string;
  openingType: OpeningType;
  hinge: '' | 'links' | 'rechts';
  sill: string;
  connection: string;
  removal: boolean;
  note: string;
  customerWidthMm: number | null;
  customerHeightMm: number | null;
  /** New photos, sent with the draft. */
  photos: Blob[];
  /** Photos of the saved version this one starts from, by their stored names: kept without sending them again. */
  keptPhotos: string[];
}

export interface AufmassDraft {
  leadId: number;
  idempotencyKey: string;
  measuredOn: string;
  fitterName: string;
  note: string;
  openings: OpeningDraft[];
  /** "Aufmaß speichern" was pressed while offline: it is sent when the connection is back. */
  waitingToSend: boolean;
}

export const aufmassDrafts = deviceDrafts<AufmassDraft>('fensterwerk-aufmass', 'leadId');

export function emptyOpening(position: string, prefill?: AufmassPrefill): OpeningDraft {
  return {
    position: prefill?.position ?? position,
    productId: prefill?.productId ? String(prefill.productId) : '',
    optionIds: prefill?.optionIds ?? [],
    quantity: String(prefill?.quantity ?? 1),
    // The customer's own measure is where the fitter starts; changed values are marked in the protocol.
    roughWidthMm: prefill?.customerWidthMm ? String(prefill.customerWidthMm) : '',
    roughHeightMm: prefill?.customerHeightMm ? String(prefill.customerHeightMm) : '',
    openingType: 'dreh_kipp',
    hinge: 'links',
    sill: '',
    connection: '',
    removal: true,
    note: '',
    customerWidthMm: prefill?.customerWidthMm ?? null,
    customerHeightMm: prefill?.customerHeightMm ?? null,
    photos: [],
    keptPhotos: [],
  };
}

/** A fresh draft: today, the customer's openings, a new key for its one submission. */
export function newAufmassDraft(leadId: number, prefill: AufmassPrefill[], today: string): AufmassDraft {
  return {
    leadId,
    idempotencyKey: crypto.randomUUID(),
    measuredOn: today,
    fitterName: '',
    note: '',
    openings: prefill.length > 0 ? prefill.map((item) => emptyOpening(item.position, item)) : [emptyOpening('Position 1')],
    waitingToSend: false,
  };
}

/**
 * A new version starts from the saved one: every opening as measured, so the fitter changes what changed,
 * and its photos kept by name (the fitter takes out what no longer shows the opening and adds new ones).
 */
export function draftFromAufmass(leadId: number, saved: AufmassJson, today: string): AufmassDraft {
  return {
    ...newAufmassDraft(leadId, [], today),
    fitterName: saved.fitterName,
    note: saved.note,
    openings: saved.openings.map((opening) => ({
      position: opening.position,
      productId: opening.productId ? String(opening.productId) : '',
      optionIds: opening.optionIds,
      quantity: String(opening.quantity),
      roughWidthMm: String(opening.roughWidthMm),
      roughHeightMm: String(opening.roughHeightMm),
      openingType: opening.openingType,
      hinge: opening.hinge ?? '',
      sill: opening.sill,
      connection: opening.connection,
      removal: opening.removal,
      note: opening.note,
      customerWidthMm: opening.customerWidthMm,
      customerHeightMm: opening.customerHeightMm,
      photos: [],
      keptPhotos: opening.photos,
    })),
  };
}
