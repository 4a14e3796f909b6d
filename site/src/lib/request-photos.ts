import { deviceDrafts } from './device-drafts.ts';

/**
 * The photos a customer chooses for a request (ADR 084), from the funnel or the cart: kept on the device in
 * IndexedDB from the moment they are chosen, sent one by one after the request under its photo key.
 */

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

/**
 * One photo, once. A photo the server refuses (its type, its size) does not hold the request back, nor does
 * a server error after a second try: the request is what matters, the office can ask for a photo again.
 * A lost connection rejects with a TypeError and leaves the photo queued.
 */
export async function sendPhoto(photoKey: string, slot: number, photo: Blob): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const form = new FormData();
    form.set('photo', photo, `foto-${slot + 1}.jpg`);
    const response = await fetch(`/api/funnel/photos/${photoKey}/${slot}`, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
    });
    if (response.status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
