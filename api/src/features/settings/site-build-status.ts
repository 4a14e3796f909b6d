import type { Database } from '../../platform/db/client.ts';
import { z } from '../../shared/zod.ts';
import { readSetting, writeSetting, type SettingDefinition } from './app-settings.ts';
import type { SiteBuildJson } from './contract/company.ts';
import { settingKeys } from './setting-keys.ts';

/**
 * Where the rebuild of the pre-rendered pages stands after the company data changed (ADR 040). Kept in the
 * settings table rather than in memory, so every server process answers the same and a restart keeps it.
 */
const siteBuildSetting: SettingDefinition<SiteBuildJson> = {
  key: settingKeys.siteBuild,
  schema: z.object({ state: z.enum(['current', 'building', 'failed']), builtAt: z.nullable(z.string()) }),
  defaultValue: { state: 'current', builtAt: null },
};

export const readSiteBuild = (db: Database) => readSetting(db, siteBuildSetting);

export const writeSiteBuild = (db: Database, status: SiteBuildJson) => writeSetting(db, siteBuildSetting, status, 'system');

/**
 * Rebuilds the site after the company data changed. Given by the production server (scripts/serve.ts);
 * tests and `astro dev` run without one, and the state stays as it is.
 */
export interface SiteRebuilder {
  request(): void;
}
