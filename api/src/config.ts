import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads from the environment, parsed once at start-up.
 * A bad value stops the start with a message that names the variable
 * (docs/architecture.md), so a typo never turns into a half-working server.
 */

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const databaseUrl = z.string().refine((url) => /^(file|libsql|https?|wss?):/.test(url), {
  error: 'muss mit file:, libsql:, http(s): oder ws(s): beginnen',
});

const smtpUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .refine((url) => /^smtps?:\/\/.+/.test(url), { error: 'muss eine smtp:// oder smtps:// Adresse sein' })
    .optional(),
);

const imapUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .refine((url) => /^imaps?:\/\/[^@/]+@[^/]+/.test(url), {
      error: 'muss eine imaps:// oder imap:// Adresse mit Benutzer sein, z. B. imaps://user:passwort@host:993/INBOX',
    })
    .optional(),
);

const email = z.email({ error: 'muss eine gültige E-Mail-Adresse sein' });

/** A yes/no setting: `true` or `false`, nothing else, so a typo does not silently pick the default. */
const flag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false'], { error: 'muss true oder false sein' })
    .default(defaultValue ? 'true' : 'false')
    .transform((value) => value === 'true');
const keepCount = z.coerce
  .number({ error: 'muss eine Zahl sein' })
  .int({ error: 'muss eine ganze Zahl sein' })
  .min(0, { error: 'muss zwischen 0 und 1000 liegen' })
  .max(1000, { error: 'muss zwischen 0 und 1000 liegen' });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'muss eine Zahl sein' })
      .int({ error: 'muss eine ganze Zahl sein' })
      .min(0, { error: 'muss zwischen 0 und 65535 liegen' })
      .max(65535, { error: 'muss zwischen 0 und 65535 liegen' })
      .default(4321),
    HOST: z.string().min(1).default('localhost'),
    /** Server processes sharing the port; more than one needs a machine with as many cores. */
    WEB_CONCURRENCY: z.coerce
      .number({ error: 'muss eine Zahl sein' })
      .int({ error: 'muss eine ganze Zahl sein' })
      .min(1, { error: 'muss zwischen 1 und 64 liegen' })
      .max(64, { error: 'muss zwischen 1 und 64 liegen' })
      .default(1),
    /**
     * Behind reverse proxies: how many of them append to X-Forwarded-For (`true` = 1, `false` = 0). The
     * client address for the rate limits is that many entries from the right; everything left of it the
     * client may have written itself (as Express's "trust proxy" with a hop count).
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine((value) => /^(true|false|[0-9])$/.test(value), {
        error: 'muss true, false oder die Anzahl der Proxys davor sein (0–9)',
      })
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
    /**
     * The one folder the server writes to (ADR 051): database, uploads, mail files, backups, the erasure
     * register, the site's rebuilds and temporary files. Every path below defaults inside it, so the code
     * folder can stay read-only for the service.
     */
    DATA_DIR: z.string().min(1).default('data'),
    /** Without it: the file app.db in DATA_DIR. */
    DATABASE_URL: z.preprocess(emptyToUndefined, databaseUrl.optional()),
    DATABASE_AUTH_TOKEN: optionalString,
    /** Without it: derived from HOST and PORT (see siteUrlFrom). */
    PUBLIC_SITE_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'muss eine vollständige http(s)-Adresse sein, z. B. https://www.example.de' }).optional(),
    ),
    SMTP_URL: smtpUrl,
    /** The company's mailbox whose answers land on leads, quotes and orders (ADR 083); without it, none are read. */
    IMAP_URL: imapUrl,
    /** Without it: the company's name and e-mail address from Einstellungen → Firma (ADR 050). */
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
    NOTIFY_EMAIL: z.preprocess(emptyToUndefined, email.default('info@example.de')),
    OUTBOX_DIR: optionalString,
    UPLOAD_DIR: optionalString,
    ADMIN_USERNAME: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9._-]{3,50}$/, { error: 'muss 3–50 Zeichen aus Buchstaben, Ziffern, . _ - haben' })
        .default('admin'),
    ),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(6, { error: 'muss mindestens 6 Zeichen lang sein' })
        .max(128, { error: 'darf höchstens 128 Zeichen lang sein' })
        .optional(),
    ),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, email.default('admin@example.de')),
    /**
     * A new installation gets the demo catalogue (product lines, products, options with demo prices);
     * `false` starts with an empty one. Read only on the first start: either way, later starts leave the
     * catalogue alone.
     */
    SEED_DEMO: z.preprocess(emptyToUndefined, flag(true)),
    /** Where `npm run backup` and the daily job put their archives (ADR 039). */
    BACKUP_DIR: optionalString,
    /** The daily backup job of the server; `false` leaves backups to `npm run backup` (cron or by hand). */
    BACKUP_ENABLED: z.preprocess(emptyToUndefined, flag(true)),
    /** Europe/Berlin wall-clock time of the daily backup. */
    BACKUP_TIME: z
      .string()
      .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'muss eine Uhrzeit wie 03:00 sein (HH:MM)' })
      .default('03:00'),
    BACKUP_KEEP_DAILY: keepCount.default(7),
    BACKUP_KEEP_WEEKLY: keepCount.default(4),
    BACKUP_KEEP_MONTHLY: keepCount.default(12),
    /** A second folder (another disk, a mounted share) that gets a copy of every archive. */
    BACKUP_COPY_DIR: optionalString,
    /** The register of DSGVO erasures, kept outside the database so a restore can repeat them (ADR 039). */
    ERASURE_REGISTER: optionalString,
    /** The site's rebuilds after a change of the company data (ADR 040, 051). */
    SITE_BUILDS_DIR: optionalString,
  })
  .transform(({ DATA_DIR, ...config }) => {
    const dataDir = resolve(DATA_DIR);
    return {
      ...config,
      DATA_DIR: dataDir,
      DATABASE_URL: config.DATABASE_URL ?? `file:${join(dataDir, 'app.db')}`,
      OUTBOX_DIR: config.OUTBOX_DIR ?? join(dataDir, 'outbox'),
      UPLOAD_DIR: config.UPLOAD_DIR ?? join(dataDir, 'uploads'),
      BACKUP_DIR: config.BACKUP_DIR ?? join(dataDir, 'backups'),
      ERASURE_REGISTER: config.ERASURE_REGISTER ?? join(dataDir, 'erasure-register.jsonl'),
      SITE_BUILDS_DIR: resolve(config.SITE_BUILDS_DIR ?? join(dataDir, 'site')),
      /** Temporary files of the server and of the site's rebuild (its HOME, caches, a copy of the sources). */
      TEMP_DIR: join(dataDir, 'tmp'),
      PUBLIC_SITE_URL: config.PUBLIC_SITE_URL ?? siteUrlFrom(config.HOST, config.PORT),
    };
  });

/**
 * The address the server can be reached at when PUBLIC_SITE_URL is not set: canonical links and the links
 * in mails then point at HOST and PORT. A wildcard host is reached as localhost; PORT=0 is only known after
 * listening, so it falls back to the default port.
 */
function siteUrlFrom(host: string, port: number): string {
  const reachableHost = host === '0.0.0.0' || host === '::' || host === '[::]' ? 'localhost' : host;
  const hostPart = reachableHost.includes(':') && !reachableHost.startsWith('[') ? `[${reachableHost}]` : reachableHost;
  return `http://${hostPart}:${port === 0 ? 4321 : port}`;
}

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError listing every bad variable by name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Ungültige Konfiguration – bitte korrigieren Sie:\n${lines.join('\n')}`);
}
