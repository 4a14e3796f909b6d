import { createApi } from './app.ts';
import { ensureFirstAdmin } from './auth/first-admin.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { ensureShopSettings, seedDemoCatalogue } from './db/seed/seed-catalogue.ts';
import { startMailSender, type MailSender } from './mail/sender.ts';
import { createMailTransport } from './mail/transport.ts';

export interface Runtime {
  config: Config;
  db: Database;
  mailer: MailSender;
  api: ReturnType<typeof createApi>;
  stop: () => Promise<void>;
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

/** Start-up of the server process: configuration, database, mail sender, API. */
export async function startRuntime(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  const config = loadConfig(env);
  const log = (line: string) => console.log(`[start] ${line}`);
  const db = await openDatabase({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
  await prepareDatabase(db, config, log);
  log(`Datenbank bereit: ${config.DATABASE_URL}`);

  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, outboxDir: config.OUTBOX_DIR });
  const mailer = startMailSender({ db, transport, from: config.MAIL_FROM });
  mailer.wake();
  log(`Mails gehen an: ${transport.description}`);

  const api = createApi({ db, config, wakeMailer: mailer.wake });
  return {
    config,
    db,
    mailer,
    api,
    stop: async () => {
      await mailer.stop();
      db.$client.close();
    },
  };
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

const RUNTIME_KEY = Symbol.for('fensterwerk-nord.runtime');

/**
 * The production server starts the runtime before it loads the Astro build and leaves it here, so the
 * build's fetch entry uses the same one instead of starting a second (ADR 001).
 */
export function shareRuntime(runtime: Runtime): void {
  (globalThis as Record<symbol, unknown>)[RUNTIME_KEY] = runtime;
}

export function sharedRuntime(): Runtime | undefined {
  return (globalThis as Record<symbol, unknown>)[RUNTIME_KEY] as Runtime | undefined;
}
