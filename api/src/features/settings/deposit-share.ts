import type { Database } from '../../platform/db/client.ts';
import { z } from '../../shared/zod.ts';
import { readSetting, type SettingDefinition } from './app-settings.ts';
import { DEFAULT_DEPOSIT_PERCENT } from './contract/deposit-share.ts';
import { settingKeys } from './setting-keys.ts';

/**
 * The deposit's share of an order's gross total in percent (§ 632a BGB, ADR 066): the one source of the
 * share a quote is sent with (ADR 073), which its acceptance then agrees to and its order keeps. Written in
 * Einstellungen → Rechnungen.
 */
export const depositPercentSetting: SettingDefinition<number> = {
  key: settingKeys.depositPercent,
  schema: z.int().check(z.minimum(1), z.maximum(100)),
  defaultValue: DEFAULT_DEPOSIT_PERCENT,
};

export const currentDepositPercent = (db: Database) => readSetting(db, depositPercentSetting);

/**
 * The share a quote's acceptance agrees to: the one it was sent with (ADR 073); for a draft, and for a
 * quote sent before quotes kept their share, the setting now.
 */
export async function agreedDepositPercent(db: Database, quote: { depositPercent: number | null }): Promise<number> {
  return quote.depositPercent ?? (await currentDepositPercent(db));
}
