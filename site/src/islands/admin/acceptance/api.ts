import { accountAnswerOf, accountApi, accountBlobOf, postFormOnce } from '../../../lib/account-api.ts';
import type { AcceptanceDraft } from './draft-store.ts';

/** The Abnahme's calls (issue 37): the record, its PDF, "Abnahme verlangen" and the defects' state. */

const orders = accountApi.admin.orders;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadAcceptance = (id: number, signal?: AbortSignal) =>
  accountAnswerOf(orders[':id'].acceptance.$get(idParam(id), { init: { signal } }));

export const loadAcceptancePdf = (id: number) => accountBlobOf(orders[':id'].acceptance.pdf.$get(idParam(id)));

export const requestAcceptance = (id: number) => accountAnswerOf(orders[':id'].acceptance.request.$post({ ...idParam(id), json: {} }));

export const setDefectState = (id: number, defectId: number, state: 'open' | 'fixed', appointmentId: number | null) =>
  accountAnswerOf(
    orders[':id'].defects[':defectId'].$put({ param: { id: String(id), defectId: String(defectId) }, json: { state, appointmentId } }),
  );

/** The multipart body: the record as JSON in "record", each defect's photos as "photo-N", the signatures as PNG. */
function protocolForm(draft: AcceptanceDraft): FormData {
  const form = new FormData();
  let photoNumber = 0;
  const defects = draft.defects.map((defect) => ({
    text: defect.text,
    lineIndex: defect.lineIndex === '' ? null : Number(defect.lineIndex),
    fixBy: defect.fixBy || null,
    photos: defect.photos.map((photo) => {
      const name = `photo-${photoNumber++}`;
      form.set(name, photo, `${name}.jpg`);
      return name;
    }),
  }));
  const { acceptedOn, place, present, installedLines, reservations, customerSigner, fitterName } = draft;
  form.set('record', JSON.stringify({ acceptedOn, place, present, installedLines, defects, reservations, customerSigner, fitterName }));
  if (draft.customerSignature) form.set('customerSignature', draft.customerSignature, 'kunde.png');
  if (draft.fitterSignature) form.set('fitterSignature', draft.fitterSignature, 'monteur.png');
  return form;
}

/** POST …/acceptance with the draft's Idempotency-Key (postFormOnce). */
export const sendAcceptance = (draft: AcceptanceDraft) =>
  postFormOnce<{ acceptedOn: string; warrantyEndsOn: string }>(
    `/api/admin/orders/${draft.orderId}/acceptance`,
    draft.idempotencyKey,
    protocolForm(draft),
  );
