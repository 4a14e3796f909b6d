import { photoFolder } from '../../platform/images/photo-folder.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTO_EDGE } from './contract/aufmass.ts';
import { aufmassMessages as m } from './contract/aufmass-messages.ts';

/** The Aufmaß's photos, per lead under UPLOAD_DIR/aufmass/{leadId}/ (issue 48): the lead's personal data. */
export const aufmassPhotos = (uploadDir: string) =>
  photoFolder(uploadDir, 'aufmass', {
    maxBytes: MAX_PHOTO_BYTES,
    maxEdge: MAX_PHOTO_EDGE,
    messages: { type: m.imageType, tooLarge: m.imageTooLarge, unreadable: m.imageUnreadable },
  });
