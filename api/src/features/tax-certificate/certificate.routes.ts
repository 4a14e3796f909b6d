import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema.ts';
import type { AppEnv, SignedInEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { requireUser } from '../accounts/guards.ts';
import { sessionMiddleware } from '../accounts/session-middleware.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { permit } from '../../platform/http/permit.ts';
import { taxCertificateDetailsSchema, taxCertificateMessages as m } from './contract/tax-certificate.ts';
import { certificateFacts, saveCertificateDetails } from './certificate-facts.ts';
import { certificateFilename, renderCertificatePdf } from './certificate-pdf.ts';

async function certificateAnswer(c: Context, db: Database, order: typeof orders.$inferSelect | undefined) {
  if (!order) fail(404, m.orderNotFound);
  const facts = await certificateFacts(db, order);
  return c.body(new Uint8Array(await renderCertificatePdf(facts)), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${certificateFilename(facts)}"`,
    'Cache-Control': 'no-store',
  });
}

const findOrderRow = async (db: Database, id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

/**
 * /api/admin/orders/{id}/tax-certificate: the office enters what the invoice does not know (PUT) and
 * downloads the § 35c EStG certificate (GET) once the final invoice is paid (ADR 063).
 */
export function adminTaxCertificateRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/:id/tax-certificate', permit('orders'), validate('param', idParamSchema), async (c) =>
      certificateAnswer(c, db, await findOrderRow(db, c.req.valid('param').id)),
    )
    .put(
      '/:id/tax-certificate',
      permit('orders'),
      validate('param', idParamSchema),
      validate('json', taxCertificateDetailsSchema),
      async (c) => {
        const details = c.req.valid('json');
        await saveCertificateDetails(db, c.req.valid('param').id, details);
        return c.json(details);
      },
    );
}

/** /api/customer/orders/{id}/tax-certificate: the customer's own certificate in Mein Konto; another's order is 404. */
export function customerTaxCertificateRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use(noStore(), sessionMiddleware(db), requireUser())
    .get('/:id/tax-certificate', validate('param', idParamSchema), async (c) => {
      const order = await findOrderRow(db, c.req.valid('param').id);
      return certificateAnswer(c, db, order?.userId === c.get('user').id ? order : undefined);
    });
}
