import { access, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { applyMigrations } from '../../platform/db/migrate.ts';
import { holdPendingMails } from '../../platform/mail/outbox.ts';
import { emailHash, erasePersonalData } from '../privacy/erasure.ts';
import { checksumFileName, parseChecksumLine } from '../backups/archive-name.ts';
import { readErasureRegister, REGISTER_MIRROR_NAME, RESTORED_ERASURE_BY, type ErasureEntry } from '../backups/erasure-register.ts';
import { DATABASE_FILE, knownMigrations, MANIFEST_FILE, type BackupManifest } from '../backups/manifest.ts';
import { unsafeEntry } from '../backups/archive-entries.ts';
import { sha256OfFile } from '../backups/snapshot.ts';

/** The restore stopped before anything was usable; the message says why, in German. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreOptions {
  archive: string;
  /** A new folder, or an empty one: a restore never writes over a data folder. */
  to: string;
  /** The erasure register; without it, the one beside the archive (the backup folder's copy). */
  erasures?: string | null;
  /** NOTIFY_EMAIL: the operator's mails that name an erased person go with the person (ADR 029). */
  notifyEmail: string;
}

export interface RestoreReport {
  manifest: BackupManifest;
  folder: string;
  env: { DATABASE_URL: string; UPLOAD_DIR: string; OUTBOX_DIR: string; ERASURE_REGISTER: string };
  /** null: no register was found. */
  register: string | null;
  erasures: { afterSnapshot: number; applied: { emailHash: string; counts: Record<string, number> }[]; notInBackup: number };
  foreignKeyProblems: number;
  /** Mails that were waiting at snapshot time, now held until the owner sends or discards them (ADR 048). */
  heldMails: number;
}

/**
 * Restores an archive into a new folder (ADR 039): checks the archive's .sha256 and the database's
 * checksum in the manifest, extracts, checks the database's integrity, brings it to this version's
 * schema, holds the mails that were waiting at snapshot time (ADR 048), and repeats every erasure of the
 * register made after the snapshot, with the same erasure code the back office runs. The running
 * server's folder is never touched.
 *
 * Everything happens in a staging folder beside the target, which is renamed into place only when every
 * check passed (ADR 048): a refused archive leaves the target as it was and nothing beside it.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const archive = resolve(options.archive);
  const folder = resolve(options.to);
  await verifyArchiveChecksum(archive);
  await requireEmptyFolder(folder);
  await mkdir(dirname(folder), { recursive: true });
  // Beside the target, so on its file system: the rename at the end is atomic and copies nothing.
  const staging = await mkdtemp(join(dirname(folder), `.${basename(folder)}.wiederherstellung-`));
  try {
    const report = await restoreInto(archive, staging, folder, options);
    // Onto a missing or still empty folder only; anything written there meanwhile makes this fail.
    await rename(staging, folder);
    return report;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function restoreInto(archive: string, staging: string, folder: string, options: RestoreOptions): Promise<RestoreReport> {
  await extractChecked(archive, staging);
  const manifest = await readManifest(staging);
  const databaseFile = join(staging, DATABASE_FILE);
  if ((await sha256OfFile(databaseFile)) !== manifest.database.sha256) {
    throw new RestoreRefused('Die Datenbank im Archiv stimmt nicht mit der Prüfsumme im manifest.json überein. Das Archiv ist beschädigt.');
  }
  if (manifest.schema !== null && !knownMigrations().some((migration) => migration.tag === manifest.schema)) {
    throw new RestoreRefused(
      `Die Sicherung stammt von einer neueren Version (Datenbankstand ${manifest.schema}). Bitte mit dieser Version wiederherstellen (${manifest.appVersion}).`,
    );
  }
  const db = await openDatabase({ url: `file:${databaseFile}` }).catch((error: unknown) => {
    throw new RestoreRefused(
      `Die Datenbank der Sicherung lässt sich nicht öffnen: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  try {
    await checkIntegrity(db);
    const foreignKeyProblems = (await db.$client.execute('PRAGMA foreign_key_check')).rows.length;
    await applyMigrations(db);

    const registerPath = options.erasures ? resolve(options.erasures) : join(resolve(archive, '..'), REGISTER_MIRROR_NAME);
    const register = options.erasures || (await exists(registerPath)) ? registerPath : null;
    const entries = register ? await readErasureRegister(register) : [];
    const erasures = await repeatErasures(db, entriesAfter(entries, manifest.snapshotAt), {
      notifyEmail: options.notifyEmail,
      outboxDir: join(staging, 'outbox'),
    });
    // After the erasures, which take an erased person's mails with them; nothing in a restore enqueues mail.
    const heldMails = await holdPendingMails(db);
    await checkIntegrity(db);

    if (register) await copyFile(register, join(staging, REGISTER_MIRROR_NAME));
    return {
      manifest,
      folder,
      env: {
        DATABASE_URL: `file:${join(folder, DATABASE_FILE)}`,
        UPLOAD_DIR: join(folder, 'uploads'),
        OUTBOX_DIR: join(folder, 'outbox'),
        ERASURE_REGISTER: join(folder, REGISTER_MIRROR_NAME),
      },
      register,
      erasures,
      foreignKeyProblems,
      heldMails,
    };
  } finally {
    db.$client.close();
  }
}

/**
 * Extracts only what a backup holds: regular files and folders at the places create-backup.ts writes.
 * Every other entry (a link, a device, a path leaving the folder) is skipped by the filter, never written,
 * and refuses the restore once the archive has been read to its end – tar's own strict mode would reject
 * mid-stream while entries after the bad one are still being written.
 */
async function extractChecked(archive: string, staging: string) {
  const { extract } = await import('tar');
  const refused: string[] = [];
  await extract({
    file: archive,
    cwd: staging,
    filter: (path, entry) => {
      const problem = unsafeEntry(path, 'type' in entry ? entry.type : 'File');
      if (problem) refused.push(problem);
      return problem === null;
    },
    onwarn: (_code, message) => refused.push(String(message)),
  });
  if (refused.length > 0) {
    throw new RestoreRefused(`Das Archiv enthält Einträge, die keine Sicherung enthält: ${refused.slice(0, 5).join('; ')}`);
  }
}

async function verifyArchiveChecksum(archive: string) {
  if (!(await exists(archive))) throw new RestoreRefused(`Das Archiv ${archive} gibt es nicht.`);
  const checksumFile = checksumFileName(archive);
  if (!(await exists(checksumFile))) {
    throw new RestoreRefused(`Die Prüfsummendatei ${checksumFile} fehlt; ohne sie wird nicht wiederhergestellt.`);
  }
  const expected = parseChecksumLine(await readFile(checksumFile, 'utf8'));
  if (!expected || expected !== (await sha256OfFile(archive))) {
    throw new RestoreRefused(`Die Prüfsumme von ${archive} stimmt nicht mit ${checksumFile} überein. Das Archiv ist beschädigt.`);
  }
}

async function requireEmptyFolder(folder: string) {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) {
    throw new RestoreRefused(
      `Der Ordner ${folder} ist nicht leer. Bitte einen neuen Ordner angeben – eine Wiederherstellung überschreibt nie vorhandene Daten.`,
    );
  }
}

async function readManifest(folder: string): Promise<BackupManifest> {
  try {
    const manifest = JSON.parse(await readFile(join(folder, MANIFEST_FILE), 'utf8')) as BackupManifest;
    if (manifest.format !== 1 || !manifest.database?.sha256 || Number.isNaN(Date.parse(manifest.snapshotAt))) throw new Error('Format');
    return manifest;
  } catch {
    throw new RestoreRefused('Das Archiv enthält kein gültiges manifest.json.');
  }
}

async function checkIntegrity(db: Database) {
  const { rows } = await db.$client.execute('PRAGMA integrity_check');
  const result = rows.map((row) => String(Object.values(row)[0]));
  if (result.length !== 1 || result[0] !== 'ok') {
    throw new RestoreRefused(`Die Datenbank der Sicherung ist beschädigt (integrity_check): ${result.slice(0, 5).join('; ')}`);
  }
}

/** Erasures after the snapshot, one per address (the newest line is enough: the erasure is the same). */
function entriesAfter(entries: ErasureEntry[], snapshotAt: string): Set<string> {
  const snapshot = Date.parse(snapshotAt);
  return new Set(entries.filter((entry) => Date.parse(entry.at) > snapshot).map((entry) => entry.emailHash));
}

/** Every address the database holds, in any of the places an erasure looks for a person. */
const ADDRESSES = sql`
  select lower(trim(email)) as address from leads
  union select lower(trim(email)) from users where role = 'customer'
  union select lower(trim(email)) from contact_messages
  union select lower(trim(email)) from newsletter_subscriptions
  union select lower(trim(email)) from email_changes
  union select lower(trim(customer_email)) from quotes where customer_email is not null
  union select lower(trim(customer_email)) from orders where customer_email is not null
  union select lower(trim(recipient)) from outbox`;

async function repeatErasures(db: Database, hashes: Set<string>, scope: { notifyEmail: string; outboxDir: string }) {
  const applied: RestoreReport['erasures']['applied'] = [];
  if (hashes.size > 0) {
    const rows = await db.all<{ address: string }>(ADDRESSES);
    const found = new Map<string, string>();
    for (const { address } of rows) {
      const hash = emailHash(address);
      if (hashes.has(hash)) found.set(hash, address);
    }
    for (const [hash, address] of found) {
      const result = await erasePersonalData(db, address, RESTORED_ERASURE_BY, scope);
      applied.push({ emailHash: hash, counts: { ...result.counts, ...prefixed(result.anonymised) } });
    }
  }
  return { afterSnapshot: hashes.size, applied, notInBackup: hashes.size - applied.length };
}

const prefixed = (anonymised: { quotes: number; orders: number }) => ({
  anonymisedQuotes: anonymised.quotes,
  anonymisedOrders: anonymised.orders,
});

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
  );
}
