import type { Database } from '../../platform/db/client.ts';
import { withStaffNames } from '../accounts/staff-names.ts';
import type { BankStatementImportJson } from './contract/bank-statements.ts';

/**
 * Who read a statement in and who settled an entry, by the person's name beside the username (issue 47):
 * "Eingelesen … von Berta Büro (buero)", as the histories write it.
 */
export async function withAuthorNames(db: Database, imports: BankStatementImportJson[]): Promise<BankStatementImportJson[]> {
  const usernames = imports.flatMap((row) => [
    row.createdBy,
    ...row.entries.flatMap((entry) => (entry.resolvedBy ? [entry.resolvedBy] : [])),
  ]);
  const named = await withStaffNames(
    db,
    [...new Set(usernames)].map((by) => ({ by })),
  );
  const names = new Map(named.map((person) => [person.by, person.byName]));
  return imports.map((row) => ({
    ...row,
    createdByName: names.get(row.createdBy) ?? null,
    entries: row.entries.map((entry) => ({ ...entry, resolvedByName: entry.resolvedBy ? (names.get(entry.resolvedBy) ?? null) : null })),
  }));
}
