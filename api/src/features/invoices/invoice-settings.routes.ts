import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { adminName } from '../../platform/http/actor.ts';
import { invoiceSettingsSchema } from './contract/invoice-settings.ts';
import { invoiceSettings, saveInvoiceSettings } from './invoice-settings.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/settings/invoices: Einstellungen → Rechnungen (behind the settings permission). */
export function adminInvoiceSettingsRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('settings'), async (c) => c.json(await invoiceSettings(db)))
    .put('/', permit('settings'), validate('json', invoiceSettingsSchema), async (c) => {
      await saveInvoiceSettings(db, c.req.valid('json'), adminName(c));
      return c.json(await invoiceSettings(db));
    });
}
