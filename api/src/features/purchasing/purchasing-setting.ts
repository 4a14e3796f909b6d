import type { SettingDefinition } from '../settings/app-settings.ts';
import { settingKeys } from '../settings/setting-keys.ts';
import { defaultPurchasingSettings, purchasingSettingsSchema, type PurchasingSettings } from './contract/purchasing-settings.ts';

export const purchasingSetting: SettingDefinition<PurchasingSettings> = {
  key: settingKeys.purchasing,
  schema: purchasingSettingsSchema,
  defaultValue: defaultPurchasingSettings,
};
