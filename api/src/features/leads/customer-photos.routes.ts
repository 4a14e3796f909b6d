import { and, asc, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { leadPhotos, leads } from '../../platform/db/schema.ts';
import type { AppEnv, SignedInEnv } from '../../platform/http/env.ts';
import { linkTokenHash } from '../../platform/http/link-tokens.ts';
import { permit } from '../../platform/http/permit.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { imageAnswer } from '../../platform/http/image-answer.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { z } from '../../shared/zod.ts';
import { MAX_CUSTOMER_PHOTOS, selfMeasurementMessages as m } from '../funnel/contract/self-measurement.ts';
import type { SelfMeasurementJson } from './contract/leads-admin.ts';
import { customerPhotos } from './customer-photos.ts';

/** A request's photos follow it within two days; a key older than that opens nothing. */
const PHOTO_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

const slotParamSchema = z.object({
  key: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  slot: z.pipe(z.string().check(z.regex(/^[0-9]{1,2}$/)), z.transform(Number)),
});
const photoParamSchema = z.object({ id: idParamSchema.shape.id, photoId: idParamSchema.shape.id });

/**
 * POST /api/funnel/photos/{key}/{slot}: one photo of a request, sent after it under the key the request
 * named (issue 48). The phone keeps each photo until it was answered; a resend of the same place stores
 * nothing twice. Only the key's holder can add photos, only to its own request, only for two days.
 */
export function customerPhotoUploadRoutes({ db, uploadDir }: { db: Database; uploadDir: string }) {
  const photos = customerPhotos(uploadDir);
  return new Hono<AppEnv>().post('/:key/:slot', validate('param', slotParamSchema), async (c) => {
    const { key, slot } = c.req.valid('param');
    if (slot >= MAX_CUSTOMER_PHOTOS) fail(400, m.tooManyPhotos);
    const [lead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.photoKeyHash, linkTokenHash(key)!), gt(leads.createdAt, new Date(Date.now() - PHOTO_WINDOW_MS))));
    if (!lead) fail(404, m.photoLinkExpired);
    const known = async () =>
      (
        await db
          .select({ id: leadPhotos.id })
          .from(leadPhotos)
          .where(and(eq(leadPhotos.leadId, lead.id), eq(leadPhotos.slot, slot)))
      )[0];
    if (await known()) return c.json({ slot }, 200);
    const body = await c.req.parseBody();
    const file = body['photo'];
    if (!(file instanceof File)) fail(400, m.photoUnreadable);
    const name = await photos.store(lead.id, file);
    try {
      await db.insert(leadPhotos).values({ leadId: lead.id, slot, file: name });
    } catch (error) {
      // The same place sent twice at once: the first one stays.
      await photos.remove(lead.id, [name]);
      if (String(error).includes('lead_photos.lead_id')) return c.json({ slot }, 200);
      throw error;
    }
    return c.json({ slot }, 201);
  });
}

/** The customer's measurements and photos on the lead page ("vom Kunden gemessen"). */
export function adminCustomerPhotoRoutes({ db, uploadDir }: { db: Database; uploadDir: string }) {
  const photos = customerPhotos(uploadDir);
  return new Hono<SignedInEnv>()
    .get('/:id/self-measurement', permit('leads.read'), validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const [lead] = await db.select({ selfMeasurements: leads.selfMeasurements }).from(leads).where(eq(leads.id, id));
      if (!lead) fail(404, m.leadNotFound);
      const rows = await db.select({ id: leadPhotos.id }).from(leadPhotos).where(eq(leadPhotos.leadId, id)).orderBy(asc(leadPhotos.slot));
      const answer: SelfMeasurementJson = { measurements: lead.selfMeasurements ?? [], photos: rows.map((row) => row.id) };
      return c.json(answer);
    })
    .get('/:id/customer-photos/:photoId', permit('leads.read'), validate('param', photoParamSchema), async (c) => {
      const { id, photoId } = c.req.valid('param');
      const [row] = await db
        .select({ file: leadPhotos.file })
        .from(leadPhotos)
        .where(and(eq(leadPhotos.leadId, id), eq(leadPhotos.id, photoId)));
      const data = row ? await photos.read(id, row.file) : null;
      if (!row || !data) fail(404, m.photoNotFound);
      return imageAnswer(c, data, row.file);
    });
}
