import { appendFile, copyFile, mkdir, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createClient } from '@libsql/client/sqlite3';

/**
 * The erasure register (ADR 039): one JSON line per DSGVO erasure, `{"at":…,"emailHash":…}`, in a file
 * outside the database. A restored backup is older than the erasures made since; the restore repeats
 * every erasure of the register after the backup's snapshot, so nobody erased comes back with it. The
 * line holds the address's hash, never the address (the erasure must not keep what it erased).
 */
export interface ErasureEntry {
  /** ISO time, taken after the erasure was committed. */
  at: string;
  emailHash: string;
}

export interface ErasureRegister {
  path: string;
  /** Folders that get a copy of the register after every line: the backup folder and its copy. */
  mirrorDirs: string[];
}

/** Who the erasures a restore repeats are recorded by: the register has them already. */
export const RESTORED_ERASURE_BY = 'Wiederherstellung';

/** The register's name in the backup folders. */
export const REGISTER_MIRROR_NAME = 'erasure-register.jsonl';

export async function appendErasure(register: ErasureRegister, entry: ErasureEntry): Promise<void> {
  await mkdir(dirname(register.path), { recursive: true });
  await appendFile(register.path, `${JSON.stringify(entry)}\n`, { encoding: 'utf8', flag: 'a' });
  for (const dir of register.mirrorDirs) await mirrorErasureRegister(register.path, dir);
}

/** Copies the register into a folder, whole or not at all (a copy under another name, then renamed). */
export async function mirrorErasureRegister(path: string, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${REGISTER_MIRROR_NAME}.${process.pid}.tmp`);
  try {
    await copyFile(path, temporary);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await rename(temporary, join(dir, REGISTER_MIRROR_NAME));
}

/** The register's entries; a missing file is an empty register, a damaged line is an error (it could be an erasure). */
export async function readErasureRegister(path: string): Promise<ErasureEntry[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const entry = JSON.parse(line) as Partial<ErasureEntry>;
      if (typeof entry.at !== 'string' || Number.isNaN(Date.parse(entry.at)) || !/^[0-9a-f]{64}$/.test(entry.emailHash ?? '')) {
        throw new Error(`Löschregister ${path}, Zeile ${index + 1}: kein gültiger Eintrag.`);
      }
      return { at: entry.at, emailHash: entry.emailHash! };
    });
}

/**
 * Writes the erasures a database records (privacy_erasures) that the register lacks: a line whose writing
 * failed when the erasure ran (a full disk, a missing folder) is added with the next backup, from the
 * snapshot. Answers how many lines were added.
 */
export async function completeRegisterFrom(databaseFile: string, register: ErasureRegister): Promise<number> {
  const client = createClient({ url: `file:${databaseFile}` });
  let rows;
  try {
    ({ rows } = await client.execute({
      sql: 'select email_hash, at from privacy_erasures where by <> ? order by at',
      args: [RESTORED_ERASURE_BY],
    }));
  } finally {
    client.close();
  }
  const entries = await readErasureRegister(register.path);
  const latest = new Map<string, number>();
  for (const entry of entries) latest.set(entry.emailHash, Math.max(latest.get(entry.emailHash) ?? 0, Date.parse(entry.at)));
  let added = 0;
  for (const row of rows) {
    const hash = String(row.email_hash);
    const at = Number(row.at);
    if ((latest.get(hash) ?? -1) >= at) continue;
    await appendErasure({ path: register.path, mirrorDirs: [] }, { at: new Date(at).toISOString(), emailHash: hash });
    latest.set(hash, at);
    added += 1;
  }
  return added;
}
