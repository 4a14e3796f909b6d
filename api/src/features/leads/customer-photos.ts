import { photoFolder } from '../../platform/images/photo-folder.ts';
import { CUSTOMER_PHOTO_EDGE, MAX_CUSTOMER_PHOTO_BYTES, selfMeasurementMessages as m } from '../funnel/contract/self-measurement.ts';

/** The photos a customer sent with a request (issue 48), per lead under UPLOAD_DIR/lead-photos/{leadId}/. */
export const customerPhotos = (uploadDir: string) =>
  photoFolder(uploadDir, 'lead-photos', {
    maxBytes: MAX_CUSTOMER_PHOTO_BYTES,
    maxEdge: CUSTOMER_PHOTO_EDGE,
    messages: { type: m.photoType, tooLarge: m.photoTooLarge, unreadable: m.photoUnreadable },
  });
