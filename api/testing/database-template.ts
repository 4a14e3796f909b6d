import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/platform/db/client.ts';
import { applyMigrations } from '../src/platform/db/migrate.ts';

/** Where Vitest's global setup leaves the run's migrated template for every worker (ADR 088). */
const TEMPLATE_VARIABLE = 'FENSTERWERK_TEST_DATABASE_TEMPLATE';

/**
 * A libSQL file with every committed migration applied by the production migrator, written whole with
 * VACUUM INTO (no WAL beside it), so that a copy of it is the database a fresh migration would give.
 * Migrating costs 0.5–2 s per database on the loaded two-core machine, copying a few milliseconds.
 */
async function createMigratedTemplate(folder: string): Promise<string> {
  const db = await openDatabase({ url: `file:${join(folder, 'migrating.db')}` });
  const template = join(folder, 'template.db');
  try {
    await applyMigrations(db);
    await db.$client.execute({ sql: 'VACUUM INTO ?', args: [template] });
  } finally {
    db.$client.close();
  }
  return template;
}

/** Vitest's global setup: one template for the whole run, named to the workers in the environment. */
export async function provideMigratedTemplate(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'fensterwerk-template-'));
  process.env[TEMPLATE_VARIABLE] = await createMigratedTemplate(folder);
  return () => rmSync(folder, { recursive: true, force: true });
}

let ownTemplate: Promise<string> | undefined;

/**
 * The run's template, or outside Vitest (the bench, the e2e helpers) one made by this process on first
 * use and removed when it exits.
 */
export function migratedTemplate(): Promise<string> {
  const provided = process.env[TEMPLATE_VARIABLE];
  if (provided) return Promise.resolve(provided);
  ownTemplate ??= (async () => {
    const folder = mkdtempSync(join(tmpdir(), 'fensterwerk-template-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    return createMigratedTemplate(folder);
  })();
  return ownTemplate;
}
