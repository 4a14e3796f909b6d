/**
 * npm run backup: one backup now into BACKUP_DIR (ADR 039), while the server keeps running. Prints the
 * archive's path, size and checksum; the exit code is 0 only when an archive was written (or the database
 * is on a libSQL server, whose own backup applies).
 */
import { backupOptions } from '../api/src/features/backups/backup-options.ts';
import { createBackup, RemoteDatabaseError } from '../api/src/features/backups/create-backup.ts';
import { configOrExit } from './config-or-exit.ts';

const config = configOrExit();

try {
  const result = await createBackup(backupOptions(config));
  const megabytes = (result.bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 2 });
  console.log(`Sicherung erstellt: ${result.path}`);
  console.log(`Größe:    ${megabytes} MB (${result.bytes} Bytes)`);
  console.log(`SHA-256:  ${result.sha256}`);
  console.log(
    `Inhalt:   ${Object.entries(result.manifest.counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}; ` + `${result.manifest.files.uploads} Uploads, ${result.manifest.files.outbox} Mail-Dateien`,
  );
  if (result.copiedTo) console.log(`Kopie in: ${result.copiedTo}`);
  if (result.registerCompleted > 0) console.log(`Löschregister um ${result.registerCompleted} fehlende Einträge ergänzt.`);
  if (result.removed.length > 0) console.log(`Nach den Aufbewahrungsregeln entfernt: ${result.removed.join(', ')}`);
} catch (error) {
  if (error instanceof RemoteDatabaseError) {
    console.log(error.message);
    process.exit(0);
  }
  console.error('Die Sicherung ist fehlgeschlagen:', error instanceof Error ? error.message : error);
  process.exit(1);
}
