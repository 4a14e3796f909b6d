import type { Database } from '../../platform/db/client.ts';
import { z } from '../../shared/zod.ts';
import { readSetting, type SettingDefinition } from '../settings/app-settings.ts';
import { DOWN_PAYMENT_PERCENT } from '../quotes/contract/quotes.ts';
import { INVOICE_PAYMENT_TERM_DAYS } from './contract/invoices.ts';
import { settingKeys } from '../settings/setting-keys.ts';

/** The deposit's share of the order's gross total, in percent (the AGB's down payment unless changed). */
const depositPercentSetting: SettingDefinition<number> = {
  key: settingKeys.depositPercent,
  schema: z.int().check(z.minimum(1), z.maximum(100)),
  defaultValue: DOWN_PAYMENT_PERCENT,
};

/** Days from the invoice date to its due date. */
const paymentTermDaysSetting: SettingDefinition<number> = {
  key: settingKeys.paymentTermDays,
  schema: z.int().check(z.minimum(0), z.maximum(365)),
  defaultValue: INVOICE_PAYMENT_TERM_DAYS,
};

export async function invoiceSettings(db: Database) {
  const [depositPercent, paymentTermDays] = await Promise.all([
    readSetting(db, depositPercentSetting),
    readSetting(db, paymentTermDaysSetting),
  ]);
  return { depositPercent, paymentTermDays };
}
