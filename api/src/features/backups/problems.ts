import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { readSetting, writeSetting, type SettingDefinition } from '../settings/app-settings.ts';
import { settingKeys } from '../settings/setting-keys.ts';

/**
 * What went wrong with the backups where nobody watches the log: the daily job failed, or an erasure's
 * line could not be written to the register. The "Sicherung" tab shows those after the last backup
 * (a later backup completes the register from the database, create-backup.ts).
 */
const problemsSetting: SettingDefinition<{ at: string; message: string }[]> = {
  key: settingKeys.backupProblems,
  schema: z.array(z.object({ at: z.string(), message: z.string() })),
  defaultValue: [],
};

const KEPT_PROBLEMS = 5;

export async function recordBackupProblem(db: Database, message: string, now = new Date()): Promise<void> {
  const problems = await readSetting(db, problemsSetting);
  await writeSetting(db, problemsSetting, [{ at: now.toISOString(), message }, ...problems].slice(0, KEPT_PROBLEMS), 'system', now);
}

/** The problems after a moment (the last backup), newest first. */
export async function backupProblemsSince(db: Database, since: Date | null): Promise<{ at: string; message: string }[]> {
  const problems = await readSetting(db, problemsSetting);
  return problems.filter((problem) => since === null || Date.parse(problem.at) > since.getTime());
}
