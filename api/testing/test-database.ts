import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { migratedTemplate } from './database-template.ts';

export interface TestDatabase {
  db: Database;
  url: string;
  config: Config;
  cleanup: () => void;
}

/**
 * A real libSQL file in a fresh temporary folder, migrated; every test file gets its own. It is a copy of
 * the run's migrated template (database-template.ts): the same schema as running the migrations here.
 */
export async function createTestDatabase(env: Record<string, string> = {}): Promise<TestDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'fensterwerk-test-'));
  const file = join(folder, 'test.db');
  copyFileSync(await migratedTemplate(), file);
  const url = `file:${file}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    // Never the project's data/ folder: an erasure in a test writes to the register, a backup to its folder.
    DATA_DIR: folder,
    DATABASE_URL: url,
    ...env,
  });
  const db = await openDatabase({ url });
  return {
    db,
    url,
    config,
    cleanup: () => {
      db.$client.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
