import type { SelfMeasurement } from '#features/funnel/contract/self-measurement.ts';
import type { DimensionType } from '#shared/labels.ts';
import type { OpeningType } from '#shared/opening-types.ts';
import { deviceDrafts } from '../../lib/device-drafts.ts';

/**
 * The customer's own measurement of an element, as typed (issue 48): millimetres stay strings until sent.
 * Kept with the funnel's draft; the photos are Blobs and live on the device in IndexedDB instead, from the
 * moment they are chosen until the request and each photo were answered.
 */
export interface SelfMeasureDraft {
  key: number;
  typ: DimensionType | '';
  position: string;
  frameWidthMm: string;
  frameHeightMm: string;
  clearWidthMm: string;
  clearHeightMm: string;
  openingType: OpeningType | '';
  floor: string;
  note: string;
}

let nextKey = 1;

export function emptyMeasurement(): SelfMeasureDraft {
  return {
    key: nextKey++,
    typ: 'fenster',
    position: '',
    frameWidthMm: '',
    frameHeightMm: '',
    clearWidthMm: '',
    clearHeightMm: '',
    openingType: '',
    floor: '',
    note: '',
  };
}

const millimetres = (value: string) => (value.trim() === '' ? null : Number(value));

/** The measured elements as the request carries them; elements without any size are left out. */
export function measurementsForRequest(drafts: SelfMeasureDraft[]): SelfMeasurement[] {
  return drafts
    .filter((draft) => [draft.frameWidthMm, draft.frameHeightMm, draft.clearWidthMm, draft.clearHeightMm].some((value) => value.trim()))
    .map((draft) => ({
      typ: draft.typ || null,
      position: draft.position,
      frameWidthMm: millimetres(draft.frameWidthMm),
      frameHeightMm: millimetres(draft.frameHeightMm),
      clearWidthMm: millimetres(draft.clearWidthMm),
      clearHeightMm: millimetres(draft.clearHeightMm),
      openingType: draft.openingType || null,
      floor: draft.floor,
      note: draft.note,
    }));
}

/** 32 random bytes in base64url: the key the request's photos follow it under (only its hash is stored). */
export function newPhotoKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The photos chosen for this request, on the device (one record: the funnel has one request at a time). */
export interface RequestPhotos {
  id: number;
  photos: Blob[];
}
export const requestPhotoStore = deviceDrafts<RequestPhotos>('fensterwerk-anfrage-fotos', 'id');
export const REQUEST_PHOTOS_ID = 1;
