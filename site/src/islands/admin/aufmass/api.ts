import { accountAnswerOf, accountApi, accountBlobOf, postFormOnce } from '../../../lib/account-api.ts';
import type { AufmassDraft } from './draft.ts';

/** The Aufmaß's calls (issue 48): the screen's data, the record, its protocol and the quote made from it. */

const leads = accountApi.admin.leads;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadAufmass = (leadId: number, signal?: AbortSignal) =>
  accountAnswerOf(leads[':id'].aufmass.$get(idParam(leadId), { init: { signal } }));

export const loadAufmassPdf = (leadId: number) => accountBlobOf(leads[':id'].aufmass.pdf.$get({ ...idParam(leadId), query: {} }));

export const quoteFromAufmass = (leadId: number) => accountAnswerOf(leads[':id'].aufmass.quote.$post(idParam(leadId)));

export const loadProducts = (signal?: AbortSignal) => accountAnswerOf(accountApi.products.$get({}, { init: { signal } }));

const whole = (value: string) => (value.trim() === '' ? null : Number(value));

/** The multipart body: the record as JSON in "record", each opening's photos as "photo-N". */
function aufmassForm(draft: AufmassDraft): FormData {
  const form = new FormData();
  let photoNumber = 0;
  const openings = draft.openings.map(({ photos, keptPhotos, productId, quantity, roughWidthMm, roughHeightMm, hinge, ...opening }) => ({
    ...opening,
    // A draft kept on the phone from before kept photos existed has none.
    keptPhotos: keptPhotos ?? [],
    productId: whole(productId),
    quantity: whole(quantity) ?? 1,
    roughWidthMm: whole(roughWidthMm),
    roughHeightMm: whole(roughHeightMm),
    hinge: hinge === '' ? null : hinge,
    photos: photos.map((photo) => {
      const name = `photo-${photoNumber++}`;
      form.set(name, photo, `${name}.jpg`);
      return name;
    }),
  }));
  form.set('record', JSON.stringify({ measuredOn: draft.measuredOn, fitterName: draft.fitterName, note: draft.note, openings }));
  return form;
}

export interface RecordedAufmass {
  version: number;
  jointMm: number;
  openings: { position: string; orderWidthMm: number; orderHeightMm: number }[];
}

/** POST …/aufmass with the draft's Idempotency-Key (postFormOnce). */
export const sendAufmass = (draft: AufmassDraft) =>
  postFormOnce<RecordedAufmass>(`/api/admin/leads/${draft.leadId}/aufmass`, draft.idempotencyKey, aufmassForm(draft));
