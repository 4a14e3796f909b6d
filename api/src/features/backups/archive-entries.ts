import { DATABASE_FILE, MANIFEST_FILE } from './manifest.ts';

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
const FOLDERS = ['uploads', 'outbox'];

/**
 * Why an archive's entry is not something create-backup.ts writes, or null when it is: the manifest and
 * the database as files, the uploads and mail folders with files and folders inside. A link, a device or a
 * path leaving the folder (`..`, `/`) in an archive was made by hand, to write where a restore must not.
 */
export function unsafeEntry(path: string, type: string): string | null {
  const name = path.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  const parts = name.split('/');
  if (name.startsWith('/') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    return `${path}: Pfad außerhalb des Zielordners`;
  }
  const isFile = FILE_TYPES.has(type);
  if (!isFile && type !== 'Directory') return `${path}: Eintrag vom Typ ${type}`;
  const fits =
    parts.length === 1
      ? (isFile && (name === MANIFEST_FILE || name === DATABASE_FILE)) || (!isFile && FOLDERS.includes(name))
      : FOLDERS.includes(parts[0]!);
  return fits ? null : `${path}: gehört nicht zu einer Sicherung`;
}
