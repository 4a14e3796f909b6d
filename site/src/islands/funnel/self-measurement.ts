import type { SelfMeasurement } from '#features/funnel/contract/self-measurement.ts';
import type { DimensionType } from '#shared/labels.ts';
import type { OpeningType } from '#shared/opening-types.ts';

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
