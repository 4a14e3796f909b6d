import { archiveStamp } from './archive-name.ts';

export interface BackupKeepPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

/**
 * Which archives stay (ADR 039): the newest archive of each of the last `daily` days that have one, of
 * each of the last `weekly` ISO weeks and of each of the last `monthly` months; the three rules are
 * counted independently and their union is kept. Periods without an archive (the server was off) do not
 * use up a place, so a gap never deletes the older archives that now stand for those periods. Days are
 * the Berlin days in the names; names that are not archives are never chosen (nor deleted by the caller).
 */
export function archivesToKeep(names: readonly string[], policy: BackupKeepPolicy): Set<string> {
  const archives = names
    .map((name) => ({ name, stamp: archiveStamp(name) }))
    .filter((entry): entry is { name: string; stamp: { day: string; time: string } } => entry.stamp !== null)
    .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
  const keep = new Set<string>();
  const rule = (count: number, period: (day: string) => string) => {
    const seen = new Set<string>();
    for (const { name, stamp } of archives) {
      if (seen.size >= count) break;
      const key = period(stamp.day);
      if (seen.has(key)) continue;
      seen.add(key);
      keep.add(name);
    }
  };
  rule(policy.daily, (day) => day);
  rule(policy.weekly, isoWeek);
  rule(policy.monthly, (day) => day.slice(0, 7));
  return keep;
}

/** The ISO week of a day, "2026-W48" (weeks begin on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}
