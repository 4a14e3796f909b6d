import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { readSetting, writeSetting, type SettingDefinition } from '../settings/app-settings.ts';
import { settingKeys } from '../settings/setting-keys.ts';
import { defaultLeadOrigins, leadOriginChoicesSchema, leadOriginMessages, type LeadOriginChoices } from './contract/lead-origin.ts';
import { permit } from '../../platform/http/permit.ts';

/** The answers of "Wie kam der Kunde zu uns?", the owner's own list (ADR 062); the lead's origin stays free text. */
const leadOriginChoices: SettingDefinition<LeadOriginChoices> = {
  key: settingKeys.leadOrigins,
  schema: leadOriginChoicesSchema,
  defaultValue: { choices: defaultLeadOrigins },
};

/** GET/PUT /api/admin/settings/lead-origins: read by everyone who opens a lead, changed by the owner. */
export function adminLeadOriginChoiceRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('leads.read'), async (c) => c.json(await readSetting(db, leadOriginChoices)))
    .put('/', permit('settings'), validate('json', leadOriginChoicesSchema), async (c) => {
      const value = c.req.valid('json');
      await writeSetting(db, leadOriginChoices, value, c.get('user').username);
      return c.json({ ...value, message: leadOriginMessages.choicesSaved });
    });
}
