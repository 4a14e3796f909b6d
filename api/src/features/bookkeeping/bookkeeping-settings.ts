import type { Database } from '../../platform/db/client.ts';
import { readSetting, type SettingDefinition } from '../settings/app-settings.ts';
import { settingKeys } from '../settings/setting-keys.ts';
import { bookkeepingSettingsSchema, defaultBookkeepingSettings, type BookkeepingSettings } from './contract/bookkeeping.ts';

/** Einstellungen → Buchhaltung: what the DATEV export needs from the tax adviser (ADR 059). */
export const bookkeepingSetting: SettingDefinition<BookkeepingSettings> = {
  key: settingKeys.bookkeeping,
  schema: bookkeepingSettingsSchema,
  defaultValue: defaultBookkeepingSettings,
};

export const bookkeepingSettings = (db: Database) => readSetting(db, bookkeepingSetting);
