import { createApi } from './app.ts';
import { ensureFirstAdmin } from './auth/first-admin.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { ensureShopSettings, seedDemoCatalogue } from './db/seed/seed-catalogue.ts';

export interface Runtime {
  config: Config;
  db: Database;
  api: ReturnType<typeof createApi>;
}

/** Brings a database to the current schema and gives a fresh one its demo catalogue and admin account. */
export async function prepareDatabase(db: Database, config: Config, log: (line: string) => void = () => {}) {
  await applyMigrations(db);
  await ensureShopSettings(db);
  if ((await seedDemoCatalogue(db)) === 'seeded') log('Demo-Katalog angelegt.');
  const admin = await ensureFirstAdmin(db, {
    username: config.ADMIN_USERNAME,
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (admin.created && admin.generatedPassword) {
    log(
      `Admin-Konto „${admin.username}“ angelegt. Passwort (wird nur dieses eine Mal angezeigt): ${admin.generatedPassword}`,
    );
  } else if (admin.created) {
    log(`Admin-Konto „${admin.username}“ mit dem Passwort aus ADMIN_PASSWORD angelegt.`);
  }
}

/** Start-up of the server process: configuration, database, API. */
export async function startRuntime(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  const config = loadConfig(env);
  const db = await openDatabase({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
  await prepareDatabase(db, config, (line) => console.log(`[start] ${line}`));
  console.log(`[start] Datenbank bereit: ${config.DATABASE_URL}`);
  return { config, db, api: createApi({ db, config }) };
}

/** Like startRuntime, but a bad configuration ends the process with its message instead of a stack trace. */
export async function startRuntimeOrExit(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  try {
    return await startRuntime(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
