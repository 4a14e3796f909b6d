import { Hono } from 'hono';
import { setShopEnabled } from './shop-settings.ts';
import { isShopEnabled } from '../products.ts';
import type { Database } from '../../../platform/db/client.ts';
import type { SignedInEnv } from '../../../platform/http/env.ts';
import { validate } from '../../../platform/http/validate.ts';
import { shopSettingsBodySchema, type ShopSettingsJson } from '../contract/catalogue-admin.ts';
import { adminName } from '../../../platform/http/actor.ts';
import { readSetting } from '../../settings/app-settings.ts';
import { fundingThresholdsSchema } from '../contract/funding.ts';
import { fundingThresholdsSetting, writeFundingThresholds } from '../funding-thresholds.ts';
import { permit } from '../../../platform/http/permit.ts';

/**
 * /api/admin/settings/shop: the shop switch. Off, /shop shows the maintenance notice and saving answers 503.
 * /api/admin/settings/funding: the BEG EM maxima behind the förderfähig badge, with their source and date;
 * the settings permission's, as Einstellungen → Förderung that edits them (Katalog has no way there, ADR 078).
 */
export function adminSettingsRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/shop', permit('shop'), async (c) => c.json<ShopSettingsJson>({ shop_enabled: await isShopEnabled(db) }))
    .put('/shop', permit('shop'), validate('json', shopSettingsBodySchema), async (c) =>
      c.json<ShopSettingsJson>({ shop_enabled: await setShopEnabled(db, c.req.valid('json').enabled, adminName(c)) }),
    )
    .get('/funding', permit('settings'), async (c) => c.json(await readSetting(db, fundingThresholdsSetting)))
    .put('/funding', permit('settings'), validate('json', fundingThresholdsSchema), async (c) => {
      await writeFundingThresholds(db, c.req.valid('json'), adminName(c));
      return c.json(await readSetting(db, fundingThresholdsSetting));
    });
}
