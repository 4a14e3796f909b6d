import { berlinWallClock } from '../../shared/dates.ts';
/**
 * An archive's name carries its Berlin wall-clock time, `fensterwerk-2026-11-24-030000.tar.gz`: the owner
 * reads the folder by the day they know, and the names sort by time (ADR 039).
 */

const PREFIX = 'fensterwerk-';
const SUFFIX = '.tar.gz';
const NAME = /^fensterwerk-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

export function archiveName(instant: Date): string {
  const { day, time } = berlinWallClock(instant);
  return `${PREFIX}${day}-${time.replaceAll(':', '')}${SUFFIX}`;
}

/** The Berlin day and time an archive's name carries, or null for any other file. */
export function archiveStamp(name: string): { day: string; time: string } | null {
  const match = NAME.exec(name);
  return match ? { day: match[1]!, time: `${match[2]}:${match[3]}:${match[4]}` } : null;
}

export const checksumFileName = (archive: string) => `${archive}.sha256`;

/** `sha256sum`'s line, so `sha256sum -c` checks an archive without this program. */
export const checksumLine = (sha256: string, archive: string) => `${sha256}  ${archive}\n`;

export function parseChecksumLine(text: string): string | null {
  return /^([0-9a-f]{64})\s/.exec(text.trim() + ' ')?.[1] ?? null;
}
