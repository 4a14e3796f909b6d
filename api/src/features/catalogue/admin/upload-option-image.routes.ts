import { Hono } from 'hono';
import { storeOptionImage } from './option-images.ts';
import type { SignedInEnv } from '../../../platform/http/env.ts';
import { validate } from '../../../platform/http/validate.ts';
import { imageUploadSchema, type ImageUploadJson } from '../contract/catalogue-admin.ts';
import { permit } from '../../../platform/http/permit.ts';

/**
 * POST /api/admin/upload-option-image: { imageData (data URL), fileName } → { imageUrl }. The only route
 * with a body above 100 KB (request-guards.ts lets this path have MAX_UPLOAD_BODY_BYTES). The file name
 * is not used: the type comes from the bytes, the name from the server.
 */
export function adminImageUploadRoutes(uploadDir: string) {
  return new Hono<SignedInEnv>().post('/', permit('catalogue'), validate('json', imageUploadSchema), async (c) =>
    c.json<ImageUploadJson>({ imageUrl: await storeOptionImage(uploadDir, c.req.valid('json').imageData) }, 201),
  );
}
