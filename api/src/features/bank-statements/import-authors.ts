import type { Database } from '../../platform/db/client.ts';
import { withStaffNames } from '../accounts/staff-names.ts';
import type { BankEntryJson, BankStatementImportJson } from './contract/bank-statements.ts';

/**
 * Who read a statement in and who settled an entry, by the person's name beside the username (issue 47):
 * "Eingelesen … von Berta Büro (buero)", as the histories write it.
 */
async function namesOf(db: Database, usernames: string[]): Promise<Map<string, string | null | undefined>> {
  const named = await withStaffNames(
    db,
    [...new Set(usernames)].map((by) => ({ by })),
  );
  return new Map(named.map((person) => [person.by, person.byName]));
}

export async function withAuthorNames(db: Database, imports: BankStatementImportJson[]): Promise<BankStatementImportJson[]> {
  const names = await namesOf(
    db,
    imports.map((row) => row.createdBy),
  );
  return imports.map((row) => ({ ...row, createdByName: names.get(row.createdBy) ?? null }));
}

export async function withResolverNames(db: Database, entries: BankEntryJson[]): Promise<BankEntryJson[]> {
  const names = await namesOf(
    db,
    entries.flatMap((entry) => (entry.resolvedBy ? [entry.resolvedBy] : [])),
  );
  return entries.map((entry) => ({ ...entry, resolvedByName: entry.resolvedBy ? (names.get(entry.resolvedBy) ?? null) : null }));
}
