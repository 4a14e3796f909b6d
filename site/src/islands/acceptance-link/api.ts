import { ApiError, answerOf, api } from '../../lib/api.ts';

/** The personal Abnahme link's calls (/api/acceptance/{token}): no session, the token is the key. */

export const loadAcceptanceLink = (token: string) => answerOf(api.acceptance[':token'].$get({ param: { token } }));

/** Accept, or name defects with photos: multipart ("answer" as JSON, photos as "photo-N"), so a plain fetch. */
export async function answerAcceptanceLink(token: string, defects: { text: string; photos: Blob[] }[]): Promise<void> {
  const form = new FormData();
  let photoNumber = 0;
  const named = defects.map((defect) => ({
    text: defect.text,
    photos: defect.photos.map((photo) => {
      const name = `photo-${photoNumber++}`;
      form.set(name, photo);
      return name;
    }),
  }));
  form.set('answer', JSON.stringify({ accept: defects.length === 0, defects: named }));
  const response = await fetch(`/api/acceptance/${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
}
