import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { readSetting, type SettingDefinition } from './app-settings.ts';
import type { SecuritySettings } from './contract/security-settings.ts';
import { settingKeys } from './setting-keys.ts';

/** The owner's security settings: whether every staff member must sign in with a second factor (ADR 038). */
export const securitySetting: SettingDefinition<SecuritySettings> = {
  key: settingKeys.security,
  schema: z.object({ requireTwoFactor: z.boolean() }),
  // Off until the owner switches it on: a deploy locks nobody out.
  defaultValue: { requireTwoFactor: false },
};

export async function twoFactorRequiredForAll(db: Database): Promise<boolean> {
  return (await readSetting(db, securitySetting)).requireTwoFactor;
}
