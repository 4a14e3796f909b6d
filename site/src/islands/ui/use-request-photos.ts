import { useEffect, useState } from 'react';
import { REQUEST_PHOTOS_ID, requestPhotoStore } from '../../lib/request-photos.ts';

/** The photos of the request, kept on the device as they are chosen. */
export function useRequestPhotos(): [Blob[], (photos: Blob[]) => Promise<unknown>] {
  const [photos, setPhotos] = useState<Blob[]>([]);
  useEffect(() => {
    void requestPhotoStore.load(REQUEST_PHOTOS_ID).then((stored) => setPhotos(stored?.photos ?? []));
  }, []);
  const change = (next: Blob[]) => {
    setPhotos(next);
    return requestPhotoStore.save({ id: REQUEST_PHOTOS_ID, photos: next });
  };
  return [photos, change];
}
