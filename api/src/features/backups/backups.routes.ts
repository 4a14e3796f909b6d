import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import type { BackupOptions } from './backup-options.ts';
import { runBackup } from './backup-runner.ts';
import { backupStatus } from './backup-status.ts';
import { backupMessages } from './contract/backup-messages.ts';
import { RemoteDatabaseError } from './create-backup.ts';
import { recordBackupProblem } from './problems.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/backups: the state of the backups, and "Jetzt sichern" (ADR 039). */
export function adminBackupRoutes(db: Database, options: BackupOptions) {
  return new Hono<SignedInEnv>()
    .get('/', permit('settings'), async (c) => c.json(await backupStatus(db, options)))
    .post('/', permit('settings'), async (c) => {
      const backup = runBackup(options);
      if (!backup) fail(409, backupMessages.alreadyRunning);
      try {
        const result = await backup;
        return c.json({ file: result.file, bytes: result.bytes, sha256: result.sha256, at: result.manifest.createdAt }, 201);
      } catch (error) {
        if (error instanceof RemoteDatabaseError) fail(409, backupMessages.remote);
        console.error('[sicherung] Sicherung fehlgeschlagen:', error);
        await recordBackupProblem(db, backupMessages.failedWith(error instanceof Error ? error.message : String(error)));
        fail(500, backupMessages.failed);
      }
    });
}
