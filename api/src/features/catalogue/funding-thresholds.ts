import type { SettingDefinition } from '../settings/app-settings.ts';
import { settingKeys } from '../settings/setting-keys.ts';
import { defaultFundingThresholds, fundingThresholdsSchema, type FundingThresholds } from './contract/funding.ts';

/** The BEG EM maxima the förderfähig badge compares with, changed by the office when the rules change (ADR 063). */
export const fundingThresholdsSetting: SettingDefinition<FundingThresholds> = {
  key: settingKeys.fundingThresholds,
  schema: fundingThresholdsSchema,
  defaultValue: defaultFundingThresholds,
};
