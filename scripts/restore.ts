/**
 * npm run restore -- <archiv> --to <neuer-ordner> [--erasures <löschregister>]
 *
 * Restores a backup into a new folder (ADR 039) and prints what to point the server at. Never writes
 * into an existing data folder.
 */
import { parseArgs } from 'node:util';
import { backupMessages } from '../api/src/features/backups/contract/backup-messages.ts';
import { restoreBackup, RestoreRefused } from '../api/src/features/restore/restore.ts';
import { configOrExit } from './config-or-exit.ts';

const USAGE = 'Aufruf: npm run restore -- <archiv.tar.gz> --to <neuer-ordner> [--erasures <löschregister.jsonl>]';

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { to: { type: 'string' }, erasures: { type: 'string' } } });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
const [archive] = parsed.positionals;
if (!archive || !parsed.values.to || parsed.positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

const notifyEmail = configOrExit().NOTIFY_EMAIL;

try {
  const report = await restoreBackup({ archive, to: parsed.values.to, erasures: parsed.values.erasures ?? null, notifyEmail });
  const { manifest, erasures } = report;
  console.log(`Archiv geprüft (SHA-256 und Datenbank-Prüfsumme stimmen): ${archive}`);
  console.log(`Sicherung vom ${manifest.createdAt} (Stand der Datenbank: ${manifest.snapshotAt}, Version ${manifest.appVersion})`);
  console.log(`Wiederhergestellt nach: ${report.folder}`);
  console.log(
    `Inhalt: ${Object.entries(manifest.counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}; ` + `${manifest.files.uploads} Uploads, ${manifest.files.outbox} Mail-Dateien`,
  );
  console.log('Datenbank: integrity_check ok, Migrationen dieser Version angewendet.');
  console.log(backupMessages.heldMails(report.heldMails));
  if (report.foreignKeyProblems > 0) console.log(`Warnung: foreign_key_check meldet ${report.foreignKeyProblems} verwaiste Verweise.`);
  else console.log('foreign_key_check: keine verwaisten Verweise.');
  if (report.register === null) {
    console.log('WARNUNG: Kein Löschregister gefunden (--erasures). Löschungen nach der Sicherung wurden NICHT wiederholt!');
  } else {
    console.log(`Löschregister: ${report.register}`);
    console.log(
      `  ${erasures.afterSnapshot} Löschung(en) nach dem Stand der Sicherung, ${erasures.applied.length} davon in der Sicherung gefunden und erneut gelöscht` +
        (erasures.notInBackup > 0 ? `, ${erasures.notInBackup} nicht in der Sicherung enthalten (nichts zu tun).` : '.'),
    );
    for (const applied of erasures.applied) {
      const counts = Object.entries(applied.counts)
        .filter(([, n]) => n > 0)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ');
      console.log(`  - ${applied.emailHash.slice(0, 12)}…: ${counts || 'nichts mehr vorhanden'}`);
    }
  }
  console.log('\nServer auf die wiederhergestellten Daten richten (Umgebungsvariablen):');
  for (const [name, value] of Object.entries(report.env)) console.log(`  ${name}=${value}`);
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`Wiederherstellung abgelehnt: ${error.message}`);
    process.exit(1);
  }
  console.error('Die Wiederherstellung ist fehlgeschlagen:', error instanceof Error ? error.message : error);
  process.exit(1);
}
