import type { FunnelRequest } from '#features/funnel/contract/funnel.ts';
import { answerOf, api } from '../../lib/api.ts';
import { deviceDrafts } from '../../lib/device-drafts.ts';
import { REQUEST_PHOTOS_ID, requestPhotoStore, sendPhoto } from '../../lib/request-photos.ts';

/**
 * The request on its way (issue 48): it and its photos are kept on the device until each was answered, so a
 * phone that loses its connection on the last step sends them once when it is back (the request under its
 * Idempotency-Key, each photo under its place in the request), even after a reload.
 */
interface PendingRequest {
  id: number;
  idempotencyKey: string;
  body: FunnelRequest;
  photos: Blob[];
  requestSent: boolean;
  /** The photos' places already answered (stored, or refused for good with a 4xx). */
  photosDone: number[];
}

const PENDING_ID = 1;
const pendingStore = deviceDrafts<PendingRequest>('fensterwerk-anfrage', 'id');

/** Puts the request and the photos chosen for it on the device, ready to be sent. */
export async function queueRequest(body: FunnelRequest, idempotencyKey: string): Promise<void> {
  const photos = body.photo_key ? ((await requestPhotoStore.load(REQUEST_PHOTOS_ID))?.photos ?? []) : [];
  await pendingStore.save({ id: PENDING_ID, idempotencyKey, body, photos, requestSent: false, photosDone: [] });
}

export const hasPendingRequest = async () => (await pendingStore.load(PENDING_ID)) !== undefined;

/**
 * Sends what is still open of the queued request: the request, then each photo. A lost connection rejects
 * with a TypeError and leaves the rest queued; a refusal of the request itself (400) is an ApiError and
 * leaves it queued too, for the visitor to correct. Done: the queue and the chosen photos are emptied.
 */
export async function sendPendingRequest(): Promise<void> {
  const pending = await pendingStore.load(PENDING_ID);
  if (!pending) return;
  if (!pending.requestSent) {
    await answerOf(api.funnel.submit.$post({ json: pending.body as never }, { headers: { 'Idempotency-Key': pending.idempotencyKey } }));
    pending.requestSent = true;
    await pendingStore.save(pending);
  }
  const photoKey = pending.body.photo_key;
  for (const [slot, photo] of pending.photos.entries()) {
    if (!photoKey || pending.photosDone.includes(slot)) continue;
    await sendPhoto(photoKey, slot, photo);
    pending.photosDone.push(slot);
    await pendingStore.save(pending);
  }
  await pendingStore.clear(PENDING_ID);
  await requestPhotoStore.clear(REQUEST_PHOTOS_ID);
}

export const hasRequestPhotos = async () => ((await requestPhotoStore.load(REQUEST_PHOTOS_ID))?.photos.length ?? 0) > 0;

/** A refused request is taken off the queue once the visitor has seen why (the form then sends it anew). */
export const dropPendingRequest = () => pendingStore.clear(PENDING_ID);
