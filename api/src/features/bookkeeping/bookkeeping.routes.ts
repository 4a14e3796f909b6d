import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { staffActor } from '../../platform/http/actor.ts';
import { writeSetting } from '../settings/app-settings.ts';
import { bookkeepingSetting, bookkeepingSettings } from './bookkeeping-settings.ts';
import { closeMonth, listClosedMonths } from './closed-months.ts';
import { bookkeepingSettingsSchema, closeMonthSchema, datevExportQuerySchema } from './contract/bookkeeping.ts';
import { datevExport } from './datev-export.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/settings/bookkeeping: Einstellungen → Buchhaltung. */
export function adminBookkeepingSettingsRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('settings'), async (c) => c.json(await bookkeepingSettings(db)))
    .put('/', permit('settings'), validate('json', bookkeepingSettingsSchema), async (c) => {
      const value = c.req.valid('json');
      await writeSetting(db, bookkeepingSetting, value, staffActor(c).username);
      return c.json(value);
    });
}

/** /api/admin/bookkeeping/months: the closed months, and "Monat abschließen". */
export function adminClosedMonthRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('settings'), async (c) => c.json(await listClosedMonths(db)))
    .post('/', permit('settings'), validate('json', closeMonthSchema), async (c) => {
      await closeMonth(db, c.req.valid('json').month, staffActor(c));
      return c.json(await listClosedMonths(db), 201);
    });
}

/** /api/admin/exports/datev?from=…&to=…: the ZIP for the tax adviser (ADR 059). */
export function adminDatevExportRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/', permit('settings'), validate('query', datevExportQuerySchema), async (c) => {
    const { from, to } = c.req.valid('query');
    const { zip, repeatOf } = await datevExport(db, { from, to }, staffActor(c));
    console.info(`[backoffice] DATEV-Export ${from} bis ${to} durch ${staffActor(c).username}${repeatOf ? ' (Wiederholung)' : ''}`);
    return c.body(new Uint8Array(zip), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="DATEV_${from}_${to}.zip"`,
      'Cache-Control': 'no-store',
      // The screen says so: this closed period went to the adviser before (the day of the first export).
      ...(repeatOf ? { 'X-Datev-Repeat': repeatOf.toISOString() } : {}),
    });
  });
}
