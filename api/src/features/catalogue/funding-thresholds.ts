import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appMeta } from '../../platform/db/schema.ts';
import { settingWrite, type SettingDefinition } from '../settings/app-settings.ts';
import { settingKeys } from '../settings/setting-keys.ts';
import { defaultFundingThresholds, fundingThresholdsSchema, type FundingThresholds } from './contract/funding.ts';

/** The BEG EM maxima the förderfähig badge compares with, changed by the office when the rules change (ADR 063). */
export const fundingThresholdsSetting: SettingDefinition<FundingThresholds> = {
  key: settingKeys.fundingThresholds,
  schema: fundingThresholdsSchema,
  defaultValue: defaultFundingThresholds,
};

/**
 * Saves new maxima and bumps the catalogue version with them: the public product lists carry the badge
 * and are kept per version (answer-cache.ts), and the settings table has no trigger of its own.
 */
export async function writeFundingThresholds(db: Database, thresholds: FundingThresholds, by: string): Promise<void> {
  await db.batch([
    settingWrite(db, fundingThresholdsSetting, thresholds, by),
    db
      .update(appMeta)
      .set({ value: sql`CAST(${appMeta.value} AS INTEGER) + 1` })
      .where(eq(appMeta.key, 'catalogue_version')),
  ]);
}
