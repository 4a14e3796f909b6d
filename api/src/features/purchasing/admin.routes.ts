import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema.ts';
import { staffActor } from '../../platform/http/actor.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { readMultipartBody } from '../../platform/http/multipart-body.ts';
import { permit } from '../../platform/http/permit.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { z } from '../../shared/zod.ts';
import { readSetting, writeSetting } from '../settings/app-settings.ts';
import { confirmPurchaseOrder, recordDelivery } from './confirm-purchase-order.ts';
import { purchaseMessages as m } from './contract/purchasing-messages.ts';
import { purchasingSettingsSchema } from './contract/purchasing-settings.ts';
import { orderFromSuppliers, replacePurchaseOrder } from './create-purchase-orders.ts';
import { findPurchaseOrder } from './find-purchase-order.ts';
import { marginGroupings } from './contract/purchasing.ts';
import { orderMargin, yearMargins } from './margin.ts';
import { damagePhotos, readConfirmationPdf } from './purchase-files.ts';
import { orderPurchases } from './purchase-order-json.ts';
import { purchasePdfFilename } from './purchase-pdf.ts';
import { purchasingSetting } from './purchasing-setting.ts';
import { renderPurchaseOrder, sendPurchaseOrder } from './send-purchase-order.ts';

const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;

const marginQuerySchema = z.object({
  year: z.pipe(z.string().check(z.regex(/^20[0-9]{2}$/, { error: 'Bitte ein Jahr angeben.' })), z.transform(Number)),
  by: z._default(z.enum(marginGroupings, { error: 'Bitte nach Monat oder Herkunft gruppieren.' }), 'month'),
});

const pdfHeaders = (filename: string) => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
});

/**
 * The Bestellungen of an order at its suppliers (issue 49), mounted at /api/admin: ordering, sending,
 * the AB and the delivery are the office's order work (permission `orders`); what a job earned shows
 * purchase prices and margins, so it needs the money permission `payments` (ADR 082).
 */
export function adminPurchasingRoutes({ db, uploadDir, wakeMailer }: { db: Database; uploadDir: string; wakeMailer: () => void }) {
  const existingOrder = async (id: number) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    return order ?? fail(404, m.orderNotFound);
  };
  const answer = async (orderId: number) => orderPurchases(db, await existingOrder(orderId));
  return new Hono<SignedInEnv>()
    .get('/orders/:id/purchase-orders', permit('orders'), validate('param', idParamSchema), async (c) =>
      c.json(await answer(c.req.valid('param').id)),
    )
    .post('/orders/:id/purchase-orders', permit('orders'), validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      await orderFromSuppliers(db, id, staffActor(c));
      return c.json(await answer(id), 201);
    })
    .get('/purchase-orders/:id/pdf', permit('orders'), validate('param', idParamSchema), async (c) => {
      const row = await findPurchaseOrder(db, c.req.valid('param').id);
      return c.body(new Uint8Array(await renderPurchaseOrder(db, row)), 200, pdfHeaders(purchasePdfFilename(row.number)));
    })
    .post('/purchase-orders/:id/send', permit('orders'), validate('param', idParamSchema), async (c) =>
      c.json(await answer(await sendPurchaseOrder(db, c.req.valid('param').id, staffActor(c), wakeMailer))),
    )
    .post('/purchase-orders/:id/replace', permit('orders'), validate('param', idParamSchema), async (c) =>
      c.json(await answer(await replacePurchaseOrder(db, c.req.valid('param').id, staffActor(c))), 201),
    )
    .post('/purchase-orders/:id/confirmation', permit('orders'), validate('param', idParamSchema), async (c) => {
      const { json, parts } = await readMultipartBody(c, 'confirmation');
      return c.json(await answer(await confirmPurchaseOrder({ db, uploadDir }, c.req.valid('param').id, json, parts, staffActor(c))));
    })
    .get('/purchase-orders/:id/confirmation/pdf', permit('orders'), validate('param', idParamSchema), async (c) => {
      const row = await findPurchaseOrder(db, c.req.valid('param').id);
      const data = row.confirmation?.file ? await readConfirmationPdf(uploadDir, row.id, row.confirmation.file) : null;
      if (!data) fail(404, m.fileNotFound);
      return c.body(new Uint8Array(data), 200, pdfHeaders(`AB-${row.confirmation!.abNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`));
    })
    .post('/purchase-orders/:id/delivery', permit('orders'), validate('param', idParamSchema), async (c) => {
      const { json, parts } = await readMultipartBody(c, 'delivery');
      return c.json(await answer(await recordDelivery({ db, uploadDir }, c.req.valid('param').id, json, parts, staffActor(c))));
    })
    .get('/purchase-orders/:id/delivery/photo', permit('orders'), validate('param', idParamSchema), async (c) => {
      const row = await findPurchaseOrder(db, c.req.valid('param').id);
      const data = row.delivery?.photo ? await damagePhotos(uploadDir).read(row.id, row.delivery.photo) : null;
      if (!data) fail(404, m.fileNotFound);
      const extension = row.delivery!.photo!.slice(row.delivery!.photo!.lastIndexOf('.') + 1) as keyof typeof IMAGE_TYPES;
      return c.body(new Uint8Array(data), 200, {
        'Content-Type': IMAGE_TYPES[extension],
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
    })
    .get('/orders/:id/margin', permit('payments'), validate('param', idParamSchema), async (c) =>
      c.json(await orderMargin(db, c.req.valid('param').id)),
    )
    .get('/margins', permit('payments'), validate('query', marginQuerySchema), async (c) => {
      const { year, by } = c.req.valid('query');
      return c.json(await yearMargins(db, year, by));
    })
    .get('/settings/purchasing', permit('orders'), async (c) => c.json(await readSetting(db, purchasingSetting)))
    .put('/settings/purchasing', permit('settings'), validate('json', purchasingSettingsSchema), async (c) => {
      const settings = c.req.valid('json');
      await writeSetting(db, purchasingSetting, settings, staffActor(c).username);
      return c.json(settings);
    });
}
