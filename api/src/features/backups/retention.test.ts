import { describe, expect, it } from 'vitest';
import { archiveName, archiveStamp } from './archive-name.ts';
import { archivesToKeep, isoWeek } from './retention.ts';

const DAY = 86_400_000;

/** One archive a day at 03:00 Berlin (02:00 UTC in winter, 01:00 in summer: 02:00 UTC is 03:00 or 04:00). */
function dailyArchives(from: string, to: string): string[] {
  const names: string[] = [];
  for (let time = Date.parse(`${from}T02:00:00Z`); time <= Date.parse(`${to}T02:00:00Z`); time += DAY) {
    names.push(archiveName(new Date(time)));
  }
  return names;
}

const day = (name: string) => archiveStamp(name)!.day;
const policy = { daily: 7, weekly: 4, monthly: 12 };

describe('which backups are kept', () => {
  it('keeps 7 daily, 4 weekly and 12 monthly of daily archives over more than a year', () => {
    const names = dailyArchives('2025-01-01', '2026-03-15');
    expect(names).toHaveLength(439);
    const kept = [...archivesToKeep(names, policy)].map(day).sort();
    expect(kept).toEqual([
      // Monthly: the last archive of each month, twelve months back to April 2025 (March 2026 is the newest daily).
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      // Weekly: the Sundays ending the three weeks before this one (2026-03-15 is a Sunday itself).
      '2026-02-22',
      '2026-02-28',
      '2026-03-01',
      '2026-03-08',
      // Daily: the last seven days.
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it('keeps the newest archive of a day, and counts only periods that have one', () => {
    const names = [
      ...dailyArchives('2026-01-01', '2026-01-05'),
      // A manual backup in the afternoon of 5 January, then the server was off for three weeks.
      'fensterwerk-2026-01-05-143000.tar.gz',
      ...dailyArchives('2026-01-27', '2026-01-29'),
    ];
    const kept = archivesToKeep(names, { daily: 5, weekly: 0, monthly: 0 });
    expect([...kept].sort()).toEqual([
      'fensterwerk-2026-01-04-030000.tar.gz',
      'fensterwerk-2026-01-05-143000.tar.gz',
      'fensterwerk-2026-01-27-030000.tar.gz',
      'fensterwerk-2026-01-28-030000.tar.gz',
      'fensterwerk-2026-01-29-030000.tar.gz',
    ]);
  });

  it('ignores files that are not archives and keeps nothing with a policy of zeros', () => {
    const names = ['erasure-register.jsonl', 'fensterwerk-2026-01-05-030000.tar.gz.sha256', 'fensterwerk-2026-01-05-030000.tar.gz'];
    expect([...archivesToKeep(names, policy)]).toEqual(['fensterwerk-2026-01-05-030000.tar.gz']);
    expect(archivesToKeep(names, { daily: 0, weekly: 0, monthly: 0 }).size).toBe(0);
  });

  it('names archives by Berlin time and numbers ISO weeks across the turn of the year', () => {
    expect(archiveName(new Date('2026-07-01T01:00:00Z'))).toBe('fensterwerk-2026-07-01-030000.tar.gz');
    expect(archiveName(new Date('2026-12-31T23:30:05Z'))).toBe('fensterwerk-2027-01-01-003005.tar.gz');
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });
});
