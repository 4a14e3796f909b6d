import type { Database } from '../../platform/db/client.ts';
import { z } from '../../shared/zod.ts';
import { readSetting, settingWrite, type SettingDefinition } from '../settings/app-settings.ts';
import { depositPercentSetting } from '../settings/deposit-share.ts';
import { INVOICE_PAYMENT_TERM_DAYS } from './contract/invoices.ts';
import {
  baseRatesSchema,
  defaultBaseRates,
  defaultDunningSettings,
  dunningSettingsSchema,
  type InvoiceSettingsJson,
} from './contract/invoice-settings.ts';
import { settingKeys } from '../settings/setting-keys.ts';

/** Days from the invoice date to its due date. */
const paymentTermDaysSetting: SettingDefinition<number> = {
  key: settingKeys.paymentTermDays,
  schema: z.int().check(z.minimum(0), z.maximum(365)),
  defaultValue: INVOICE_PAYMENT_TERM_DAYS,
};

const dunningSetting: SettingDefinition<InvoiceSettingsJson['dunning']> = {
  key: settingKeys.dunning,
  schema: dunningSettingsSchema,
  defaultValue: defaultDunningSettings,
};

const baseRatesSetting: SettingDefinition<InvoiceSettingsJson['baseRates']> = {
  key: settingKeys.baseRates,
  schema: baseRatesSchema,
  defaultValue: defaultBaseRates,
};

export async function invoiceSettings(db: Database): Promise<InvoiceSettingsJson> {
  const [depositPercent, paymentTermDays, dunning, baseRates] = await Promise.all([
    readSetting(db, depositPercentSetting),
    readSetting(db, paymentTermDaysSetting),
    readSetting(db, dunningSetting),
    readSetting(db, baseRatesSetting),
  ]);
  return { depositPercent, paymentTermDays, dunning, baseRates: [...baseRates].sort((a, b) => a.validFrom.localeCompare(b.validFrom)) };
}

/** Saves Einstellungen → Rechnungen at once (one batch), with who saved them. */
export async function saveInvoiceSettings(db: Database, value: InvoiceSettingsJson, by: string, now = new Date()) {
  await db.batch([
    settingWrite(db, depositPercentSetting, value.depositPercent, by, now),
    settingWrite(db, paymentTermDaysSetting, value.paymentTermDays, by, now),
    settingWrite(db, dunningSetting, value.dunning, by, now),
    settingWrite(db, baseRatesSetting, value.baseRates, by, now),
  ]);
}
