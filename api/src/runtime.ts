import { createApi } from './app.ts';
import { ensureFirstAdmin } from './features/accounts/first-admin.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './platform/db/client.ts';
import { applyMigrations } from './platform/db/migrate.ts';
import { emptyCatalogue, ensureShopSettings, seedCatalogue } from './features/catalogue/seed/seed-catalogue.ts';
import { startMailSender, type MailSender } from './platform/mail/sender.ts';
import { startRetention } from './platform/maintenance/retention.ts';
import { retentionJobs } from './retention-jobs.ts';
import { createMailTransport } from './platform/mail/transport.ts';
import { uploadedFileRoutes } from './features/catalogue/uploads.routes.ts';
import { createCatalogueAnswerCache } from './features/catalogue/answer-cache.ts';
import { keptCatalogueAnswers } from './features/catalogue/kept-answers.ts';
import { backupOptions } from './features/backups/backup-options.ts';
import { startBackupSchedule } from './features/backups/schedule.ts';
import { startWeeklyReportSchedule } from './features/reports/schedule.ts';
import type { SiteRebuilder } from './features/settings/site-build-status.ts';
import { mailSender } from './features/settings/mail-sender-address.ts';
import { startMailboxReader } from './features/inbound-mail/reader.ts';
import { mailboxLabel, parseImapUrl } from './features/inbound-mail/imap-url.ts';

export interface Runtime {
  config: Config;
  db: Database;
  mailer: MailSender;
  api: ReturnType<typeof createApi>;
  /** GET /uploads/…: the option images from UPLOAD_DIR. */
  uploads: ReturnType<typeof uploadedFileRoutes>;
  /** Answers a public catalogue read from the API's kept answers before the API's pipeline, if current. */
  keptAnswers: ReturnType<typeof keptCatalogueAnswers>;
  stop: () => Promise<void>;
}

/** Brings a database to the current schema and gives a fresh one its demo catalogue and admin account. */
export async function prepareDatabase(db: Database, config: Config, log: (line: string) => void = () => {}) {
  await applyMigrations(db);
  await ensureShopSettings(db);
  if (config.SEED_DEMO) {
    if ((await seedCatalogue(db)) === 'seeded') log('Demo-Katalog angelegt.');
  } else if ((await seedCatalogue(db, emptyCatalogue)) === 'seeded') {
    log('Leerer Katalog (SEED_DEMO=false): das Back Office führt durch die ersten Schritte.');
  }
  const admin = await ensureFirstAdmin(db, {
    username: config.ADMIN_USERNAME,
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (admin.created && admin.generatedPassword) {
    log(`Admin-Konto „${admin.username}“ angelegt. Passwort (wird nur dieses eine Mal angezeigt): ${admin.generatedPassword}`);
  } else if (admin.created) {
    log(`Admin-Konto „${admin.username}“ mit dem Passwort aus ADMIN_PASSWORD angelegt.`);
  }
}

const log = (line: string) => console.log(`[start] ${line}`);

/**
 * The start-up work that must happen once for all server processes: migrations, demo catalogue, first
 * admin. A cluster's primary does it before it starts the workers.
 */
export async function prepareDatabaseOnce(env: Record<string, string | undefined> = process.env): Promise<Config> {
  const config = loadConfig(env);
  const db = await openDatabase({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
  try {
    await prepareDatabase(db, config, log);
    log(`Datenbank bereit: ${config.DATABASE_URL}`);
  } finally {
    db.$client.close();
  }
  return config;
}

export interface RuntimeOptions {
  /** A cluster worker: the primary has prepared the database and speaks for all workers. */
  worker?: boolean;
  /** Rebuilds the pre-rendered pages after the company data changed (the production server, ADR 040). */
  siteRebuilder?: SiteRebuilder;
}

/** Start-up of a server process: configuration, database, mail sender, API. */
export async function startRuntime(
  env: Record<string, string | undefined> = process.env,
  { worker = false, siteRebuilder }: RuntimeOptions = {},
): Promise<Runtime> {
  const config = loadConfig(env);
  // The serving process copies its write-ahead log into the database on a thread of its own (ADR 072).
  const db = await openDatabase({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN, checkpointInBackground: true });
  if (!worker) {
    await prepareDatabase(db, config, log);
    log(`Datenbank bereit: ${config.DATABASE_URL}`);
  }

  // Every process sends mail; claiming a mail is atomic, so none goes out twice.
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, outboxDir: config.OUTBOX_DIR });
  const mailer = startMailSender({ db, transport, from: () => mailSender(db, config.MAIL_FROM) });
  mailer.wake();
  if (!worker) log(`Mails gehen an: ${transport.description}`);

  const stopRetention = startRetention(db, config.UPLOAD_DIR, retentionJobs);
  // Every process runs the schedule; the lease in the database lets one of them back up (ADR 039).
  const backups = startBackupSchedule(db, backupOptions(config));
  const backupLine = config.BACKUP_ENABLED
    ? `Tägliche Sicherung um ${config.BACKUP_TIME} Uhr nach ${config.BACKUP_DIR}`
    : 'Tägliche Sicherung aus.';
  if (!worker) log(backupLine);
  // The same for the owner's weekly report: every process checks, the lease lets one of them send (ADR 069).
  const weeklyReports = startWeeklyReportSchedule(db, { siteUrl: config.PUBLIC_SITE_URL, wakeMailer: mailer.wake });

  // The customers' answers (ADR 083): only with IMAP_URL. Every process reads; a mail is stored once by its Message-ID.
  const mailbox = config.IMAP_URL
    ? startMailboxReader({
        db,
        imapUrl: config.IMAP_URL,
        notifyEmail: config.NOTIFY_EMAIL,
        siteUrl: config.PUBLIC_SITE_URL,
        wakeMailer: mailer.wake,
      })
    : null;
  if (!worker && config.IMAP_URL) log(`Antworten werden gelesen aus: ${mailboxLabel(parseImapUrl(config.IMAP_URL))}`);

  const catalogueCache = createCatalogueAnswerCache(db);
  const api = createApi({ db, config, wakeMailer: mailer.wake, catalogueCache, ...(siteRebuilder ? { siteRebuilder } : {}) });
  return {
    config,
    db,
    mailer,
    api,
    uploads: uploadedFileRoutes(config.UPLOAD_DIR),
    keptAnswers: keptCatalogueAnswers(catalogueCache),
    stop: async () => {
      stopRetention();
      backups.stop();
      weeklyReports.stop();
      await mailbox?.stop();
      await mailer.stop();
      db.$client.close();
    },
  };
}

/** Like startRuntime, but a bad configuration ends the process with its message instead of a stack trace. */
export async function startRuntimeOrExit(
  env: Record<string, string | undefined> = process.env,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  try {
    return await startRuntime(env, options);
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
