var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// scripts/serve.ts
import { existsSync as existsSync3 } from "node:fs";

// api/src/config.ts
import { z } from "zod";
var emptyToUndefined = (value) => value === "" ? void 0 : value;
var optionalString = z.preprocess(emptyToUndefined, z.string().optional());
var databaseUrl = z.string().refine((url) => /^(file|libsql|https?|wss?):/.test(url), {
  error: "muss mit file:, libsql:, http(s): oder ws(s): beginnen"
});
var smtpUrl = z.preprocess(
  emptyToUndefined,
  z.string().refine((url) => /^smtps?:\/\/.+/.test(url), { error: "muss eine smtp:// oder smtps:// Adresse sein" }).optional()
);
var email = z.email({ error: "muss eine g\xFCltige E-Mail-Adresse sein" });
var flag = (defaultValue) => z.enum(["true", "false"], { error: "muss true oder false sein" }).default(defaultValue ? "true" : "false").transform((value) => value === "true");
var keepCount = z.coerce.number({ error: "muss eine Zahl sein" }).int({ error: "muss eine ganze Zahl sein" }).min(0, { error: "muss zwischen 0 und 1000 liegen" }).max(1e3, { error: "muss zwischen 0 und 1000 liegen" });
var envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ error: "muss eine Zahl sein" }).int({ error: "muss eine ganze Zahl sein" }).min(0, { error: "muss zwischen 0 und 65535 liegen" }).max(65535, { error: "muss zwischen 0 und 65535 liegen" }).default(4321),
  HOST: z.string().min(1).default("localhost"),
  /** Server processes sharing the port; more than one needs a machine with as many cores. */
  WEB_CONCURRENCY: z.coerce.number({ error: "muss eine Zahl sein" }).int({ error: "muss eine ganze Zahl sein" }).min(1, { error: "muss zwischen 1 und 64 liegen" }).max(64, { error: "muss zwischen 1 und 64 liegen" }).default(1),
  /**
   * Behind reverse proxies: how many of them append to X-Forwarded-For (`true` = 1, `false` = 0). The
   * client address for the rate limits is that many entries from the right; everything left of it the
   * client may have written itself (as Express's "trust proxy" with a hop count).
   */
  TRUST_PROXY: z.string().default("false").refine((value) => /^(true|false|[0-9])$/.test(value), {
    error: "muss true, false oder die Anzahl der Proxys davor sein (0\u20139)"
  }).transform((value) => value === "true" ? 1 : value === "false" ? 0 : Number(value)),
  DATABASE_URL: databaseUrl.default("file:data/app.db"),
  DATABASE_AUTH_TOKEN: optionalString,
  /** Without it: derived from HOST and PORT (see siteUrlFrom). */
  PUBLIC_SITE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: "muss eine vollst\xE4ndige http(s)-Adresse sein, z. B. https://www.example.de" }).optional()
  ),
  SMTP_URL: smtpUrl,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default("Fensterwerk Nord <info@example.de>")),
  NOTIFY_EMAIL: z.preprocess(emptyToUndefined, email.default("info@example.de")),
  OUTBOX_DIR: z.string().min(1).default("data/outbox"),
  UPLOAD_DIR: z.string().min(1).default("data/uploads"),
  ADMIN_USERNAME: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^[A-Za-z0-9._-]{3,50}$/, { error: "muss 3\u201350 Zeichen aus Buchstaben, Ziffern, . _ - haben" }).default("admin")
  ),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(6, { error: "muss mindestens 6 Zeichen lang sein" }).max(128, { error: "darf h\xF6chstens 128 Zeichen lang sein" }).optional()
  ),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, email.default("admin@example.de")),
  /**
   * A new installation gets the demo catalogue (product lines, products, options with demo prices);
   * `false` starts with an empty one. Read only on the first start: either way, later starts leave the
   * catalogue alone.
   */
  SEED_DEMO: z.preprocess(emptyToUndefined, flag(true)),
  /** Where `npm run backup` and the daily job put their archives (ADR 039). */
  BACKUP_DIR: z.string().min(1).default("data/backups"),
  /** The daily backup job of the server; `false` leaves backups to `npm run backup` (cron or by hand). */
  BACKUP_ENABLED: z.preprocess(emptyToUndefined, flag(true)),
  /** Europe/Berlin wall-clock time of the daily backup. */
  BACKUP_TIME: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: "muss eine Uhrzeit wie 03:00 sein (HH:MM)" }).default("03:00"),
  BACKUP_KEEP_DAILY: keepCount.default(7),
  BACKUP_KEEP_WEEKLY: keepCount.default(4),
  BACKUP_KEEP_MONTHLY: keepCount.default(12),
  /** A second folder (another disk, a mounted share) that gets a copy of every archive. */
  BACKUP_COPY_DIR: optionalString,
  /** The register of DSGVO erasures, kept outside the database so a restore can repeat them (ADR 039). */
  ERASURE_REGISTER: z.string().min(1).default("data/erasure-register.jsonl")
}).transform((config2) => ({ ...config2, PUBLIC_SITE_URL: config2.PUBLIC_SITE_URL ?? siteUrlFrom(config2.HOST, config2.PORT) }));
function siteUrlFrom(host, port) {
  const reachableHost = host === "0.0.0.0" || host === "::" || host === "[::]" ? "localhost" : host;
  const hostPart = reachableHost.includes(":") && !reachableHost.startsWith("[") ? `[${reachableHost}]` : reachableHost;
  return `http://${hostPart}:${port === 0 ? 4321 : port}`;
}
var ConfigError = class extends Error {
  name = "ConfigError";
};
function loadConfig(env = process.env) {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Ung\xFCltige Konfiguration \u2013 bitte korrigieren Sie:
${lines.join("\n")}`);
}

// api/src/app.ts
import { Hono as Hono51 } from "hono";
import { de } from "zod/locales";
import { config as configureZod } from "zod/mini";

// api/src/features/catalogue/answer-cache.ts
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";

// api/src/platform/db/schema.ts
var schema_exports = {};
__export(schema_exports, {
  analyticsDayCounts: () => analyticsDayCounts,
  analyticsDays: () => analyticsDays,
  analyticsDimensions: () => analyticsDimensions,
  appMeta: () => appMeta,
  appointmentKinds: () => appointmentKinds,
  appointmentOffers: () => appointmentOffers,
  appointmentStatuses: () => appointmentStatuses,
  appointments: () => appointments,
  catalogueChanges: () => catalogueChanges,
  contactMessages: () => contactMessages,
  documentCounters: () => documentCounters,
  documentKinds: () => documentKinds,
  emailChanges: () => emailChanges,
  funnelDays: () => funnelDays,
  funnelEventActionValues: () => funnelEventActionValues,
  funnelEvents: () => funnelEvents,
  idempotencyKeys: () => idempotencyKeys,
  invoiceEvents: () => invoiceEvents,
  invoiceKinds: () => invoiceKinds,
  invoicePayments: () => invoicePayments,
  invoices: () => invoices,
  knownLoginAddresses: () => knownLoginAddresses,
  leadHistory: () => leadHistory,
  leads: () => leads,
  legacyProductCategories: () => legacyProductCategories,
  linePresets: () => linePresets,
  mailTemplates: () => mailTemplates,
  newsletterStatuses: () => newsletterStatuses,
  newsletterSubscriptions: () => newsletterSubscriptions,
  optionCategories: () => optionCategories,
  optionCategoryTypes: () => optionCategoryTypes,
  options: () => options,
  orderHistory: () => orderHistory,
  orders: () => orders,
  outbox: () => outbox,
  outboxStatuses: () => outboxStatuses,
  pageViews: () => pageViews,
  passwordResetTokens: () => passwordResetTokens,
  priceModifierTypes: () => priceModifierTypes,
  privacyErasures: () => privacyErasures,
  productCategories: () => productCategories,
  productCategoryAssignments: () => productCategoryAssignments,
  productLines: () => productLines,
  productOptions: () => productOptions,
  products: () => products,
  quoteLinks: () => quoteLinks,
  quotes: () => quotes,
  rateLimits: () => rateLimits,
  recoveryCodes: () => recoveryCodes,
  savedConfigurations: () => savedConfigurations,
  sessions: () => sessions,
  settings: () => settings,
  shopSettings: () => shopSettings,
  teamInvitations: () => teamInvitations,
  userRoles: () => userRoles,
  users: () => users,
  visitAllowances: () => visitAllowances,
  visitSalts: () => visitSalts
});
import { sql } from "drizzle-orm";

// api/src/shared/address-fields.ts
var addressPartMaxLengths = { company: 200, street: 200, house_number: 20, postal_code: 20, city: 100, country: 100 };
var addressPrefixes = ["", "billing_", "delivery_"];
var DEFAULT_COUNTRY = "Deutschland";
var addressFieldNames = addressPrefixes.flatMap(
  (prefix) => Object.keys(addressPartMaxLengths).map((part) => `${prefix}${part}`)
);
var addressColumnKey = (field) => field.replace(/_(\w)/g, (_match, letter2) => letter2.toUpperCase());
var addressPartOf = (field) => field.replace(/^(billing|delivery)_/, "");
function addressFieldsOf(row) {
  return Object.fromEntries(addressFieldNames.map((field) => [field, row[addressColumnKey(field)]]));
}
function addressColumnsOf(fields) {
  return Object.fromEntries(addressFieldNames.map((field) => [addressColumnKey(field), fields[field]]));
}

// api/src/features/catalogue/contract/catalogue-messages.ts
var catalogueMessages = {
  nameRequired: "Name ist erforderlich",
  categoryNameRequired: "Kategoriename ist erforderlich",
  descriptionTooLong: "Die Beschreibung darf h\xF6chstens 2000 Zeichen lang sein.",
  priority: "Die Priorit\xE4t muss eine ganze Zahl sein.",
  active: "Bitte geben Sie true oder false an.",
  parent: "Die \xFCbergeordnete Produktlinie muss eine Nummer ab 1 sein.",
  parentUnknown: "Diese \xFCbergeordnete Produktlinie gibt es nicht.",
  parentNotTopLevel: "Als \xFCbergeordnete Linie kommt nur eine Produktlinie ohne eigene \xFCbergeordnete Linie in Frage.",
  parentIsSelf: "Eine Produktlinie kann nicht ihre eigene \xFCbergeordnete Linie sein.",
  parentHasChildren: "Diese Produktlinie hat selbst Unterlinien und kann deshalb keiner anderen Linie untergeordnet werden.",
  productLineRequired: "Bitte w\xE4hlen Sie eine Produktlinie.",
  productLineUnknown: "Diese Produktlinie gibt es nicht.",
  legacyCategory: "Bitte w\xE4hlen Sie eine Hauptkategorie (Fenster, T\xFCren, Rolll\xE4den oder Insektenschutz).",
  basePrice: "Der Grundpreis muss ein Betrag in Cent von 0 bis 10.000.000,00 \u20AC sein.",
  categoryIds: "Bitte w\xE4hlen Sie mindestens eine Kategorie.",
  categoryIdsUnknown: "Mindestens eine gew\xE4hlte Kategorie gibt es nicht oder sie geh\xF6rt nicht zur gew\xE4hlten Produktlinie.",
  optionCategoryRequired: "Kategorie ist erforderlich",
  optionCategoryUnknown: "Diese Optionskategorie gibt es nicht.",
  optionCategoryKey: "Der Schl\xFCssel besteht aus Kleinbuchstaben, Ziffern und _ (h\xF6chstens 50 Zeichen).",
  optionCategoryKeyTaken: "Eine Optionskategorie mit diesem Schl\xFCssel gibt es schon.",
  optionCategoryType: "Der Typ muss select, color oder dimensions sein.",
  orderIndex: "Die Reihenfolge muss eine ganze Zahl ab 0 sein.",
  required: "Bitte geben Sie true oder false an.",
  optionNameTaken: "In dieser Kategorie gibt es schon eine Option mit diesem Namen.",
  priceModifierType: "Die Art des Aufpreises muss fixed oder percentage sein.",
  priceModifierFixed: "Der feste Aufpreis muss ein ganzer Betrag in Cent zwischen -10.000.000,00 \u20AC und 10.000.000,00 \u20AC sein.",
  priceModifierPercentage: "Der prozentuale Aufpreis muss eine ganze Zahl von -100 bis 1000 sein.",
  imageUrl: "Das Bild muss eine hier hochgeladene Datei sein (/uploads/\u2026).",
  colorCode: "Der Farbcode muss die Form #RRGGBB haben.",
  optionIds: "Bitte geben Sie eine Liste von Optionsnummern an (h\xF6chstens 1000).",
  optionIdsUnknown: "Mindestens eine gew\xE4hlte Option gibt es nicht.",
  productId: "Bitte geben Sie eine Produktnummer ab 1 an.",
  optionId: "Bitte geben Sie eine Optionsnummer ab 1 an.",
  enabled: "Bitte geben Sie an, ob der Shop aktiviert sein soll (true oder false).",
  categoryQuery: "Bitte geben Sie eine Kategorie an.",
  lineQuery: "Die Produktlinie muss eine Nummer ab 1 sein.",
  entity: "Unbekannte Art des Eintrags.",
  imageType: "Bitte w\xE4hlen Sie eine Bilddatei aus.",
  imageTooLarge: "Die Datei ist zu gro\xDF. Maximalgr\xF6\xDFe: 5MB.",
  imageUnreadable: "Das Bild konnte nicht gelesen werden. Bitte w\xE4hlen Sie eine andere Bilddatei aus.",
  fileName: "Bitte geben Sie einen Dateinamen mit h\xF6chstens 255 Zeichen an.",
  concurrentChange: "Der Katalog wurde gerade anderweitig ge\xE4ndert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  productLineNotFound: "Diese Produktlinie gibt es nicht (mehr).",
  productCategoryNotFound: "Diese Kategorie gibt es nicht (mehr).",
  productNotFound: "Dieses Produkt gibt es nicht (mehr).",
  optionCategoryNotFound: "Diese Optionskategorie gibt es nicht (mehr).",
  optionNotFound: "Diese Option gibt es nicht (mehr).",
  assignmentNotFound: "Diese Option ist dem Produkt nicht zugeordnet.",
  lineInUse: (products2) => `Die Produktlinie kann nicht gel\xF6scht werden: ${products2} ${products2 === 1 ? "Produkt geh\xF6rt" : "Produkte geh\xF6ren"} zu ihr oder ihren Kategorien. Ordnen Sie ${products2 === 1 ? "es" : "sie"} zuerst einer anderen Linie zu oder l\xF6schen Sie ${products2 === 1 ? "es" : "sie"}.`,
  categoryInUse: (products2) => `Die Kategorie kann nicht gel\xF6scht werden: ${products2} ${products2 === 1 ? "Produkt ist" : "Produkte sind"} ihr zugeordnet. Entfernen Sie die Kategorie zuerst aus ${products2 === 1 ? "diesem Produkt" : "diesen Produkten"}.`
};
var catalogueEntityLabels = {
  product_line: "Produktlinie",
  product_category: "Kategorie",
  product: "Produkt",
  option_category: "Optionskategorie",
  option: "Option",
  product_options: "Optionszuweisung",
  shop_settings: "Shop-Einstellungen"
};
var catalogueActionLabels = {
  created: "angelegt",
  updated: "ge\xE4ndert",
  deleted: "gel\xF6scht"
};

// api/src/shared/labels.ts
var projectTypes = ["neubau", "sanierung", "anbau", "unsicher"];
var projectTypeLabels = {
  neubau: "Neubau",
  sanierung: "Sanierung / Austausch",
  anbau: "Anbau / Erweiterung",
  unsicher: "Ich bin mir nicht sicher"
};
var productKinds = ["fenster", "haustuer", "schiebetuer", "dachfenster", "rollladen", "insektenschutz", "andere"];
var productKindLabels = {
  fenster: "Fenster",
  haustuer: "Haust\xFCr",
  schiebetuer: "Schiebe-/Hebeschiebet\xFCr",
  dachfenster: "Dachfenster",
  rollladen: "Rolll\xE4den",
  insektenschutz: "Insektenschutz",
  andere: "Sonstiges / Beratung"
};
var productKindSummaryLabels = {
  ...productKindLabels,
  schiebetuer: "Schiebeelement",
  andere: "Sonstiges"
};
var mainProductKinds = ["fenster", "haustuer", "schiebetuer", "dachfenster", "andere"];
var dimensionTypes = ["fenster", "haustuer", "schiebetuer", "dachfenster"];
var dimensionTypeLabels = {
  fenster: "Fenster",
  haustuer: "Haust\xFCr",
  schiebetuer: "Schiebet\xFCr",
  dachfenster: "Dachfenster"
};
var materials = ["kunststoff", "holz", "holz-alu", "alu"];
var materialLabels = {
  kunststoff: "Kunststoff",
  holz: "Holz",
  "holz-alu": "Holz-Alu",
  alu: "Aluminium"
};
var glazings = ["2-fach", "3-fach", "unsicher"];
var glazingLabels = {
  "2-fach": "2-fach",
  "3-fach": "3-fach",
  unsicher: "Wei\xDF nicht"
};
var installationChoices = ["ja", "nein", "unsicher"];
var installationLabels = {
  ja: "Ja, Montage durch den Fachbetrieb",
  nein: "Nein, nur Lieferung",
  unsicher: "Unsicher, Beratung gew\xFCnscht"
};
var timeframes = ["sofort", "1-3-monate", "3-6-monate", "spaeter"];
var timeframeLabels = {
  sofort: "So schnell wie m\xF6glich",
  "1-3-monate": "In 1\u20133 Monaten",
  "3-6-monate": "In 3\u20136 Monaten",
  spaeter: "Sp\xE4ter / Unklar"
};
var leadStatuses = ["offen", "in_bearbeitung", "abgeschlossen"];
var leadStatusLabels = {
  offen: "Offen",
  in_bearbeitung: "In Bearbeitung",
  abgeschlossen: "Abgeschlossen"
};
var leadSources = ["funnel", "konfigurator", "kundenkonto"];
var leadSourceLabels = {
  funnel: "Angebotsstrecke",
  konfigurator: "Konfigurator",
  kundenkonto: "Kundenkonto"
};
var salutations = ["firma", "herr", "frau", "divers"];
var salutationLabels = {
  firma: "Firma",
  herr: "Herr",
  frau: "Frau",
  divers: "Divers"
};
var contactSubjects = ["beratung", "fenster", "tueren", "dachfenster", "sonstiges"];
var contactSubjectLabels = {
  beratung: "Beratung",
  fenster: "Fenster",
  tueren: "T\xFCren",
  dachfenster: "Dachfenster",
  sonstiges: "Sonstiges"
};
var configurationStatusLabels = {
  draft: "Entwurf",
  quoted: "Angeboten",
  ordered: "Bestellt",
  pending: "In Bearbeitung",
  confirmed: "Best\xE4tigt",
  in_production: "In Produktion",
  completed: "Abgeschlossen",
  cancelled: "Storniert"
};
var quoteStatusLabels = {
  draft: "Entwurf",
  sent: "Versendet",
  accepted: "Angenommen",
  changes_requested: "\xC4nderung gew\xFCnscht",
  superseded: "Ersetzt durch neue Version"
};
function configurationStatusLabel(status) {
  return configurationStatusLabels[status] ?? status;
}
var configuratorCategories = ["fenster", "tueren", "rolllaeden", "insektenschutz"];
var optionCategoryTypes = ["select", "color", "dimensions"];
var priceModifierTypes = ["fixed", "percentage"];
var funnelStepTitles = {
  1: "Projektart",
  2: "Produkte",
  3: "Ma\xDFe",
  4: "Material und Verglasung",
  5: "Montage und Zeitraum",
  6: "Kontaktdaten",
  7: "Zusammenfassung"
};

// api/src/features/leads/contract/inbox-messages.ts
var inboxMessages = {
  statusUpdatedTitle: "Status aktualisiert",
  statusUpdated: "Der Lead-Status wurde erfolgreich ge\xE4ndert.",
  statusFailed: "Der Status konnte nicht aktualisiert werden.",
  deleteConfirm: "Sind Sie sicher, dass Sie diesen Lead l\xF6schen m\xF6chten? Diese Aktion kann nicht r\xFCckg\xE4ngig gemacht werden.",
  deletedTitle: "Lead gel\xF6scht",
  deleteFailed: "Der Lead konnte nicht gel\xF6scht werden.",
  bulkDeleteConfirm: (count14) => `Sind Sie sicher, dass Sie ${count14} ${count14 === 1 ? "Eintrag" : "Eintr\xE4ge"} l\xF6schen m\xF6chten? Diese Aktion kann nicht r\xFCckg\xE4ngig gemacht werden.`,
  bulkDeletedTitle: (count14) => `${count14} ${count14 === 1 ? "Eintrag" : "Eintr\xE4ge"} gel\xF6scht`,
  bulkStatusTitle: (count14) => `Status von ${count14} ${count14 === 1 ? "Eintrag" : "Eintr\xE4gen"} ge\xE4ndert`,
  dimensionsUnreadable: "Fehler beim Anzeigen der Dimensionen",
  dimensionsMissing: "Keine Dimensionen angegeben",
  loadFailed: "Die Anfragen konnten nicht geladen werden.",
  detailsFailed: "Die Details konnten nicht geladen werden.",
  markReadFailed: "Die Nachricht konnte nicht als gelesen markiert werden.",
  noteSaved: "Notiz gespeichert",
  noteFailed: "Die Notiz konnte nicht gespeichert werden.",
  noteRequired: "Bitte geben Sie eine Notiz ein.",
  noteTooLong: "Die Notiz darf h\xF6chstens 5000 Zeichen lang sein.",
  empty: "Keine Anfragen gefunden.",
  emptyMessages: "Keine Nachrichten gefunden.",
  messageDeleteConfirm: "Sind Sie sicher, dass Sie diese Nachricht l\xF6schen m\xF6chten? Diese Aktion kann nicht r\xFCckg\xE4ngig gemacht werden.",
  messageDeletedTitle: "Nachricht gel\xF6scht",
  messageDeleteFailed: "Die Nachricht konnte nicht gel\xF6scht werden.",
  page: "Die Seite muss eine ganze Zahl ab 1 sein.",
  pageSize: "Die Seitengr\xF6\xDFe muss eine ganze Zahl von 1 bis 100 sein.",
  query: "Der Suchbegriff darf h\xF6chstens 100 Zeichen lang sein.",
  status: "Unbekannter Status. Erlaubt sind offen, in_bearbeitung und abgeschlossen.",
  projectType: "Unbekannte Projektart.",
  product: "Unbekanntes Produkt.",
  source: "Unbekannte Quelle.",
  date: "Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.",
  dateOrder: "Das Enddatum liegt vor dem Anfangsdatum.",
  flag: "Bitte geben Sie true oder false an.",
  sort: "Unbekannte Sortierung.",
  view: "Unbekannte Ansicht. Erlaubt sind neu-heute, ueberfaellig und ungelesen.",
  direction: "Die Richtung muss asc oder desc sein.",
  id: "Die Nummer muss eine ganze Zahl ab 1 sein.",
  ids: "Bitte w\xE4hlen Sie 1 bis 100 Eintr\xE4ge aus.",
  action: "Unbekannte Aktion.",
  leadNotFound: "Diesen Lead gibt es nicht (mehr).",
  messageNotFound: "Diese Nachricht gibt es nicht (mehr).",
  privacyEmail: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein",
  privacyNothing: "Zu dieser E-Mail-Adresse sind keine Daten gespeichert.",
  privacyEraseConfirm: (email2) => `Alle Daten zu ${email2} werden endg\xFCltig gel\xF6scht: Anfragen mit Verlauf, Nachrichten, Newsletter-Anmeldung, Kundenkonto mit Konfigurationen und alle E-Mails an oder \xFCber die Person. Angebote und Auftr\xE4ge werden als Gesch\xE4ftsunterlagen 10 Jahre aufbewahrt und nur anonymisiert. Diese Aktion kann nicht r\xFCckg\xE4ngig gemacht werden.`,
  privacyErasedTitle: "Daten gel\xF6scht",
  privacyEraseFailed: "Die Daten konnten nicht gel\xF6scht werden.",
  privacyLoadFailed: "Die Daten konnten nicht abgerufen werden.",
  privacyAnonymised: ({ quotes: quotes3, orders: orders3 }) => `Anonymisiert statt gel\xF6scht: ${quotes3} ${quotes3 === 1 ? "Angebot" : "Angebote"} und ${orders3} ${orders3 === 1 ? "Auftrag" : "Auftr\xE4ge"}. Als Gesch\xE4ftsunterlagen werden sie 10 Jahre aufbewahrt (\xA7 147 AO, \xA7 257 HGB); Name und E-Mail-Adresse sind entfernt, Nummern und Betr\xE4ge bleiben.`,
  privacyAdminKept: "Administratorkonten werden hier nicht gel\xF6scht; bitte wenden Sie sich an die technische Betreuung."
};

// api/src/shared/zod.ts
import * as z2 from "zod/mini";

// api/src/shared/schema-helpers.ts
var tooLong = (max2) => z2.maxLength(max2, { error: `Bitte h\xF6chstens ${max2} Zeichen eingeben` });
var SINGLE_LINE_MESSAGE = "Bitte geben Sie hier keine Zeilenumbr\xFCche oder Tabulatoren ein.";
var singleLine = z2.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE });
var lineCheck = ({ multiLine = false }) => multiLine ? [] : [singleLine];
var optionalText = (max2, options2 = {}) => z2._default(z2.string().check(z2.trim(), tooLong(max2), ...lineCheck(options2)), "");
var requiredText = (message2, max2 = 100, options2 = {}) => z2.string({ error: message2 }).check(z2.trim(), z2.minLength(1, { error: message2 }), tooLong(max2), ...lineCheck(options2));
var letter = String.raw`\p{L}\p{M}\p{N}`;
var internationalEmail = new RegExp(
  String.raw`^(?:[${letter}_'+\-]+\.)*[${letter}_'+\-]*[${letter}_+\-]@(?:[${letter}][${letter}\-]*\.)+(?:[\p{L}\p{M}]{2,}|[Xx][Nn]--[A-Za-z0-9\-]+)$`,
  "u"
);
var foldNonAscii = (address) => new RegExp("\\P{ASCII}", "u").test(address) ? address.normalize("NFC").toLowerCase() : address;
var emailAddress = (message2) => z2.pipe(
  z2.string({ error: message2 }).check(z2.trim(), z2.overwrite(foldNonAscii), z2.maxLength(254, { error: message2 })),
  z2.email({ pattern: internationalEmail, error: message2 })
);
var calendarDay = (message2) => z2.string({ error: message2 }).check(
  z2.regex(/^\d{4}-\d{2}-\d{2}$/, { error: message2, abort: true }),
  z2.refine((day4) => isCalendarDay(day4), { error: message2 })
);
function isCalendarDay(day4) {
  const date = /* @__PURE__ */ new Date(`${day4}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day4);
}
var recordNumber = (message2) => z2.pipe(z2.string({ error: message2 }).check(z2.regex(/^[1-9][0-9]{0,14}$/, { error: message2 })), z2.transform(Number));

// api/src/features/assignment/contract/assignment-messages.ts
var assignmentMessages = {
  userId: "Bitte w\xE4hlen Sie eine Person aus dem Team oder \u201ENiemand\u201C.",
  assigned: "Bitte w\xE4hlen Sie \u201Eme\u201C (mir zugewiesen) oder \u201Enone\u201C (niemandem zugewiesen).",
  notStaff: "Diese Person gibt es im Team nicht.",
  inactive: "Diese Person ist deaktiviert und kann nichts zugewiesen bekommen.",
  notAllowed: (name, record2) => `${name} darf ${record2} nicht bearbeiten und kann sie deshalb nicht \xFCbernehmen.`,
  defaultAssignee: "Bitte w\xE4hlen Sie eine aktive Person aus dem Vertrieb oder \u201EAlle im Vertrieb\u201C.",
  label: "Zust\xE4ndig",
  nobody: "Niemand",
  assignedTo: (name) => `Zugewiesen an ${name}`,
  unassigned: "Zuweisung aufgehoben",
  saveFailed: "Die Zuweisung konnte nicht gespeichert werden.",
  staffLoadFailed: "Das Team konnte nicht geladen werden.",
  mine: "Mir zugewiesen",
  none: "Niemandem zugewiesen",
  anyone: "Alle",
  filterLabel: "Zust\xE4ndig",
  settingsTab: "Zuweisung",
  settingsTitle: "Neue Anfragen",
  settingsHint: "Wer neue Anfragen bekommt: eine feste Person, oder alle im Vertrieb. Die Benachrichtigung geht an diese Person, sonst an alle aktiven Personen im Vertrieb; gibt es niemanden im Vertrieb, an die Adresse des B\xFCros.",
  settingsSelect: "Neue Anfragen gehen an",
  everyoneInSales: "Alle im Vertrieb",
  settingsSaved: "Zuweisung gespeichert",
  settingsLoadFailed: "Die Einstellung konnte nicht geladen werden."
};
var assignableRecordLabels = {
  lead: { one: "Anfrage", these: "Anfragen" },
  quote: { one: "Angebot", these: "Angebote" },
  order: { one: "Auftrag", these: "Auftr\xE4ge" }
};

// api/src/features/assignment/contract/assignment.ts
var assigneeBodySchema = z2.object({
  userId: z2.nullable(z2.int({ error: assignmentMessages.userId }).check(z2.positive({ error: assignmentMessages.userId })))
});
var assignedFilters = ["me", "none"];
var assignedFilterField = z2.optional(z2.enum(assignedFilters, { error: assignmentMessages.assigned }));
var leadAssignmentSettingSchema = z2.object({
  defaultAssigneeId: z2.nullable(z2.int({ error: assignmentMessages.defaultAssignee }).check(z2.positive({ error: assignmentMessages.defaultAssignee })))
});

// api/src/features/leads/contract/leads-admin.ts
var DEFAULT_PAGE_SIZE = 25;
var MAX_PAGE_SIZE = 100;
var NOTE_MAX_LENGTH = 5e3;
var wholeNumber = (message2, max2) => z2.pipe(
  z2.string({ error: message2 }).check(z2.regex(/^[1-9][0-9]{0,6}$/, { error: message2 })),
  z2.pipe(z2.transform(Number), z2.number().check(z2.maximum(max2, { error: message2 })))
);
var commaList = (values4, message2) => z2.pipe(
  z2.pipe(
    z2.string({ error: message2 }),
    z2.transform(
      (list) => list.split(",").map((part) => part.trim()).filter(Boolean)
    )
  ),
  z2.array(z2.enum(values4, { error: message2 }))
);
var day = calendarDay(inboxMessages.date);
var flag2 = z2.pipe(
  z2.enum(["true", "false", "1", "0"], { error: inboxMessages.flag }),
  z2.transform((value) => value === "true" || value === "1")
);
var leadSortKeys = ["created_at", "name", "plz", "projektart", "status"];
var leadViews = ["neu-heute", "ueberfaellig", "ungelesen"];
var ANSWER_PROMISE_HOURS = 24;
var leadFilterShape = {
  q: z2.optional(z2.string().check(z2.trim(), z2.maxLength(100, { error: inboxMessages.query }))),
  status: z2.optional(commaList(leadStatuses, inboxMessages.status)),
  projektart: z2.optional(commaList(projectTypes, inboxMessages.projectType)),
  produkte: z2.optional(commaList(productKinds, inboxMessages.product)),
  source: z2.optional(commaList(leadSources, inboxMessages.source)),
  view: z2.optional(z2.enum(leadViews, { error: inboxMessages.view })),
  /** `me`: the signed-in person's leads ("Mir zugewiesen"); `none`: nobody's yet. */
  assigned: assignedFilterField,
  from: z2.optional(day),
  to: z2.optional(day),
  showCompleted: z2._default(flag2, false),
  sort: z2._default(z2.enum(leadSortKeys, { error: inboxMessages.sort }), "created_at"),
  dir: z2._default(z2.enum(["asc", "desc"], { error: inboxMessages.direction }), "desc")
};
var datesInOrder = z2.refine(
  (filter) => !filter.from || !filter.to || filter.from <= filter.to,
  {
    error: inboxMessages.dateOrder,
    path: ["to"]
  }
);
var leadFilterSchema = z2.object(leadFilterShape).check(datesInOrder);
var pagingShape = {
  page: z2._default(wholeNumber(inboxMessages.page, 1e6), 1),
  pageSize: z2._default(wholeNumber(inboxMessages.pageSize, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE)
};
var dashboardQuerySchema = z2.object({ ...leadFilterShape, ...pagingShape }).check(datesInOrder);
var idParamSchema = z2.object({ id: recordNumber(inboxMessages.id) });
var leadKeyParamSchema = z2.object({
  key: z2.union([recordNumber(inboxMessages.id), z2.string().check(z2.regex(/^A-[0-9A-Z]{6}$/, { error: inboxMessages.id }))], { error: inboxMessages.id })
});
var leadStatusBodySchema = z2.object({ status: z2.enum(leadStatuses, { error: inboxMessages.status }) });
var leadNoteBodySchema = z2.object({
  text: z2.string({ error: inboxMessages.noteRequired }).check(z2.trim(), z2.minLength(1, { error: inboxMessages.noteRequired }), z2.maxLength(NOTE_MAX_LENGTH, { error: inboxMessages.noteTooLong }))
});
var selectedIds = z2.array(z2.int({ error: inboxMessages.ids }).check(z2.positive({ error: inboxMessages.ids })), { error: inboxMessages.ids }).check(z2.minLength(1, { error: inboxMessages.ids }), z2.maxLength(MAX_PAGE_SIZE, { error: inboxMessages.ids }));
var bulkActionSchema = z2.discriminatedUnion(
  "action",
  [
    z2.object({ action: z2.literal("status"), ids: selectedIds, status: z2.enum(leadStatuses, { error: inboxMessages.status }) }),
    z2.object({ action: z2.literal("delete"), ids: selectedIds })
  ],
  { error: inboxMessages.action }
);
var leadHistoryKinds = ["created", "status", "note", "export", "mail", "reply", "opened", "assigned"];
function filterSearchParams(filter) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === void 0 || value === "" || value === false || Array.isArray(value) && value.length === 0) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params;
}
var privacyQuerySchema = z2.object({ email: emailAddress(inboxMessages.privacyEmail) });
var accessReportFormats = ["text", "json"];
var accessReportQuerySchema = z2.object({
  email: emailAddress(inboxMessages.privacyEmail),
  format: z2._default(z2.enum(accessReportFormats), "text")
});

// api/src/features/catalogue/contract/catalogue-admin.ts
var MAX_IMAGE_BYTES = 5 * 1024 * 1024;
var MAX_UPLOAD_BODY_BYTES = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 2048;
var MAX_IMAGE_EDGE = 1600;
var MAX_CENTS = 1e9;
var MAX_ID = 2 ** 31 - 1;
var text = (max2, message2) => z2._default(z2.string({ error: message2 }).check(z2.trim(), z2.maxLength(max2, { error: message2 })), "");
var requiredName = (message2) => z2.string({ error: message2 }).check(z2.trim(), z2.minLength(1, { error: message2 }), z2.maxLength(200, { error: message2 }));
var description = text(2e3, catalogueMessages.descriptionTooLong);
var flag3 = (message2, fallback) => z2._default(z2.boolean({ error: message2 }), fallback);
var id = (message2) => z2.int({ error: message2 }).check(z2.minimum(1, { error: message2 }), z2.maximum(MAX_ID, { error: message2 }));
var catalogueIdParamSchema = z2.object({ id: recordNumber("Die Nummer muss eine ganze Zahl ab 1 sein.") });
var productIdParamSchema = z2.object({ productId: recordNumber(catalogueMessages.productId) });
var productLineBodySchema = z2.object({
  name: requiredName(catalogueMessages.nameRequired),
  description,
  priority: z2._default(
    z2.int({ error: catalogueMessages.priority }).check(z2.minimum(-1e6, { error: catalogueMessages.priority }), z2.maximum(1e6, { error: catalogueMessages.priority })),
    0
  ),
  active: flag3(catalogueMessages.active, true),
  parent_id: z2._default(z2.nullable(id(catalogueMessages.parent)), null)
});
var productCategoryQuerySchema = z2.object({ line: z2.optional(recordNumber(catalogueMessages.lineQuery)) });
var productCategoryCreateSchema = z2.object({
  name: requiredName(catalogueMessages.categoryNameRequired),
  description,
  product_line_id: id(catalogueMessages.productLineRequired)
});
var productCategoryUpdateSchema = z2.object({ name: requiredName(catalogueMessages.categoryNameRequired), description });
var productBodySchema = z2.object({
  name: requiredName(catalogueMessages.nameRequired),
  description,
  category: z2.enum(configuratorCategories, { error: catalogueMessages.legacyCategory }),
  product_line_id: id(catalogueMessages.productLineRequired),
  base_price: z2._default(
    z2.int({ error: catalogueMessages.basePrice }).check(z2.minimum(0, { error: catalogueMessages.basePrice }), z2.maximum(MAX_CENTS, { error: catalogueMessages.basePrice })),
    0
  ),
  active: flag3(catalogueMessages.active, true),
  category_ids: z2.array(id(catalogueMessages.categoryIds), { error: catalogueMessages.categoryIds }).check(z2.minLength(1, { error: catalogueMessages.categoryIds }), z2.maxLength(200, { error: catalogueMessages.categoryIds }))
});
var orderIndex = z2.int({ error: catalogueMessages.orderIndex }).check(z2.minimum(0, { error: catalogueMessages.orderIndex }), z2.maximum(1e6, { error: catalogueMessages.orderIndex }));
var optionCategoryBodySchema = z2.object({
  name: requiredName(catalogueMessages.nameRequired),
  /** Without a key one is made from the name ("Farbe & Dekor" → farbe_dekor). */
  key: z2.optional(z2.string({ error: catalogueMessages.optionCategoryKey }).check(z2.trim(), z2.regex(/^[a-z0-9_]{1,50}$/, { error: catalogueMessages.optionCategoryKey }))),
  description,
  type: z2._default(z2.enum(optionCategoryTypes, { error: catalogueMessages.optionCategoryType }), "select"),
  order_index: z2._default(orderIndex, 0),
  active: flag3(catalogueMessages.active, true),
  required: flag3(catalogueMessages.required, false)
});
var UPLOADED_IMAGE_PATH = /^\/uploads\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;
var optionQuerySchema = z2.object({
  category: z2.optional(
    z2.string({ error: catalogueMessages.categoryQuery }).check(z2.trim(), z2.minLength(1, { error: catalogueMessages.categoryQuery }), z2.maxLength(200, { error: catalogueMessages.categoryQuery }))
  )
});
var globalOptionQuerySchema = z2.object({ category: z2.optional(recordNumber(catalogueMessages.optionCategoryRequired)) });
var optionBodySchema = z2.object({
  name: requiredName(catalogueMessages.nameRequired),
  description,
  /** The category by its number (the option schema) or by its name or key (the shop-option calls). */
  category_id: z2.optional(id(catalogueMessages.optionCategoryRequired)),
  category: z2.optional(
    z2.string({ error: catalogueMessages.optionCategoryRequired }).check(z2.trim(), z2.maxLength(200, { error: catalogueMessages.optionCategoryRequired }))
  ),
  price_modifier: z2._default(z2.int({ error: catalogueMessages.priceModifierFixed }), 0),
  price_modifier_type: z2._default(z2.enum(priceModifierTypes, { error: catalogueMessages.priceModifierType }), "fixed"),
  image_url: z2._default(
    z2.nullable(
      z2.pipe(
        z2.string({ error: catalogueMessages.imageUrl }).check(z2.trim()),
        z2.transform((url) => url || null)
      )
    ),
    null
  ),
  color_code: z2.optional(z2.nullable(z2.string({ error: catalogueMessages.colorCode }).check(z2.regex(/^#[0-9A-Fa-f]{6}$/, { error: catalogueMessages.colorCode })))),
  /** Absent on an update: the option keeps its place. */
  order_index: z2.optional(orderIndex),
  active: flag3(catalogueMessages.active, true)
}).check(
  z2.refine((body) => body.category_id !== void 0 || Boolean(body.category), {
    error: catalogueMessages.optionCategoryRequired,
    path: ["category_id"]
  }),
  z2.refine((body) => body.image_url === null || UPLOADED_IMAGE_PATH.test(body.image_url), { error: catalogueMessages.imageUrl, path: ["image_url"] }),
  z2.refine((body) => body.price_modifier_type !== "fixed" || Math.abs(body.price_modifier) <= MAX_CENTS, {
    error: catalogueMessages.priceModifierFixed,
    path: ["price_modifier"]
  }),
  z2.refine((body) => body.price_modifier_type !== "percentage" || body.price_modifier >= -100 && body.price_modifier <= 1e3, {
    error: catalogueMessages.priceModifierPercentage,
    path: ["price_modifier"]
  })
);
var optionOrderBodySchema = z2.object({
  option_ids: z2.array(id(catalogueMessages.optionIds), { error: catalogueMessages.optionIds }).check(z2.minLength(1, { error: catalogueMessages.optionIds }), z2.maxLength(1e3, { error: catalogueMessages.optionIds }))
});
var assignmentBodySchema = z2.object({ product_id: id(catalogueMessages.productId), option_id: id(catalogueMessages.optionId) });
var assignmentReplaceSchema = z2.object({
  option_ids: z2.array(id(catalogueMessages.optionIds), { error: catalogueMessages.optionIds }).check(z2.maxLength(1e3, { error: catalogueMessages.optionIds }))
});
var imageUploadSchema = z2.object({
  imageData: z2.string({ error: catalogueMessages.imageType }).check(z2.minLength(1, { error: catalogueMessages.imageType })),
  fileName: z2._default(z2.string({ error: catalogueMessages.fileName }).check(z2.maxLength(255, { error: catalogueMessages.fileName })), "")
});
var shopSettingsBodySchema = z2.object({ enabled: z2.boolean({ error: catalogueMessages.enabled }) });
var catalogueEntities = Object.keys(catalogueEntityLabels);
var catalogueActions = Object.keys(catalogueActionLabels);
var day2 = calendarDay("Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.");
var changeLogQuerySchema = z2.object({
  entity: z2.optional(z2.enum(catalogueEntities, { error: catalogueMessages.entity })),
  q: z2.optional(z2.string().check(z2.trim(), z2.maxLength(100, { error: "Der Suchbegriff darf h\xF6chstens 100 Zeichen lang sein." }))),
  from: z2.optional(day2),
  to: z2.optional(day2),
  ...pagingShape
});

// api/src/features/accounts/contract/permissions.ts
var permissions = [
  // Every staff member: the own profile, the sidebar counts.
  "backoffice",
  "leads.read",
  "leads.write",
  "messages",
  "replies",
  "quotes",
  "customers",
  "appointments",
  "orders",
  "invoices",
  "payments",
  "catalogue",
  "shop",
  "change-log",
  "analytics",
  "privacy",
  "settings",
  "team"
];
var staffRoles = ["admin", "vertrieb", "buero", "katalog"];
var staffRoleLabels = {
  admin: "Inhaber",
  vertrieb: "Vertrieb",
  buero: "B\xFCro",
  katalog: "Katalog"
};
var rolePermissions = {
  admin: permissions,
  vertrieb: ["backoffice", "leads.read", "leads.write", "messages", "replies", "quotes", "customers", "appointments"],
  buero: ["backoffice", "orders", "invoices", "payments", "appointments", "leads.read"],
  katalog: ["backoffice", "catalogue", "shop", "change-log"]
};
function isStaffRole(role) {
  return staffRoles.includes(role);
}
function roleMay(role, permission) {
  return isStaffRole(role) && rolePermissions[role].includes(permission);
}

// api/src/features/quotes/contract/quotes.ts
var VAT_RATE_PERCENT = 19;
var DOWN_PAYMENT_PERCENT = 30;
var TERMS_VERSION = "2026-11-01";
var QUOTE_VALIDITY_DAYS = 30;
var QUOTE_MAX_VALIDITY_DAYS = 365;
var QUOTE_LINE_LIMIT = 50;
var quoteStatuses = ["draft", "sent", "accepted", "changes_requested", "superseded"];
var orderStatuses = ["pending", "confirmed", "in_production", "completed", "cancelled"];
var orderTransitions = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["in_production", "cancelled"],
  in_production: ["completed", "cancelled"],
  completed: [],
  cancelled: []
};
function canMoveOrder(from, to) {
  return orderTransitions[from].includes(to);
}
var quoteLineKinds = ["product", "service"];
var lineUnits = ["Stk.", "m", "pauschal"];
function quantityLabel(line2) {
  return line2.unit ? `${line2.quantity} ${line2.unit}` : String(line2.quantity);
}
var priceBases = ["net", "gross"];
function lineTotal(line2) {
  return line2.quantity * line2.unitPrice - line2.discount;
}
function documentTotals(lines, basis) {
  const sum2 = lines.reduce((total, line2) => total + lineTotal(line2), 0);
  if (basis === "net") {
    const vat2 = Math.round(sum2 * VAT_RATE_PERCENT / 100);
    return { net: sum2, vat: vat2, gross: sum2 + vat2 };
  }
  const vat = Math.round(sum2 * VAT_RATE_PERCENT / (100 + VAT_RATE_PERCENT));
  return { net: sum2 - vat, vat, gross: sum2 };
}
function netUnitPrice(grossCents) {
  return Math.round(grossCents * 100 / (100 + VAT_RATE_PERCENT));
}
var quoteMessages = {
  title: "Bitte geben Sie eine Bezeichnung an (h\xF6chstens 200 Zeichen).",
  description: "Die Beschreibung darf h\xF6chstens 2000 Zeichen lang sein.",
  quantity: "Die Menge muss eine ganze Zahl von 1 bis 999 sein.",
  unitPrice: "Der Einzelpreis muss ein Betrag von 0,00 \u20AC bis 9.999.999,99 \u20AC sein.",
  discount: "Der Rabatt darf nicht negativ sein und nicht h\xF6her als der Positionspreis.",
  unit: `Bitte w\xE4hlen Sie als Einheit ${lineUnits.join(", ")}.`,
  labour: "Bitte geben Sie an, ob die Position eine Arbeitsleistung ist.",
  lines: `Ein Angebot braucht mindestens eine und h\xF6chstens ${QUOTE_LINE_LIMIT} Positionen.`,
  validUntil: "Bitte geben Sie ein G\xFCltigkeitsdatum im Format JJJJ-MM-TT an, das nicht in der Vergangenheit und h\xF6chstens ein Jahr in der Zukunft liegt.",
  note: "Die Anmerkung darf h\xF6chstens 2000 Zeichen lang sein.",
  leadId: "Bitte geben Sie die Nummer einer Anfrage an.",
  leadNotFound: "Diese Anfrage gibt es nicht.",
  quoteNotFound: "Dieses Angebot gibt es nicht.",
  orderNotFound: "Diesen Auftrag gibt es nicht.",
  notEditable: "Ein versendetes oder angenommenes Angebot kann nicht mehr ge\xE4ndert werden.",
  noRecipient: "Diese Anfrage hat keine E-Mail-Adresse; das Angebot kann nicht versendet werden.",
  sentTitle: "Angebot versendet",
  alreadyAccepted: "Dieses Angebot wurde bereits angenommen.",
  expired: "Dieses Angebot ist nicht mehr g\xFCltig. Bitte fordern Sie ein neues Angebot an.",
  notSent: "Dieses Angebot kann noch nicht angenommen werden.",
  changesAlreadyRequested: "Zu diesem Angebot haben Sie bereits \xC4nderungen gew\xFCnscht; Sie erhalten von uns ein neues Angebot.",
  termsRequired: "Bitte best\xE4tigen Sie die Bedingungen des Angebots.",
  acceptedTitle: "Angebot angenommen",
  changeMessage: "Bitte schreiben Sie, was wir \xE4ndern sollen (h\xF6chstens 2000 Zeichen).",
  changeRequestedTitle: "\xC4nderungswunsch gesendet",
  status: "Bitte w\xE4hlen Sie einen g\xFCltigen Status.",
  transition: "Dieser Statuswechsel ist nicht m\xF6glich.",
  cancelReason: "Bitte geben Sie einen Grund f\xFCr die Stornierung an (h\xF6chstens 500 Zeichen).",
  customerNote: "Die Nachricht an den Kunden darf h\xF6chstens 1000 Zeichen lang sein.",
  notifyCustomer: "Bitte geben Sie an, ob der Kunde eine E-Mail bekommt.",
  terms: `Mit der Annahme best\xE4tigen Sie die Allgemeinen Gesch\xE4ftsbedingungen: Mit Auftragserteilung ist eine Anzahlung von ${DOWN_PAYMENT_PERCENT} % des Gesamtpreises f\xE4llig, der Restbetrag mit der Abnahme. Die Elemente werden nach Ma\xDF f\xFCr Sie gefertigt; f\xFCr sie besteht kein Widerrufsrecht (\xA7 312g Abs. 2 Nr. 1 BGB).`
};
function quoteNumberLabel({ number, version }) {
  return version > 1 ? `${number}-${version}` : number;
}

// api/src/platform/db/schema.ts
import { check, index, integer, primaryKey, sqliteTable, text as text2, uniqueIndex } from "drizzle-orm/sqlite-core";
var createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().$defaultFn(() => /* @__PURE__ */ new Date());
var updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().$defaultFn(() => /* @__PURE__ */ new Date()).$onUpdateFn(() => /* @__PURE__ */ new Date());
var productLines = sqliteTable(
  "product_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text2("name").notNull(),
    description: text2("description").notNull().default(""),
    /** Higher numbers are listed first. */
    priority: integer("priority").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    /** One level of nesting: a child line keeps its categories when the parent goes. */
    parentId: integer("parent_id").references(() => productLines.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table2) => [index("product_lines_listing_idx").on(table2.active, table2.priority)]
);
var productCategories = sqliteTable(
  "product_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text2("name").notNull(),
    description: text2("description").notNull().default(""),
    productLineId: integer("product_line_id").notNull().references(() => productLines.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (table2) => [index("product_categories_line_idx").on(table2.productLineId)]
);
var legacyProductCategories = configuratorCategories;
var products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text2("name").notNull(),
    description: text2("description").notNull().default(""),
    /** The configurator's main category. */
    category: text2("category", { enum: legacyProductCategories }).notNull(),
    productLineId: integer("product_line_id").references(() => productLines.id, { onDelete: "set null" }),
    basePrice: integer("base_price").notNull().default(0),
    /** The size price grid (ADR 024); null prices the product by its base price alone. */
    priceGrid: text2("price_grid", { mode: "json" }).$type(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table2) => [
    index("products_category_idx").on(table2.category, table2.active),
    check("products_base_price_not_negative", sql`${table2.basePrice} >= 0`)
  ]
);
var productCategoryAssignments = sqliteTable(
  "product_category_assignments",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull().references(() => productCategories.id, { onDelete: "cascade" })
  },
  (table2) => [primaryKey({ columns: [table2.productId, table2.categoryId] })]
);
var optionCategories = sqliteTable(
  "option_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text2("name").notNull(),
    /** Stable machine key; the shop's steps are found by it (profile_settings, farbe_und_dekore, …). */
    key: text2("key").notNull(),
    description: text2("description").notNull().default(""),
    type: text2("type", { enum: optionCategoryTypes }).notNull().default("select"),
    /** A configurator line cannot be added without a choice in a required category. */
    required: integer("required", { mode: "boolean" }).notNull().default(false),
    orderIndex: integer("order_index").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt()
  },
  (table2) => [
    uniqueIndex("option_categories_key_unique").on(table2.key),
    check("option_categories_order_not_negative", sql`${table2.orderIndex} >= 0`)
  ]
);
var options = sqliteTable(
  "options",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    categoryId: integer("category_id").notNull().references(() => optionCategories.id, { onDelete: "cascade" }),
    name: text2("name").notNull(),
    description: text2("description").notNull().default(""),
    /** Cents when fixed, whole percent of the base price when percentage. */
    priceModifier: integer("price_modifier").notNull().default(0),
    priceModifierType: text2("price_modifier_type", { enum: priceModifierTypes }).notNull().default("fixed"),
    imageUrl: text2("image_url"),
    colorCode: text2("color_code"),
    orderIndex: integer("order_index").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table2) => [
    uniqueIndex("options_category_name_unique").on(table2.categoryId, table2.name),
    index("options_category_order_idx").on(table2.categoryId, table2.orderIndex)
  ]
);
var productOptions = sqliteTable(
  "product_options",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    optionId: integer("option_id").notNull().references(() => options.id, { onDelete: "cascade" })
  },
  (table2) => [primaryKey({ columns: [table2.productId, table2.optionId] }), index("product_options_option_idx").on(table2.optionId)]
);
var shopSettings = sqliteTable(
  "shop_settings",
  {
    id: integer("id").primaryKey(),
    shopEnabled: integer("shop_enabled", { mode: "boolean" }).notNull().default(true),
    updatedAt: updatedAt()
  },
  (table2) => [check("shop_settings_single_row", sql`${table2.id} = 1`)]
);
var catalogueChanges = sqliteTable(
  "catalogue_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull().$defaultFn(() => /* @__PURE__ */ new Date()),
    by: text2("by").notNull(),
    entity: text2("entity", { enum: catalogueEntities }).$type().notNull(),
    entityId: integer("entity_id"),
    action: text2("action", { enum: catalogueActions }).$type().notNull(),
    label: text2("label").notNull(),
    changes: text2("changes", { mode: "json" }).$type().notNull()
  },
  (table2) => [index("catalogue_changes_at_idx").on(table2.at), index("catalogue_changes_entity_idx").on(table2.entity, table2.at)]
);
var userRoles = [...staffRoles, "customer"];
function addressColumns() {
  const column = (field) => text2(field).notNull().default(addressPartOf(field) === "country" ? DEFAULT_COUNTRY : "");
  return Object.fromEntries(addressFieldNames.map((field) => [addressColumnKey(field), column(field)]));
}
var users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text2("username").notNull(),
    email: text2("email").notNull(),
    passwordHash: text2("password_hash").notNull(),
    role: text2("role", { enum: userRoles }).notNull().default("customer"),
    firstName: text2("first_name").notNull().default(""),
    lastName: text2("last_name").notNull().default(""),
    phone: text2("phone").notNull().default(""),
    ...addressColumns(),
    /**
     * The address whose confirmation link was opened in this account's session, and when. The address
     * counts as confirmed only while it is still the account's `email` (accounts/email-confirmed.ts).
     */
    emailConfirmedFor: text2("email_confirmed_for"),
    emailConfirmedAt: integer("email_confirmed_at", { mode: "timestamp_ms" }),
    /** A staff account the owner deactivated cannot sign in, and its sessions ended then (issue 21). */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    /** The TOTP secret (RFC 6238, base32) once two-factor sign-in is confirmed; null: off (issue 21). */
    totpKey: text2("totp_key"),
    /** The last 30-second step a code was accepted for: a code is good once, not again within its window. */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table2) => [
    // Usernames and e-mail addresses are compared without regard to case.
    uniqueIndex("users_username_unique").on(sql`lower(${table2.username})`),
    uniqueIndex("users_email_unique").on(sql`lower(${table2.email})`)
  ]
);
var appMeta = sqliteTable("app_meta", {
  key: text2("key").primaryKey(),
  value: text2("value").notNull(),
  updatedAt: updatedAt()
});
var leads = sqliteTable(
  "leads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The request number the customer and the operator see, e.g. "A-7K3M9Q". */
    reference: text2("reference").notNull(),
    vorname: text2("vorname").notNull(),
    nachname: text2("nachname").notNull(),
    email: text2("email").notNull(),
    telefon: text2("telefon").notNull().default(""),
    plz: text2("plz").notNull().default(""),
    projektart: text2("projektart", { enum: projectTypes }).notNull(),
    produkte: text2("produkte", { mode: "json" }).$type().notNull(),
    material: text2("material", { enum: materials }),
    verglasung: text2("verglasung", { enum: glazings }),
    montage: text2("montage", { enum: installationChoices }),
    zeitraum: text2("zeitraum", { enum: timeframes }),
    nachricht: text2("nachricht").notNull().default(""),
    dimensions: text2("dimensions", { mode: "json" }).$type().notNull(),
    configuration: text2("configuration", { mode: "json" }).$type(),
    utmParams: text2("utm_params", { mode: "json" }).$type().notNull(),
    sessionId: text2("session_id"),
    source: text2("source", { enum: leadSources }).notNull().default("funnel"),
    /** The saved configuration a customer asked a quote for ("kundenkonto"); its account receives the quote. */
    configurationId: integer("configuration_id").references(() => savedConfigurations.id, { onDelete: "set null" }),
    privacyConsentAt: integer("privacy_consent_at", { mode: "timestamp_ms" }).notNull(),
    privacyConsentVersion: text2("privacy_consent_version").notNull(),
    marketingConsent: integer("marketing_consent", { mode: "boolean" }).notNull().default(false),
    marketingConsentAt: integer("marketing_consent_at", { mode: "timestamp_ms" }),
    marketingConsentVersion: text2("marketing_consent_version"),
    status: text2("status", { enum: leadStatuses }).notNull().default("offen"),
    /** When someone in the office first opened the lead; null: new, shown as unread. */
    openedAt: integer("opened_at", { mode: "timestamp_ms" }),
    /**
     * The first answer the customer got from a person: a reply, a sent quote, or a status beyond "offen"
     * set in the back office. Null while the lead waits; the 24-hour promise is measured against it.
     */
    firstAnsweredAt: integer("first_answered_at", { mode: "timestamp_ms" }),
    /** Name, e-mail, PLZ and reference folded for the inbox search (leads/search-text.ts); '' on rows from before it. */
    searchText: text2("search_text").notNull().default(""),
    /** The person in the office who looks after the lead (issue 21); null: everyone in Vertrieb. */
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table2) => [
    uniqueIndex("leads_reference_unique").on(table2.reference),
    index("leads_assigned_idx").on(table2.assignedTo, table2.createdAt),
    index("leads_created_idx").on(table2.createdAt),
    index("leads_status_idx").on(table2.status, table2.createdAt),
    // Access and erasure requests find a person's leads by address (Art. 15/17 DSGVO).
    index("leads_email_idx").on(sql`lower(${table2.email})`),
    // A search scans this small covering index instead of the whole rows with their JSON columns.
    index("leads_search_idx").on(table2.searchText, table2.status, table2.createdAt),
    // The sidebar's count of new leads and the overdue filter read these without touching the rows.
    index("leads_opened_idx").on(table2.openedAt, table2.createdAt),
    index("leads_waiting_idx").on(table2.firstAnsweredAt, table2.createdAt),
    // "bereits bekannt": earlier leads from the same phone number.
    index("leads_phone_idx").on(table2.telefon)
  ]
);
var leadHistory = sqliteTable(
  "lead_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    at: integer("at", { mode: "timestamp_ms" }).notNull().$defaultFn(() => /* @__PURE__ */ new Date()),
    by: text2("by").notNull(),
    kind: text2("kind", { enum: leadHistoryKinds }).notNull(),
    text: text2("text").notNull()
  },
  (table2) => [index("lead_history_lead_idx").on(table2.leadId, table2.at)]
);
var privacyErasures = sqliteTable("privacy_erasures", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  emailHash: text2("email_hash").notNull(),
  counts: text2("counts", { mode: "json" }).$type().notNull(),
  by: text2("by").notNull(),
  at: integer("at", { mode: "timestamp_ms" }).notNull().$defaultFn(() => /* @__PURE__ */ new Date())
});
var funnelEventActionValues = ["started", "completed", "abandoned"];
var funnelEvents = sqliteTable(
  "funnel_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text2("session_id").notNull(),
    step: integer("step").notNull(),
    action: text2("action", { enum: funnelEventActionValues }).notNull(),
    /** The non-personal choices at that moment (project type, products, material, …). */
    choices: text2("choices", { mode: "json" }).$type().notNull(),
    utmParams: text2("utm_params", { mode: "json" }).$type().notNull(),
    createdAt: createdAt()
  },
  (table2) => [index("funnel_events_created_idx").on(table2.createdAt), index("funnel_events_session_idx").on(table2.sessionId)]
);
var contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reference: text2("reference").notNull(),
    salutation: text2("salutation", { enum: salutations }).notNull(),
    companyName: text2("company_name").notNull().default(""),
    contactPerson: text2("contact_person").notNull().default(""),
    name: text2("name").notNull().default(""),
    email: text2("email").notNull(),
    phone: text2("phone").notNull().default(""),
    subject: text2("subject", { enum: contactSubjects }).notNull(),
    message: text2("message").notNull(),
    privacyConsentAt: integer("privacy_consent_at", { mode: "timestamp_ms" }).notNull(),
    privacyConsentVersion: text2("privacy_consent_version").notNull(),
    /** Worked through in the back office like a lead. */
    status: text2("status", { enum: leadStatuses }).notNull().default("offen"),
    /** When someone in the office first opened the message; null: new. */
    openedAt: integer("opened_at", { mode: "timestamp_ms" }),
    createdAt: createdAt()
  },
  (table2) => [
    uniqueIndex("contact_messages_reference_unique").on(table2.reference),
    index("contact_messages_created_idx").on(table2.createdAt),
    index("contact_messages_email_idx").on(sql`lower(${table2.email})`)
  ]
);
var outboxStatuses = ["pending", "sent", "failed"];
var outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    topic: text2("topic").notNull(),
    recipient: text2("recipient").notNull(),
    subject: text2("subject").notNull(),
    textBody: text2("text_body").notNull(),
    /** Where the recipient's answer goes: the customer on the office's notification, the office on a reply. */
    replyTo: text2("reply_to"),
    /** The username of the person in the back office who sent it; null for the site's own mails. */
    sentBy: text2("sent_by"),
    attachments: text2("attachments", { mode: "json" }).$type(),
    status: text2("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().$defaultFn(() => /* @__PURE__ */ new Date()),
    /** A sender that claimed the mail holds it until then; after that another may try. */
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
    lastError: text2("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" })
  },
  (table2) => [
    index("outbox_due_idx").on(table2.status, table2.nextAttemptAt),
    // The sender also takes the newest pending mail first (mail/outbox.ts, claimDueMails).
    index("outbox_pending_newest_idx").on(table2.status, table2.id)
  ]
);
var mailTemplates = sqliteTable("mail_templates", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text2("name").notNull(),
  subject: text2("subject").notNull(),
  body: text2("body").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt()
});
var teamInvitations = sqliteTable(
  "team_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text2("email").notNull(),
    role: text2("role", { enum: userRoles }).notNull(),
    tokenHash: text2("token_hash").notNull(),
    invitedBy: text2("invited_by").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt()
  },
  (table2) => [uniqueIndex("team_invitations_token_unique").on(table2.tokenHash)]
);
var recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text2("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt()
  },
  (table2) => [index("recovery_codes_user_idx").on(table2.userId)]
);
var settings = sqliteTable("settings", {
  key: text2("key").primaryKey(),
  value: text2("value", { mode: "json" }).$type().notNull(),
  updatedBy: text2("updated_by"),
  updatedAt: updatedAt()
});
var rateLimits = sqliteTable("rate_limits", {
  key: text2("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull()
});
var idempotencyKeys = sqliteTable("idempotency_keys", {
  key: text2("key").primaryKey(),
  status: integer("status").notNull(),
  body: text2("body").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull()
});
var sessions = sqliteTable(
  "sessions",
  {
    id: text2("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** The second factor was given in this session (or the account needs none): the back office opens. */
    twoFactorVerified: integer("two_factor_verified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt()
  },
  (table2) => [index("sessions_user_idx").on(table2.userId)]
);
var knownLoginAddresses = sqliteTable(
  "known_login_addresses",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    addressHash: text2("address_hash").notNull(),
    lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }).notNull()
  },
  (table2) => [primaryKey({ columns: [table2.userId, table2.addressHash] }), index("known_login_addresses_last_idx").on(table2.lastLoginAt)]
);
var savedConfigurations = sqliteTable(
  "saved_configurations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text2("name").notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text2("product_name").notNull(),
    basePrice: integer("base_price").notNull(),
    selectedOptions: text2("selected_options", { mode: "json" }).$type().notNull(),
    dimensions: text2("dimensions", { mode: "json" }).$type().notNull(),
    totalPrice: integer("total_price").notNull(),
    status: text2("status").notNull().default("draft"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table2) => [index("saved_configurations_user_idx").on(table2.userId, table2.createdAt)]
);
var passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: text2("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt()
  },
  (table2) => [index("password_reset_tokens_user_idx").on(table2.userId)]
);
var documentKinds = ["quote", "order", "invoice"];
var documentCounters = sqliteTable(
  "document_counters",
  {
    kind: text2("kind", { enum: documentKinds }).notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull()
  },
  (table2) => [primaryKey({ columns: [table2.kind, table2.year] })]
);
var quotes = sqliteTable(
  "quotes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "AN-2026-0001"; a later version keeps the number (shown "AN-2026-0001-2"). */
    number: text2("number").notNull(),
    /** 1 for the first; "Neue Version" copies a sent quote as the next version (issue 20). */
    version: integer("version").notNull().default(1),
    /** The newer version that replaced this one once sent; its link then shows the newer one. */
    supersededBy: integer("superseded_by").references(() => quotes.id, { onDelete: "set null" }),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    leadReference: text2("lead_reference").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    configurationId: integer("configuration_id").references(() => savedConfigurations.id, { onDelete: "set null" }),
    status: text2("status", { enum: quoteStatuses }).notNull().default("draft"),
    customerName: text2("customer_name").notNull(),
    customerEmail: text2("customer_email"),
    /** A business customer's company, printed above the name in the address window. */
    customerCompany: text2("customer_company").notNull().default(""),
    customerPhone: text2("customer_phone").notNull().default(""),
    /** The postal address of the address window; null until known (from the account, the lead or typed). */
    customerAddress: text2("customer_address", { mode: "json" }).$type(),
    /** Where to install, when not the postal address. */
    installationAddress: text2("installation_address", { mode: "json" }).$type(),
    lines: text2("lines", { mode: "json" }).$type().notNull(),
    /** How the line prices are meant (contract/quotes.ts, priceBases); documents before issue 20 are 'gross'. */
    priceBasis: text2("price_basis", { enum: priceBases }).notNull().default("net"),
    gross: integer("gross").notNull(),
    vat: integer("vat").notNull(),
    net: integer("net").notNull(),
    /** The last Berlin calendar day the quote can be accepted on (YYYY-MM-DD). */
    validUntil: text2("valid_until").notNull(),
    note: text2("note").notNull().default(""),
    createdBy: text2("created_by").notNull(),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    /** The person who looks after the quote (issue 21). */
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt()
  },
  (table2) => [
    uniqueIndex("quotes_number_version_unique").on(table2.number, table2.version),
    index("quotes_assigned_idx").on(table2.assignedTo, table2.createdAt),
    index("quotes_lead_idx").on(table2.leadId),
    index("quotes_user_idx").on(table2.userId, table2.createdAt),
    index("quotes_created_idx").on(table2.createdAt)
  ]
);
var orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    orderNumber: text2("order_number").notNull(),
    /** Gross, in cents. */
    totalPrice: integer("total_price").notNull(),
    vat: integer("vat").notNull().default(0),
    net: integer("net").notNull().default(0),
    status: text2("status").notNull().default("pending"),
    quoteId: integer("quote_id").references(() => quotes.id),
    lines: text2("lines", { mode: "json" }).$type().notNull().default([]),
    priceBasis: text2("price_basis", { enum: priceBases }).notNull().default("net"),
    customerName: text2("customer_name").notNull().default(""),
    customerEmail: text2("customer_email"),
    customerCompany: text2("customer_company").notNull().default(""),
    customerPhone: text2("customer_phone").notNull().default(""),
    billingAddress: text2("billing_address", { mode: "json" }).$type(),
    installationAddress: text2("installation_address", { mode: "json" }).$type(),
    /** What the customer agreed to on acceptance (contract/quotes.ts, AcceptanceRecord); null before issue 20. */
    acceptance: text2("acceptance", { mode: "json" }).$type(),
    /** The person who looks after the order (issue 21). */
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table2) => [
    uniqueIndex("orders_number_unique").on(table2.orderNumber),
    index("orders_assigned_idx").on(table2.assignedTo, table2.createdAt),
    // One order per quote, however often it is accepted.
    uniqueIndex("orders_quote_unique").on(table2.quoteId),
    index("orders_user_idx").on(table2.userId, table2.createdAt),
    index("orders_status_idx").on(table2.status, table2.createdAt)
  ]
);
var quoteLinks = sqliteTable(
  "quote_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quoteId: integer("quote_id").notNull().references(() => quotes.id, { onDelete: "cascade" }),
    tokenHash: text2("token_hash").notNull(),
    createdAt: createdAt()
  },
  (table2) => [uniqueIndex("quote_links_token_unique").on(table2.tokenHash), index("quote_links_quote_idx").on(table2.quoteId)]
);
var linePresets = sqliteTable("line_presets", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text2("name").notNull(),
  unit: text2("unit", { enum: lineUnits }).notNull(),
  /** Net cents. */
  netPrice: integer("net_price").notNull(),
  /** Labour (Arbeitsleistung): shown apart on invoices (§ 35a EStG). */
  labour: integer("labour", { mode: "boolean" }).notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt()
});
var orderHistory = sqliteTable(
  "order_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    at: integer("at", { mode: "timestamp_ms" }).notNull().$defaultFn(() => /* @__PURE__ */ new Date()),
    by: text2("by").notNull(),
    status: text2("status", { enum: orderStatuses }).notNull(),
    text: text2("text").notNull(),
    /** What the office told the customer with this change (shown in the mail and the account); '' none. */
    customerNote: text2("customer_note").notNull().default(""),
    /** Whether the customer was mailed about this change (the office decides, issue 23). */
    customerNotified: integer("customer_notified", { mode: "boolean" }).notNull().default(true)
  },
  (table2) => [index("order_history_order_idx").on(table2.orderId, table2.at)]
);
var newsletterStatuses = ["pending", "confirmed", "unsubscribed"];
var newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text2("email").notNull(),
    status: text2("status", { enum: newsletterStatuses }).notNull().default("pending"),
    confirmTokenHash: text2("confirm_token_hash"),
    confirmRequestedAt: integer("confirm_requested_at", { mode: "timestamp_ms" }),
    unsubscribeToken: text2("unsubscribe_token").notNull(),
    consentVersion: text2("consent_version").notNull(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table2) => [
    uniqueIndex("newsletter_email_unique").on(sql`lower(${table2.email})`),
    uniqueIndex("newsletter_confirm_token_unique").on(table2.confirmTokenHash),
    uniqueIndex("newsletter_unsubscribe_token_unique").on(table2.unsubscribeToken)
  ]
);
var emailChanges = sqliteTable(
  "email_changes",
  {
    id: text2("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    email: text2("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt()
  },
  (table2) => [uniqueIndex("email_changes_user_unique").on(table2.userId)]
);
var visitSalts = sqliteTable("visit_salts", {
  day: text2("day").primaryKey(),
  salt: text2("salt").notNull()
});
var visitAllowances = sqliteTable(
  "visit_allowances",
  {
    day: text2("day").notNull(),
    networkId: text2("network_id").notNull(),
    pageViews: integer("page_views").notNull(),
    visitors: integer("visitors").notNull()
  },
  (table2) => [primaryKey({ columns: [table2.day, table2.networkId] })]
);
var pageViews = sqliteTable(
  "page_views",
  {
    // No AUTOINCREMENT: its bookkeeping nearly doubled the cost of the beacon's insert.
    id: integer("id").primaryKey(),
    /** The Europe/Berlin day the view happened on. */
    day: text2("day").notNull(),
    visitorId: text2("visitor_id").notNull(),
    path: text2("path").notNull(),
    /** Only the host of a referrer from another site; null for direct visits and internal links. */
    referrerHost: text2("referrer_host"),
    utmSource: text2("utm_source"),
    createdAt: createdAt()
  },
  (table2) => [index("page_views_day_idx").on(table2.day, table2.visitorId)]
);
var analyticsDays = sqliteTable("analytics_days", {
  day: text2("day").primaryKey(),
  visitors: integer("visitors").notNull(),
  pageViews: integer("page_views").notNull()
});
var analyticsDimensions = ["path", "referrer", "utm_source"];
var analyticsDayCounts = sqliteTable(
  "analytics_day_counts",
  {
    day: text2("day").notNull(),
    dimension: text2("dimension", { enum: analyticsDimensions }).notNull(),
    value: text2("value").notNull(),
    pageViews: integer("page_views").notNull(),
    visitors: integer("visitors").notNull()
  },
  (table2) => [primaryKey({ columns: [table2.dimension, table2.day, table2.value] })]
);
var funnelDays = sqliteTable(
  "funnel_days",
  {
    day: text2("day").notNull(),
    step: integer("step").notNull(),
    action: text2("action", { enum: funnelEventActionValues }).notNull(),
    sessions: integer("sessions").notNull()
  },
  (table2) => [primaryKey({ columns: [table2.day, table2.step, table2.action] })]
);
var appointmentKinds = ["aufmass", "montage"];
var appointmentStatuses = ["booked", "cancelled"];
var appointments = sqliteTable(
  "appointments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text2("kind", { enum: appointmentKinds }).notNull(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    status: text2("status", { enum: appointmentStatuses }).notNull().default("booked"),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    note: text2("note").notNull().default(""),
    /** Where: the installation address of the order or the lead's postcode; free text for the mail. */
    location: text2("location").notNull().default(""),
    customerName: text2("customer_name").notNull().default(""),
    customerEmail: text2("customer_email"),
    uid: text2("uid").notNull(),
    sequence: integer("sequence").notNull().default(0),
    createdBy: text2("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table2) => [
    uniqueIndex("appointments_uid_unique").on(table2.uid),
    index("appointments_starts_idx").on(table2.startsAt),
    index("appointments_lead_idx").on(table2.leadId),
    index("appointments_order_idx").on(table2.orderId)
  ]
);
var appointmentOffers = sqliteTable(
  "appointment_offers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    tokenHash: text2("token_hash").notNull(),
    slots: text2("slots", { mode: "json" }).$type().notNull(),
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdBy: text2("created_by").notNull(),
    createdAt: createdAt()
  },
  (table2) => [uniqueIndex("appointment_offers_token_unique").on(table2.tokenHash), index("appointment_offers_lead_idx").on(table2.leadId)]
);
var invoiceKinds = ["deposit", "final", "cancellation"];
var invoices = sqliteTable(
  "invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    number: text2("number").notNull(),
    kind: text2("kind", { enum: invoiceKinds }).notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The invoice a cancellation cancels; set on the cancellation. */
    cancelsInvoiceId: integer("cancels_invoice_id").references(() => invoices.id),
    /** Set on an invoice once cancelled: the cancellation's id. */
    cancelledById: integer("cancelled_by_id").references(() => invoices.id),
    /** Berlin calendar days (YYYY-MM-DD). */
    issueDate: text2("issue_date").notNull(),
    serviceDate: text2("service_date"),
    dueDate: text2("due_date").notNull(),
    /** The document as issued: seller, buyer, lines, totals, prepaid amounts (features/invoices/contract). */
    document: text2("document", { mode: "json" }).$type().notNull(),
    net: integer("net").notNull(),
    vat: integer("vat").notNull(),
    gross: integer("gross").notNull(),
    /** What the customer is to pay on this invoice: the gross less prepaid amounts (a final invoice). */
    amountDue: integer("amount_due").notNull(),
    /** A business customer: the invoice is also an e-invoice (Factur-X / XRechnung). */
    business: integer("business", { mode: "boolean" }).notNull().default(false),
    customerName: text2("customer_name").notNull(),
    customerEmail: text2("customer_email"),
    createdBy: text2("created_by").notNull(),
    createdAt: createdAt()
  },
  (table2) => [
    uniqueIndex("invoices_number_unique").on(table2.number),
    index("invoices_order_idx").on(table2.orderId),
    index("invoices_user_idx").on(table2.userId),
    index("invoices_issue_idx").on(table2.issueDate)
  ]
);
var invoicePayments = sqliteTable(
  "invoice_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: integer("invoice_id").notNull().references(() => invoices.id),
    amount: integer("amount").notNull(),
    /** Berlin calendar day (YYYY-MM-DD). */
    paidOn: text2("paid_on").notNull(),
    createdBy: text2("created_by").notNull(),
    createdAt: createdAt()
  },
  (table2) => [index("invoice_payments_invoice_idx").on(table2.invoiceId)]
);
var invoiceEvents = sqliteTable(
  "invoice_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: integer("invoice_id").notNull().references(() => invoices.id),
    at: integer("at", { mode: "timestamp_ms" }).notNull().$defaultFn(() => /* @__PURE__ */ new Date()),
    by: text2("by").notNull(),
    kind: text2("kind").notNull(),
    text: text2("text").notNull()
  },
  (table2) => [index("invoice_events_invoice_idx").on(table2.invoiceId, table2.at)]
);

// api/src/features/catalogue/answer-cache.ts
function createCatalogueAnswerCache(db, { maxEntries = 500 } = {}) {
  const entries = /* @__PURE__ */ new Map();
  const currentVersion = db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, "catalogue_version")).prepare();
  return async function cachedAnswer(key, compute) {
    const version = (await currentVersion.get())?.value;
    const kept = entries.get(key);
    if (version !== void 0 && kept?.version === version) {
      entries.delete(key);
      entries.set(key, kept);
      return kept;
    }
    const body = JSON.stringify(await compute());
    const answer = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    if (version === void 0) return answer;
    entries.delete(key);
    entries.set(key, { ...answer, version });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    return answer;
  };
}

// api/src/platform/db/storage-failure.ts
var STORAGE_CODES = /^(SQLITE_FULL|SQLITE_IOERR|ENOSPC|EDQUOT)/;
var STORAGE_MESSAGES = /SQLITE_FULL|SQLITE_IOERR|database or disk is full|disk I\/O error|no space left on device/i;
function isStorageFailure(error) {
  for (let current2 = error, depth = 0; current2 instanceof Error && depth < 5; current2 = current2.cause, depth++) {
    const code = current2.code;
    if (typeof code === "string" && STORAGE_CODES.test(code)) return true;
    if (STORAGE_MESSAGES.test(current2.message)) return true;
  }
  return false;
}
var STORAGE_REPORT_INTERVAL_MS = 6e4;
function createStorageHealth(log2 = (line2) => console.error(line2)) {
  let lastFailure = null;
  let lastLogged = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return {
    noteFailure(error, now = Date.now()) {
      lastFailure = now;
      unlogged += 1;
      if (now - lastLogged < STORAGE_REPORT_INTERVAL_MS) return;
      const message2 = error instanceof Error ? error.message : String(error);
      log2(`[api] Schreiben in die Datenbank fehlgeschlagen (${unlogged}\xD7 seit der letzten Meldung): ${message2}`);
      lastLogged = now;
      unlogged = 0;
    },
    recentFailure(now = Date.now()) {
      return lastFailure !== null && now - lastFailure < STORAGE_REPORT_INTERVAL_MS ? new Date(lastFailure) : null;
    }
  };
}

// api/src/platform/http/errors.ts
import { HTTPException as HTTPException2 } from "hono/http-exception";

// api/src/shared/messages.ts
var apiMessages = {
  notFound: "Die angeforderte Ressource wurde nicht gefunden.",
  methodNotAllowed: "Diese Anfrageart wird unter dieser Adresse nicht unterst\xFCtzt.",
  invalidUtf8: "Die Anfrage ist nicht in UTF-8 kodiert.",
  internal: "Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es sp\xE4ter erneut.",
  databaseUnavailable: "Die Datenbank ist derzeit nicht erreichbar.",
  storageFull: "Ihre Angaben konnten gerade nicht gespeichert werden, weil der Speicher des Servers voll ist. Bitte versuchen Sie es in einigen Minuten erneut.",
  storageFailed: "Das Schreiben in die Datenbank ist zuletzt fehlgeschlagen (Speicher voll).",
  invalidInput: "Bitte pr\xFCfen Sie Ihre Eingaben.",
  invalidJson: "Die Anfrage enth\xE4lt kein g\xFCltiges JSON.",
  controlCharacter: "Dieses Feld enth\xE4lt unzul\xE4ssige Steuerzeichen. Bitte geben Sie nur normalen Text ein.",
  invalidFormat: "Diese Angabe hat nicht das erwartete Format.",
  jsonRequired: "Bitte senden Sie die Daten als JSON (Content-Type: application/json).",
  tooLarge: "Die Anfrage ist zu gro\xDF (h\xF6chstens 100 KB).",
  invalidIdempotencyKey: "Der Idempotency-Key muss 16\u201364 Zeichen aus Buchstaben, Ziffern, - und _ haben.",
  tooManyRequests: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
  foreignOrigin: "Diese Anfrage kommt nicht von dieser Website und wurde abgelehnt.",
  loginRequired: "Bitte melden Sie sich an, um die Konfiguration zu speichern.",
  sessionRequired: "Bitte melden Sie sich an.",
  staffOnly: "Dieser Bereich ist nur f\xFCr Mitarbeiter zug\xE4nglich.",
  permissionMissing: "Keine Berechtigung: Ihre Rolle darf diese Aktion nicht ausf\xFChren.",
  routeWithoutPermission: "Keine Berechtigung: F\xFCr diese Aktion ist keine Berechtigung festgelegt.",
  shopClosed: "Der Shop ist derzeit wegen Wartungsarbeiten geschlossen.",
  productNotFound: "Dieses Produkt gibt es nicht oder es ist nicht mehr verf\xFCgbar.",
  optionNotAvailable: "Diese Option ist f\xFCr das gew\xE4hlte Produkt nicht verf\xFCgbar.",
  choiceRequired: "Bitte treffen Sie hier eine Auswahl."
};

// api/src/platform/http/request-errors.ts
import { HTTPException } from "hono/http-exception";
function fail(status, message2, headers) {
  throw new HTTPException(status, { message: message2, res: headers ? new Response(null, { headers }) : void 0 });
}
var ValidationFailure = class extends Error {
  name = "ValidationFailure";
  issues;
  constructor(message2, issues) {
    super(message2);
    this.issues = issues;
  }
};

// api/src/platform/http/errors.ts
var NO_STORE = { "Cache-Control": "no-store" };
function notFound(c) {
  return c.json({ error: apiMessages.notFound }, 404, NO_STORE);
}
var STORAGE_RETRY_AFTER_SECONDS = "120";
function errorHandler(storage) {
  return function handleError(error, c) {
    if (error instanceof ValidationFailure) {
      return c.json({ error: error.message, issues: error.issues }, 400, NO_STORE);
    }
    if (error instanceof HTTPException2) {
      for (const [name, value] of error.res?.headers ?? []) c.header(name, value);
      return c.json({ error: error.message || apiMessages.internal }, error.status, NO_STORE);
    }
    if (isStorageFailure(error)) {
      storage.noteFailure(error);
      return c.json({ error: apiMessages.storageFull }, 503, { ...NO_STORE, "Retry-After": STORAGE_RETRY_AFTER_SECONDS });
    }
    console.error(`[api] ${c.req.method} ${c.req.path} fehlgeschlagen:`, error);
    return c.json({ error: apiMessages.internal }, 500, NO_STORE);
  };
}

// api/src/platform/http/request-guards.ts
import { bodyLimit } from "hono/body-limit";
var SAFE_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
var MAX_BODY_BYTES = 100 * 1024;
function requestGuards({ maxBytes = MAX_BODY_BYTES, largerBodies = {} } = {}) {
  const allowance = (maxSize, message2) => ({
    maxBytes: maxSize,
    limit: bodyLimit({ maxSize, onError: () => fail(413, message2) }),
    message: message2
  });
  const standard = allowance(maxBytes, apiMessages.tooLarge);
  const larger = new Map(Object.entries(largerBodies).map(([path, { maxBytes: maxSize, message: message2 }]) => [path, allowance(maxSize, message2)]));
  return async function requestGuard(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const { maxBytes: maxBytes2, limit, message: message2 } = larger.get(c.req.path) ?? standard;
    rejectForeignOrigin(c.req.raw);
    rejectNonJson(c.req.raw);
    if (!c.req.raw.headers.has("transfer-encoding")) {
      if (Number(c.req.raw.headers.get("content-length") ?? 0) > maxBytes2) fail(413, message2);
      return next();
    }
    return limit(c, next);
  };
}
function rejectForeignOrigin(request) {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") fail(403, apiMessages.foreignOrigin);
  const origin = request.headers.get("origin");
  if (!origin) return;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  let originHost;
  try {
    originHost = new URL(origin).host;
  } catch {
    fail(403, apiMessages.foreignOrigin);
  }
  if (originHost !== host) fail(403, apiMessages.foreignOrigin);
}
function rejectNonJson(request) {
  const hasBody = request.headers.has("transfer-encoding") || Number(request.headers.get("content-length") ?? 0) > 0;
  if (!hasBody) return;
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) fail(415, apiMessages.jsonRequired);
}

// api/src/platform/http/unmatched-request.ts
import { METHOD_NAME_ALL } from "hono/router";
import { PatternRouter } from "hono/router/pattern-router";
function unmatchedRequest(routes) {
  const methodsByPath = new PatternRouter();
  for (const { method, path } of routes) {
    if (method !== METHOD_NAME_ALL) methodsByPath.add(METHOD_NAME_ALL, path, method);
  }
  return function answerUnmatched(c) {
    const [matches2] = methodsByPath.match(c.req.method, c.req.path);
    if (matches2.length === 0) return notFound(c);
    const methods = new Set(matches2.map(([method]) => method));
    if (methods.has("GET")) methods.add("HEAD");
    methods.add("OPTIONS");
    const allow = [...methods].join(", ");
    if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: allow });
    return c.json({ error: apiMessages.methodNotAllowed }, 405, { ...NO_STORE, Allow: allow });
  };
}

// api/src/platform/db/prepared-insert.ts
import { getTableColumns, is, Param, Placeholder, sql as sql2 } from "drizzle-orm";
function preparedInsert(db, table2, rowsPerStatement = 1) {
  const keys = Object.keys(getTableColumns(table2)).filter((key) => key !== "id");
  const rows2 = Array.from(
    { length: rowsPerStatement },
    (_, index2) => Object.fromEntries(keys.map((key) => [key, sql2.placeholder(`${index2}:${key}`)]))
  );
  const { sql: text4, params } = db.insert(table2).values(rows2).toSQL();
  const sources = params.map((param) => {
    if (!is(param, Param) || !is(param.value, Placeholder)) return { constant: param };
    const [index2, key] = param.value.name.split(":");
    return { row: Number(index2), key, encoder: param.encoder };
  });
  return function statement(...values4) {
    if (values4.length !== rowsPerStatement) throw new Error(`preparedInsert: ${rowsPerStatement} Zeilen erwartet`);
    const args = sources.map((source) => {
      if ("constant" in source) return source.constant;
      const row = values4[source.row];
      if (!(source.key in row)) throw new Error(`preparedInsert: Wert f\xFCr \u201E${source.key}\u201C fehlt`);
      const value = row[source.key];
      return value === null || value === void 0 ? null : source.encoder.mapToDriverValue(value);
    });
    return { sql: text4, args };
  };
}

// api/src/platform/db/write-queue.ts
function createWriteQueue(client) {
  let pending = [];
  async function flush() {
    const group2 = pending;
    pending = [];
    try {
      const results = await client.batch(
        group2.flatMap((entry) => entry.statements),
        "write"
      );
      let offset = 0;
      for (const entry of group2) {
        entry.resolve(results.slice(offset, offset + entry.statements.length));
        offset += entry.statements.length;
      }
    } catch (error) {
      if (group2.length === 1) {
        group2[0].reject(error);
        return;
      }
      for (const entry of group2) {
        await client.batch(entry.statements, "write").then(entry.resolve, entry.reject);
      }
    }
  }
  return {
    run(statements) {
      return new Promise((resolve11, reject) => {
        if (pending.length === 0) setImmediate(() => void flush());
        pending.push({ statements, resolve: resolve11, reject });
      });
    }
  };
}
var queues = /* @__PURE__ */ new WeakMap();
var batchClients = /* @__PURE__ */ new WeakMap();
function commitThrough(client, batchClient) {
  batchClients.set(client, batchClient);
}
function writeQueueFor(client) {
  let queue = queues.get(client);
  if (!queue) {
    queue = createWriteQueue(batchClients.get(client) ?? client);
    queues.set(client, queue);
  }
  return queue;
}

// api/src/features/catalogue/contract/price-grid.ts
function breakpointIndex(breakpoints2, value) {
  return breakpoints2.findIndex((breakpoint) => breakpoint >= value);
}
function gridPrice(grid, size2) {
  const column = breakpointIndex(grid.widths, size2.width);
  const row = breakpointIndex(grid.heights, size2.height);
  if (column < 0 || row < 0) return null;
  return grid.cells[row]?.[column] ?? null;
}
function centimetresToMm(size2) {
  return { width: Math.round(size2.width * 10), height: Math.round(size2.height * 10) };
}

// api/src/features/catalogue/contract/price.ts
function priceBasis(product, size2) {
  if (!product.priceGrid || !size2) return product.basePrice;
  return gridPrice(product.priceGrid, size2);
}
function modifierAmount(basis, modifier) {
  return modifier.priceModifierType === "percentage" ? Math.round(basis * modifier.priceModifier / 100) : modifier.priceModifier;
}
function unitPrice(basis, modifiers) {
  if (basis === null) return null;
  return modifiers.reduce((total, modifier) => total + modifierAmount(basis, modifier), basis);
}

// api/src/features/catalogue/product-options.ts
import { and, asc, eq as eq2 } from "drizzle-orm";
async function findActiveProduct(db, productId) {
  const [product] = await db.select({
    id: products.id,
    name: products.name,
    description: products.description,
    category: products.category,
    basePrice: products.basePrice,
    priceGrid: products.priceGrid
  }).from(products).where(and(eq2(products.id, productId), eq2(products.active, true)));
  return product;
}
async function loadProductOptions(db, productId) {
  const rows2 = await db.select({
    category: {
      id: optionCategories.id,
      key: optionCategories.key,
      name: optionCategories.name,
      type: optionCategories.type,
      required: optionCategories.required
    },
    option: {
      id: options.id,
      label: options.name,
      description: options.description,
      priceModifier: options.priceModifier,
      priceModifierType: options.priceModifierType,
      colorCode: options.colorCode,
      imageUrl: options.imageUrl
    }
  }).from(productOptions).innerJoin(options, eq2(options.id, productOptions.optionId)).innerJoin(optionCategories, eq2(optionCategories.id, options.categoryId)).where(and(eq2(productOptions.productId, productId), eq2(options.active, true), eq2(optionCategories.active, true))).orderBy(asc(optionCategories.orderIndex), asc(optionCategories.id), asc(options.orderIndex), asc(options.id));
  const groups = /* @__PURE__ */ new Map();
  for (const { category, option } of rows2) {
    let group2 = groups.get(category.id);
    if (!group2) {
      group2 = { ...category, options: [] };
      groups.set(category.id, group2);
    }
    group2.options.push(option);
  }
  return [...groups.values()];
}
function indexOptions(groups) {
  return new Map(groups.flatMap((group2) => group2.options.map((choice) => [choice.id, { group: group2, choice }])));
}

// api/src/features/catalogue/configured-items.ts
async function loadPricedProduct(db, productId) {
  const product = await findActiveProduct(db, productId);
  return product && { product, available: indexOptions(await loadProductOptions(db, product.id)) };
}
async function priceConfiguredItems(db, items) {
  const snapshots = [];
  const issues = {};
  const catalogue = /* @__PURE__ */ new Map();
  for (const [index2, item] of items.entries()) {
    if (!catalogue.has(item.productId)) catalogue.set(item.productId, loadPricedProduct(db, item.productId));
    const entry = await catalogue.get(item.productId);
    if (!entry) {
      issues[`konfiguration.${index2}.productId`] = [apiMessages.productNotFound];
      continue;
    }
    const { product, available } = entry;
    const chosen = item.optionIds.map((id2) => available.get(id2));
    if (chosen.some((entry2) => !entry2)) {
      issues[`konfiguration.${index2}.optionIds`] = [apiMessages.optionNotAvailable];
      continue;
    }
    const picks = chosen.map((entry2) => entry2);
    const size2 = item.breite != null && item.hoehe != null ? centimetresToMm({ width: item.breite, height: item.hoehe }) : null;
    const basis = priceBasis(product, size2);
    const price = unitPrice(
      basis,
      picks.map(({ choice }) => choice)
    );
    snapshots.push({
      productId: product.id,
      productName: product.name,
      options: picks.map(({ group: group2, choice }) => ({
        id: choice.id,
        key: group2.key,
        category: group2.name,
        name: choice.label,
        price: basis === null ? null : modifierAmount(basis, choice),
        colorCode: choice.colorCode
      })),
      breite: item.breite ?? null,
      hoehe: item.hoehe ?? null,
      menge: item.menge,
      unitPrice: price,
      totalPrice: price === null ? null : price * item.menge
    });
  }
  if (Object.keys(issues).length > 0) throw new ValidationFailure(apiMessages.invalidInput, issues);
  return snapshots;
}

// api/src/features/funnel/contract/configured-answers.ts
function materialOfProduct(productName2) {
  const name = productName2.toLocaleLowerCase("de-DE");
  if (name.includes("holz-alu")) return "holz-alu";
  if (name.includes("kunststoff")) return "kunststoff";
  if (name.includes("holz")) return "holz";
  if (name.includes("alu")) return "alu";
  return null;
}
function glazingOfOption(optionName) {
  if (/^2-fach/i.test(optionName.trim())) return "2-fach";
  if (/^3-fach/i.test(optionName.trim())) return "3-fach";
  return null;
}
function commonAnswer(answers) {
  const [first] = answers;
  return first && answers.every((answer) => answer === first) ? first : null;
}

// api/src/platform/mail/confirmation-cap.ts
import { createHash as createHash2 } from "node:crypto";

// api/src/platform/berlin-calendar.ts
var TIME_ZONE = "Europe/Berlin";
var DAY_MS = 24 * 60 * 60 * 1e3;
var dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
var partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric"
});
function berlinDay(instant2) {
  return dayFormat.format(instant2);
}
function berlinOffsetMs(instant2) {
  const parts2 = Object.fromEntries(partsFormat.formatToParts(instant2).map((part) => [part.type, Number(part.value)]));
  const wallClock = Date.UTC(parts2.year, parts2.month - 1, parts2.day, parts2.hour, parts2.minute, parts2.second);
  return wallClock - Math.floor(instant2 / 1e3) * 1e3;
}
function berlinDayStart(day4) {
  const [year, month, date] = day4.split("-").map(Number);
  const wallMidnight = Date.UTC(year, month - 1, date);
  const guess = wallMidnight - berlinOffsetMs(wallMidnight);
  return wallMidnight - berlinOffsetMs(guess);
}
function nextDay(day4) {
  const [year, month, date] = day4.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date) + DAY_MS).toISOString().slice(0, 10);
}
function berlinDayRange(day4) {
  return { start: berlinDayStart(day4), end: berlinDayStart(nextDay(day4)) };
}
function berlinYear(year) {
  return {
    firstDay: `${year}-01-01`,
    lastDay: `${year}-12-31`,
    start: berlinDayStart(`${year}-01-01`),
    end: berlinDayStart(`${year + 1}-01-01`)
  };
}
function berlinMonthStarts(year) {
  return Array.from({ length: 13 }, (_, index2) => {
    const month = year * 12 + index2;
    return berlinDayStart(`${Math.floor(month / 12)}-${String(month % 12 + 1).padStart(2, "0")}-01`);
  });
}
var monthOfDay = (day4) => Number(day4.slice(5, 7));
function createDayClock(now = Date.now) {
  let day4 = "";
  let endsAt = 0;
  return function today2() {
    const instant2 = now();
    if (instant2 >= endsAt || instant2 < endsAt - 26 * 60 * 60 * 1e3) {
      day4 = berlinDay(instant2);
      endsAt = berlinDayStart(nextDay(day4));
    }
    return day4;
  };
}

// api/src/platform/mail/confirmation-cap.ts
var CONFIRMATIONS_PER_RECIPIENT_AND_DAY = 3;
var COUNT_MAIL = `insert into rate_limits (key, window_start, count) values (?, ?, 1)
  on conflict (key) do update set
    count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
    window_start = excluded.window_start
  returning count`;
var ENQUEUE_WITHIN_CAP = `insert into outbox (topic, recipient, subject, text_body, attachments, status, attempts, next_attempt_at, created_at)
  select ?, ?, ?, ?, ?, 'pending', 0, ?, ?
  where (select count from rate_limits where key = ? and window_start = ?) <= ${CONFIRMATIONS_PER_RECIPIENT_AND_DAY}`;
var today = { start: 0, end: 0 };
function dayStart(now) {
  if (now < today.start || now >= today.end) today = berlinDayRange(berlinDay(now));
  return today.start;
}
function counter(recipient, now) {
  const key = `confirmation-mail:${createHash2("sha256").update(recipient.trim().toLowerCase()).digest("base64url").slice(0, 22)}`;
  return { key, windowStart: dayStart(now.getTime()) };
}
function confirmationMailStatements(mail, now = /* @__PURE__ */ new Date()) {
  const { key, windowStart } = counter(mail.recipient, now);
  const attachments = mail.attachments ? JSON.stringify(mail.attachments) : null;
  return [
    { sql: COUNT_MAIL, args: [key, windowStart] },
    {
      sql: ENQUEUE_WITHIN_CAP,
      args: [mail.topic, mail.recipient, mail.subject, mail.textBody, attachments, now.getTime(), now.getTime(), key, windowStart]
    }
  ];
}
async function countConfirmationMail(db, recipient, now = /* @__PURE__ */ new Date()) {
  const { key, windowStart } = counter(recipient, now);
  const [result] = await writeQueueFor(db.$client).run([{ sql: COUNT_MAIL, args: [key, windowStart] }]);
  return Number(result.rows[0].count) <= CONFIRMATIONS_PER_RECIPIENT_AND_DAY;
}

// api/src/platform/mail/outbox.ts
import { and as and2, desc, eq as eq3, inArray, isNull, lte, or, sql as sql4 } from "drizzle-orm";

// api/src/platform/db/insert-when.ts
import { getTableColumns as getTableColumns2, is as is2, SQL, sql as sql3 } from "drizzle-orm";
function insertWhen(db, table2, values4, condition) {
  const columns2 = getTableColumns2(table2);
  const entries = Object.entries(columns2).flatMap(([key, column]) => {
    const given = values4[key];
    const value = given === void 0 ? column.defaultFn?.() : given;
    return value === void 0 ? [] : [{ name: column.name, value: is2(value, SQL) ? value : sql3.param(value, column) }];
  });
  const names = sql3.join(
    entries.map((entry) => sql3.identifier(entry.name)),
    sql3`, `
  );
  const selected = sql3.join(
    entries.map((entry) => entry.value),
    sql3`, `
  );
  return db.run(sql3`insert into ${table2} (${names}) select ${selected} where ${condition}`);
}

// api/src/platform/mail/outbox.ts
var mailReference = (mail) => `${mail.createdAt.getTime()}-${mail.id}-${mail.topic}`;
function enqueueMail(db, mail) {
  return db.insert(outbox).values(mail);
}
function enqueueMailWhen(db, mail, condition, fill, now = /* @__PURE__ */ new Date()) {
  const filled = (text4) => fill ? sql4`replace(${text4}, ${fill.slot}, ${fill.value})` : text4;
  return insertWhen(
    db,
    outbox,
    {
      ...mail,
      subject: filled(mail.subject),
      textBody: filled(mail.textBody),
      attachments: mail.attachments ?? null,
      nextAttemptAt: now,
      createdAt: now
    },
    condition
  );
}
function outboxStatements(db, mailsPerStatement) {
  const insert = preparedInsert(db, outbox, mailsPerStatement);
  return (mails2, now = /* @__PURE__ */ new Date()) => insert(
    ...mails2.map((mail) => ({
      ...mail,
      replyTo: mail.replyTo ?? null,
      sentBy: mail.sentBy ?? null,
      attachments: mail.attachments ?? null,
      status: "pending",
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      lastError: null,
      createdAt: now,
      sentAt: null
    }))
  );
}
var MAX_ATTEMPTS = 8;
var CLAIM_MS = 2 * 6e4;
var BACKOFF_MS = [3e4, 2 * 6e4, 10 * 6e4, 30 * 6e4, 60 * 6e4, 3 * 60 * 6e4, 6 * 60 * 6e4];
function retryDelayMs(attempts) {
  return BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)];
}
async function claimDueMails(db, limit, now = /* @__PURE__ */ new Date(), claimMs = CLAIM_MS) {
  const free = or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now));
  const newest = db.select({ id: outbox.id }).from(outbox).where(and2(eq3(outbox.status, "pending"), sql4`+${outbox.nextAttemptAt} <= ${now.getTime()}`, free)).orderBy(desc(outbox.id)).limit(limit);
  const longestWaiting = db.select({ id: outbox.id, nextAttemptAt: outbox.nextAttemptAt }).from(outbox).where(and2(eq3(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), free)).orderBy(outbox.nextAttemptAt, outbox.id).limit(limit);
  const alternating = sql4`select id from (
      select id, row_number() over (order by id desc) as turn from (${newest})
      union all
      select id, row_number() over (order by ${sql4.identifier(outbox.nextAttemptAt.name)}, id) as turn from (${longestWaiting})
    ) group by id order by min(turn), id desc limit ${limit}`;
  const claimed = await db.update(outbox).set({ lockedUntil: new Date(now.getTime() + claimMs), attempts: sql4`${outbox.attempts} + 1` }).where(sql4`${outbox.id} in (${alternating})`).returning();
  return claimed.sort((a, b) => b.id - a.id);
}
async function releaseClaims(db, ids) {
  if (ids.length === 0) return;
  await db.update(outbox).set({ lockedUntil: null, attempts: sql4`${outbox.attempts} - 1` }).where(inArray(outbox.id, ids));
}
async function markSent(db, ids, now = /* @__PURE__ */ new Date()) {
  if (ids.length === 0) return;
  await db.update(outbox).set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null }).where(inArray(outbox.id, ids));
}
async function markFailed(db, mail, error, now = /* @__PURE__ */ new Date()) {
  const givingUp = mail.attempts >= MAX_ATTEMPTS;
  await db.update(outbox).set({
    status: givingUp ? "failed" : "pending",
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
    lockedUntil: null,
    lastError: error.slice(0, 1e3)
  }).where(eq3(outbox.id, mail.id));
}

// api/src/features/settings/app-settings.ts
import { eq as eq4 } from "drizzle-orm";
import { safeParse } from "zod/mini";
async function readSetting(db, definition) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq4(settings.key, definition.key));
  if (!row) return definition.defaultValue;
  const parsed = safeParse(definition.schema, row.value);
  return parsed.success ? parsed.data : definition.defaultValue;
}
async function writeSetting(db, definition, value, by, now = /* @__PURE__ */ new Date()) {
  await db.insert(settings).values({ key: definition.key, value, updatedBy: by, updatedAt: now }).onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: by, updatedAt: now } });
}

// api/src/features/settings/contract/company-messages.ts
var companyMessages = {
  brand: "Bitte geben Sie den Markennamen ein (h\xF6chstens 80 Zeichen).",
  legalName: "Bitte geben Sie die Firma laut Handelsregister ein (h\xF6chstens 120 Zeichen).",
  managingDirector: "Bitte geben Sie die Gesch\xE4ftsf\xFChrung ein (h\xF6chstens 120 Zeichen).",
  street: "Bitte geben Sie Stra\xDFe und Hausnummer ein (h\xF6chstens 120 Zeichen).",
  postalCode: "Die Postleitzahl hat f\xFCnf Ziffern.",
  city: "Bitte geben Sie den Ort ein (h\xF6chstens 80 Zeichen).",
  region: "Bitte geben Sie das Bundesland ein (h\xF6chstens 80 Zeichen).",
  phone: "Bitte geben Sie die Telefonnummer international ein, z. B. +49 40 1234567-0.",
  phoneDisplay: "Bitte geben Sie die Telefonnummer so ein, wie sie auf der Website stehen soll, z. B. 040 1234567-0.",
  fax: "Bitte geben Sie die Faxnummer international ein, z. B. +49 40 1234567-9, oder lassen Sie das Feld leer.",
  email: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein.",
  notificationEmail: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein oder lassen Sie das Feld leer.",
  registerCourt: "Bitte geben Sie das Registergericht ein, z. B. Amtsgericht Hamburg (h\xF6chstens 120 Zeichen).",
  registerNumber: "Bitte geben Sie die Registernummer ein, z. B. HRB 123456 (h\xF6chstens 40 Zeichen).",
  taxNumber: "Die Steuernummer besteht aus Ziffern mit / oder Leerzeichen, z. B. 12/345/67890 (h\xF6chstens 20 Zeichen).",
  vatId: "Die USt-IdNr. beginnt mit DE und hat danach neun Ziffern, z. B. DE123456789.",
  chamber: "Bitte geben Sie die zust\xE4ndige Kammer ein (h\xF6chstens 120 Zeichen).",
  supervisoryAuthority: "Bitte geben Sie die zust\xE4ndige Datenschutz-Aufsichtsbeh\xF6rde ein (h\xF6chstens 160 Zeichen).",
  foundedYear: (thisYear2) => `Das Gr\xFCndungsjahr ist eine Jahreszahl von 1800 bis ${thisYear2}.`,
  openingHours: "Bitte geben Sie h\xF6chstens 7 Zeilen \xD6ffnungszeiten an.",
  openingDays: "Bitte geben Sie die Tage ein, z. B. Montag \u2013 Freitag (h\xF6chstens 40 Zeichen).",
  openingHoursText: "Bitte geben Sie die Zeiten ein, z. B. 8:00 \u2013 17:00 Uhr oder geschlossen (h\xF6chstens 40 Zeichen).",
  bankAccountHolder: "Bitte geben Sie den Kontoinhaber ein (h\xF6chstens 120 Zeichen) oder lassen Sie das Feld leer.",
  iban: "Diese IBAN ist nicht g\xFCltig \u2013 bitte pr\xFCfen Sie die Ziffern (die Pr\xFCfsumme stimmt nicht).",
  ibanFormat: "Eine IBAN beginnt mit dem L\xE4ndercode und zwei Pr\xFCfziffern, z. B. DE89 3704 0044 0532 0130 00.",
  bic: "Eine BIC hat 8 oder 11 Zeichen, z. B. COBADEFFXXX.",
  bankName: "Bitte geben Sie den Namen der Bank ein (h\xF6chstens 80 Zeichen) oder lassen Sie das Feld leer.",
  ratingValue: "Die Bewertung ist eine Zahl von 1,0 bis 5,0 mit h\xF6chstens einer Nachkommastelle.",
  ratingCount: "Die Zahl der Bewertungen ist eine ganze Zahl ab 0.",
  ratingSource: "Bitte nennen Sie die Quelle der Bewertung, z. B. \u201EGoogle-Bewertungen\u201C \u2013 ohne Quelle wird die Bewertung nicht angezeigt (\xA7 5b Abs. 3 UWG).",
  ratingSourceTooLong: "Die Quelle darf h\xF6chstens 120 Zeichen lang sein.",
  ratingSourceUrl: "Bitte geben Sie eine Adresse ein, die mit https:// beginnt, oder lassen Sie das Feld leer.",
  projects: "Die Zahl der Projekte ist eine ganze Zahl ab 0 (oder leer).",
  customers: "Die Zahl der Kunden ist eine ganze Zahl ab 0 (oder leer).",
  years: "Die Jahre Erfahrung sind eine ganze Zahl von 0 bis 200 (oder leer).",
  loadFailed: "Die Firmendaten konnten nicht geladen werden.",
  saved: "Firmendaten gespeichert",
  saveFailed: "Die Firmendaten konnten nicht gespeichert werden.",
  siteBuilding: "Die Website wird aktualisiert \u2026 Die bisherigen Seiten bleiben so lange erreichbar.",
  siteCurrent: (builtAt) => `Die Website ist aktuell (zuletzt erstellt ${builtAt}).`,
  siteFailed: "Die Website konnte nicht aktualisiert werden. Es werden weiter die bisherigen Seiten gezeigt. Bitte speichern Sie erneut oder wenden Sie sich an den Betreuer der Website.",
  ratingHidden: "Ohne Quelle wird die Bewertung auf der Website nicht angezeigt."
};

// api/src/features/settings/contract/iban.ts
function normaliseIban(value) {
  return value.replace(/\s+/g, "").toUpperCase();
}
function ibanChecksumIsValid(iban) {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

// api/src/features/settings/contract/company.ts
var oneLine = z2.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE });
var required = (message2, max2) => z2.string({ error: message2 }).check(z2.trim(), z2.minLength(1, { error: message2 }), z2.maxLength(max2, { error: message2 }), oneLine);
var optional = (message2, max2) => z2._default(z2.string({ error: message2 }).check(z2.trim(), z2.maxLength(max2, { error: message2 }), oneLine), "");
var optionalPattern = (message2, pattern, prepare = (value) => value) => z2._default(
  z2.string({ error: message2 }).check(
    z2.trim(),
    z2.overwrite(prepare),
    z2.refine((value) => value === "" || pattern.test(value), { error: message2 })
  ),
  ""
);
var optionalWhole = (message2, max2) => z2._default(z2.nullable(z2.int({ error: message2 }).check(z2.minimum(0, { error: message2 }), z2.maximum(max2, { error: message2 }))), null);
var INTERNATIONAL_PHONE = /^\+[1-9][0-9 /-]{5,24}$/;
var thisYear = () => (/* @__PURE__ */ new Date()).getFullYear();
var openingHoursRowSchema = z2.object({
  days: required(companyMessages.openingDays, 40),
  hours: required(companyMessages.openingHoursText, 40)
});
var companySettingsSchema = z2.object({
  brand: required(companyMessages.brand, 80),
  legalName: required(companyMessages.legalName, 120),
  managingDirector: required(companyMessages.managingDirector, 120),
  street: required(companyMessages.street, 120),
  postalCode: z2.string({ error: companyMessages.postalCode }).check(z2.trim(), z2.regex(/^[0-9]{5}$/, { error: companyMessages.postalCode })),
  city: required(companyMessages.city, 80),
  region: required(companyMessages.region, 80),
  phone: z2.string({ error: companyMessages.phone }).check(z2.trim(), z2.regex(INTERNATIONAL_PHONE, { error: companyMessages.phone })),
  phoneDisplay: required(companyMessages.phoneDisplay, 40),
  fax: optionalPattern(companyMessages.fax, INTERNATIONAL_PHONE),
  email: emailAddress(companyMessages.email),
  /** Where the office's notifications go; empty: NOTIFY_EMAIL from the environment. */
  notificationEmail: z2._default(z2.union([z2.literal(""), emailAddress(companyMessages.notificationEmail)], { error: companyMessages.notificationEmail }), ""),
  registerCourt: required(companyMessages.registerCourt, 120),
  registerNumber: required(companyMessages.registerNumber, 40),
  taxNumber: optionalPattern(companyMessages.taxNumber, /^[0-9][0-9 /]{8,18}[0-9]$/),
  vatId: optionalPattern(companyMessages.vatId, /^DE[0-9]{9}$/, (value) => value.replace(/\s+/g, "").toUpperCase()),
  chamber: required(companyMessages.chamber, 120),
  supervisoryAuthority: required(companyMessages.supervisoryAuthority, 160),
  foundedYear: z2.int({ error: companyMessages.foundedYear(thisYear()) }).check(
    z2.minimum(1800, { error: companyMessages.foundedYear(thisYear()) }),
    z2.refine((year) => year <= thisYear(), { error: companyMessages.foundedYear(thisYear()) })
  ),
  openingHours: z2.array(openingHoursRowSchema, { error: companyMessages.openingHours }).check(z2.maxLength(7, { error: companyMessages.openingHours })),
  bankAccountHolder: optional(companyMessages.bankAccountHolder, 120),
  iban: z2._default(
    z2.string({ error: companyMessages.ibanFormat }).check(
      z2.overwrite(normaliseIban),
      z2.refine((value) => value === "" || /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value), { error: companyMessages.ibanFormat, abort: true }),
      z2.refine((value) => value === "" || ibanChecksumIsValid(value), { error: companyMessages.iban })
    ),
    ""
  ),
  bic: optionalPattern(companyMessages.bic, /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, (value) => value.replace(/\s+/g, "").toUpperCase()),
  bankName: optional(companyMessages.bankName, 80),
  /** Trust figures: each may be left out, and then the site leaves its badge out. */
  ratingValue: z2._default(
    z2.nullable(
      z2.number({ error: companyMessages.ratingValue }).check(
        z2.minimum(1, { error: companyMessages.ratingValue }),
        z2.maximum(5, { error: companyMessages.ratingValue }),
        z2.refine((value) => Number.isInteger(Math.round(value * 10)) && Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
          error: companyMessages.ratingValue
        })
      )
    ),
    null
  ),
  ratingCount: optionalWhole(companyMessages.ratingCount, 1e7),
  ratingSource: z2._default(
    z2.string({ error: companyMessages.ratingSourceTooLong }).check(z2.trim(), z2.maxLength(120, { error: companyMessages.ratingSourceTooLong }), oneLine),
    ""
  ),
  ratingSourceUrl: optionalPattern(companyMessages.ratingSourceUrl, /^https:\/\/[^\s]{3,500}$/),
  projects: optionalWhole(companyMessages.projects, 1e7),
  customers: optionalWhole(companyMessages.customers, 1e7),
  years: optionalWhole(companyMessages.years, 200)
}).check(
  // § 5b Abs. 3 UWG: whoever shows reviews says how they were collected. A rating without a named
  // source is refused here, and the site would not show it either (shownRating).
  z2.superRefine((company, context) => {
    if (company.ratingValue !== null && company.ratingSource === "") {
      context.addIssue({ code: "custom", path: ["ratingSource"], message: companyMessages.ratingSource });
    }
  })
);
function companyProfile(settings2) {
  return {
    ...settings2,
    tagline: "Fenster, T\xFCren und Dachfenster aus einer Hand",
    country: "Deutschland",
    countryCode: "DE",
    /** The phone number as a tel: link target, without spaces. */
    phoneLink: `tel:${settings2.phone.replace(/[^+0-9]/g, "")}`,
    partnerSite: { name: "Partnerbetrieb Muster Montage", url: "https://www.example.com" }
  };
}

// api/src/features/settings/contract/company-defaults.ts
var defaultCompany = {
  brand: "Fensterwerk Nord",
  legalName: "Fensterwerk Nord GmbH",
  managingDirector: "Max Mustermann",
  street: "Musterstra\xDFe 1",
  postalCode: "12345",
  city: "Musterstadt",
  region: "Niedersachsen",
  phone: "+49 40 1234567-0",
  phoneDisplay: "040 1234567-0",
  fax: "+49 40 1234567-9",
  email: "info@example.de",
  notificationEmail: "",
  registerCourt: "Amtsgericht Musterstadt",
  registerNumber: "HRB 000000",
  taxNumber: "",
  vatId: "DE000000000",
  chamber: "Handwerkskammer Musterstadt",
  supervisoryAuthority: "Landesbeauftragte f\xFCr den Datenschutz Niedersachsen",
  foundedYear: 2004,
  openingHours: [
    { days: "Montag \u2013 Donnerstag", hours: "8:00 \u2013 17:00 Uhr" },
    { days: "Freitag", hours: "8:00 \u2013 13:00 Uhr" },
    { days: "Samstag & Sonntag", hours: "geschlossen" }
  ],
  bankAccountHolder: "",
  iban: "",
  bic: "",
  bankName: "",
  // The figures the site showed before they became settings. The 4,8/5 it showed named no source, so
  // the rating starts empty: the owner enters it together with where the reviews come from.
  ratingValue: null,
  ratingCount: null,
  ratingSource: "",
  ratingSourceUrl: "",
  projects: 4800,
  customers: 5e3,
  years: 20
};

// api/src/features/settings/current-company.ts
var companySetting = {
  key: "company",
  schema: companySettingsSchema,
  defaultValue: defaultCompany
};
var MAX_AGE_MS = 5e3;
var cache = /* @__PURE__ */ new WeakMap();
var latest = companyProfile(defaultCompany);
function remember(db, settings2) {
  const entry = { settings: settings2, profile: companyProfile(settings2), readAt: Date.now() };
  cache.set(db, entry);
  latest = entry.profile;
  return entry;
}
async function cached(db) {
  const entry = cache.get(db);
  if (entry && Date.now() - entry.readAt < MAX_AGE_MS) {
    latest = entry.profile;
    return entry;
  }
  return remember(db, await readSetting(db, companySetting));
}
async function refreshCompany(db) {
  try {
    await cached(db);
  } catch (error) {
    console.error("[settings] Firmendaten nicht gelesen, die letzte Fassung gilt weiter:", error);
  }
}
async function currentCompanySettings(db) {
  return (await cached(db)).settings;
}
function companySnapshot() {
  return latest;
}
async function saveCompany(db, settings2, by) {
  await writeSetting(db, companySetting, settings2, by);
  remember(db, settings2);
}
function notificationRecipient(fallback) {
  return latest.notificationEmail || fallback;
}
function officeAddresses(fallback) {
  return [.../* @__PURE__ */ new Set([fallback, notificationRecipient(fallback)])];
}

// api/src/shared/format.ts
var TIME_ZONE2 = "Europe/Berlin";
function once(make) {
  let made;
  return () => made ??= make();
}
var longDate = once(() => new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE2 }));
var shortDate = once(() => new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: TIME_ZONE2 }));
var time = once(() => new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE2 }));
function formatCents(cents) {
  const whole2 = Math.round(Math.abs(cents));
  const euros = Math.floor(whole2 / 100).toString().replace(/\B(?=(\d{3})+$)/g, ".");
  const rest = String(whole2 % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${euros},${rest}\xA0\u20AC`;
}
var thousands = (value) => String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ".");
function formatMillimetres(mm2) {
  return `${thousands(mm2)}\xA0mm`;
}
function formatSizeMm(size2) {
  return `${thousands(size2.width)} \xD7 ${formatMillimetres(size2.height)}`;
}
function formatDecimal(value) {
  const [whole2 = "0", fraction] = String(value).split(".");
  const grouped = thousands(Number(whole2));
  return fraction ? `${grouped},${fraction}` : grouped;
}
function formatSizeCm(width, height) {
  const side = (value) => value ? formatDecimal(value) : "?";
  return `${side(width)} \xD7 ${side(height)} cm`;
}
function formatPrice(cents) {
  return cents === null ? PRICE_ON_REQUEST : formatCents(cents);
}
var PRICE_ON_REQUEST = "Preis auf Anfrage";
function formatShortDate(date) {
  return shortDate().format(date);
}
function formatDateTime(date) {
  return `${shortDate().format(date)} ${time().format(date)}`;
}
var relative = once(() => new Intl.RelativeTimeFormat("de", { numeric: "always" }));
var RELATIVE_STEPS = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60]
];
var berlinParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE2,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23"
});
function berlinOffsetMs2(date) {
  const part = Object.fromEntries(berlinParts.formatToParts(date).map(({ type, value }) => [type, Number(value)]));
  const wallClock = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wallClock - Math.floor(date.getTime() / 1e3) * 1e3;
}
function berlinDay2(date) {
  return new Date(date.getTime() + berlinOffsetMs2(date)).toISOString().slice(0, 10);
}
function berlinMidnight(day4) {
  const utcMidnight = Date.parse(`${day4}T00:00:00Z`);
  return new Date(utcMidnight - berlinOffsetMs2(new Date(utcMidnight)));
}
var oneDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
var whole = new Intl.NumberFormat("de-DE");

// api/src/features/funnel/contract/funnel-summary.ts
function funnelSummaryRows(input) {
  const name = [input.vorname, input.nachname].map((part) => part?.trim()).filter(Boolean).join(" ");
  const rows2 = [
    ["Projektart", input.projektart && projectTypeLabels[input.projektart]],
    ["Produkte", input.produkte.map((kind) => productKindSummaryLabels[kind]).join(", ")],
    ["Material", input.material && materialLabels[input.material]],
    ["Verglasung", input.verglasung && glazingLabels[input.verglasung]],
    ["Montage", input.montage && installationLabels[input.montage]],
    ["PLZ", input.plz?.trim()],
    ["Zeitraum", input.zeitraum && timeframeLabels[input.zeitraum]],
    ["Name", name],
    ["E-Mail", input.email?.trim()],
    ["Telefon", input.telefon?.trim()],
    ["Nachricht", input.nachricht?.trim()]
  ];
  return rows2.filter((row) => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}

// api/src/shared/mail-signature.ts
function signatureFor(company, personName) {
  return [
    "Mit freundlichen Gr\xFC\xDFen",
    ...personName ? [personName, company.brand] : [`Ihr Team von ${company.brand}`],
    "",
    "--",
    company.legalName,
    `${company.street}, ${company.postalCode} ${company.city}`,
    `Telefon ${company.phoneDisplay} \xB7 ${company.email}`,
    `${company.registerCourt}, ${company.registerNumber} \xB7 Gesch\xE4ftsf\xFChrer: ${company.managingDirector}`
  ].join("\n");
}

// api/src/platform/mail/signature.ts
var customerSignature = () => signatureFor(companySnapshot());
var personalSignature = (personName) => signatureFor(companySnapshot(), personName);
function table(rows2) {
  const width = Math.max(...rows2.map((row) => row.label.length));
  return rows2.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value.replace(/\n/g, `
${" ".repeat(width + 2)}`)}`).join("\n");
}

// api/src/features/leads/mails.ts
function dimensionLines(rows2) {
  return rows2.filter((row) => row.typ || row.breite || row.hoehe || row.menge).map((row) => {
    const type = row.typ ? dimensionTypeLabels[row.typ] : "Element";
    const size2 = row.breite || row.hoehe ? formatSizeCm(row.breite, row.hoehe) : "Ma\xDFe vor Ort";
    return `- ${row.menge ?? 1} \xD7 ${type}, ${size2}`;
  });
}
function configurationLines(items) {
  return (items ?? []).map((item) => {
    const size2 = item.breite && item.hoehe ? `, ${formatSizeCm(item.breite, item.hoehe)}` : "";
    const options2 = item.options.map((option) => option.name).join(", ");
    return `- ${item.menge} \xD7 ${item.productName}${size2}${options2 ? ` (${options2})` : ""}: ${formatPrice(item.totalPrice)}`;
  });
}
function details(lead) {
  const sections = [table(funnelSummaryRows(lead))];
  const dimensions = dimensionLines(lead.dimensions);
  if (dimensions.length > 0) sections.push(`Ma\xDFe und Mengen:
${dimensions.join("\n")}`);
  const configuration = configurationLines(lead.configuration);
  if (configuration.length > 0) sections.push(`Aus dem Konfigurator:
${configuration.join("\n")}`);
  return sections.join("\n\n");
}
function chosenFromLists({
  projektart,
  produkte,
  material,
  verglasung,
  montage,
  zeitraum,
  dimensions,
  configuration
}) {
  return { projektart, produkte, material, verglasung, montage, zeitraum, dimensions, configuration };
}
function leadConfirmationMail(lead) {
  return {
    topic: "lead-confirmation",
    recipient: lead.email,
    subject: `Ihre Anfrage bei ${companySnapshot().brand}`,
    textBody: [
      "Guten Tag,",
      "",
      `vielen Dank f\xFCr Ihre Anfrage. Sie ist bei uns unter der Nummer ${lead.reference} eingegangen, und so geht es weiter:`,
      "",
      "1. Ein Fachberater meldet sich innerhalb von 24 Stunden bei Ihnen.",
      "2. Ihr pers\xF6nliches Angebot erhalten Sie innerhalb von 2\u20133 Tagen.",
      "3. Auf Wunsch kommen wir kostenlos zu Ihnen, messen auf und beraten Sie vor Ort.",
      "",
      "Ihre Auswahl:",
      "",
      details(chosenFromLists(lead)),
      "",
      "Sie m\xF6chten etwas erg\xE4nzen? Antworten Sie einfach auf diese E-Mail.",
      "",
      customerSignature()
    ].join("\n")
  };
}
function leadNotificationMail(lead, recipient, siteUrl) {
  const campaign = Object.entries(lead.utmParams).filter(([, value]) => value).map(([name, value]) => `${name}=${value}`).join(", ");
  return {
    topic: "lead-notification",
    recipient,
    subject: `Neue Angebotsanfrage ${lead.reference}: ${lead.vorname} ${lead.nachname}`,
    replyTo: lead.email,
    textBody: [
      `Neue Angebotsanfrage ${lead.reference}`,
      "",
      details(lead),
      "",
      `Werbeeinwilligung: ${lead.marketingConsent ? "ja" : "nein"}`,
      `Kampagne: ${campaign || "\u2013"}`,
      "",
      // The lead page takes the reference as well as the number, and the reference is in the subject too.
      `Anfrage \xF6ffnen: ${new URL(`/admin/leads/${lead.reference}`, siteUrl).href}`
    ].join("\n")
  };
}

// api/src/features/funnel/contract/campaign.ts
var campaignParameterNames = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid"];
var CAMPAIGN_VALUE_MAX_LENGTH = 200;

// api/src/features/funnel/contract/funnel-steps.ts
var FUNNEL_STEPS = 7;
var PRIVACY_TEXT_VERSION = "2026-11-01";
var MARKETING_TEXT_VERSION = "2026-11-01";
var funnelMessages = {
  projektart: "Bitte w\xE4hlen Sie eine Projektart",
  productsTitle: "Produktauswahl erforderlich",
  products: "Bitte w\xE4hlen Sie mindestens ein Produkt aus.",
  vorname: "Vorname ist erforderlich",
  nachname: "Nachname ist erforderlich",
  email: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein",
  datenschutz: "Sie m\xFCssen der Datenschutzerkl\xE4rung zustimmen",
  menge: "Die Menge muss mindestens 1 sein",
  sentTitle: "Erfolgreich gesendet!",
  sent: "Ihre Anfrage wurde erfolgreich \xFCbermittelt.",
  failedTitle: "Fehler beim Senden",
  failed: "Es gab ein Problem beim \xDCbermitteln Ihrer Anfrage. Bitte versuchen Sie es erneut.",
  measure: "Bitte geben Sie ein Ma\xDF zwischen 1 und 2.000 cm an"
};
var productFlags = {
  produkt_fenster: "fenster",
  produkt_tuer: "haustuer",
  produkt_schiebetuer: "schiebetuer",
  produkt_dachfenster: "dachfenster",
  produkt_rollladen: "rollladen",
  produkt_insektenschutz: "insektenschutz",
  produkt_andere: "andere"
};
var productFlagNames = Object.keys(productFlags);
function hasMainProduct(flags) {
  return productFlagNames.some((flag5) => flags[flag5] === true && mainProductKinds.includes(productFlags[flag5]));
}

// api/src/features/funnel/contract/funnel.ts
var campaignParametersSchema = z2.object(
  Object.fromEntries(
    campaignParameterNames.map((name) => [name, z2.optional(z2.string().check(z2.trim(), z2.maxLength(CAMPAIGN_VALUE_MAX_LENGTH)))])
  )
);
var measure = z2.number({ error: funnelMessages.measure }).check(z2.positive({ error: funnelMessages.measure }), z2.maximum(2e3, { error: funnelMessages.measure }));
var dimensionRowSchema = z2.object({
  typ: z2.nullish(z2.enum(dimensionTypes)),
  breite: z2.nullish(measure),
  hoehe: z2.nullish(measure),
  menge: z2.nullish(z2.int({ error: funnelMessages.menge }).check(z2.minimum(1, { error: funnelMessages.menge }), z2.maximum(999)))
});
var positiveInt = () => z2.int().check(z2.positive());
var centimetres = () => z2.nullish(z2.number().check(z2.minimum(1), z2.maximum(2e3)));
var configuredItemSchema = z2.object({
  productId: positiveInt(),
  optionIds: z2._default(z2.array(positiveInt()).check(z2.maxLength(30)), []),
  breite: centimetres(),
  hoehe: centimetres(),
  menge: z2.int().check(z2.minimum(1), z2.maximum(10))
});
var flag4 = () => z2._default(z2.boolean(), false);
var funnelFieldsSchema = z2.object({
  projektart: z2.enum(projectTypes, { error: funnelMessages.projektart }),
  produkt_fenster: flag4(),
  produkt_tuer: flag4(),
  produkt_schiebetuer: flag4(),
  produkt_dachfenster: flag4(),
  produkt_rollladen: flag4(),
  produkt_insektenschutz: flag4(),
  produkt_andere: flag4(),
  dimensions: z2._default(z2.array(dimensionRowSchema).check(z2.maxLength(50)), []),
  material: z2.nullish(z2.enum(materials)),
  verglasung: z2.nullish(z2.enum(glazings)),
  montage: z2.nullish(z2.enum(installationChoices)),
  plz: optionalText(100),
  zeitraum: z2.nullish(z2.enum(timeframes)),
  vorname: requiredText(funnelMessages.vorname),
  nachname: requiredText(funnelMessages.nachname),
  email: emailAddress(funnelMessages.email),
  telefon: optionalText(50),
  nachricht: optionalText(5e3, { multiLine: true }),
  datenschutz: z2.literal(true, { error: funnelMessages.datenschutz }),
  marketing_ok: flag4(),
  /** The hidden trap: people leave it empty, form-filling bots do not. */
  website: z2._default(z2.string().check(z2.maxLength(500)), ""),
  session_id: z2.nullish(z2.string().check(z2.regex(/^[a-z0-9]{9}$/, { error: "Ung\xFCltige Sitzungskennung" }))),
  utm_params: z2._default(campaignParametersSchema, {}),
  konfiguration: z2._default(z2.array(configuredItemSchema).check(z2.maxLength(20)), [])
});
var funnelRequestSchema = funnelFieldsSchema.check((context) => {
  if (!hasMainProduct(context.value)) {
    context.issues.push({ code: "custom", message: funnelMessages.products, path: ["produkte"], input: context.value });
  }
});
function selectedProducts(request) {
  return productFlagNames.filter((flag5) => request[flag5]).map((flag5) => productFlags[flag5]);
}
var funnelEventActions = ["started", "completed", "abandoned"];
var funnelEventSchema = z2.object({
  session_id: z2.string().check(z2.regex(/^[a-z0-9]{9}$/, { error: "Ung\xFCltige Sitzungskennung" })),
  step: z2.int().check(z2.minimum(1), z2.maximum(FUNNEL_STEPS)),
  action: z2.enum(funnelEventActions),
  /** The client's current form values; the server keeps none of the personal ones. */
  data: z2.optional(z2.record(z2.string(), z2.unknown())),
  utm_params: z2._default(campaignParametersSchema, {})
});

// api/src/features/leads/reference.ts
import { randomInt } from "node:crypto";
var ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
function newReference(prefix) {
  let code = "";
  for (let index2 = 0; index2 < 6; index2 += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

// api/src/features/assignment/lead-assignment-setting.ts
import { and as and4, eq as eq6, inArray as inArray3 } from "drizzle-orm";
import { z as z3 } from "zod";

// api/src/features/assignment/staff.ts
import { and as and3, asc as asc2, eq as eq5, inArray as inArray2, sql as sql5 } from "drizzle-orm";

// api/src/features/accounts/contract/staff-name.ts
function staffDisplayName(person) {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || person.username;
}

// api/src/features/assignment/staff.ts
function assigneeNameSql(assignedTo) {
  return sql5`(select coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username}) from ${users} where ${users.id} = ${assignedTo})`;
}
function assigneeJson(row) {
  return row.assignedTo === null ? null : { id: row.assignedTo, name: row.assigneeName ?? "" };
}
async function listActiveStaff(db) {
  const rows2 = await db.select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, role: users.role }).from(users).where(and3(inArray2(users.role, [...staffRoles]), eq5(users.active, true))).orderBy(asc2(users.firstName), asc2(users.lastName), asc2(users.id));
  return rows2.map((row) => ({ id: row.id, name: staffDisplayName(row), role: row.role }));
}
async function findStaffPerson(db, id2) {
  const [row] = await db.select().from(users).where(eq5(users.id, id2));
  if (!row || !staffRoles.includes(row.role)) return void 0;
  return {
    id: row.id,
    name: staffDisplayName(row),
    email: row.email,
    username: row.username,
    role: row.role,
    active: row.active
  };
}
async function assignablePerson(db, id2, permission, records) {
  const person = await findStaffPerson(db, id2);
  if (!person) fail(400, assignmentMessages.notStaff);
  if (!person.active) fail(400, assignmentMessages.inactive);
  if (!roleMay(person.role, permission)) fail(400, assignmentMessages.notAllowed(person.name, records));
  return person;
}
function assignedCondition(column, assigned, viewerId) {
  if (assigned === "none") return sql5`${column} is null`;
  if (assigned === "me") return sql5`${column} = ${viewerId ?? 0}`;
  return void 0;
}

// api/src/features/assignment/lead-assignment-setting.ts
var leadAssignmentSetting = {
  key: "leads.assignment",
  // The stored value is read with the server's zod (app-settings.ts); the request is checked by the contract's schema.
  schema: z3.object({ defaultAssigneeId: z3.number().int().positive().nullable() }),
  defaultValue: { defaultAssigneeId: null }
};
var readLeadAssignment = (db) => readSetting(db, leadAssignmentSetting);
async function saveLeadAssignment(db, value, by) {
  if (value.defaultAssigneeId !== null) {
    const person = await findStaffPerson(db, value.defaultAssigneeId);
    if (!person?.active || !roleMay(person.role, "leads.write")) fail(400, assignmentMessages.defaultAssignee);
  }
  await writeSetting(db, leadAssignmentSetting, value, by);
  return value;
}
async function newLeadRouting(db, officeAddress) {
  const { defaultAssigneeId } = await readLeadAssignment(db);
  if (defaultAssigneeId !== null) {
    const person = await findStaffPerson(db, defaultAssigneeId);
    if (person?.active && roleMay(person.role, "leads.write")) return { assignedTo: person.id, recipients: [person.email] };
  }
  const sales = await db.select({ email: users.email }).from(users).where(and4(inArray3(users.role, ["vertrieb"]), eq6(users.active, true)));
  return { assignedTo: null, recipients: sales.length > 0 ? sales.map((person) => person.email) : [officeAddress] };
}

// api/src/features/leads/search-text.ts
function foldForSearch(text4) {
  return text4.normalize("NFC").toLowerCase().replace(/ß/g, "ss");
}
function leadSearchText(lead) {
  return foldForSearch([lead.vorname, lead.nachname, lead.email, lead.plz ?? "", lead.reference].join(" "));
}

// api/src/features/leads/store-lead.ts
function createLeadStore({ db, notifyEmail, siteUrl, wakeMailer }) {
  const insertLead = preparedInsert(db, leads);
  const insertAnswer = preparedInsert(db, idempotencyKeys);
  const notificationStatement = outboxStatements(db, 1);
  const queue = writeQueueFor(db.$client);
  return async function storeLead(request, { source, configurationId, now = /* @__PURE__ */ new Date(), answer } = {}) {
    const configuration = request.konfiguration.length > 0 ? await priceConfiguredItems(db, request.konfiguration) : null;
    const routing = await newLeadRouting(db, notificationRecipient(notifyEmail));
    const base = {
      vorname: request.vorname,
      nachname: request.nachname,
      email: request.email,
      telefon: request.telefon,
      plz: request.plz,
      projektart: request.projektart,
      produkte: selectedProducts(request),
      // What the configured lines say wins over the answers: a request cannot contradict its own configuration.
      material: commonAnswer((configuration ?? []).map((item) => materialOfProduct(item.productName))) ?? request.material ?? null,
      verglasung: commonAnswer((configuration ?? []).map(configuredGlazing)) ?? request.verglasung ?? null,
      montage: request.montage ?? null,
      zeitraum: request.zeitraum ?? null,
      nachricht: request.nachricht,
      dimensions: request.dimensions,
      configuration,
      utmParams: request.utm_params,
      sessionId: request.session_id ?? null,
      source: source ?? (configuration ? "konfigurator" : "funnel"),
      configurationId: configurationId ?? null,
      privacyConsentAt: now,
      privacyConsentVersion: PRIVACY_TEXT_VERSION,
      marketingConsent: request.marketing_ok,
      marketingConsentAt: request.marketing_ok ? now : null,
      marketingConsentVersion: request.marketing_ok ? MARKETING_TEXT_VERSION : null,
      status: "offen",
      openedAt: null,
      firstAnsweredAt: null,
      assignedTo: routing.assignedTo,
      createdAt: now,
      updatedAt: now
    };
    for (let attempt = 1; ; attempt += 1) {
      const reference = newReference("A");
      const lead = { ...base, reference, searchText: leadSearchText({ ...base, reference }) };
      try {
        await queue.run([
          ...answer ? [insertAnswer(answer)] : [],
          insertLead(lead),
          ...confirmationMailStatements(leadConfirmationMail(lead), now),
          ...routing.recipients.map((recipient) => notificationStatement([leadNotificationMail(lead, recipient, siteUrl)], now))
        ]);
        wakeMailer();
        return { reference: lead.reference };
      } catch (error) {
        if (attempt < 3 && String(error).includes("leads.reference")) continue;
        throw error;
      }
    }
  };
}
function configuredGlazing(item) {
  const glazing = item.options.find((option) => option.key === "verglasung");
  return glazing ? glazingOfOption(glazing.name) : null;
}

// api/src/features/accounts/account.routes.ts
import { Hono as Hono2 } from "hono";

// api/src/features/accounts/password-reset.routes.ts
import { Hono } from "hono";

// api/src/platform/http/no-store.ts
function noStore() {
  return async function answerNotStored(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
  };
}

// api/src/platform/http/rate-limit.ts
import { createHash as createHash3 } from "node:crypto";

// api/src/platform/http/client-address.ts
function clientAddress(c, proxyHops) {
  if (proxyHops > 0) {
    const entries = c.req.header("x-forwarded-for")?.split(",");
    const forwarded = entries?.[Math.max(0, entries.length - proxyHops)]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket.remoteAddress ?? "unbekannt";
}

// api/src/platform/http/rate-limit.ts
var COUNT_REQUEST = `insert into rate_limits (key, window_start, count) values (?, ?, 1)
  on conflict (key) do update set
    count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
    window_start = excluded.window_start
  returning count`;
function countRequest(c, limit, trustProxy, now = Date.now()) {
  return countKey(limit, clientAddress(c, trustProxy), now);
}
async function enforceLimit(db, count14) {
  const [result] = await writeQueueFor(db.$client).run([count14.statement]);
  count14.enforce(Number(result.rows[0].count));
}
function countKey({ bucket, limit, windowMs, message: message2 = apiMessages.tooManyRequests }, subject, now = Date.now()) {
  const windowStart = now - now % windowMs;
  const key = `${bucket}:${createHash3("sha256").update(subject).digest("base64url").slice(0, 22)}`;
  const refuse2 = () => fail(429, message2, { "Retry-After": String(Math.ceil((windowStart + windowMs - now) / 1e3)) });
  return {
    key,
    statement: { sql: COUNT_REQUEST, args: [key, windowStart] },
    uncount: { sql: "update rate_limits set count = count - 1 where key = ? and window_start = ? and count > 0", args: [key, windowStart] },
    reset: { sql: "delete from rate_limits where key = ?", args: [key] },
    exceeds: (count14) => count14 > limit,
    refuse: refuse2,
    enforce(count14) {
      if (count14 > limit) refuse2();
    }
  };
}
function rateLimit(db, limit, trustProxy) {
  return async function rateLimiter(c, next) {
    await enforceLimit(db, countRequest(c, limit, trustProxy));
    await next();
  };
}

// api/src/platform/http/validate.ts
import { zValidator } from "@hono/zod-validator";
import { safeParse as safeParse2 } from "zod/mini";

// api/src/shared/validation.ts
function fieldErrors(error) {
  const errors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "_";
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

// api/src/platform/http/json-body.ts
var utf8 = new TextDecoder("utf-8", { fatal: true });
async function readText(c) {
  let bytes;
  try {
    bytes = await c.req.arrayBuffer();
  } catch {
    fail(400, apiMessages.invalidJson);
  }
  try {
    return utf8.decode(bytes);
  } catch {
    fail(400, apiMessages.invalidUtf8);
  }
}
var CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
function controlCharacterAt(value, path = []) {
  if (typeof value === "string") return CONTROL_CHARACTER.test(value) ? path : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return [...path, key];
    const found = controlCharacterAt(child, [...path, key]);
    if (found) return found;
  }
  return null;
}
async function readJsonBody(c) {
  const text4 = await readText(c);
  let body;
  try {
    body = JSON.parse(text4);
  } catch {
    fail(400, apiMessages.invalidJson);
  }
  const path = controlCharacterAt(body);
  if (path) throw new ValidationFailure(apiMessages.invalidInput, { [path.join(".") || "_"]: [apiMessages.controlCharacter] });
  return body;
}

// api/src/platform/http/validate.ts
function invalidInput(error) {
  throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(error));
}
function validateJson(schema) {
  return async function checkJson(c, next) {
    const result = safeParse2(schema, await readJsonBody(c));
    if (!result.success) invalidInput(result.error);
    c.req.addValidatedData("json", result.data);
    await next();
  };
}
function validateUrlPart(target, schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) invalidInput(result.error);
  });
}
function validate(target, schema) {
  return target === "json" ? validateJson(schema) : validateUrlPart(target, schema);
}

// api/src/features/accounts/contract/account-messages.ts
var accountMessages = {
  usernameRequired: "Bitte geben Sie Ihren Benutzernamen ein.",
  passwordRequired: "Bitte geben Sie Ihr Passwort ein.",
  loginFailedTitle: "Login fehlgeschlagen",
  loginFailed: "Benutzername oder Passwort falsch",
  accountDeactivated: "Dieses Konto ist deaktiviert. Bitte wenden Sie sich an den Inhaber.",
  tooManyLogins: "Zu viele Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.",
  accountUnderAttack: "Zu viele fehlgeschlagene Anmeldeversuche bei diesem Konto. Aus einem Netz, \xFCber das Sie sich hier schon angemeldet haben (etwa im B\xFCro oder zu Hause), geht es weiter; sonst versuchen Sie es bitte in einer Stunde erneut.",
  failedLoginsLastDay: "Fehlgeschlagene Anmeldungen (letzte 24 Stunden)",
  passwordsDiffer: "Passw\xF6rter stimmen nicht \xFCberein",
  passwordTooShortTitle: "Passwort zu kurz",
  passwordTooShort: "Das Passwort muss mindestens 6 Zeichen lang sein.",
  registrationPasswordTooShort: "Passwort muss mindestens 6 Zeichen lang sein",
  passwordTooLong: "Das Passwort darf h\xF6chstens 128 Zeichen lang sein.",
  firstNameRequired: "Vorname ist erforderlich",
  lastNameRequired: "Nachname ist erforderlich",
  emailRequired: "E-Mail ist erforderlich",
  emailInvalid: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein",
  adminEmailInvalid: "Ung\xFCltige E-Mail-Adresse",
  username: "Der Benutzername muss 3\u201350 Zeichen lang sein und darf nur Buchstaben, Ziffern, Punkt, Unter- und Bindestrich enthalten.",
  usernameTaken: "Dieser Benutzername ist bereits vergeben.",
  emailTaken: "Diese E-Mail-Adresse ist bereits registriert.",
  registeredTitle: "Registrierung erfolgreich",
  // The same for a new address and one that has an account already (ADR 031): the owner of a taken one gets a mail.
  registered: "Vielen Dank! Ist Ihre E-Mail-Adresse neu bei uns, ist Ihr Konto jetzt angelegt und Sie k\xF6nnen sich anmelden. Hat sie schon ein Konto, haben wir Ihnen eine E-Mail geschickt, wie Sie hineinkommen.",
  registeredAndLoggedIn: "Ihr Konto ist angelegt und Sie sind angemeldet. Wir haben Ihnen einen Link geschickt, mit dem Sie Ihre E-Mail-Adresse best\xE4tigen.",
  registrationFailedTitle: "Registrierung fehlgeschlagen",
  registrationFailed: "Ein Fehler ist aufgetreten",
  forgotSentTitle: "E-Mail gesendet",
  forgotSent: "Falls ein Admin-Konto mit diesem Benutzernamen existiert, wurde eine E-Mail zum Zur\xFCcksetzen des Passworts gesendet.",
  customerForgotSent: "Falls es ein Kundenkonto mit diesem Benutzernamen oder dieser E-Mail-Adresse gibt, haben wir eine E-Mail mit einem Link zum Zur\xFCcksetzen des Passworts gesendet.",
  forgotFailedTitle: "Fehler",
  forgotFailed: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  resetDoneTitle: "Passwort erfolgreich zur\xFCckgesetzt",
  resetDone: "Sie k\xF6nnen sich jetzt mit Ihrem neuen Passwort anmelden.",
  resetFailedTitle: "Fehler beim Zur\xFCcksetzen",
  resetFailed: "Der Reset-Link ist ung\xFCltig oder abgelaufen. Bitte fordern Sie einen neuen an.",
  invalidLinkTitle: "Ung\xFCltiger Link",
  invalidLink: "Der Reset-Link ist ung\xFCltig oder abgelaufen.",
  tooManyResets: "Zu viele Anfragen. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.",
  loadFailed: "Daten konnten nicht geladen werden",
  profileSavedTitle: "Profil aktualisiert",
  profileSaved: "Ihre Daten wurden erfolgreich gespeichert",
  profileFailed: "Profil konnte nicht aktualisiert werden",
  loggedOut: "Abgemeldet",
  sessionExpiredTitle: "Session abgelaufen",
  sessionExpired: "Bitte melden Sie sich erneut an.",
  currentPasswordRequired: "Aktuelles Passwort ist erforderlich",
  currentPasswordWrong: "Das aktuelle Passwort ist nicht korrekt.",
  newPasswordTooShort: "Neues Passwort muss mindestens 6 Zeichen lang sein",
  adminProfileLoadFailed: "Profil konnte nicht geladen werden",
  adminProfileSaved: "Profil wurde erfolgreich aktualisiert",
  adminProfileFailed: "Profil konnte nicht aktualisiert werden",
  emailChangeSentTitle: "Bitte best\xE4tigen Sie Ihre neue E-Mail-Adresse",
  emailChangeSent: (email2) => `Best\xE4tigungslink an ${email2} gesendet. Bis Sie ihn \xF6ffnen, bleibt Ihre bisherige E-Mail-Adresse g\xFCltig.`,
  emailChangePending: (email2) => `Best\xE4tigungslink an ${email2} gesendet. Die neue Adresse gilt, sobald Sie den Link \xF6ffnen.`,
  tooManyEmailChanges: "Zu viele \xC4nderungen der E-Mail-Adresse in kurzer Zeit. Bitte versuchen Sie es in einer Stunde erneut.",
  emailConfirming: "Ihre E-Mail-Adresse wird best\xE4tigt \u2026",
  emailConfirmed: "Ihre neue E-Mail-Adresse ist best\xE4tigt und gilt ab sofort.",
  emailConfirmFailed: "Der Best\xE4tigungslink ist ung\xFCltig, abgelaufen oder schon benutzt. Bitte \xE4ndern Sie Ihre E-Mail-Adresse im Profil erneut.",
  addressConfirmed: "Ihre E-Mail-Adresse ist best\xE4tigt. In \u201EMein Konto\u201C sehen Sie jetzt auch Ihre Anfragen und Nachrichten.",
  addressConfirmationSent: (email2) => `Best\xE4tigungslink an ${email2} gesendet. Sobald Sie ihn \xF6ffnen, sehen Sie hier auch Ihre Anfragen und Nachrichten.`,
  addressAlreadyConfirmed: "Ihre E-Mail-Adresse ist bereits best\xE4tigt.",
  addressConfirmationFailed: "Der Best\xE4tigungslink konnte nicht gesendet werden. Bitte versuchen Sie es erneut."
};

// api/src/features/accounts/contract/accounts.ts
var PASSWORD_MIN_LENGTH = 6;
var PASSWORD_MAX_LENGTH = 128;
var username = z2.string({ error: accountMessages.username }).check(z2.trim(), z2.regex(/^[A-Za-z0-9._-]{3,50}$/, { error: accountMessages.username }));
var newPassword = (tooShort) => z2.string({ error: tooShort }).check(
  z2.minLength(PASSWORD_MIN_LENGTH, { error: tooShort }),
  z2.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong })
);
var loginSchema = z2.object({
  username: requiredText(accountMessages.usernameRequired, 254),
  password: z2.string({ error: accountMessages.passwordRequired }).check(
    z2.minLength(1, { error: accountMessages.passwordRequired }),
    z2.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong })
  )
});
var registrationSchema = z2.object({
  firstName: requiredText(accountMessages.firstNameRequired),
  lastName: requiredText(accountMessages.lastNameRequired),
  email: emailAddress(accountMessages.emailInvalid),
  phone: optionalText(50),
  username,
  password: newPassword(accountMessages.registrationPasswordTooShort),
  role: z2.optional(z2.string())
});
var registrationFormSchema = z2.extend(registrationSchema, { passwordConfirm: z2.string() }).check((context) => {
  if (context.value.password !== context.value.passwordConfirm) {
    context.issues.push({ code: "custom", message: accountMessages.passwordsDiffer, path: ["passwordConfirm"], input: context.value });
  }
});
var forgotPasswordSchema = z2.object({ username: requiredText(accountMessages.usernameRequired, 254) });
var resetPasswordSchema = z2.object({
  token: z2.string().check(z2.minLength(20), z2.maxLength(200)),
  newPassword: newPassword(accountMessages.passwordTooShort)
});
function addressSchemas() {
  return Object.fromEntries(
    addressFieldNames.map((field) => {
      const maxLength = addressPartMaxLengths[addressPartOf(field)];
      const check2 = addressPartOf(field) === "country" ? z2._default(z2.string().check(z2.trim(), z2.maxLength(maxLength)), DEFAULT_COUNTRY) : optionalText(maxLength);
      return [field, check2];
    })
  );
}
var customerProfileSchema = z2.object({
  firstName: requiredText(accountMessages.firstNameRequired),
  lastName: requiredText(accountMessages.lastNameRequired),
  email: z2.pipe(
    z2.string({ error: accountMessages.emailRequired }).check(z2.trim(), z2.minLength(1, { error: accountMessages.emailRequired })),
    emailAddress(accountMessages.emailInvalid)
  ),
  phone: optionalText(50),
  ...addressSchemas()
});
var emailConfirmationSchema = z2.object({ token: z2.string().check(z2.minLength(20), z2.maxLength(200)) });
var adminProfileSchema = z2.object({
  email: emailAddress(accountMessages.adminEmailInvalid),
  currentPassword: z2.string({ error: accountMessages.currentPasswordRequired }).check(z2.minLength(1, { error: accountMessages.currentPasswordRequired }), z2.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword: z2.optional(newPassword(accountMessages.newPasswordTooShort))
});
var adminProfileFormSchema = z2.object({
  email: emailAddress(accountMessages.adminEmailInvalid),
  currentPassword: z2.string().check(z2.minLength(1, { error: accountMessages.currentPasswordRequired })),
  newPassword: z2.string().check(z2.refine((value) => value === "" || value.length >= PASSWORD_MIN_LENGTH, { error: accountMessages.newPasswordTooShort })),
  passwordConfirm: z2.string()
}).check((context) => {
  if (context.value.newPassword !== "" && context.value.newPassword !== context.value.passwordConfirm) {
    context.issues.push({ code: "custom", message: accountMessages.passwordsDiffer, path: ["passwordConfirm"], input: context.value });
  }
});

// api/src/features/accounts/password-reset.ts
import { and as and6, eq as eq8, gt, inArray as inArray5, isNull as isNull2, ne as ne2 } from "drizzle-orm";

// api/src/features/accounts/password.ts
import { hash, verify } from "@node-rs/argon2";
var ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
function hashPassword(password) {
  return hash(password, ARGON2_OPTIONS);
}
async function verifyPassword(passwordHash, password) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// api/src/features/accounts/session.ts
import { and as and5, eq as eq7, inArray as inArray4, ne, sql as sql6 } from "drizzle-orm";

// api/src/features/accounts/tokens.ts
import { createHash as createHash4, randomBytes } from "node:crypto";
function newToken(bytes = 32) {
  return randomBytes(bytes).toString("base64url");
}
function tokenHash(token) {
  return createHash4("sha256").update(token).digest("hex");
}

// api/src/features/accounts/session.ts
var SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1e3;
var RENEW_WHEN_REMAINING_MS = SESSION_LIFETIME_MS / 2;
var sessionIdFromToken = tokenHash;
async function createSession(db, account2, now = /* @__PURE__ */ new Date()) {
  const token = newToken();
  const session = {
    id: sessionIdFromToken(token),
    userId: account2.id,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    twoFactorVerified: false
  };
  const inserted = await db.run(sql6`insert into ${sessions} (id, user_id, expires_at, created_at)
    select ${session.id}, ${session.userId}, ${session.expiresAt.getTime()}, ${now.getTime()}
    where exists (select 1 from ${users} where ${users.id} = ${account2.id} and ${users.passwordHash} = ${account2.passwordHash}
      and ${users.active} = 1)`);
  return inserted.rowsAffected === 1 ? { token, session } : null;
}
async function validateSessionToken(db, token, now = /* @__PURE__ */ new Date()) {
  const id2 = sessionIdFromToken(token);
  const [row] = await db.select({
    session: { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, twoFactorVerified: sessions.twoFactorVerified },
    user: {
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      // Whether there is a key, never the key itself: it stays out of the request's context.
      twoFactorEnabled: sql6`${users.totpKey} is not null`.mapWith(Boolean)
    }
  }).from(sessions).innerJoin(users, eq7(users.id, sessions.userId)).where(eq7(sessions.id, id2));
  if (!row) return { session: null, user: null };
  const { session, user } = row;
  if (now.getTime() >= session.expiresAt.getTime()) {
    await db.delete(sessions).where(eq7(sessions.id, id2));
    return { session: null, user: null };
  }
  if (session.expiresAt.getTime() - now.getTime() < RENEW_WHEN_REMAINING_MS) {
    session.expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq7(sessions.id, id2));
  }
  return { session, user };
}
async function invalidateSession(db, sessionId) {
  await db.delete(sessions).where(eq7(sessions.id, sessionId));
}
function endAccountSessions(db, account2, { keep, onlyIf } = {}) {
  const owner = typeof account2 === "number" ? eq7(sessions.userId, account2) : inArray4(sessions.userId, account2);
  return db.delete(sessions).where(and5(owner, keep === void 0 ? void 0 : ne(sessions.id, keep), onlyIf));
}
async function markSessionVerified(db, sessionId) {
  await db.update(sessions).set({ twoFactorVerified: true }).where(eq7(sessions.id, sessionId));
}

// api/src/features/accounts/password-reset.ts
var RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1e3;
async function createResetToken(db, userId, now = /* @__PURE__ */ new Date()) {
  const token = newToken();
  await db.batch([
    db.delete(passwordResetTokens).where(eq8(passwordResetTokens.userId, userId)),
    db.insert(passwordResetTokens).values({
      id: tokenHash(token),
      userId,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      createdAt: now
    })
  ]);
  return token;
}
async function resetPassword(db, token, newPassword2, now = /* @__PURE__ */ new Date()) {
  const id2 = tokenHash(token);
  const passwordHash = await hashPassword(newPassword2);
  const usable = and6(eq8(passwordResetTokens.id, id2), isNull2(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));
  const owner = db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usable);
  const [, , , claimed] = await db.batch([
    db.update(users).set({ passwordHash }).where(inArray5(users.id, owner)),
    endAccountSessions(db, owner),
    db.delete(passwordResetTokens).where(and6(inArray5(passwordResetTokens.userId, owner), ne2(passwordResetTokens.id, id2))),
    db.update(passwordResetTokens).set({ usedAt: now }).where(usable).returning({ userId: passwordResetTokens.userId })
  ]);
  return claimed.length === 1;
}

// api/src/features/accounts/mails/password-reset-mail.ts
function passwordResetMail(recipient, username2, link) {
  return {
    topic: "password-reset",
    recipient,
    subject: `Passwort zur\xFCcksetzen \u2013 ${companySnapshot().brand}`,
    textBody: [
      "Guten Tag,",
      "",
      `f\xFCr das Konto \u201E${username2}\u201C wurde das Zur\xFCcksetzen des Passworts angefordert. \xDCber diesen Link`,
      "vergeben Sie ein neues Passwort; er gilt eine Stunde lang und nur einmal:",
      "",
      link,
      "",
      "Haben Sie das nicht angefordert, k\xF6nnen Sie diese E-Mail ignorieren \u2013 Ihr Passwort bleibt unver\xE4ndert.",
      "",
      customerSignature()
    ].join("\n")
  };
}

// api/src/features/accounts/users.ts
import { eq as eq9, or as or2, sql as sql7 } from "drizzle-orm";
function accountUser(row) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    ...addressFieldsOf(row)
  };
}
function profileColumns(profile) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    ...addressColumnsOf(profile)
  };
}
async function findUserByLogin(db, login) {
  const lowered = login.trim().toLowerCase();
  const [row] = await db.select().from(users).where(or2(sql7`lower(${users.username}) = ${lowered}`, sql7`lower(${users.email}) = ${lowered}`)).limit(1);
  return row;
}
async function findUserById(db, id2) {
  const [row] = await db.select().from(users).where(eq9(users.id, id2));
  return row;
}
async function takenIdentifiers(db, { username: username2, email: email2 }, exceptUserId) {
  const rows2 = await db.select({ id: users.id, username: users.username, email: users.email }).from(users).where(
    or2(
      username2 === void 0 ? sql7`0` : sql7`lower(${users.username}) = ${username2.toLowerCase()}`,
      email2 === void 0 ? sql7`0` : sql7`lower(${users.email}) = ${email2.toLowerCase()}`
    )
  );
  const others = rows2.filter((row) => row.id !== exceptUserId);
  return {
    username: username2 !== void 0 && others.some((row) => row.username.toLowerCase() === username2.toLowerCase()),
    email: email2 !== void 0 && others.some((row) => row.email.toLowerCase() === email2.toLowerCase())
  };
}

// api/src/features/accounts/reset-link.ts
var RESET_PAGES = { admin: "/admin/reset-password", customer: "/passwort-zuruecksetzen" };
var RESET_PER_ADDRESS = {
  bucket: "password-reset",
  limit: 5,
  windowMs: 15 * 60 * 1e3,
  message: accountMessages.tooManyResets
};
async function sendResetLink({ db, siteUrl, wakeMailer }, login, audience) {
  const user = await findUserByLogin(db, login);
  if (!user || isStaffRole(user.role) !== (audience === "admin")) return;
  const token = await createResetToken(db, user.id);
  const link = new URL(`${RESET_PAGES[audience]}?token=${encodeURIComponent(token)}`, siteUrl).href;
  await enqueueMail(db, passwordResetMail(user.email, user.username, link));
  wakeMailer();
}

// api/src/features/accounts/password-reset.routes.ts
var forgotAnswers = {
  admin: accountMessages.forgotSent,
  customer: accountMessages.customerForgotSent
};
function passwordResetRoutes({ db, trustProxy, siteUrl, wakeMailer }, audience) {
  return new Hono().post(
    "/forgot-password",
    noStore(),
    rateLimit(db, RESET_PER_ADDRESS, trustProxy),
    validate("json", forgotPasswordSchema),
    async (c) => {
      const { username: username2 } = c.req.valid("json");
      sendResetLink({ db, siteUrl, wakeMailer }, username2, audience).catch(
        (error) => console.error("[auth] Reset-Link nicht erstellt:", error)
      );
      return c.json({ success: true, message: forgotAnswers[audience] });
    }
  ).post("/reset-password", noStore(), rateLimit(db, RESET_PER_ADDRESS, trustProxy), validate("json", resetPasswordSchema), async (c) => {
    const { token, newPassword: newPassword2 } = c.req.valid("json");
    if (!await resetPassword(db, token, newPassword2)) fail(400, accountMessages.resetFailed);
    return c.json({ success: true, message: accountMessages.resetDone });
  });
}

// api/src/features/accounts/account.routes.ts
import { getCookie as getCookie2 } from "hono/cookie";

// api/src/features/accounts/session-cookie.ts
import { deleteCookie, setCookie } from "hono/cookie";

// api/src/features/accounts/session-middleware.ts
import { getCookie } from "hono/cookie";
var SESSION_COOKIE = "session";
function sessionToken(authorization, cookie) {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? cookie ?? null;
}
function sessionMiddleware(db) {
  return async function readSession(c, next) {
    const token = sessionToken(c.req.header("authorization"), getCookie(c, SESSION_COOKIE));
    const { session, user } = token ? await validateSessionToken(db, token) : { session: null, user: null };
    c.set("user", user);
    c.set("sessionId", session?.id ?? null);
    c.set("twoFactorVerified", session?.twoFactorVerified ?? false);
    await next();
  };
}

// api/src/features/accounts/session-cookie.ts
function setSessionCookie(c, token, expiresAt, secure) {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: "Lax", secure, path: "/", expires: expiresAt });
}
function deleteSessionCookie(c, secure) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure });
}

// api/src/features/accounts/guards.ts
import { matchedRoutes } from "hono/route";

// api/src/features/accounts/admin-route-permissions.ts
var adminRoutePermissions = {
  "GET /api/admin/profile": "backoffice",
  "PUT /api/admin/profile": "backoffice",
  // Two-factor sign-in: every staff member's own (ADR 038).
  "POST /api/admin/profile/two-factor/setup": "backoffice",
  "POST /api/admin/profile/two-factor": "backoffice",
  "POST /api/admin/login/two-factor": "backoffice",
  "POST /api/admin/profile/two-factor/recovery-codes": "backoffice",
  "DELETE /api/admin/profile/two-factor": "backoffice",
  // Numbers only, for the sidebar; each screen behind them checks its own permission.
  "GET /api/admin/counts": "backoffice",
  "GET /api/admin/first-steps": "backoffice",
  // The lead list of the dashboard.
  "GET /api/admin/dashboard": "leads.read",
  "GET /api/admin/search": "leads.read",
  "GET /api/admin/analytics": "analytics",
  "GET /api/admin/leads/export.csv": "leads.read",
  "GET /api/admin/leads/:key": "leads.read",
  "GET /api/admin/leads/:id/known": "leads.read",
  // Opening a lead marks it as seen: part of reading it, Büro's reads count too.
  "POST /api/admin/leads/:id/opened": "leads.read",
  "POST /api/admin/leads/bulk": "leads.write",
  "PUT /api/admin/leads/:id/status": "leads.write",
  "POST /api/admin/leads/:id/notes": "leads.write",
  "DELETE /api/admin/leads/:id": "leads.write",
  "POST /api/admin/leads/:id/reply": "replies",
  "GET /api/admin/messages": "messages",
  "PUT /api/admin/messages/:id/status": "messages",
  "POST /api/admin/messages/:id/opened": "messages",
  "DELETE /api/admin/messages/:id": "messages",
  "GET /api/admin/privacy": "privacy",
  "DELETE /api/admin/privacy": "privacy",
  "GET /api/admin/product-lines": "catalogue",
  "POST /api/admin/product-lines": "catalogue",
  "PUT /api/admin/product-lines/:id": "catalogue",
  "DELETE /api/admin/product-lines/:id": "catalogue",
  "GET /api/admin/product-categories": "catalogue",
  "POST /api/admin/product-categories": "catalogue",
  "PUT /api/admin/product-categories/:id": "catalogue",
  "DELETE /api/admin/product-categories/:id": "catalogue",
  "GET /api/admin/products": "catalogue",
  "POST /api/admin/products": "catalogue",
  "PUT /api/admin/products/:id": "catalogue",
  "PUT /api/admin/products/:id/price-grid": "catalogue",
  "DELETE /api/admin/products/:id": "catalogue",
  "GET /api/admin/shop-option-categories": "catalogue",
  "POST /api/admin/shop-option-categories": "catalogue",
  "PUT /api/admin/shop-option-categories/:id": "catalogue",
  "PUT /api/admin/shop-option-categories/:id/order": "catalogue",
  "GET /api/admin/shop-options": "catalogue",
  "POST /api/admin/shop-options": "catalogue",
  "PUT /api/admin/shop-options/:id": "catalogue",
  "DELETE /api/admin/shop-options/:id": "catalogue",
  "GET /api/admin/product-options/:productId": "catalogue",
  "PUT /api/admin/product-options/:productId": "catalogue",
  "POST /api/admin/product-options": "catalogue",
  "DELETE /api/admin/product-options": "catalogue",
  "POST /api/admin/upload-option-image": "catalogue",
  "GET /api/admin/global-option-categories": "catalogue",
  "GET /api/admin/global-options": "catalogue",
  "GET /api/admin/settings/shop": "shop",
  "PUT /api/admin/settings/shop": "shop",
  "GET /api/admin/change-log": "change-log",
  // Those who answer read the templates; only the owner changes them.
  "GET /api/admin/settings/mail": "settings",
  "POST /api/admin/settings/mail/test-mail": "settings",
  "GET /api/admin/settings/templates": "replies",
  "POST /api/admin/settings/templates": "settings",
  "PUT /api/admin/settings/templates/:id": "settings",
  "DELETE /api/admin/settings/templates/:id": "settings",
  // Those who write quotes read the presets; only the owner changes them.
  "GET /api/admin/settings/line-presets": "quotes",
  "POST /api/admin/settings/line-presets": "settings",
  "PUT /api/admin/settings/line-presets/:id": "settings",
  "DELETE /api/admin/settings/line-presets/:id": "settings",
  "GET /api/admin/settings/company": "settings",
  "PUT /api/admin/settings/company": "settings",
  "GET /api/admin/team": "team",
  "POST /api/admin/team/invitations": "team",
  "PUT /api/admin/team/:id": "team",
  // The owner's reset for a person who lost the phone.
  "DELETE /api/admin/team/:id/two-factor": "team",
  "GET /api/admin/settings/security": "settings",
  "PUT /api/admin/settings/security": "settings",
  "GET /api/admin/quotes": "quotes",
  "POST /api/admin/quotes": "quotes",
  "GET /api/admin/quotes/:id": "quotes",
  "PUT /api/admin/quotes/:id": "quotes",
  "POST /api/admin/quotes/:id/send": "quotes",
  "POST /api/admin/quotes/:id/new-version": "quotes",
  "GET /api/admin/quotes/:id/versions": "quotes",
  "GET /api/admin/quotes/:id/pdf": "quotes",
  "GET /api/admin/orders": "orders",
  "GET /api/admin/orders/:id": "orders",
  "PUT /api/admin/orders/:id/status": "orders",
  // Assignment (issue 21): everyone sees who is in the team for the pickers; giving a record to someone
  // needs the right to work on it.
  "GET /api/admin/staff": "backoffice",
  "PUT /api/admin/leads/:id/assignee": "leads.write",
  "PUT /api/admin/quotes/:id/assignee": "quotes",
  "PUT /api/admin/orders/:id/assignee": "orders",
  "GET /api/admin/settings/assignment": "settings",
  "PUT /api/admin/settings/assignment": "settings",
  // The backups hold everything: only the owner sees and starts them (ADR 039).
  "GET /api/admin/backups": "settings",
  "POST /api/admin/backups": "settings",
  // Appointments (issue 23): Vertrieb offers the Aufmaß, Büro enters the Montage; both see the calendar.
  "POST /api/admin/leads/:id/appointment-offers": "appointments",
  "GET /api/admin/orders/:id/appointments": "appointments",
  "POST /api/admin/orders/:id/appointments": "appointments",
  "GET /api/admin/appointments": "appointments",
  "PUT /api/admin/appointments/:id": "appointments",
  "POST /api/admin/appointments/:id/cancel": "appointments"
};
function adminRouteKey(method, path) {
  return `${method} ${path.replace(/\{[^}]+\}/g, "")}`;
}

// api/src/features/accounts/contract/two-factor-messages.ts
var twoFactorMessages = {
  // API answers
  codeRequired: "Bitte geben Sie den 6-stelligen Code aus Ihrer App ein.",
  codeFormat: "Der Code besteht aus 6 Ziffern.",
  recoveryCodeFormat: "Ein Wiederherstellungscode sieht so aus: xxxx-xxxx-xxxx.",
  codeOrRecoveryCode: "Bitte geben Sie einen Code aus Ihrer App oder einen Wiederherstellungscode ein.",
  codeOrPassword: "Bitte geben Sie einen Code aus Ihrer App oder Ihr Passwort ein.",
  secretFormat: "Der Schl\xFCssel ist ung\xFCltig. Bitte beginnen Sie die Einrichtung erneut.",
  codeWrong: "Der Code ist falsch oder abgelaufen. Bitte geben Sie den aktuellen Code aus Ihrer App ein.",
  codeUsed: "Dieser Code wurde bereits verwendet. Bitte warten Sie auf den n\xE4chsten Code in Ihrer App.",
  recoveryCodeWrong: "Dieser Wiederherstellungscode ist falsch oder wurde bereits verwendet.",
  passwordWrong: "Das Passwort ist nicht korrekt.",
  tooManyWrongCodes: "Zu viele falsche Codes. Aus Sicherheitsgr\xFCnden wurden Sie abgemeldet; bitte melden Sie sich erneut an.",
  codeStepNeeded: "Bitte best\xE4tigen Sie Ihre Anmeldung mit dem Code aus Ihrer App.",
  setupNeeded: "Der Inhaber verlangt die Zwei-Faktor-Anmeldung. Bitte richten Sie sie in Ihrem Profil ein.",
  alreadyEnabled: "Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.",
  notEnabled: "Die Zwei-Faktor-Anmeldung ist f\xFCr dieses Konto nicht eingerichtet.",
  requiredForAll: "Der Inhaber verlangt die Zwei-Faktor-Anmeldung f\xFCr alle. Sie kann deshalb nicht ausgeschaltet werden.",
  ownSetupFirst: "Bitte richten Sie zuerst Ihre eigene Zwei-Faktor-Anmeldung im Profil ein.",
  notFound: "Diese Person gibt es im Team nicht (mehr).",
  // Code step (login and back office)
  codeStepTitle: "Best\xE4tigungscode",
  codeStepIntro: "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
  recoveryStepIntro: "Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt nur einmal.",
  codeLabel: "Best\xE4tigungscode",
  recoveryCodeLabel: "Wiederherstellungscode",
  useRecoveryCode: "Wiederherstellungscode verwenden",
  useAppCode: "Code aus der App verwenden",
  confirm: "Best\xE4tigen",
  confirming: "Wird gepr\xFCft \u2026",
  codeStepFailedTitle: "Best\xE4tigung fehlgeschlagen",
  backToLogin: "Abmelden",
  // Profile section
  sectionTitle: "Zwei-Faktor-Anmeldung",
  statusOn: "Eingeschaltet: Nach dem Passwort fragen wir nach einem Code aus Ihrer App.",
  statusOff: "Ausgeschaltet: Zur Anmeldung gen\xFCgt Ihr Passwort.",
  statusRequired: "Der Inhaber verlangt die Zwei-Faktor-Anmeldung f\xFCr alle.",
  recoveryCodesLeft: (count14) => `Unbenutzte Wiederherstellungscodes: ${count14}`,
  setupIntro: "Scannen Sie den QR-Code mit einer Authenticator-App (etwa FreeOTP, Aegis, Google oder Microsoft Authenticator) oder geben Sie den Schl\xFCssel von Hand ein. Best\xE4tigen Sie dann mit dem Code, den die App zeigt.",
  setupRequiredIntro: "Bevor es weitergeht: Der Inhaber verlangt die Zwei-Faktor-Anmeldung. Bitte richten Sie sie jetzt ein.",
  qrLabel: "QR-Code f\xFCr die Authenticator-App",
  keyLabel: "Schl\xFCssel zur manuellen Eingabe",
  setup: "Einrichten",
  setupConfirm: "Einrichtung abschlie\xDFen",
  setupCancel: "Abbrechen",
  setupFailed: "Die Einrichtung konnte nicht gestartet werden.",
  enabled: "Zwei-Faktor-Anmeldung eingeschaltet",
  enableFailed: "Die Zwei-Faktor-Anmeldung konnte nicht eingeschaltet werden.",
  recoveryCodesTitle: "Ihre Wiederherstellungscodes",
  recoveryCodesHint: "Bewahren Sie diese Codes sicher auf (ausgedruckt oder im Passwort-Manager). Jeder Code ersetzt einmal den Code aus der App, falls Sie Ihr Telefon nicht zur Hand haben. Sie werden nur jetzt angezeigt.",
  copy: "Kopieren",
  copied: "Codes kopiert",
  copyFailed: "Kopieren nicht m\xF6glich. Bitte markieren Sie die Codes und kopieren Sie sie von Hand.",
  download: "Herunterladen (.txt)",
  recoveryCodesDone: "Ich habe die Codes gespeichert",
  newRecoveryCodes: "Neue Wiederherstellungscodes",
  newRecoveryCodesIntro: "Best\xE4tigen Sie mit einem Code aus Ihrer App. Alle bisherigen Wiederherstellungscodes werden ung\xFCltig.",
  newRecoveryCodesConfirm: "Neue Codes erstellen",
  newRecoveryCodesFailed: "Es konnten keine neuen Codes erstellt werden.",
  disable: "Ausschalten",
  disableTitle: "Zwei-Faktor-Anmeldung ausschalten",
  disableIntro: "Best\xE4tigen Sie mit einem Code aus Ihrer App oder mit Ihrem Passwort. Danach gen\xFCgt zur Anmeldung wieder Ihr Passwort.",
  disablePasswordLabel: "Oder Ihr Passwort",
  disabled: "Zwei-Faktor-Anmeldung ausgeschaltet",
  disableFailed: "Die Zwei-Faktor-Anmeldung konnte nicht ausgeschaltet werden.",
  downloadTitle: (brand, username2) => `Wiederherstellungscodes f\xFCr ${brand} (${username2})`,
  // Team (owner)
  teamColumn: "2FA",
  teamOn: "an",
  teamOff: "aus",
  requireForAll: "Zwei-Faktor-Anmeldung f\xFCr alle verlangen",
  requireHint: "Wer sie noch nicht eingerichtet hat, richtet sie bei der n\xE4chsten Anmeldung ein, bevor das Backoffice \xF6ffnet.",
  requireSaved: (on) => on ? "Zwei-Faktor-Anmeldung ist jetzt f\xFCr alle verlangt" : "Zwei-Faktor-Anmeldung ist nicht mehr verlangt",
  requireFailed: "Die Einstellung konnte nicht gespeichert werden.",
  reset: "2FA zur\xFCcksetzen",
  resetFor: (name) => `2FA von ${name} zur\xFCcksetzen`,
  resetConfirm: (name) => `Die Zwei-Faktor-Anmeldung von ${name} wird ausgeschaltet, die Wiederherstellungscodes verfallen. Tun Sie das nur, wenn Sie sicher sind, dass die Person ihr Telefon verloren hat. Danach meldet sie sich mit dem Passwort an und richtet die Zwei-Faktor-Anmeldung neu ein.`,
  resetDone: (name) => `2FA von ${name} zur\xFCckgesetzt`,
  resetFailed: "Die Zwei-Faktor-Anmeldung konnte nicht zur\xFCckgesetzt werden."
};

// api/src/features/accounts/two-factor.ts
import { and as and7, count, eq as eq10, isNull as isNull3, lt, or as or3 } from "drizzle-orm";

// api/src/features/settings/security-settings.ts
import { z as z4 } from "zod";
var securitySetting = {
  key: "security",
  schema: z4.object({ requireTwoFactor: z4.boolean() }),
  // Off until the owner switches it on: a deploy locks nobody out.
  defaultValue: { requireTwoFactor: false }
};
async function twoFactorRequiredForAll(db) {
  return (await readSetting(db, securitySetting)).requireTwoFactor;
}

// api/src/features/accounts/recovery-codes.ts
import { randomInt as randomInt2 } from "node:crypto";
import { sql as sql8 } from "drizzle-orm";
var ALPHABET2 = "abcdefghjkmnpqrstuvwxyz23456789";
var RECOVERY_CODE_COUNT = 10;
function newRecoveryCode() {
  const group2 = () => Array.from({ length: 4 }, () => ALPHABET2[randomInt2(ALPHABET2.length)]).join("");
  return `${group2()}-${group2()}-${group2()}`;
}
function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}
var recoveryCodeHash = tokenHash;
function replaceRecoveryCodes(db, userId, codes, secret, now = /* @__PURE__ */ new Date()) {
  const stillOn = sql8`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.totpKey} = ${secret})`;
  return [
    db.delete(recoveryCodes).where(sql8`${recoveryCodes.userId} = ${userId} and ${stillOn}`),
    // Every column in the table's order (id, user_id, code_hash, used_at, created_at): insert … select names them all.
    db.insert(recoveryCodes).select(
      sql8.join(
        codes.map((code) => sql8`select null, ${userId}, ${recoveryCodeHash(code)}, null, ${now.getTime()} where ${stillOn}`),
        sql8` union all `
      )
    )
  ];
}

// api/src/features/accounts/totp.ts
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
var PERIOD_SECONDS = 30;
var WINDOW_STEPS = 1;
function totpOf(secret, label = "") {
  return new TOTP({
    issuer: companySnapshot().brand,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS
  });
}
function newTotpSetup(username2) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, username2).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { pixelSize: 6 }) };
}
function stepOfCode(secret, code, now = Date.now()) {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

// api/src/features/accounts/contract/two-factor.ts
var appCode = z2.string({ error: twoFactorMessages.codeRequired }).check(
  z2.maxLength(20, { error: twoFactorMessages.codeFormat }),
  z2.overwrite((value) => value.replace(/\s+/g, "")),
  z2.regex(/^\d{6}$/, { error: twoFactorMessages.codeFormat })
);
var RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;
function normaliseRecoveryCode(value) {
  const plain = value.toLowerCase().replace(/[^a-z0-9]/g, "");
  return plain.length === 12 ? `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}` : value.trim().toLowerCase();
}
var recoveryCode = z2.string({ error: twoFactorMessages.recoveryCodeFormat }).check(
  z2.maxLength(40, { error: twoFactorMessages.recoveryCodeFormat }),
  z2.overwrite(normaliseRecoveryCode),
  z2.regex(RECOVERY_CODE_PATTERN, { error: twoFactorMessages.recoveryCodeFormat })
);
var twoFactorLoginSchema = z2.object({ code: z2.optional(appCode), recoveryCode: z2.optional(recoveryCode) }).check(
  z2.refine((input) => input.code === void 0 !== (input.recoveryCode === void 0), { error: twoFactorMessages.codeOrRecoveryCode, path: ["code"] })
);
var twoFactorEnableSchema = z2.object({
  secret: z2.string({ error: twoFactorMessages.secretFormat }).check(z2.regex(/^[A-Z2-7]{32}$/, { error: twoFactorMessages.secretFormat })),
  code: appCode
});
var twoFactorCodeSchema = z2.object({ code: appCode });
var twoFactorDisableSchema = z2.object({ code: z2.optional(appCode), password: z2.optional(z2.string({ error: twoFactorMessages.codeOrPassword }).check(z2.maxLength(128))) }).check(z2.refine((input) => Boolean(input.code) || Boolean(input.password), { error: twoFactorMessages.codeOrPassword, path: ["code"] }));
var securitySettingsSchema = z2.object({ requireTwoFactor: z2.boolean() });

// api/src/features/accounts/two-factor.ts
var WRONG_CODES = { bucket: "two-factor-wrong", limit: 5, windowMs: 24 * 60 * 60 * 1e3 };
async function pendingSecondFactor(db, { verified, enabled }) {
  if (verified) return null;
  if (enabled) return "code";
  return await twoFactorRequiredForAll(db) ? "setup" : null;
}
async function refuse(db, sessionId, message2, field) {
  const counter2 = countKey(WRONG_CODES, sessionId);
  const [result] = await writeQueueFor(db.$client).run([counter2.statement]);
  if (Number(result.rows[0].count) >= WRONG_CODES.limit) {
    await invalidateSession(db, sessionId);
    fail(401, twoFactorMessages.tooManyWrongCodes);
  }
  throw new ValidationFailure(message2, { [field]: [message2] });
}
async function keyOf(db, userId) {
  const [row] = await db.select({ key: users.totpKey, passwordHash: users.passwordHash }).from(users).where(eq10(users.id, userId));
  return { key: row?.key ?? null, passwordHash: row?.passwordHash ?? "" };
}
async function acceptCode(db, userId, secret, code, sessionId) {
  const step = stepOfCode(secret, code);
  if (step === null) return refuse(db, sessionId, twoFactorMessages.codeWrong, "code");
  const taken = await db.update(users).set({ totpLastStep: step }).where(and7(eq10(users.id, userId), eq10(users.totpKey, secret), or3(isNull3(users.totpLastStep), lt(users.totpLastStep, step)))).returning({ id: users.id });
  if (taken.length === 0) return refuse(db, sessionId, twoFactorMessages.codeUsed, "code");
}
async function twoFactorStatus(db, userId, verified) {
  const [{ key }, required3, [codes]] = await Promise.all([
    keyOf(db, userId),
    twoFactorRequiredForAll(db),
    db.select({ left: count() }).from(recoveryCodes).where(and7(eq10(recoveryCodes.userId, userId), isNull3(recoveryCodes.usedAt)))
  ]);
  const enabled = key !== null;
  return {
    enabled,
    required: required3,
    recoveryCodesLeft: enabled ? codes?.left ?? 0 : 0,
    pending: verified ? null : enabled ? "code" : required3 ? "setup" : null
  };
}
async function verifySignIn(db, userId, sessionId, input) {
  const { key } = await keyOf(db, userId);
  if (!key) fail(409, twoFactorMessages.notEnabled);
  if (input.code !== void 0) await acceptCode(db, userId, key, input.code, sessionId);
  else {
    const used = await db.update(recoveryCodes).set({ usedAt: /* @__PURE__ */ new Date() }).where(
      and7(
        eq10(recoveryCodes.userId, userId),
        eq10(recoveryCodes.codeHash, recoveryCodeHash(input.recoveryCode)),
        isNull3(recoveryCodes.usedAt)
      )
    ).returning({ id: recoveryCodes.id });
    if (used.length === 0) await refuse(db, sessionId, twoFactorMessages.recoveryCodeWrong, "recoveryCode");
  }
  await markSessionVerified(db, sessionId);
}
async function enableTwoFactor(db, userId, sessionId, { secret, code }) {
  if ((await keyOf(db, userId)).key) fail(409, twoFactorMessages.alreadyEnabled);
  const step = stepOfCode(secret, code);
  if (step === null) return refuse(db, sessionId, twoFactorMessages.codeWrong, "code");
  const codes = newRecoveryCodes();
  const [stored] = await db.batch([
    db.update(users).set({ totpKey: secret, totpLastStep: step }).where(and7(eq10(users.id, userId), isNull3(users.totpKey))).returning({ id: users.id }),
    ...replaceRecoveryCodes(db, userId, codes, secret),
    db.update(sessions).set({ twoFactorVerified: true }).where(and7(eq10(sessions.id, sessionId), eq10(sessions.userId, userId)))
  ]);
  if (stored.length === 0) fail(409, twoFactorMessages.alreadyEnabled);
  return { recoveryCodes: codes };
}
async function renewRecoveryCodes(db, userId, sessionId, code) {
  const { key } = await keyOf(db, userId);
  if (!key) fail(409, twoFactorMessages.notEnabled);
  await acceptCode(db, userId, key, code, sessionId);
  const codes = newRecoveryCodes();
  await db.batch(replaceRecoveryCodes(db, userId, codes, key));
  return { recoveryCodes: codes };
}
function turnOffStatements(db, userId) {
  return [
    db.update(users).set({ totpKey: null, totpLastStep: null }).where(eq10(users.id, userId)),
    db.delete(recoveryCodes).where(eq10(recoveryCodes.userId, userId))
  ];
}
async function disableTwoFactor(db, userId, sessionId, input) {
  if (await twoFactorRequiredForAll(db)) fail(409, twoFactorMessages.requiredForAll);
  const { key, passwordHash } = await keyOf(db, userId);
  if (!key) fail(409, twoFactorMessages.notEnabled);
  if (input.code) await acceptCode(db, userId, key, input.code, sessionId);
  else if (!await verifyPassword(passwordHash, input.password)) await refuse(db, sessionId, twoFactorMessages.passwordWrong, "password");
  await db.batch(turnOffStatements(db, userId));
}
async function resetTwoFactor(db, userId, by) {
  const [person] = await db.select({ username: users.username, role: users.role }).from(users).where(eq10(users.id, userId));
  if (!person || person.role === "customer") fail(404, twoFactorMessages.notFound);
  await db.batch(turnOffStatements(db, userId));
  console.info(`[auth] Zwei-Faktor-Anmeldung von ${person.username} (#${userId}) zur\xFCckgesetzt durch ${by}`);
  return { id: userId, twoFactor: false };
}

// api/src/features/accounts/guards.ts
var narrowing = (guard) => guard;
function requireUser(message2 = apiMessages.sessionRequired) {
  return narrowing(async function userRequired(c, next) {
    if (!c.get("user") || !c.get("sessionId")) fail(401, message2);
    await next();
  });
}
function requireStaff() {
  return narrowing(async function staffRequired(c, next) {
    const user = c.get("user");
    if (!user || !c.get("sessionId")) fail(401, apiMessages.sessionRequired);
    if (!isStaffRole(user.role)) fail(403, apiMessages.staffOnly);
    await next();
  });
}
var OPEN_BEFORE_SECOND_FACTOR = /* @__PURE__ */ new Set([
  "GET /api/admin/profile",
  "POST /api/admin/login/two-factor",
  "POST /api/admin/profile/two-factor/setup",
  "POST /api/admin/profile/two-factor"
]);
var answeringRoute = (c) => matchedRoutes(c).findLast((candidate) => candidate.method !== "ALL");
function requireSecondFactor(db) {
  return async function secondFactorRequired(c, next) {
    if (!c.get("twoFactorVerified")) {
      const route = answeringRoute(c);
      if (!route || !OPEN_BEFORE_SECOND_FACTOR.has(adminRouteKey(route.method, route.path))) {
        const pending = await pendingSecondFactor(db, { verified: false, enabled: c.get("user").twoFactorEnabled });
        if (pending === "code") fail(403, twoFactorMessages.codeStepNeeded);
        if (pending === "setup") fail(403, twoFactorMessages.setupNeeded);
      }
    }
    await next();
  };
}
function requirePermission() {
  return async function permissionRequired(c, next) {
    const route = answeringRoute(c);
    if (route) {
      const permission = adminRoutePermissions[adminRouteKey(route.method, route.path)];
      if (!permission) fail(403, apiMessages.routeWithoutPermission);
      if (!roleMay(c.get("user").role, permission)) fail(403, apiMessages.permissionMissing);
    }
    await next();
  };
}

// api/src/features/accounts/mails/account-security-mails.ts
function loginAttackWarningMail(recipient, username2) {
  return {
    topic: "login-attack-warning",
    recipient,
    subject: `Ungew\xF6hnlich viele fehlgeschlagene Anmeldungen \u2013 ${companySnapshot().brand}`,
    textBody: [
      "Guten Tag,",
      "",
      `bei Ihrem Konto \u201E${username2}\u201C wurde in der letzten Stunde ungew\xF6hnlich oft ein falsches Passwort`,
      "eingegeben, von vielen verschiedenen Stellen aus. Das sieht nach einem automatischen Rateversuch aus.",
      "",
      "Wir haben die Anmeldung zu Ihrem Konto deshalb vor\xFCbergehend gebremst: Aus Netzen, \xFCber die Sie sich",
      "schon bei uns angemeldet haben (etwa im B\xFCro oder zu Hause), melden Sie sich wie gewohnt an; von",
      "anderswo geht es nach sp\xE4testens einer Stunde wieder.",
      "",
      "Ein langes Passwort, das Sie nirgends sonst verwenden, sch\xFCtzt Ihr Konto am besten. Waren Sie es",
      "selbst, der sich mehrfach vertippt hat, k\xF6nnen Sie diese E-Mail ignorieren.",
      "",
      customerSignature()
    ].join("\n")
  };
}
function registrationAttemptMail(recipient, username2, loginLink, resetLink) {
  return {
    topic: "registration-attempt",
    recipient,
    subject: `Registrierung mit Ihrer E-Mail-Adresse \u2013 ${companySnapshot().brand}`,
    textBody: [
      "Guten Tag,",
      "",
      `jemand wollte mit Ihrer E-Mail-Adresse ein neues Konto bei ${companySnapshot().brand} anlegen. Zu dieser Adresse`,
      `gibt es aber schon ein Konto, mit dem Benutzernamen \u201E${username2}\u201C; ein zweites haben wir nicht angelegt.`,
      "",
      "Waren Sie das? Dann melden Sie sich einfach mit Ihrem bestehenden Konto an:",
      "",
      loginLink,
      "",
      "Passwort vergessen? Hier k\xF6nnen Sie ein neues vergeben:",
      "",
      resetLink,
      "",
      "Waren Sie es nicht, k\xF6nnen Sie diese E-Mail ignorieren \u2013 an Ihrem Konto hat sich nichts ge\xE4ndert.",
      "",
      customerSignature()
    ].join("\n")
  };
}

// api/src/features/accounts/email-change.ts
import { and as and8, eq as eq12, gt as gt2, sql as sql9 } from "drizzle-orm";

// api/src/features/accounts/email-confirmed.ts
import { eq as eq11 } from "drizzle-orm";
var folded = (email2) => email2.normalize("NFC").toLowerCase();
function emailConfirmedStatement(db, userId, email2, now = /* @__PURE__ */ new Date()) {
  return db.update(users).set({ emailConfirmedFor: folded(email2), emailConfirmedAt: now }).where(eq11(users.id, userId));
}
async function confirmedEmailOf(db, account2) {
  const [row] = await db.select({ confirmed: users.emailConfirmedFor }).from(users).where(eq11(users.id, account2.id));
  return row?.confirmed && row.confirmed === folded(account2.email) ? account2.email : null;
}

// api/src/features/accounts/email-change.ts
var EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1e3;
function pendingEmailStatement(db, userId, email2, now = /* @__PURE__ */ new Date()) {
  const token = newToken();
  const change = { id: tokenHash(token), email: email2, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS), createdAt: now };
  const statement = db.insert(emailChanges).values({ userId, ...change }).onConflictDoUpdate({ target: emailChanges.userId, set: change });
  return { token, statement };
}
async function pendingEmail(db, userId, now = /* @__PURE__ */ new Date()) {
  const [change] = await db.select({ email: emailChanges.email, expiresAt: emailChanges.expiresAt }).from(emailChanges).where(and8(eq12(emailChanges.userId, userId), gt2(emailChanges.expiresAt, now)));
  return change ?? null;
}
async function confirmEmailChange(db, userId, token, now = /* @__PURE__ */ new Date()) {
  const [change] = await db.delete(emailChanges).where(and8(eq12(emailChanges.id, tokenHash(token)), eq12(emailChanges.userId, userId), gt2(emailChanges.expiresAt, now))).returning({ email: emailChanges.email });
  if (!change) return { status: "invalid" };
  const [user] = await db.update(users).set({ email: change.email }).where(
    and8(
      eq12(users.id, userId),
      sql9`not exists (select 1 from users as other where lower(other.email) = ${change.email.toLowerCase()} and other.id <> ${userId})`
    )
  ).returning();
  if (!user) return { status: "taken" };
  await emailConfirmedStatement(db, userId, user.email, now);
  return { status: "confirmed", user };
}

// api/src/features/accounts/mails/email-change-mails.ts
function emailChangeConfirmationMail(recipient, link) {
  return {
    topic: "email-change-confirmation",
    recipient,
    subject: `Bitte best\xE4tigen Sie Ihre neue E-Mail-Adresse \u2013 ${companySnapshot().brand}`,
    textBody: [
      "Guten Tag,",
      "",
      `diese Adresse wurde als neue E-Mail-Adresse eines Kundenkontos bei ${companySnapshot().brand} angegeben.`,
      "Bitte best\xE4tigen Sie sie \xFCber diesen Link; er gilt 24 Stunden lang und nur einmal, und Sie melden sich",
      "dazu mit Ihrem Kundenkonto an:",
      "",
      link,
      "",
      "Haben Sie das nicht veranlasst, ignorieren Sie diese E-Mail einfach \u2013 ohne Best\xE4tigung \xE4ndert sich",
      "nichts, und wir schreiben Ihnen nicht wieder.",
      "",
      customerSignature()
    ].join("\n")
  };
}
function emailChangeNoticeMail(recipient, name, newEmail) {
  return {
    topic: "email-change-notice",
    recipient,
    subject: `\xC4nderung Ihrer E-Mail-Adresse \u2013 ${companySnapshot().brand}`,
    textBody: [
      `Guten Tag ${name},`,
      "",
      `in Ihrem Kundenkonto wurde als neue E-Mail-Adresse ${newEmail} eingetragen. Wir haben dorthin`,
      "einen Best\xE4tigungslink geschickt; erst wenn er ge\xF6ffnet wird, gilt die neue Adresse. Bis dahin",
      "schreiben wir Ihnen weiter an diese Adresse.",
      "",
      `Waren Sie das nicht, melden Sie sich bitte bei uns: Telefon ${companySnapshot().phoneDisplay} oder ${companySnapshot().email}.`,
      "",
      customerSignature()
    ].join("\n")
  };
}
function emailConfirmationMail(recipient, link) {
  return {
    topic: "email-confirmation",
    recipient,
    subject: `Bitte best\xE4tigen Sie Ihre E-Mail-Adresse \u2013 ${companySnapshot().brand}`,
    textBody: [
      "Guten Tag,",
      "",
      `mit dieser Adresse wurde ein Kundenkonto bei ${companySnapshot().brand} angelegt. Bitte best\xE4tigen Sie sie \xFCber`,
      "diesen Link; er gilt 24 Stunden lang und nur einmal, und Sie melden sich dazu mit Ihrem Kundenkonto an.",
      "Danach sehen Sie in \u201EMein Konto\u201C auch die Anfragen und Nachrichten, die Sie uns unter dieser Adresse",
      "geschickt haben:",
      "",
      link,
      "",
      "Haben Sie kein Konto angelegt, ignorieren Sie diese E-Mail einfach \u2013 ohne Best\xE4tigung sieht das Konto",
      "nichts von dem, was Sie uns geschrieben haben.",
      "",
      customerSignature()
    ].join("\n")
  };
}

// api/src/features/accounts/address-confirmation.ts
function addressConfirmationStatements(db, siteUrl, account2) {
  const { token, statement } = pendingEmailStatement(db, account2.id, account2.email);
  const link = new URL(`/customer/email-bestaetigen?token=${encodeURIComponent(token)}`, siteUrl).href;
  return [statement, enqueueMail(db, emailConfirmationMail(account2.email, link))];
}

// api/src/features/accounts/account.routes.ts
var HOUR = 60 * 60 * 1e3;
var REGISTRATION_LIMIT = { bucket: "register", limit: 10, windowMs: HOUR };
var REGISTRATION_NOTICES = { bucket: "registration-notice", limit: 1, windowMs: HOUR };
function accountRoutes({ db, trustProxy, secureCookies, siteUrl, wakeMailer }) {
  async function tellOwner(email2) {
    const owner = await findUserByLogin(db, email2);
    if (!owner) return;
    const [counted] = await writeQueueFor(db.$client).run([countKey(REGISTRATION_NOTICES, String(owner.id)).statement]);
    if (Number(counted.rows[0].count) > 1) return;
    const link = (path) => new URL(path, siteUrl).href;
    const resetLink = link(isStaffRole(owner.role) ? "/admin/forgot-password" : "/passwort-vergessen");
    await enqueueMail(db, registrationAttemptMail(owner.email, owner.username, link("/login"), resetLink));
    wakeMailer();
  }
  return new Hono2().post("/register", noStore(), rateLimit(db, REGISTRATION_LIMIT, trustProxy), validate("json", registrationSchema), async (c) => {
    const registration = c.req.valid("json");
    const passwordHash = await hashPassword(registration.password);
    const taken = await takenIdentifiers(db, registration);
    if (taken.username) fail(409, accountMessages.usernameTaken);
    let emailTaken = taken.email;
    if (!emailTaken) {
      const inserted = await db.insert(users).values({
        username: registration.username,
        email: registration.email,
        passwordHash,
        // Whatever role the client sends: registration creates customers.
        role: "customer",
        firstName: registration.firstName,
        lastName: registration.lastName,
        phone: registration.phone
      }).onConflictDoNothing().returning({ id: users.id });
      if (inserted[0]) {
        await db.batch([...addressConfirmationStatements(db, siteUrl, { id: inserted[0].id, email: registration.email })]);
        wakeMailer();
      }
      if (inserted.length === 0) {
        const takenMeanwhile = await takenIdentifiers(db, registration);
        if (takenMeanwhile.username) fail(409, accountMessages.usernameTaken);
        emailTaken = takenMeanwhile.email;
      }
    }
    if (emailTaken) await tellOwner(registration.email);
    return c.json({ message: accountMessages.registered }, 202);
  }).route("/", passwordResetRoutes({ db, trustProxy, siteUrl, wakeMailer }, "customer")).post("/logout", noStore(), async (c) => {
    const token = sessionToken(c.req.header("authorization"), getCookie2(c, SESSION_COOKIE));
    if (token) await invalidateSession(db, sessionIdFromToken(token));
    deleteSessionCookie(c, secureCookies);
    return c.json({ success: true, message: accountMessages.loggedOut });
  }).get("/session", noStore(), sessionMiddleware(db), requireUser(), async (c) => {
    const user = await findUserById(db, c.get("user").id);
    return c.json({ user: accountUser(user) });
  });
}

// api/src/features/accounts/login.routes.ts
import { Hono as Hono3 } from "hono";

// api/src/features/accounts/known-login-addresses.ts
import { createHash as createHash5 } from "node:crypto";
import { and as and9, eq as eq13, lt as lt2 } from "drizzle-orm";
var KNOWN_ADDRESS_MS = 180 * 24 * 60 * 60 * 1e3;
var addressHash = (userId, address) => createHash5("sha256").update(`${userId}|${address}`).digest("base64url");
async function isKnownLoginAddress(db, userId, address, now = /* @__PURE__ */ new Date()) {
  const [row] = await db.select({ lastLoginAt: knownLoginAddresses.lastLoginAt }).from(knownLoginAddresses).where(and9(eq13(knownLoginAddresses.userId, userId), eq13(knownLoginAddresses.addressHash, addressHash(userId, address))));
  return row !== void 0 && row.lastLoginAt.getTime() > now.getTime() - KNOWN_ADDRESS_MS;
}
async function rememberLoginAddress(db, userId, address, now = /* @__PURE__ */ new Date()) {
  await db.insert(knownLoginAddresses).values({ userId, addressHash: addressHash(userId, address), lastLoginAt: now }).onConflictDoUpdate({ target: [knownLoginAddresses.userId, knownLoginAddresses.addressHash], set: { lastLoginAt: now } });
}
var forgottenLoginAddresses = (now) => lt2(knownLoginAddresses.lastLoginAt, new Date(now.getTime() - KNOWN_ADDRESS_MS));

// api/src/features/accounts/failed-login-count.ts
import { inArray as inArray6, sql as sql10 } from "drizzle-orm";
var HOUR2 = 60 * 60 * 1e3;
var FAILED_LOGINS_PER_HOUR = { bucket: "login-failures-hour", limit: Number.POSITIVE_INFINITY, windowMs: HOUR2 };
var hourStart = (now) => now - now % HOUR2;
var hourCounter = (accountKey, hour) => countKey(FAILED_LOGINS_PER_HOUR, `${accountKey}|${hour}`, hour);
function failedLoginCounter(accountKey, now = Date.now()) {
  return hourCounter(accountKey, hourStart(now));
}
async function failedLoginsLastDay(db, accountKey, now = Date.now()) {
  const keys = Array.from({ length: 24 }, (_, hoursAgo) => hourCounter(accountKey, hourStart(now) - hoursAgo * HOUR2).key);
  const [row] = await db.select({ total: sql10`coalesce(sum(${rateLimits.count}), 0)` }).from(rateLimits).where(inArray6(rateLimits.key, keys));
  return Number(row?.total ?? 0);
}

// api/src/features/accounts/login-throttle.ts
var FIFTEEN_MINUTES = 15 * 60 * 1e3;
var message = accountMessages.tooManyLogins;
var LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = { bucket: "login-failures", limit: 10, windowMs: FIFTEEN_MINUTES, message };
var LOGIN_FAILURES_PER_ADDRESS = { bucket: "login-failures-address", limit: 30, windowMs: FIFTEEN_MINUTES, message };
var ONE_HOUR = 60 * 60 * 1e3;
var LOGIN_FAILURES_PER_ACCOUNT = {
  bucket: "login-failures-account",
  limit: 50,
  windowMs: ONE_HOUR,
  message: accountMessages.accountUnderAttack
};
var ATTACK_WARNINGS = { bucket: "login-attack-warning", limit: 1, windowMs: ONE_HOUR };
function loginAccountKey(account2, login) {
  return account2 ? `konto:${account2.id}` : `name:${login.trim().toLowerCase()}`;
}
async function startLoginAttempt(db, account2, address, { knownAddress = false, onCeilingReached, now = Date.now() } = {}) {
  const pair = countKey(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, `${account2}|${address}`, now);
  const fromAddress = countKey(LOGIN_FAILURES_PER_ADDRESS, address, now);
  const onAccount = countKey(LOGIN_FAILURES_PER_ACCOUNT, account2, now);
  const statistics = failedLoginCounter(account2, now);
  const queue = writeQueueFor(db.$client);
  const counts = await queue.run([pair.statement, fromAddress.statement, onAccount.statement, statistics.statement]);
  const [pairCount, addressCount, accountCount] = counts.map((result) => Number(result.rows[0].count));
  const ceilingReached = onAccount.exceeds(accountCount);
  if (ceilingReached && onCeilingReached) {
    const warning = countKey(ATTACK_WARNINGS, account2, now);
    const [marked] = await queue.run([warning.statement]);
    if (Number(marked.rows[0].count) === 1) await onCeilingReached();
  }
  if (pair.exceeds(pairCount) || fromAddress.exceeds(addressCount) || ceilingReached && !knownAddress) {
    await queue.run([pair.uncount, fromAddress.uncount, onAccount.uncount]);
    if (pair.exceeds(pairCount) || fromAddress.exceeds(addressCount)) pair.refuse();
    onAccount.refuse();
  }
  return {
    async succeeded() {
      await queue.run([pair.reset, fromAddress.uncount, onAccount.uncount, statistics.uncount]);
    }
  };
}

// api/src/features/accounts/login.routes.ts
var decoyHash;
function publicAdminRoutes({ db, trustProxy, secureCookies, siteUrl, wakeMailer }) {
  async function warnOwner(user) {
    try {
      await enqueueMail(db, loginAttackWarningMail(user.email, user.username));
      wakeMailer();
    } catch (error) {
      console.error("[auth] Warnung vor Anmeldeversuchen nicht erstellt:", error);
    }
  }
  return new Hono3().post("/login", noStore(), validate("json", loginSchema), async (c) => {
    const { username: username2, password } = c.req.valid("json");
    const user = await findUserByLogin(db, username2);
    const address = clientAddress(c, trustProxy);
    const attempt = await startLoginAttempt(db, loginAccountKey(user, username2), address, {
      // Looked up for a name without an account too (id 0 is never used), so both cost the same.
      knownAddress: await isKnownLoginAddress(db, user?.id ?? 0, address),
      ...user ? { onCeilingReached: () => warnOwner(user) } : {}
    });
    decoyHash ??= hashPassword("kein-konto");
    const valid = await verifyPassword(user?.passwordHash ?? await decoyHash, password);
    if (!user || !valid) fail(401, accountMessages.loginFailed);
    if (!user.active) fail(403, accountMessages.accountDeactivated);
    const created = await createSession(db, user);
    if (!created) fail(401, accountMessages.loginFailed);
    await attempt.succeeded();
    await rememberLoginAddress(db, user.id, address);
    setSessionCookie(c, created.token, created.session.expiresAt, secureCookies);
    const twoFactor = isStaffRole(user.role) ? await pendingSecondFactor(db, { verified: false, enabled: user.totpKey !== null }) : null;
    const answer = { token: created.token, user: accountUser(user) };
    if (twoFactor) answer.twoFactor = twoFactor;
    return c.json(answer);
  }).route("/", passwordResetRoutes({ db, trustProxy, siteUrl, wakeMailer }, "admin"));
}

// api/src/features/contact/contact.routes.ts
import { Hono as Hono4 } from "hono";

// api/src/platform/http/idempotency.ts
import { eq as eq14 } from "drizzle-orm";
var IDEMPOTENCY_HEADER = "Idempotency-Key";
var KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
function idempotencyKeyOf(c, scope) {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === void 0) return void 0;
  if (!KEY_PATTERN.test(key)) fail(400, apiMessages.invalidIdempotencyKey);
  return `${scope}:${key}`;
}
function rememberedAnswer(key, status, body, now) {
  return { key, status, body: JSON.stringify(body), createdAt: now };
}
function isRepeatedKey(error) {
  return String(error).includes("idempotency_keys.key");
}
async function answerRepeat(c, db, key) {
  const [first] = await db.select().from(idempotencyKeys).where(eq14(idempotencyKeys.key, key));
  if (!first) throw new Error(`Idempotency-Key ${key} gemeldet, aber nicht gespeichert`);
  c.header("Idempotent-Replayed", "true");
  return c.json(JSON.parse(first.body), first.status);
}

// api/src/features/contact/mails.ts
function contactNotificationMail(message2, recipient) {
  const sender = message2.salutation === "firma" ? `${message2.companyName} (${message2.contactPerson})` : message2.name;
  return {
    topic: "contact-notification",
    recipient,
    replyTo: message2.email,
    subject: `Kontaktanfrage ${message2.reference} \u2013 ${contactSubjectLabels[message2.subject]}: ${sender}`,
    textBody: [
      `Neue Nachricht \xFCber das Kontaktformular (${message2.reference})`,
      "",
      table(
        [
          { label: "Anrede", value: salutationLabels[message2.salutation] },
          { label: "Firma", value: message2.companyName },
          { label: "Ansprechpartner", value: message2.contactPerson },
          { label: "Name", value: message2.name },
          { label: "E-Mail", value: message2.email },
          { label: "Telefon", value: message2.phone },
          { label: "Betreff", value: contactSubjectLabels[message2.subject] }
        ].filter((row) => row.value)
      ),
      "",
      "Nachricht:",
      message2.message
    ].join("\n")
  };
}

// api/src/features/contact/contract/contact.ts
var CONTACT_PRIVACY_VERSION = "2026-11-01";
var contactMessages2 = {
  salutation: "Bitte w\xE4hlen Sie eine Anrede",
  subject: "Bitte w\xE4hlen Sie einen Betreff",
  name: "Name ist erforderlich",
  companyName: "Firmenname ist erforderlich",
  contactPerson: "Ansprechpartner ist erforderlich",
  email: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein",
  message: "Nachricht ist erforderlich",
  privacyTitle: "Datenschutzerkl\xE4rung erforderlich",
  privacy: "Bitte akzeptieren Sie die Datenschutzerkl\xE4rung, um fortzufahren.",
  sentTitle: "Nachricht gesendet!",
  sent: "Vielen Dank f\xFCr Ihre Nachricht. Wir melden uns binnen 24 Stunden bei Ihnen.",
  failedTitle: "Fehler beim Senden",
  failed: "Bitte versuchen Sie es sp\xE4ter erneut oder kontaktieren Sie uns telefonisch."
};
var contactRequestSchema = z2.object({
  salutation: z2.enum(salutations, { error: contactMessages2.salutation }),
  companyName: optionalText(200),
  contactPerson: optionalText(200),
  name: optionalText(200),
  email: emailAddress(contactMessages2.email),
  phone: optionalText(50),
  subject: z2.enum(contactSubjects, { error: contactMessages2.subject }),
  message: requiredText(contactMessages2.message, 5e3, { multiLine: true }),
  privacy: z2.literal(true, { error: contactMessages2.privacy })
}).check((context) => {
  const value = context.value;
  const missing = (path, message2) => context.issues.push({ code: "custom", message: message2, path: [path], input: value });
  if (value.salutation === "firma") {
    if (!value.companyName) missing("companyName", contactMessages2.companyName);
    if (!value.contactPerson) missing("contactPerson", contactMessages2.contactPerson);
  } else if (!value.name) {
    missing("name", contactMessages2.name);
  }
});

// api/src/features/contact/contact.routes.ts
var CONTACT_LIMIT = { bucket: "contact", limit: 5, windowMs: 10 * 60 * 1e3 };
function contactRoutes({ db, notifyEmail, trustProxy, wakeMailer }) {
  return new Hono4().post("/", rateLimit(db, CONTACT_LIMIT, trustProxy), validate("json", contactRequestSchema), async (c) => {
    const key = idempotencyKeyOf(c, "contact");
    const submitted = c.req.valid("json");
    const isCompany = submitted.salutation === "firma";
    const message2 = {
      ...submitted,
      companyName: isCompany ? submitted.companyName : "",
      contactPerson: isCompany ? submitted.contactPerson : "",
      name: isCompany ? "" : submitted.name,
      reference: newReference("K")
    };
    const now = /* @__PURE__ */ new Date();
    const answer = { success: true, message: contactMessages2.sent };
    try {
      await db.batch([
        db.insert(contactMessages).values({
          reference: message2.reference,
          salutation: message2.salutation,
          companyName: message2.companyName,
          contactPerson: message2.contactPerson,
          name: message2.name,
          email: message2.email,
          phone: message2.phone,
          subject: message2.subject,
          message: message2.message,
          privacyConsentAt: now,
          privacyConsentVersion: CONTACT_PRIVACY_VERSION,
          createdAt: now
        }),
        enqueueMail(db, contactNotificationMail(message2, notificationRecipient(notifyEmail))),
        ...key ? [db.insert(idempotencyKeys).values(rememberedAnswer(key, 201, answer, now))] : []
      ]);
    } catch (error) {
      if (key && isRepeatedKey(error)) return answerRepeat(c, db, key);
      throw error;
    }
    wakeMailer();
    return c.json(answer, 201);
  });
}

// api/src/features/accounts/customer.routes.ts
import { desc as desc4, eq as eq24 } from "drizzle-orm";
import { Hono as Hono7 } from "hono";

// api/src/features/leads/request-configuration-quote.ts
import { and as and10, eq as eq15 } from "drizzle-orm";

// api/src/features/accounts/contract/customer-messages.ts
var customerMessages = {
  quoteSentTitle: "Angebot angefordert",
  quoteSent: "Wir melden uns innerhalb von 24 Stunden mit Ihrem Angebot.",
  quoteFailed: "Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
  quoteAlreadyRequested: "F\xFCr diese Konfiguration haben Sie bereits ein Angebot angefordert. Wir melden uns bei Ihnen.",
  tooManyQuoteRequests: "Zu viele Angebotsanfragen in kurzer Zeit. Bitte versuchen Sie es in einer Stunde erneut.",
  projektart: "Bitte w\xE4hlen Sie eine Projektart",
  privacy: "Sie m\xFCssen der Datenschutzerkl\xE4rung zustimmen",
  noConfigurations: "Noch keine Konfigurationen gespeichert",
  noOrders: "Noch keine Bestellungen vorhanden",
  // "Mein Konto" since issue 20: quotes first, then the requests and messages of the confirmed address.
  noQuotes: "Noch keine Angebote. Sobald wir Ihnen ein Angebot schicken, finden Sie es hier.",
  quoteExpiredStatus: "Abgelaufen",
  noRequests: "Noch keine Anfragen.",
  noMessages: "Noch keine Nachrichten.",
  recordsLoadFailed: "Ihre Anfragen und Nachrichten konnten nicht geladen werden.",
  confirmAddressHint: (email2) => `Best\xE4tigen Sie Ihre E-Mail-Adresse ${email2}, dann zeigen wir Ihnen hier auch die Anfragen und Nachrichten, die Sie uns unter dieser Adresse geschickt haben \u2013 auch die vor Ihrer Registrierung.`,
  confirmAddressButton: "Best\xE4tigungslink senden",
  configurationQuoted: (label) => `Zum Angebot ${label}`
};

// api/src/features/leads/configuration-quote.ts
function quoteRequestFromConfiguration(configuration, account2, request) {
  const breite = configuration.dimensions.width / 10;
  const hoehe = configuration.dimensions.height / 10;
  return {
    projektart: request.projektart,
    produkt_fenster: true,
    produkt_tuer: false,
    produkt_schiebetuer: false,
    produkt_dachfenster: false,
    produkt_rollladen: false,
    produkt_insektenschutz: false,
    produkt_andere: false,
    dimensions: [{ typ: "fenster", breite, hoehe, menge: 1 }],
    plz: [account2.postalCode, account2.city].filter(Boolean).join(" "),
    vorname: account2.firstName || account2.username,
    nachname: account2.lastName || account2.username,
    email: account2.email,
    telefon: account2.phone,
    nachricht: request.nachricht,
    datenschutz: true,
    marketing_ok: false,
    website: "",
    utm_params: {},
    konfiguration: [
      {
        productId: configuration.productId,
        optionIds: Object.values(configuration.selectedOptions).map((option) => option.id),
        breite,
        hoehe,
        menge: 1
      }
    ]
  };
}

// api/src/features/leads/request-configuration-quote.ts
var HOUR3 = 60 * 60 * 1e3;
var QUOTE_REQUEST_LIMITS = {
  perAccount: { bucket: "quote-account", limit: 10, windowMs: HOUR3, message: customerMessages.tooManyQuoteRequests },
  perAddress: { bucket: "quote-address", limit: 20, windowMs: HOUR3, message: customerMessages.tooManyQuoteRequests }
};
function createConfigurationQuotes({ db, storeLead }) {
  const ownConfiguration = (id2, userId) => and10(eq15(savedConfigurations.id, id2), eq15(savedConfigurations.userId, userId));
  async function explainRefusal(id2, userId) {
    const [configuration] = await db.select({ id: savedConfigurations.id }).from(savedConfigurations).where(ownConfiguration(id2, userId));
    if (!configuration) fail(404, apiMessages.notFound);
    fail(409, customerMessages.quoteAlreadyRequested);
  }
  return async function requestConfigurationQuote(userId, configurationId, request) {
    const [claimed] = await db.update(savedConfigurations).set({ status: "pending" }).where(and10(ownConfiguration(configurationId, userId), eq15(savedConfigurations.status, "draft"))).returning();
    if (!claimed) return explainRefusal(configurationId, userId);
    const releaseClaim = () => db.update(savedConfigurations).set({ status: "draft" }).where(and10(eq15(savedConfigurations.id, claimed.id), eq15(savedConfigurations.status, "pending")));
    try {
      if (claimed.productId === null) fail(409, apiMessages.productNotFound);
      const [account2] = await db.select().from(users).where(eq15(users.id, userId));
      return await storeLead(quoteRequestFromConfiguration({ ...claimed, productId: claimed.productId }, account2, request), {
        source: "kundenkonto",
        configurationId: claimed.id
      });
    } catch (error) {
      await releaseClaim();
      throw error;
    }
  };
}

// api/src/features/orders/order-json.ts
import { and as and11, asc as asc3, eq as eq16, getTableColumns as getTableColumns3, inArray as inArray8, ne as ne3 } from "drizzle-orm";

// api/src/features/accounts/staff-names.ts
import { inArray as inArray7 } from "drizzle-orm";
async function withStaffNames(db, entries) {
  const usernames = [...new Set(entries.map((entry) => entry.by))];
  const people = usernames.length === 0 ? [] : await db.select({ username: users.username, firstName: users.firstName, lastName: users.lastName, role: users.role }).from(users).where(inArray7(users.username, usernames));
  const names = new Map(
    people.filter((person) => staffRoles.includes(person.role)).map((person) => [person.username, staffDisplayName(person)])
  );
  return entries.map((entry) => ({ ...entry, byName: names.get(entry.by) ?? null }));
}

// api/src/features/orders/order-json.ts
function selectOrders(db) {
  return db.select({ ...getTableColumns3(orders), quoteNumber: quotes.number, assigneeName: assigneeNameSql(orders.assignedTo) }).from(orders).leftJoin(quotes, eq16(quotes.id, orders.quoteId));
}
async function findOrder(db, id2) {
  const [row] = await selectOrders(db).where(eq16(orders.id, id2));
  return row;
}
async function orderUpdates(db, orderIds) {
  const updates = /* @__PURE__ */ new Map();
  if (orderIds.length === 0) return updates;
  const rows2 = await db.select({ orderId: orderHistory.orderId, at: orderHistory.at, status: orderHistory.status, note: orderHistory.customerNote }).from(orderHistory).where(and11(inArray8(orderHistory.orderId, orderIds), ne3(orderHistory.customerNote, ""))).orderBy(asc3(orderHistory.at), asc3(orderHistory.id));
  for (const row of rows2) {
    const list = updates.get(row.orderId) ?? [];
    list.push({ at: row.at.toISOString(), status: row.status, note: row.note });
    updates.set(row.orderId, list);
  }
  return updates;
}
function customerOrderJson(row, updates = []) {
  return {
    id: row.id,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    total: row.totalPrice,
    status: row.status,
    acceptance: row.acceptance ?? null,
    addresses: {
      company: row.customerCompany,
      phone: row.customerPhone,
      billingAddress: row.billingAddress,
      installationAddress: row.installationAddress
    },
    updates
  };
}
function orderListItemJson(row) {
  return {
    ...customerOrderJson(row),
    quote: row.quoteId !== null && row.quoteNumber !== null ? { id: row.quoteId, number: row.quoteNumber } : null,
    customer: { name: row.customerName, email: row.customerEmail, userId: row.userId },
    assignee: assigneeJson(row),
    priceBasis: row.priceBasis,
    totals: { net: row.net, vat: row.vat, gross: row.totalPrice }
  };
}
async function orderJson(db, row) {
  const history = await db.select().from(orderHistory).where(eq16(orderHistory.orderId, row.id)).orderBy(asc3(orderHistory.at), asc3(orderHistory.id));
  return {
    ...orderListItemJson(row),
    lines: row.lines,
    history: await withStaffNames(
      db,
      history.map((entry) => ({
        at: entry.at.toISOString(),
        by: entry.by,
        status: entry.status,
        text: entry.text,
        customerNote: entry.customerNote,
        customerNotified: entry.customerNotified
      }))
    )
  };
}

// api/src/features/accounts/contract/customer.ts
var configurationQuoteSchema = z2.object({
  projektart: z2.enum(projectTypes, { error: customerMessages.projektart }),
  nachricht: optionalText(2e3, { multiLine: true }),
  privacy: z2.literal(true, { error: customerMessages.privacy })
});

// api/src/features/accounts/email-change.routes.ts
import { Hono as Hono5 } from "hono";
var HOUR4 = 60 * 60 * 1e3;
var EMAIL_CHANGE_LIMITS = {
  perAccount: { bucket: "email-change-account", limit: 5, windowMs: HOUR4, message: accountMessages.tooManyEmailChanges },
  perAddress: { bucket: "email-change-address", limit: 10, windowMs: HOUR4, message: accountMessages.tooManyEmailChanges },
  perRecipient: { bucket: "email-change-recipient", limit: 3, windowMs: HOUR4, message: accountMessages.tooManyEmailChanges }
};
function emailChangeRequests({ db, trustProxy, siteUrl }) {
  return async function requestEmailChange(c, account2, newEmail) {
    if ((await takenIdentifiers(db, { email: newEmail }, account2.id)).email) fail(409, accountMessages.emailTaken);
    await enforceLimit(db, countKey(EMAIL_CHANGE_LIMITS.perAccount, `user:${account2.id}`));
    await enforceLimit(db, countRequest(c, EMAIL_CHANGE_LIMITS.perAddress, trustProxy));
    await enforceLimit(db, countKey(EMAIL_CHANGE_LIMITS.perRecipient, newEmail.toLowerCase()));
    const { token, statement } = pendingEmailStatement(db, account2.id, newEmail);
    const link = new URL(`/customer/email-bestaetigen?token=${encodeURIComponent(token)}`, siteUrl).href;
    const name = [account2.firstName, account2.lastName].filter(Boolean).join(" ") || account2.username;
    return [
      statement,
      enqueueMail(db, emailChangeConfirmationMail(newEmail, link)),
      enqueueMail(db, emailChangeNoticeMail(account2.email, name, newEmail))
    ];
  };
}
var sameAddress = (a, b) => a.toLowerCase() === b.toLowerCase();
function emailChangeRoutes({ db, trustProxy, siteUrl, wakeMailer }) {
  return new Hono5().get("/", async (c) => {
    const account2 = await findUserById(db, c.get("user").id);
    const pending = await pendingEmail(db, account2.id);
    return c.json({ pendingEmail: pending && !sameAddress(pending.email, account2.email) ? pending.email : null });
  }).post("/confirm", validate("json", emailConfirmationSchema), async (c) => {
    const { token } = c.req.valid("json");
    const before = await findUserById(db, c.get("user").id);
    const result = await confirmEmailChange(db, before.id, token);
    if (result.status === "invalid") fail(400, accountMessages.emailConfirmFailed);
    if (result.status === "taken") fail(409, accountMessages.emailTaken);
    const message2 = sameAddress(before.email, result.user.email) ? accountMessages.addressConfirmed : accountMessages.emailConfirmed;
    return c.json({ user: accountUser(result.user), message: message2 });
  }).post("/confirmation", async (c) => {
    const account2 = await findUserById(db, c.get("user").id);
    if (await confirmedEmailOf(db, account2)) return c.json({ message: accountMessages.addressAlreadyConfirmed });
    await enforceLimit(db, countKey(EMAIL_CHANGE_LIMITS.perAccount, `user:${account2.id}`));
    await enforceLimit(db, countRequest(c, EMAIL_CHANGE_LIMITS.perAddress, trustProxy));
    await enforceLimit(db, countKey(EMAIL_CHANGE_LIMITS.perRecipient, account2.email.toLowerCase()));
    await db.batch([...addressConfirmationStatements(db, siteUrl, account2)]);
    wakeMailer();
    return c.json({ message: accountMessages.addressConfirmationSent(account2.email) }, 202);
  });
}

// api/src/features/accounts/customer-records.ts
import { desc as desc2, eq as eq17, inArray as inArray9, or as or4, sql as sql11 } from "drizzle-orm";
var sameAddress2 = (column, email2) => sql11`lower(${column}) = ${email2.toLowerCase()}`;
async function customerRecords(db, account2) {
  const confirmed = await confirmedEmailOf(db, account2);
  const ownConfigurations = db.select({ id: savedConfigurations.id }).from(savedConfigurations).where(eq17(savedConfigurations.userId, account2.id));
  const leadMatch = confirmed ? or4(inArray9(leads.configurationId, ownConfigurations), sameAddress2(leads.email, confirmed)) : inArray9(leads.configurationId, ownConfigurations);
  const [requestRows, messageRows] = await Promise.all([
    db.select({ reference: leads.reference, createdAt: leads.createdAt, products: leads.produkte }).from(leads).where(leadMatch).orderBy(desc2(leads.createdAt), desc2(leads.id)),
    confirmed ? db.select({ reference: contactMessages.reference, createdAt: contactMessages.createdAt, subject: contactMessages.subject }).from(contactMessages).where(sameAddress2(contactMessages.email, confirmed)).orderBy(desc2(contactMessages.createdAt), desc2(contactMessages.id)) : Promise.resolve([])
  ]);
  return {
    emailConfirmed: confirmed !== null,
    requests: requestRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    messages: messageRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
  };
}

// api/src/features/quotes/customer.routes.ts
import { and as and16, desc as desc3, eq as eq23, ne as ne5 } from "drizzle-orm";
import { Hono as Hono6 } from "hono";

// api/src/features/quotes/accept-quote.ts
import { and as and13, eq as eq21, gte, isNull as isNull4, sql as sql15 } from "drizzle-orm";

// api/src/features/quotes/contract/price-labels.ts
var basisWord = { net: "netto", gross: "brutto" };
function priceColumnLabels(basis) {
  const word2 = basisWord[basis];
  return {
    basisWord: word2,
    unitPrice: `Einzelpreis ${word2}`,
    discount: `Rabatt ${word2}`,
    lineTotal: `Summe ${word2}`
  };
}
var totalsLabels = {
  net: "Nettobetrag",
  /** A 'net' document adds the VAT to the net sum … */
  vatAdded: `zzgl. ${VAT_RATE_PERCENT} % USt.`,
  /** … a 'gross' one (issued before issue 20) names the VAT its gross lines contain. */
  vatContained: `enthaltene USt. ${VAT_RATE_PERCENT} %`,
  /** The prominent figure (PAngV § 3 (3): the total price stands out where a price is broken down). */
  gross: `Gesamtbetrag inkl. ${VAT_RATE_PERCENT} % USt.`
};
function totalsRows(totals2, basis) {
  const net = { key: "net", label: totalsLabels.net, amount: totals2.net, prominent: false };
  const gross = { key: "gross", label: totalsLabels.gross, amount: totals2.gross, prominent: true };
  if (basis === "net") return [net, { key: "vat", label: totalsLabels.vatAdded, amount: totals2.vat, prominent: false }, gross];
  return [gross, { key: "vat", label: totalsLabels.vatContained, amount: totals2.vat, prominent: false }, net];
}
function totalsText(totals2, basis) {
  return totalsRows(totals2, basis).map((row) => `${row.label}: ${formatCents(row.amount)}`);
}

// api/src/features/quotes/contract/acceptance.ts
var WITHDRAWAL_NOTICE = "Die Fenster, T\xFCren und Dachfenster dieses Angebots werden nach Ihren Ma\xDFen und Vorgaben eigens f\xFCr Sie gefertigt (Ma\xDFanfertigung). F\xFCr solche Waren besteht nach \xA7 312g Abs. 2 Nr. 1 BGB kein Widerrufsrecht (\xA7 9 Abs. 3 unserer AGB).";
var termsDate = (version) => version.split("-").reverse().join(".");
function acceptanceLines(record2) {
  return [
    `Angenommen am ${formatDateTime(new Date(record2.at))} Uhr ${record2.via === "link" ? "\xFCber den pers\xF6nlichen Angebotslink" : "im Kundenkonto"}`,
    `Angebot ${record2.quoteNumber}, Version ${record2.quoteVersion}`,
    `AGB in der Fassung vom ${termsDate(record2.termsVersion)}`,
    `Anzahlung ${record2.downPaymentPercent} % bei Auftragserteilung`,
    `Widerrufsrecht: ${record2.withdrawalNotice}`
  ];
}
function addressLine(address) {
  return `${address.street}, ${address.postcode} ${address.city}`;
}

// api/src/features/quotes/mails.ts
var ORDER_NUMBER_SLOT = "{{Bestellnummer}}";
var accountQuotePath = (quoteId) => `/dashboard#angebot-${quoteId}`;
var calendarDate = (day4) => day4.split("-").reverse().join(".");
var greeting = (name) => `Guten Tag ${name},`;
var totalsOf = (quote) => totalsText(quote, quote.priceBasis);
function quoteSentMail(quote, recipient, siteUrl, pdf, link, sender) {
  const howToAccept = [
    `\xDCber Ihren pers\xF6nlichen Link sehen Sie das Angebot online, nehmen es an oder w\xFCnschen \xC4nderungen \u2013 ohne Anmeldung: ${link}`,
    `Der Link gilt bis zum ${calendarDate(quote.validUntil)}; bitte geben Sie ihn nicht weiter.`,
    ...quote.userId ? [`Sie finden das Angebot auch in Ihrem Kundenkonto: ${new URL(accountQuotePath(quote.id), siteUrl).href}`] : []
  ].join("\n");
  return {
    topic: "quote-sent",
    recipient,
    subject: `Ihr Angebot ${quote.number} von ${companySnapshot().brand}`,
    textBody: [
      greeting(quote.customerName),
      "",
      `vielen Dank f\xFCr Ihre Anfrage. Im Anhang finden Sie unser Angebot ${quote.number} \xFCber ${formatCents(quote.gross)} (inkl. ${VAT_RATE_PERCENT} % USt.). Es gilt bis zum ${calendarDate(quote.validUntil)}.`,
      "",
      ...totalsOf(quote),
      "",
      howToAccept,
      "",
      personalSignature(sender.name)
    ].join("\n"),
    attachments: [pdf],
    sentBy: sender.username
  };
}
function agreedLines({ acceptance, installationAddress, billingAddress, phone }) {
  return [
    ...acceptanceLines(acceptance),
    `Montageadresse: ${installationAddress ? addressLine(installationAddress) : "wird mit Ihnen abgestimmt"}`,
    ...billingAddress ? [`Rechnungsanschrift: ${addressLine(billingAddress)}`] : [],
    ...phone ? [`Telefon: ${phone}`] : []
  ];
}
function quoteAcceptedCustomerMail(quote, recipient, agreed) {
  const number = agreed.acceptance.quoteNumber;
  return {
    topic: "quote-accepted-customer",
    recipient,
    subject: `Ihre Bestellung ${ORDER_NUMBER_SLOT} bei ${companySnapshot().brand}`,
    textBody: [
      greeting(quote.customerName),
      "",
      `vielen Dank f\xFCr Ihren Auftrag. Sie haben unser Angebot ${number} angenommen; Ihre Bestellung hat die Nummer ${ORDER_NUMBER_SLOT}.`,
      "",
      ...totalsOf(quote),
      `Anzahlung bei Auftragserteilung (${DOWN_PAYMENT_PERCENT} %): ${formatCents(Math.round(quote.gross * DOWN_PAYMENT_PERCENT / 100))}`,
      "",
      "Was Sie vereinbart haben:",
      ...agreedLines(agreed).map((line2) => `- ${line2}`),
      "",
      quote.userId ? "Wir melden uns in K\xFCrze, um die Einzelheiten und den Termin mit Ihnen abzustimmen. Den Stand Ihrer Bestellung sehen Sie jederzeit in Ihrem Kundenkonto." : "Wir melden uns in K\xFCrze, um die Einzelheiten und den Termin mit Ihnen abzustimmen.",
      "",
      customerSignature()
    ].join("\n")
  };
}
function quoteAcceptedOperatorMail(quote, recipient, agreed) {
  const number = agreed.acceptance.quoteNumber;
  return {
    topic: "quote-accepted-operator",
    recipient,
    subject: `Angebot ${number} angenommen: Bestellung ${ORDER_NUMBER_SLOT}`,
    textBody: [
      `${quote.customerName} hat das Angebot ${number} angenommen.`,
      "",
      `Bestellung: ${ORDER_NUMBER_SLOT}`,
      ...totalsOf(quote),
      "",
      ...agreedLines(agreed),
      "",
      "Die Bestellung steht im Back Office unter \u201EAuftr\xE4ge\u201C."
    ].join("\n")
  };
}
function orderStatusMail(order, recipient, { status, reason, note }, sender) {
  return {
    topic: "order-status",
    recipient,
    subject: `Ihre Bestellung ${order.orderNumber}: ${configurationStatusLabel(status)}`,
    textBody: [
      greeting(order.customerName),
      "",
      `der Status Ihrer Bestellung ${order.orderNumber} ist jetzt: ${configurationStatusLabel(status)}.`,
      ...reason ? ["", `Grund: ${reason}`] : [],
      ...note ? ["", note] : [],
      "",
      "Fragen beantworten wir gern; antworten Sie einfach auf diese E-Mail.",
      "",
      personalSignature(sender.name)
    ].join("\n"),
    sentBy: sender.username
  };
}
function changeRequestedMail(quote, leadReference, message2, recipient) {
  return {
    topic: "quote-change-request",
    recipient,
    subject: `\xC4nderungswunsch zu Angebot ${quote.number}`,
    textBody: [
      `${quote.customerName} w\xFCnscht \xC4nderungen am Angebot ${quote.number} (Anfrage ${leadReference}):`,
      "",
      message2,
      "",
      "Der Wunsch steht auch im Verlauf der Anfrage im Back Office."
    ].join("\n")
  };
}

// api/src/features/quotes/contract/quote-link.ts
var quoteLinkMessages = {
  notFound: "Diesen Angebotslink gibt es nicht. Bitte pr\xFCfen Sie, ob Sie den Link aus unserer E-Mail vollst\xE4ndig \xFCbernommen haben.",
  superseded: "Es gibt eine neuere Version dieses Angebots. Sie haben sie per E-Mail erhalten; bitte nutzen Sie den Link darin.",
  notOpen: "Dieses Angebot kann \xFCber diesen Link nicht mehr angenommen werden.",
  street: "Bitte geben Sie Stra\xDFe und Hausnummer an (h\xF6chstens 100 Zeichen).",
  postcode: "Bitte geben Sie eine f\xFCnfstellige Postleitzahl an.",
  city: "Bitte geben Sie den Ort an (h\xF6chstens 100 Zeichen).",
  phone: "Bitte geben Sie eine Telefonnummer an, unter der wir Sie f\xFCr den Termin erreichen (6 bis 30 Zeichen, Ziffern, Leerzeichen, + / - ( )).",
  // The page
  loadFailed: "Das Angebot konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.",
  acceptFailed: "Das Angebot konnte nicht angenommen werden.",
  accepted: (orderNumber) => `Vielen Dank f\xFCr Ihren Auftrag! Ihre Bestellung hat die Nummer ${orderNumber}. Die Best\xE4tigung mit allen Angaben kommt per E-Mail.`,
  acceptedState: (number, orderNumber) => `Sie haben das Angebot ${number} angenommen${orderNumber ? ` (Bestellung ${orderNumber})` : ""}. Dieser Link ist damit erledigt.`,
  expiredState: (number, day4) => `Das Angebot ${number} war bis zum ${day4.split("-").reverse().join(".")} g\xFCltig und kann nicht mehr angenommen werden. Schreiben Sie uns unten, wenn Sie ein neues Angebot m\xF6chten.`,
  changesRequestedState: (number) => `Zum Angebot ${number} haben Sie \xC4nderungen gew\xFCnscht. Wir senden Ihnen ein angepasstes Angebot mit einem neuen Link.`,
  supersededState: (number, newer) => `Es gibt eine neuere Version dieses Angebots${newer ? ` (${newer})` : ""}. Angebot ${number} gilt nicht mehr; den Link zur neuen Version haben Sie per E-Mail erhalten.`,
  changeFailed: "Ihr \xC4nderungswunsch konnte nicht gesendet werden.",
  changeSent: "Danke! Wir melden uns mit einem angepassten Angebot bei Ihnen."
};

// api/src/features/quotes/document-numbers.ts
import { sql as sql12 } from "drizzle-orm";
var prefixes = { quote: "AN", order: "B", invoice: "RE" };
var berlinYear2 = (now) => Number(berlinDay2(now).slice(0, 4));
function countDocument(db, kind, year, condition = sql12`1`) {
  return db.run(
    sql12`insert into ${documentCounters} (kind, year, last) select ${kind}, ${year}, 1 where ${condition}
        on conflict (kind, year) do update set last = last + 1`
  );
}
function documentNumber(kind, year) {
  return sql12`(select ${prefixes[kind]} || '-' || year || '-' || printf('%04d', last) from ${documentCounters} where kind = ${kind} and year = ${year})`;
}

// api/src/features/quotes/quote-json.ts
import { eq as eq18, getTableColumns as getTableColumns4 } from "drizzle-orm";
function selectQuotes(db) {
  return db.select({ ...getTableColumns4(quotes), orderId: orders.id, assigneeName: assigneeNameSql(quotes.assignedTo) }).from(quotes).leftJoin(orders, eq18(orders.quoteId, quotes.id));
}
async function findQuote(db, id2) {
  const [row] = await selectQuotes(db).where(eq18(quotes.id, id2));
  return row;
}
function quoteListItemJson(row) {
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    supersededBy: row.supersededBy,
    leadId: row.leadId,
    leadReference: row.leadReference,
    userId: row.userId,
    configurationId: row.configurationId,
    status: row.status,
    customer: {
      name: row.customerName,
      email: row.customerEmail,
      company: row.customerCompany,
      phone: row.customerPhone,
      address: row.customerAddress,
      installationAddress: row.installationAddress
    },
    priceBasis: row.priceBasis,
    totals: { net: row.net, vat: row.vat, gross: row.gross },
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    orderId: row.orderId,
    assignee: assigneeJson(row)
  };
}
function quoteJson(row) {
  return { ...quoteListItemJson(row), lines: row.lines, note: row.note };
}
function customerQuoteJson(row) {
  const { leadId: _lead, userId: _user, assignee: _assignee, ...visible } = quoteJson(row);
  return visible;
}

// api/src/features/leads/close-lead.ts
import { and as and12, eq as eq20, ne as ne4, sql as sql14 } from "drizzle-orm";

// api/src/features/leads/lead-history.ts
import { asc as asc4, eq as eq19, sql as sql13 } from "drizzle-orm";
async function readLeadHistory(db, lead) {
  const rows2 = await db.select().from(leadHistory).where(eq19(leadHistory.leadId, lead.id)).orderBy(asc4(leadHistory.at), asc4(leadHistory.id));
  const entries = await withStaffNames(
    db,
    rows2.map((row) => ({ at: row.at.toISOString(), by: row.by, kind: row.kind, text: row.text }))
  );
  return [
    { at: lead.createdAt.toISOString(), by: leadSourceLabels[lead.source], kind: "created", text: `Anfrage ${lead.reference} eingegangen` },
    ...entries
  ];
}
function statusChangeText(before, after) {
  return `Status: ${leadStatusLabels[before]} \u2192 ${leadStatusLabels[after]}`;
}
function leadHistoryEntryWhen(db, leadId, entry, condition) {
  return insertWhen(db, leadHistory, { leadId: leadId ?? 0, ...entry }, leadId ? condition : sql13`0`);
}

// api/src/features/leads/close-lead.ts
async function closeLeadWhen(db, leadId, change, condition) {
  const [lead] = leadId ? await db.select({ status: leads.status }).from(leads).where(eq20(leads.id, leadId)) : [];
  const from = lead?.status ?? "abgeschlossen";
  const stillFrom = and12(eq20(leads.id, leadId ?? 0), eq20(leads.status, from), ne4(leads.status, "abgeschlossen"));
  const open = sql14`${condition} and exists (select 1 from ${leads} where ${stillFrom})`;
  return [
    leadHistoryEntryWhen(
      db,
      lead ? leadId : null,
      { at: change.at, by: change.by, kind: "status", text: `${statusChangeText(from, "abgeschlossen")} (${change.why})` },
      open
    ),
    closeStatement(db, stillFrom, condition, change.at)
  ];
}
function closeStatement(db, stillFrom, condition, now) {
  return db.update(leads).set({ status: "abgeschlossen", updatedAt: now }).where(and12(stillFrom, condition));
}

// api/src/features/quotes/accept-quote.ts
async function customersQuote(db, userId, id2) {
  const quote = await findQuote(db, id2);
  if (!quote || quote.userId !== userId || quote.status === "draft") fail(404, quoteMessages.quoteNotFound);
  return quote;
}
function refuseClosedQuote(quote, validOn) {
  if (quote.status === "accepted") fail(409, quoteMessages.alreadyAccepted);
  if (quote.status === "superseded" || quote.supersededBy !== null) fail(409, quoteLinkMessages.superseded);
  if (quote.status === "changes_requested") fail(409, quoteMessages.changesAlreadyRequested);
  if (validOn && quote.validUntil < validOn) fail(409, quoteMessages.expired);
}
async function refuseAfterLostRace(reload, validOn) {
  refuseClosedQuote(await reload(), validOn);
  fail(409, quoteMessages.notSent);
}
function acceptanceDetails(quote, given) {
  const installationAddress = given.installationAddress ?? quote.installationAddress ?? quote.customerAddress ?? null;
  const billingAddress = given.samePostalAddress || !quote.customerAddress ? installationAddress : quote.customerAddress;
  return { installationAddress, billingAddress, phone: given.phone ?? quote.customerPhone };
}
async function acceptQuote(dependencies, userId, id2, given, now = /* @__PURE__ */ new Date()) {
  const quote = await customersQuote(dependencies.db, userId, id2);
  const reload = () => customersQuote(dependencies.db, userId, id2);
  return placeOrder(
    dependencies,
    quote,
    acceptanceDetails(quote, given),
    { via: "account", owner: eq21(quotes.userId, userId), reload },
    now
  );
}
async function acceptQuoteByLink(dependencies, quote, given, now = /* @__PURE__ */ new Date()) {
  const reload = async () => await findQuote(dependencies.db, quote.id);
  return placeOrder(dependencies, quote, acceptanceDetails(quote, given), { via: "link", reload }, now);
}
async function placeOrder({ db, notifyEmail, wakeMailer }, quote, details3, acceptor, now) {
  const id2 = quote.id;
  const today2 = berlinDay2(now);
  refuseClosedQuote(quote, today2);
  const acceptable = and13(
    eq21(quotes.id, id2),
    acceptor.owner,
    eq21(quotes.status, "sent"),
    isNull4(quotes.supersededBy),
    gte(quotes.validUntil, today2)
  );
  const open = sql15`exists (select 1 from ${quotes} where ${acceptable})`;
  const year = berlinYear2(now);
  const theOrder = (column) => sql15`(select ${column} from ${orders} where ${orders.quoteId} = ${id2})`;
  const orderNumber = { slot: ORDER_NUMBER_SLOT, value: theOrder(orders.orderNumber) };
  const recipient = quote.customerEmail ?? "";
  const number = quoteNumberLabel(quote);
  const acceptance = {
    at: now.toISOString(),
    quoteNumber: number,
    quoteVersion: quote.version,
    termsVersion: TERMS_VERSION,
    downPaymentPercent: DOWN_PAYMENT_PERCENT,
    withdrawalNotice: WITHDRAWAL_NOTICE,
    via: acceptor.via
  };
  const agreed = { acceptance, ...details3 };
  const leadClosing = await closeLeadWhen(db, quote.leadId, { at: now, by: quote.customerName, why: `Angebot ${number} angenommen` }, open);
  const [, , , , , , , , , [accepted]] = await db.batch([
    countDocument(db, "order", year, open),
    insertWhen(
      db,
      orders,
      {
        userId: quote.userId,
        orderNumber: documentNumber("order", year),
        totalPrice: quote.gross,
        vat: quote.vat,
        net: quote.net,
        status: "pending",
        quoteId: id2,
        lines: quote.lines,
        // The order keeps the quote's price rule (ADR 035), so its lines are labelled as they were quoted.
        priceBasis: quote.priceBasis,
        customerName: quote.customerName,
        customerEmail: quote.customerEmail,
        customerCompany: quote.customerCompany,
        customerPhone: details3.phone,
        billingAddress: details3.billingAddress,
        installationAddress: details3.installationAddress,
        acceptance,
        createdAt: now,
        updatedAt: now
      },
      open
    ),
    insertWhen(
      db,
      orderHistory,
      { orderId: theOrder(orders.id), at: now, by: quote.customerName, status: "pending", text: `Angebot ${number} angenommen` },
      open
    ),
    db.update(savedConfigurations).set({ status: "ordered" }).where(and13(eq21(savedConfigurations.id, quote.configurationId ?? 0), open)),
    leadHistoryEntryWhen(
      db,
      quote.leadId,
      {
        at: now,
        by: quote.customerName,
        kind: "note",
        text: sql15`replace(${`Angebot ${number} angenommen: Bestellung ${ORDER_NUMBER_SLOT}`}, ${ORDER_NUMBER_SLOT}, ${orderNumber.value})`
      },
      open
    ),
    // Accepting closes the request: the lead is done (issue 23), with a line in its timeline.
    ...leadClosing,
    enqueueMailWhen(db, quoteAcceptedCustomerMail(quote, recipient, agreed), recipient ? open : sql15`0`, orderNumber, now),
    enqueueMailWhen(db, quoteAcceptedOperatorMail(quote, notificationRecipient(notifyEmail), agreed), open, orderNumber, now),
    db.update(quotes).set({ status: "accepted", acceptedAt: now, updatedAt: now }).where(acceptable).returning({ id: quotes.id })
  ]);
  if (!accepted) await refuseAfterLostRace(acceptor.reload, today2);
  wakeMailer();
  return acceptance;
}

// api/src/features/quotes/claim-quotes.ts
import { and as and14, isNull as isNull5, sql as sql16 } from "drizzle-orm";
async function claimQuotesOfConfirmedAddress(db, account2) {
  const confirmed = await confirmedEmailOf(db, account2);
  if (!confirmed) return;
  await db.update(quotes).set({ userId: account2.id }).where(and14(isNull5(quotes.userId), sql16`lower(${quotes.customerEmail}) = ${confirmed.toLowerCase()}`));
}

// api/src/features/quotes/quote-pdf.ts
import PDFDocument from "pdfkit";

// api/src/platform/pdf/fonts.ts
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
var require2 = createRequire(import.meta.url);
var PDF_FONTS = { regular: "NotoSans-Regular", bold: "NotoSans-Bold" };
var FONT_FILES = {
  [PDF_FONTS.regular]: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  [PDF_FONTS.bold]: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"
};
var parsedFonts;
function openFont(file) {
  const font = fontkit.openSync(require2.resolve(file));
  if (!("layout" in font)) throw new Error(`${file} ist eine Schriftsammlung, keine einzelne Schrift.`);
  return font;
}
function fonts() {
  parsedFonts ??= Object.entries(FONT_FILES).map(([name, file]) => [name, openFont(file)]);
  return parsedFonts;
}
function registerPdfFonts(doc) {
  for (const [name, font] of fonts()) doc.registerFont(name, font);
  return doc.font(PDF_FONTS.regular);
}

// api/src/features/quotes/contract/quote-customer.ts
var postalAddressParts = ["street", "postcode", "city"];
var postalAddressLabels = {
  street: "Stra\xDFe und Hausnummer",
  postcode: "PLZ",
  city: "Ort"
};
var quoteCustomerMessages = {
  name: "Bitte geben Sie den Namen des Kunden an (h\xF6chstens 200 Zeichen).",
  company: "Die Firma darf h\xF6chstens 200 Zeichen lang sein.",
  phone: "Bitte geben Sie eine Telefonnummer aus Ziffern, Leerzeichen und + / - ( ) an (h\xF6chstens 50 Zeichen).",
  street: "Bitte geben Sie Stra\xDFe und Hausnummer an (h\xF6chstens 200 Zeichen).",
  postcode: "Bitte geben Sie eine f\xFCnfstellige PLZ an, z. B. 10115.",
  city: "Bitte geben Sie den Ort an (h\xF6chstens 100 Zeichen).",
  installationStreet: "Bitte geben Sie Stra\xDFe und Hausnummer der Montageadresse an.",
  installationPostcode: "Bitte geben Sie die f\xFCnfstellige PLZ der Montageadresse an, z. B. 10115.",
  installationCity: "Bitte geben Sie den Ort der Montageadresse an.",
  /** Sending: the address window needs a complete postal address. */
  addressMissing: (missing) => `Das Angebot kann noch nicht versendet werden, in der Postanschrift des Kunden fehlen Angaben: ${missing.map((part) => postalAddressLabels[part]).join(", ")}. Bitte erg\xE4nzen Sie sie unter \u201EKunde und Anschrift\u201C.`
};
function missingAddressParts(address) {
  return postalAddressParts.filter((part) => !address?.[part]?.trim());
}
function postalAddressLines(address) {
  if (!address) return [];
  const place = [address.postcode, address.city].filter((part) => part.trim()).join(" ");
  return [address.street, place].filter((line2) => line2.trim());
}
function recipientLines(customer) {
  return [customer.company, customer.name, ...postalAddressLines(customer.address)].filter((line2) => line2.trim());
}
function sameAddress3(a, b) {
  const folded4 = (address) => postalAddressParts.map((part) => (address?.[part] ?? "").trim().toLocaleLowerCase("de-DE").replace(/\s+/g, " ")).join("|");
  return folded4(a) === folded4(b);
}

// api/src/features/catalogue/contract/window-choices.ts
var COLOUR_KEYS = ["aludec_woodec", "sonderfarben", "farbe_und_dekore"];
var WINDOW_KEYS = ["fenstertyp", "oberlicht_unterlicht", "oeffnungsart"];
var HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
var words = (choice) => choice?.label.trim().toLocaleLowerCase("de-DE") ?? "";
function readType(label) {
  if (label.startsWith("dreiteilig")) return { sashCount: 3, type: "count" };
  if (label.startsWith("zweiteilig")) return { sashCount: 2, type: "count" };
  if (label.startsWith("einteilig")) return { sashCount: 1, type: "count" };
  if (label.includes("sonder")) return { sashCount: 1, type: "special" };
  return { sashCount: 1, type: "unknown" };
}
function readOpening(label) {
  if (label === "ohne" || label.includes("fest")) return "fixed";
  if (label.includes("links")) return "turn-tilt-left";
  if (label.includes("rechts")) return "turn-tilt-right";
  if (label.includes("oben") || label.includes("kipp")) return "tilt";
  return null;
}
function readLight(label) {
  if (label.includes("oberlicht")) return "above";
  if (label.includes("unterlicht")) return "below";
  return null;
}
var INSIDE_WHITE = "#FFFFFF";
function readColour(choices) {
  const outside = readChosenColour(choices);
  if (!outside || !words(choices.farbkombination).includes("innen wei\xDF")) return outside;
  return { name: `innen Wei\xDF, au\xDFen ${outside.name}`, code: INSIDE_WHITE };
}
function readChosenColour(choices) {
  for (const key of COLOUR_KEYS) {
    const choice = choices[key];
    if (!choice) continue;
    const code = choice.colorCode && HEX_COLOUR.test(choice.colorCode) ? choice.colorCode : null;
    if (!code && words(choice).startsWith("keine")) continue;
    return { name: choice.label.trim(), code };
  }
  return null;
}
function readWindowChoices(choices) {
  return {
    ...readType(words(choices.fenstertyp)),
    light: readLight(words(choices.oberlicht_unterlicht)),
    opening: readOpening(words(choices.oeffnungsart)),
    colour: readColour(choices)
  };
}
function hasWindowChoices(choices) {
  return WINDOW_KEYS.some((key) => choices[key] !== void 0);
}
var KEY_BY_CATEGORY_NAME = {
  Fenstertyp: "fenstertyp",
  "Ober-/Unterlicht": "oberlicht_unterlicht",
  \u00D6ffnungsart: "oeffnungsart",
  "Farbe und Dekore": "farbe_und_dekore",
  Sonderfarben: "sonderfarben",
  "Aludec und Woodec": "aludec_woodec",
  Farbkombination: "farbkombination"
};
function drawingChoicesOf(options2) {
  const choices = {};
  for (const option of options2) {
    const key = option.key ?? KEY_BY_CATEGORY_NAME[option.category];
    if (key) choices[key] = { label: option.name, colorCode: option.colorCode };
  }
  return choices;
}

// api/src/features/catalogue/contract/window-drawing-labels.ts
var windowDrawingLabels = {
  sashes: { 1: "Einteiliges Fenster", 2: "Zweiteiliges Fenster", 3: "Dreiteiliges Fenster" },
  special: "Fenster in Sonderform (dargestellt als einteiliges Fenster)",
  unknownType: "Fenster",
  openings: {
    fixed: "Festverglasung",
    "turn-tilt-left": "links \xF6ffnend (Dreh-Kipp)",
    "turn-tilt-right": "rechts \xF6ffnend (Dreh-Kipp)",
    tilt: "kippbar (Kippfl\xFCgel)"
  },
  lights: { above: "mit Oberlicht", below: "mit Unterlicht" },
  /** The opening symbols follow DIN 1356: seen from inside, where the sash opens to. */
  view: "Ansicht von innen"
};

// api/src/features/catalogue/contract/window-drawing.ts
var drawingColours = {
  /** slate-700: the outline stays visible on a white frame and on the glass. */
  outline: "#334155",
  /** slate-200: a frame whose colour is not known (configurations saved before the colour code was kept). */
  neutralFrame: "#e2e8f0",
  /** sky-100: glass as a light tint. */
  glass: "#e0f2fe"
};
var SYMBOL_DASH = [5, 3];
var TICK = 4;
function dimensionTicks(line2) {
  const vertical = line2.x1 === line2.x2;
  const tick = (x, y) => vertical ? { x1: x - TICK, y1: y, x2: x + TICK, y2: y } : { x1: x, y1: y - TICK, x2: x, y2: y + TICK };
  return [tick(line2.x1, line2.y1), tick(line2.x2, line2.y2)];
}
var LONG_SIDE = 240;
var DEFAULT_SIZE_MM = { width: 1e3, height: 1200 };
var FONT_SIZE = 16;
var LIGHT_SHARE = 0.28;
var DIMENSION_GAP = 10;
var MARGIN = 4;
function sizeOf(input) {
  const { widthMm: width, heightMm: height } = input;
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return null;
  return { width: Math.round(width), height: Math.round(height) };
}
var inset = (rect, by) => ({
  x: rect.x + by,
  y: rect.y + by,
  width: rect.width - 2 * by,
  height: rect.height - 2 * by
});
function openingSymbol(glass, opening) {
  const left = glass.x;
  const right = glass.x + glass.width;
  const top2 = glass.y;
  const bottom = glass.y + glass.height;
  const middleX = left + glass.width / 2;
  const middleY = top2 + glass.height / 2;
  const towards = (x, y, corners) => corners.map(([x1, y1]) => ({ x1, y1, x2: x, y2: y }));
  const tilt = towards(middleX, bottom, [
    [left, top2],
    [right, top2]
  ]);
  if (opening === "tilt") return tilt;
  if (opening === "turn-tilt-left")
    return [
      ...towards(left, middleY, [
        [right, top2],
        [right, bottom]
      ]),
      ...tilt
    ];
  if (opening === "turn-tilt-right")
    return [
      ...towards(right, middleY, [
        [left, top2],
        [left, bottom]
      ]),
      ...tilt
    ];
  return [];
}
function splitLight(inner, light, bar) {
  if (!light) return { sashField: inner, transom: null };
  const lightHeight = (inner.height - bar) * LIGHT_SHARE;
  const sashHeight = inner.height - bar - lightHeight;
  const above = light === "above";
  const lightY = above ? inner.y : inner.y + sashHeight + bar;
  return {
    sashField: { ...inner, y: above ? inner.y + lightHeight + bar : inner.y, height: sashHeight },
    transom: { position: light, glass: { ...inner, y: lightY, height: lightHeight } }
  };
}
function dimensionsOf(frame, size2) {
  const below = frame.height + DIMENSION_GAP;
  const beside = frame.width + DIMENSION_GAP;
  return [
    {
      text: formatMillimetres(size2.width),
      line: { x1: 0, y1: below, x2: frame.width, y2: below },
      label: { x: frame.width / 2, y: below + FONT_SIZE + 3, anchor: "middle" }
    },
    {
      text: formatMillimetres(size2.height),
      line: { x1: beside, y1: 0, x2: beside, y2: frame.height },
      label: { x: beside + 5, y: frame.height / 2 + FONT_SIZE / 3, anchor: "start" }
    }
  ];
}
function viewBoxOf(frame, dimensions) {
  const textWidth = (text4) => text4.length * FONT_SIZE * 0.62;
  let [minX, maxX, maxY] = [0, frame.width, frame.height];
  const [width, height] = dimensions;
  if (width && height) {
    minX = Math.min(minX, frame.width / 2 - textWidth(width.text) / 2);
    maxX = Math.max(frame.width / 2 + textWidth(width.text) / 2, height.label.x + textWidth(height.text));
    maxY = width.label.y + FONT_SIZE / 3;
  }
  return { x: minX - MARGIN, y: -MARGIN, width: maxX - minX + 2 * MARGIN, height: maxY + 2 * MARGIN };
}
function describe(spec, size2) {
  const labels = windowDrawingLabels;
  const type = spec.type === "count" ? labels.sashes[spec.sashCount] : spec.type === "special" ? labels.special : labels.unknownType;
  return [
    type,
    size2 && `${size2.width} \xD7 ${size2.height} mm`,
    spec.opening && labels.openings[spec.opening],
    spec.light && labels.lights[spec.light],
    spec.colour?.name
  ].filter(Boolean).join(", ");
}
function drawWindow(input) {
  const spec = readWindowChoices(input.choices);
  const size2 = sizeOf(input);
  const { width, height } = size2 ?? DEFAULT_SIZE_MM;
  const scale = LONG_SIDE / Math.max(width, height);
  const frame = { x: 0, y: 0, width: width * scale, height: height * scale };
  const profile = Math.min(9, Math.min(frame.width, frame.height) * 0.07);
  const bar = profile * 0.8;
  const { sashField, transom } = splitLight(inset(frame, profile), spec.light, bar);
  const sashWidth = (sashField.width - bar * (spec.sashCount - 1)) / spec.sashCount;
  const sashes = Array.from({ length: spec.sashCount }, (_, index2) => {
    const outline = { ...sashField, x: sashField.x + index2 * (sashWidth + bar), width: sashWidth };
    const glass = inset(outline, bar);
    return { outline, glass, symbol: openingSymbol(glass, spec.opening) };
  });
  const dimensions = size2 ? dimensionsOf(frame, size2) : [];
  return {
    viewBox: viewBoxOf(frame, dimensions),
    frame,
    frameColour: spec.colour?.code ?? null,
    transom,
    sashes,
    opening: spec.opening,
    dimensions,
    text: describe(spec, size2)
  };
}

// api/src/features/quotes/pdf-window-drawing.ts
function windowOfLine(drawing) {
  if (!drawing) return null;
  const choices = drawingChoicesOf(drawing.options);
  if (!hasWindowChoices(choices)) return null;
  const millimetres2 = (centimetres2) => centimetres2 === null ? null : centimetres2 * 10;
  return { widthMm: millimetres2(drawing.breite), heightMm: millimetres2(drawing.hoehe), choices };
}
function fitDrawing(input, width, height) {
  const drawing = drawWindow(input);
  const scale = Math.min(width / drawing.viewBox.width, height / drawing.viewBox.height);
  return { drawing, scale, width: drawing.viewBox.width * scale, height: drawing.viewBox.height * scale };
}
var MIN_LABEL_SIZE = 5;
var DASH_SCALE = 0.4;
function drawWindowVector(doc, drawing, scale, x, y) {
  const { viewBox } = drawing;
  const px = (value) => x + (value - viewBox.x) * scale;
  const py = (value) => y + (value - viewBox.y) * scale;
  const rect = (box, fill, lineWidth) => doc.rect(px(box.x), py(box.y), box.width * scale, box.height * scale).lineWidth(lineWidth).fillAndStroke(fill, drawingColours.outline);
  const line2 = (segment, dashed = false) => {
    doc.moveTo(px(segment.x1), py(segment.y1)).lineTo(px(segment.x2), py(segment.y2)).lineWidth(0.5).strokeColor(drawingColours.outline);
    if (dashed) doc.dash(SYMBOL_DASH[0] * DASH_SCALE, { space: SYMBOL_DASH[1] * DASH_SCALE });
    doc.stroke();
    if (dashed) doc.undash();
  };
  const frameFill = drawing.frameColour ?? drawingColours.neutralFrame;
  doc.save();
  rect(drawing.frame, frameFill, 0.8);
  if (drawing.transom) rect(drawing.transom.glass, drawingColours.glass, 0.5);
  for (const sash of drawing.sashes) {
    rect(sash.outline, frameFill, 0.5);
    rect(sash.glass, drawingColours.glass, 0.5);
    for (const segment of sash.symbol) line2(segment, true);
  }
  const labelSize = Math.max(MIN_LABEL_SIZE, FONT_SIZE * scale);
  const keepY = doc.y;
  for (const dimension of drawing.dimensions) {
    line2(dimension.line);
    for (const tick of dimensionTicks(dimension.line)) line2(tick);
    const { label } = dimension;
    doc.font(PDF_FONTS.regular).fontSize(labelSize).fillColor(drawingColours.outline);
    const textWidth = doc.widthOfString(dimension.text);
    const left = label.anchor === "middle" ? px(label.x) - textWidth / 2 : px(label.x);
    doc.text(dimension.text, left, py(label.y), { lineBreak: false, baseline: "alphabetic" });
  }
  doc.restore();
  doc.y = keepY;
}

// api/src/features/quotes/quote-pdf.ts
var MARGIN2 = 56;
var PAGE_BOTTOM = 841.89 - 80;
var GREY = "#555555";
var COLUMNS = [
  { title: "Menge", width: 40, align: "left", priced: false },
  { title: "Bezeichnung", width: 223, align: "left", priced: false },
  { title: "Einzelpreis", width: 75, align: "right", priced: true },
  { title: "Rabatt", width: 70, align: "right", priced: true },
  { title: "Gesamt", width: 75, align: "right", priced: true }
];
var TABLE_WIDTH = COLUMNS.reduce((sum2, column) => sum2 + column.width, 0);
var calendarDate2 = (day4) => day4.split("-").reverse().join(".");
function columnX(index2) {
  return MARGIN2 + COLUMNS.slice(0, index2).reduce((sum2, column) => sum2 + column.width, 0);
}
var mm = (millimetres2) => millimetres2 * 72 / 25.4;
var ADDRESS_WINDOW = { x: mm(20), y: mm(45), width: mm(85), height: mm(45) };
var RECIPIENT = { x: mm(25), y: mm(45 + 17.7), width: mm(75) };
var INFO_Y = mm(50);
var SUBJECT_Y = mm(98.5);
function letterhead(doc, company) {
  doc.font(PDF_FONTS.bold).fontSize(18).fillColor("black").text(company.brand, MARGIN2, MARGIN2);
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor(GREY).text(
    [company.legalName, company.street, `${company.postalCode} ${company.city}`, `Telefon ${company.phoneDisplay}`, company.email].join(
      "\n"
    ),
    380,
    MARGIN2,
    {
      width: 160,
      align: "right"
    }
  );
}
function addressWindow(doc, quote, company) {
  doc.font(PDF_FONTS.regular).fontSize(7).fillColor(GREY).text(`${company.legalName} \xB7 ${company.street} \xB7 ${company.postalCode} ${company.city}`, RECIPIENT.x, RECIPIENT.y - mm(5), {
    width: RECIPIENT.width,
    lineBreak: false,
    underline: true
  });
  const lines = recipientLines({ company: quote.customerCompany, name: quote.customerName, address: quote.customerAddress });
  doc.fontSize(10).fillColor("black").text(lines.join("\n"), RECIPIENT.x, RECIPIENT.y, {
    width: RECIPIENT.width,
    height: ADDRESS_WINDOW.y + ADDRESS_WINDOW.height - RECIPIENT.y,
    ellipsis: true
  });
}
function informationBlock(doc, quote) {
  const facts = [
    ["Angebotsnummer", quoteNumberLabel(quote)],
    ["Datum", formatShortDate(quote.sentAt ?? quote.createdAt)],
    ["G\xFCltig bis", calendarDate2(quote.validUntil)],
    ["Ihre Anfrage", quote.leadReference],
    ...quote.customerPhone ? [["Ihre Telefonnummer", quote.customerPhone]] : []
  ];
  doc.font(PDF_FONTS.regular).fontSize(9);
  facts.forEach(([label, value], index2) => {
    const y2 = INFO_Y + index2 * 14;
    doc.fillColor(GREY).text(label, 340, y2, { width: 90 });
    doc.fillColor("black").text(value, 430, y2, { width: 110, align: "right" });
  });
  const installation = postalAddressLines(quote.installationAddress);
  if (installation.length === 0) return;
  const y = INFO_Y + facts.length * 14 + 6;
  doc.fillColor(GREY).text("Montageadresse", 340, y, { width: 200 });
  doc.fillColor("black").text(installation.join("\n"), 340, y + 12, { width: 200 });
}
function header(doc, quote, company) {
  letterhead(doc, company);
  addressWindow(doc, quote, company);
  informationBlock(doc, quote);
  doc.font(PDF_FONTS.bold).fontSize(16).fillColor("black").text(`Angebot ${quoteNumberLabel(quote)}`, MARGIN2, SUBJECT_Y);
  doc.font(PDF_FONTS.regular).fontSize(10).text("Vielen Dank f\xFCr Ihre Anfrage. Gerne bieten wir Ihnen an:", MARGIN2, SUBJECT_Y + 26);
  doc.y = SUBJECT_Y + 52;
}
function tableHead(doc, basis) {
  const y = doc.y;
  doc.font(PDF_FONTS.bold).fontSize(9).fillColor("black");
  COLUMNS.forEach((column, index2) => doc.text(column.title, columnX(index2), y, { width: column.width - 6, align: column.align }));
  doc.font(PDF_FONTS.regular).fontSize(8);
  COLUMNS.forEach((column, index2) => {
    if (column.priced)
      doc.text(priceColumnLabels(basis).basisWord, columnX(index2), y + 11, { width: column.width - 6, align: column.align });
  });
  doc.moveTo(MARGIN2, y + 24).lineTo(MARGIN2 + TABLE_WIDTH, y + 24).strokeColor("black").lineWidth(0.8).stroke();
  doc.y = y + 30;
}
function quantityCell(doc, line2, y) {
  const text4 = quantityLabel(line2);
  const width = COLUMNS[0].width - 6;
  const fits = width / doc.fontSize(9).widthOfString(text4);
  doc.fontSize(fits < 1 ? Math.max(6, 9 * fits) : 9).text(text4, columnX(0), y, { width, lineBreak: false });
  doc.fontSize(9);
}
var DRAWING_BOX = 72;
function lineRow(doc, line2, basis) {
  const window = windowOfLine(line2.drawing);
  const fitted = window && fitDrawing(window, DRAWING_BOX, DRAWING_BOX);
  const textWidth = COLUMNS[1].width - 6 - (fitted ? DRAWING_BOX + 6 : 0);
  doc.font(PDF_FONTS.bold).fontSize(9);
  const titleHeight = doc.heightOfString(line2.title, { width: textWidth });
  doc.font(PDF_FONTS.regular).fontSize(8);
  const descriptionHeight = line2.description ? doc.heightOfString(line2.description, { width: textWidth }) : 0;
  const height = Math.max(titleHeight + descriptionHeight, fitted ? fitted.height + 2 : 0) + 8;
  if (doc.y + height > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN2;
    tableHead(doc, basis);
  }
  const y = doc.y;
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor("black");
  quantityCell(doc, line2, y);
  doc.text(formatCents(line2.unitPrice), columnX(2), y, { width: COLUMNS[2].width - 6, align: "right" });
  doc.text(line2.discount > 0 ? `-${formatCents(line2.discount)}` : "\u2013", columnX(3), y, { width: COLUMNS[3].width - 6, align: "right" });
  doc.text(formatCents(lineTotal(line2)), columnX(4), y, { width: COLUMNS[4].width - 6, align: "right" });
  doc.font(PDF_FONTS.bold).text(line2.title, columnX(1), y, { width: textWidth });
  if (line2.description)
    doc.font(PDF_FONTS.regular).fontSize(8).fillColor(GREY).text(line2.description, columnX(1), y + titleHeight, { width: textWidth });
  if (fitted) drawWindowVector(doc, fitted.drawing, fitted.scale, columnX(1) + COLUMNS[1].width - 6 - DRAWING_BOX, y + 2);
  doc.y = y + height;
  doc.moveTo(MARGIN2, doc.y - 3).lineTo(MARGIN2 + TABLE_WIDTH, doc.y - 3).strokeColor("#cccccc").lineWidth(0.5).stroke();
}
function totals(doc, quote) {
  if (doc.y + 70 > PAGE_BOTTOM) doc.addPage();
  const labelWidth = 230;
  const valueWidth = 100;
  const labelX = MARGIN2 + TABLE_WIDTH - 6 - valueWidth - labelWidth;
  const row = (label, value, size2, bold) => {
    const y = doc.y;
    doc.font(bold ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(size2).fillColor("black");
    doc.text(label, labelX, y, { width: labelWidth });
    doc.text(value, labelX + labelWidth, y, { width: valueWidth, align: "right" });
    doc.y = y + size2 + 6;
  };
  doc.y += 6;
  for (const total of totalsRows(quote, quote.priceBasis)) {
    if (total.prominent) doc.y += 2;
    row(total.label, formatCents(total.amount), total.prominent ? 13 : 9, total.prominent);
    if (total.prominent) doc.y += 2;
  }
}
function closing(doc, quote) {
  const paragraph = (title, text4) => {
    doc.font(PDF_FONTS.bold).fontSize(10).fillColor("black").text(title, MARGIN2, doc.y + 12, { width: TABLE_WIDTH });
    doc.font(PDF_FONTS.regular).fontSize(9).text(text4, MARGIN2, doc.y + 2, { width: TABLE_WIDTH });
  };
  if (quote.note) paragraph("Anmerkung", quote.note);
  paragraph("Bedingungen", `${quoteMessages.terms} Das Angebot gilt bis zum ${calendarDate2(quote.validUntil)}.`);
}
function footers(doc, company) {
  const range = doc.bufferedPageRange();
  for (let index2 = range.start; index2 < range.start + range.count; index2 += 1) {
    doc.switchToPage(index2);
    const text4 = [
      `${company.legalName} \xB7 ${company.street} \xB7 ${company.postalCode} ${company.city} \xB7 Gesch\xE4ftsf\xFChrer: ${company.managingDirector}`,
      `${company.registerCourt}, ${company.registerNumber} \xB7 USt-IdNr. ${company.vatId} \xB7 Seite ${index2 + 1} von ${range.count}`
    ].join("\n");
    doc.page.margins.bottom = 0;
    doc.font(PDF_FONTS.regular).fontSize(7).fillColor(GREY).text(text4, MARGIN2, 841.89 - 50, { width: TABLE_WIDTH, align: "center" });
  }
}
function quotePdfFilename(quote) {
  return `Angebot-${quoteNumberLabel(quote)}.pdf`;
}
function renderQuotePdf(quote, company = companySnapshot()) {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN2, bottom: MARGIN2, left: MARGIN2, right: MARGIN2 },
    bufferPages: true,
    info: { Title: `Angebot ${quoteNumberLabel(quote)}`, Author: company.legalName }
  });
  registerPdfFonts(doc);
  const chunks = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise((resolve11, reject) => {
    doc.on("end", () => resolve11(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  header(doc, quote, company);
  tableHead(doc, quote.priceBasis);
  for (const line2 of quote.lines) lineRow(doc, line2, quote.priceBasis);
  totals(doc, quote);
  closing(doc, quote);
  footers(doc, company);
  doc.end();
  return done;
}

// api/src/features/quotes/pdf-answer.ts
async function pdfAnswer(c, quote) {
  const pdf = await renderQuotePdf(quote);
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${quotePdfFilename(quote)}"`,
    "Cache-Control": "no-store"
  });
}

// api/src/features/quotes/request-changes.ts
import { and as and15, eq as eq22, sql as sql17 } from "drizzle-orm";
async function requestQuoteChanges(dependencies, userId, id2, message2, now = /* @__PURE__ */ new Date()) {
  const quote = await customersQuote(dependencies.db, userId, id2);
  await recordChangeRequest(
    dependencies,
    quote,
    message2,
    eq22(quotes.userId, userId),
    () => customersQuote(dependencies.db, userId, id2),
    now
  );
}
async function requestQuoteChangesByLink(dependencies, quote, message2, now = /* @__PURE__ */ new Date()) {
  await recordChangeRequest(dependencies, quote, message2, void 0, async () => await findQuote(dependencies.db, quote.id), now);
}
async function recordChangeRequest({ db, notifyEmail, wakeMailer }, quote, message2, owner, reload, now) {
  refuseClosedQuote(quote);
  const stillSent = and15(eq22(quotes.id, quote.id), owner, eq22(quotes.status, "sent"));
  const open = sql17`exists (select 1 from ${quotes} where ${stillSent})`;
  const [, , [changed]] = await db.batch([
    leadHistoryEntryWhen(
      db,
      quote.leadId,
      { at: now, by: quote.customerName, kind: "note", text: `\xC4nderungswunsch zu Angebot ${quote.number}: ${message2}` },
      open
    ),
    enqueueMailWhen(db, changeRequestedMail(quote, quote.leadReference, message2, notificationRecipient(notifyEmail)), open, void 0, now),
    db.update(quotes).set({ status: "changes_requested", updatedAt: now }).where(stillSent).returning({ id: quotes.id })
  ]);
  if (!changed) await refuseAfterLostRace(reload);
  wakeMailer();
}

// api/src/features/quotes/contract/line-drawing-schema.ts
var size = z2.nullable(z2.number().check(z2.positive(), z2.maximum(1e4)));
var word = z2.string().check(z2.maxLength(200));
var lineDrawingSchema = z2.object({
  breite: size,
  hoehe: size,
  options: z2.array(
    z2.object({
      key: z2.optional(z2.string().check(z2.maxLength(100))),
      category: word,
      name: word,
      colorCode: z2.optional(z2.nullable(z2.string().check(z2.maxLength(20))))
    })
  ).check(z2.maxLength(50))
});

// api/src/features/quotes/contract/quote-customer-schema.ts
var singleLine2 = z2.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE });
var text3 = (max2, message2, ...checks) => z2._default(z2.string({ error: message2 }).check(z2.trim(), z2.maxLength(max2, { error: message2 }), singleLine2, ...checks), "");
var required2 = (max2, message2) => z2.string({ error: message2 }).check(z2.trim(), z2.minLength(1, { error: message2 }), z2.maxLength(max2, { error: message2 }), singleLine2);
var POSTCODE = /^\d{5}$/;
var postalAddressSchema = z2.object({
  street: text3(200, quoteCustomerMessages.street),
  postcode: text3(20, quoteCustomerMessages.postcode, z2.regex(/^(\d{5})?$/, { error: quoteCustomerMessages.postcode })),
  city: text3(100, quoteCustomerMessages.city)
});
var installationAddressSchema = z2.object({
  street: required2(200, quoteCustomerMessages.installationStreet),
  postcode: z2.string({ error: quoteCustomerMessages.installationPostcode }).check(z2.trim(), z2.regex(POSTCODE, { error: quoteCustomerMessages.installationPostcode })),
  city: required2(100, quoteCustomerMessages.installationCity)
});
var quoteCustomerSchema = z2.object({
  name: required2(200, quoteCustomerMessages.name),
  company: text3(200, quoteCustomerMessages.company),
  phone: text3(50, quoteCustomerMessages.phone, z2.regex(/^[\d +/()-]*$/, { error: quoteCustomerMessages.phone })),
  address: z2._default(z2.nullable(postalAddressSchema), null),
  /** null: installed at the postal address. */
  installationAddress: z2._default(z2.nullable(installationAddressSchema), null)
});

// api/src/features/quotes/contract/quote-schemas.ts
var quoteLineSchema = z2.object({
  kind: z2.enum(quoteLineKinds),
  title: z2.string({ error: quoteMessages.title }).check(z2.trim(), z2.minLength(1, { error: quoteMessages.title }), z2.maxLength(200, { error: quoteMessages.title })),
  description: z2._default(z2.string().check(z2.maxLength(2e3, { error: quoteMessages.description })), ""),
  quantity: z2.int({ error: quoteMessages.quantity }).check(z2.minimum(1, { error: quoteMessages.quantity }), z2.maximum(999, { error: quoteMessages.quantity })),
  unitPrice: z2.int({ error: quoteMessages.unitPrice }).check(z2.minimum(0, { error: quoteMessages.unitPrice }), z2.maximum(999999999, { error: quoteMessages.unitPrice })),
  discount: z2._default(z2.int({ error: quoteMessages.discount }).check(z2.minimum(0, { error: quoteMessages.discount })), 0),
  // A line taken from the presets (Einstellungen → Positionen) keeps its unit and whether it is labour.
  unit: z2.optional(z2.enum(lineUnits, { error: quoteMessages.unit })),
  labour: z2.optional(z2.boolean({ error: quoteMessages.labour })),
  drawing: z2.optional(z2.nullable(lineDrawingSchema))
}).check(z2.refine((line2) => line2.discount <= line2.quantity * line2.unitPrice, { error: quoteMessages.discount, path: ["discount"] }));
var createQuoteSchema = z2.object({
  leadId: z2.int({ error: quoteMessages.leadId }).check(z2.positive({ error: quoteMessages.leadId }))
});
var updateQuoteSchema = z2.object({
  lines: z2.array(quoteLineSchema).check(z2.minLength(1, { error: quoteMessages.lines }), z2.maxLength(QUOTE_LINE_LIMIT, { error: quoteMessages.lines })),
  validUntil: calendarDay(quoteMessages.validUntil),
  note: z2._default(z2.string().check(z2.maxLength(2e3, { error: quoteMessages.note })), ""),
  /** The addressee and the addresses; absent: left as they are. */
  customer: z2.optional(quoteCustomerSchema)
});
var changeRequestSchema = z2.object({
  message: z2.string({ error: quoteMessages.changeMessage }).check(z2.trim(), z2.minLength(1, { error: quoteMessages.changeMessage }), z2.maxLength(2e3, { error: quoteMessages.changeMessage }))
});
var orderStatusSchema = z2.object({
  status: z2.enum(orderStatuses, { error: quoteMessages.status }),
  reason: z2._default(z2.string().check(z2.trim(), z2.maxLength(500, { error: quoteMessages.cancelReason })), ""),
  /** A note to the customer, in the mail and in the account (issue 23). */
  note: z2._default(
    z2.string({ error: quoteMessages.customerNote }).check(z2.trim(), z2.maxLength(1e3, { error: quoteMessages.customerNote })),
    ""
  ),
  /** The customer is mailed only when the office says so. */
  notifyCustomer: z2._default(z2.boolean({ error: quoteMessages.notifyCustomer }), false)
}).check(
  z2.refine((body) => body.status !== "cancelled" || body.reason.length > 0, { error: quoteMessages.cancelReason, path: ["reason"] })
);
var quotesQuerySchema = z2.object({
  leadId: z2.optional(recordNumber(quoteMessages.leadId)),
  status: z2.optional(z2.enum(quoteStatuses, { error: quoteMessages.status })),
  q: z2.optional(z2.string().check(z2.trim(), z2.maxLength(100))),
  assigned: assignedFilterField,
  ...pagingShape
});
var ordersQuerySchema = z2.object({
  status: z2.optional(z2.enum(orderStatuses, { error: quoteMessages.status })),
  q: z2.optional(z2.string().check(z2.trim(), z2.maxLength(100))),
  assigned: assignedFilterField,
  ...pagingShape
});

// api/src/features/quotes/contract/quote-link-schemas.ts
var postalAddressSchema2 = z2.object({
  street: requiredText(quoteLinkMessages.street, 100),
  postcode: z2.string({ error: quoteLinkMessages.postcode }).check(z2.trim(), z2.regex(/^\d{5}$/, { error: quoteLinkMessages.postcode })),
  city: requiredText(quoteLinkMessages.city, 100)
});
var phoneSchema = z2.string({ error: quoteLinkMessages.phone }).check(z2.trim(), z2.regex(/^(?=(?:\D*\d){6})[0-9 +/()-]{6,30}$/, { error: quoteLinkMessages.phone }));
var termsAccepted = z2.literal(true, { error: quoteMessages.termsRequired });
var linkAcceptSchema = z2.object({
  termsAccepted,
  installationAddress: postalAddressSchema2,
  samePostalAddress: z2._default(z2.boolean(), true),
  phone: phoneSchema
});
var accountAcceptSchema = z2.object({
  termsAccepted,
  installationAddress: z2.optional(postalAddressSchema2),
  samePostalAddress: z2.optional(z2.boolean()),
  phone: z2.optional(phoneSchema)
});

// api/src/features/quotes/customer.routes.ts
function customerQuoteRoutes(dependencies) {
  const { db } = dependencies;
  return new Hono6().get("/", async (c) => {
    await claimQuotesOfConfirmedAddress(db, c.get("user"));
    const rows2 = await selectQuotes(db).where(and16(eq23(quotes.userId, c.get("user").id), ne5(quotes.status, "draft"))).orderBy(desc3(quotes.createdAt), desc3(quotes.id));
    return c.json(rows2.map(customerQuoteJson));
  }).get(
    "/:id/pdf",
    validate("param", idParamSchema),
    async (c) => pdfAnswer(c, await customersQuote(db, c.get("user").id, c.req.valid("param").id))
  ).post("/:id/accept", validate("param", idParamSchema), validate("json", accountAcceptSchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    await acceptQuote(dependencies, c.get("user").id, id2, c.req.valid("json"));
    const quote = await findQuote(db, id2);
    const order = await findOrder(db, quote.orderId);
    const answer = { quote: customerQuoteJson(quote), order: customerOrderJson(order) };
    return c.json(answer, 201);
  }).post("/:id/change-request", validate("param", idParamSchema), validate("json", changeRequestSchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    await requestQuoteChanges(dependencies, c.get("user").id, id2, c.req.valid("json").message);
    return c.json({ quote: customerQuoteJson(await findQuote(db, id2)) });
  });
}

// api/src/features/accounts/customer.routes.ts
function customerRoutes({ db, storeLead, trustProxy, siteUrl, notifyEmail, wakeMailer }) {
  const requestConfigurationQuote = createConfigurationQuotes({ db, storeLead });
  const requestEmailChange = emailChangeRequests({ db, trustProxy, siteUrl });
  return new Hono7().use(noStore(), sessionMiddleware(db), requireUser()).get("/configurations", async (c) => {
    const rows2 = await db.select().from(savedConfigurations).where(eq24(savedConfigurations.userId, c.get("user").id)).orderBy(desc4(savedConfigurations.createdAt), desc4(savedConfigurations.id));
    return c.json(
      rows2.map((row) => ({
        id: row.id,
        name: row.name,
        created_at: row.createdAt.toISOString(),
        total_price: row.totalPrice,
        status: row.status,
        product_name: row.productName,
        base_price: row.basePrice,
        selected_options: row.selectedOptions,
        dimensions: row.dimensions
      }))
    );
  }).get("/orders", async (c) => {
    const rows2 = await db.select().from(orders).where(eq24(orders.userId, c.get("user").id)).orderBy(desc4(orders.createdAt), desc4(orders.id));
    const updates = await orderUpdates(
      db,
      rows2.map((row) => row.id)
    );
    return c.json(rows2.map((row) => customerOrderJson(row, updates.get(row.id))));
  }).get("/requests", async (c) => c.json(await customerRecords(db, c.get("user")))).put("/profile", validate("json", customerProfileSchema), async (c) => {
    const profile = c.req.valid("json");
    const account2 = await findUserById(db, c.get("user").id);
    const { email: _typed, ...columns2 } = profileColumns(profile);
    const newEmail = profile.email.toLowerCase() === account2.email.toLowerCase() ? null : profile.email;
    const emailChange = newEmail ? await requestEmailChange(c, account2, newEmail) : [];
    const [[updated]] = await db.batch([db.update(users).set(columns2).where(eq24(users.id, account2.id)).returning(), ...emailChange]);
    if (newEmail) wakeMailer();
    return c.json({
      user: accountUser(updated),
      pendingEmail: newEmail ?? (await pendingEmail(db, account2.id))?.email ?? null,
      message: newEmail ? accountMessages.emailChangeSent(newEmail) : accountMessages.profileSaved
    });
  }).route("/email", emailChangeRoutes({ db, trustProxy, siteUrl, wakeMailer })).route("/quotes", customerQuoteRoutes({ db, siteUrl, notifyEmail, wakeMailer })).post(
    "/configurations/:id{[0-9]+}/quote-request",
    async (c, next) => {
      await enforceLimit(db, countKey(QUOTE_REQUEST_LIMITS.perAccount, `user:${c.get("user").id}`));
      await enforceLimit(db, countRequest(c, QUOTE_REQUEST_LIMITS.perAddress, trustProxy));
      await next();
    },
    validate("json", configurationQuoteSchema),
    async (c) => {
      const request = c.req.valid("json");
      const { reference } = await requestConfigurationQuote(c.get("user").id, Number(c.req.param("id")), request);
      return c.json({ success: true, reference, status: "pending" }, 201);
    }
  );
}

// api/src/features/funnel/funnel.routes.ts
import { Hono as Hono8 } from "hono";
var SUBMIT_LIMIT = { bucket: "funnel-submit", limit: 10, windowMs: 10 * 60 * 1e3 };
var ACCEPTED = { success: true, message: "Ihre Anfrage wurde erfolgreich \xFCbermittelt." };
function funnelSubmitRoutes({ db, trustProxy, storeLead }) {
  return new Hono8().post("/", rateLimit(db, SUBMIT_LIMIT, trustProxy), validate("json", funnelRequestSchema), async (c) => {
    const key = idempotencyKeyOf(c, "funnel");
    const request = c.req.valid("json");
    if (request.website.trim() !== "") {
      console.warn("[funnel] Anfrage mit ausgef\xFClltem Fallenfeld verworfen.");
      return c.json(ACCEPTED, 201);
    }
    try {
      await storeLead(request, { answer: key ? rememberedAnswer(key, 201, ACCEPTED, /* @__PURE__ */ new Date()) : void 0 });
    } catch (error) {
      if (key && isRepeatedKey(error)) return answerRepeat(c, db, key);
      throw error;
    }
    if (request.session_id) {
      await db.insert(funnelEvents).values({
        sessionId: request.session_id,
        step: 7,
        action: "completed",
        choices: nonPersonalChoices(request),
        utmParams: request.utm_params
      });
    }
    return c.json(ACCEPTED, 201);
  });
}
var known = (values4, value) => values4.includes(value) ? value : void 0;
function nonPersonalChoices(data = {}) {
  return {
    projektart: known(projectTypes, data.projektart),
    produkte: productFlagNames.filter((flag5) => data[flag5] === true).map((flag5) => productFlags[flag5]),
    material: known(materials, data.material),
    verglasung: known(glazings, data.verglasung),
    montage: known(installationChoices, data.montage),
    zeitraum: known(timeframes, data.zeitraum)
  };
}
var EVENT_LIMIT = { bucket: "funnel-events", limit: 300, windowMs: 10 * 60 * 1e3 };
function funnelAnalyticsRoutes({ db, trustProxy }) {
  return new Hono8().post("/", rateLimit(db, EVENT_LIMIT, trustProxy), validate("json", funnelEventSchema), async (c) => {
    const event = c.req.valid("json");
    await db.insert(funnelEvents).values({
      sessionId: event.session_id,
      step: event.step,
      action: event.action,
      choices: nonPersonalChoices(event.data),
      utmParams: event.utm_params
    });
    return c.json({ success: true }, 201);
  });
}

// api/src/features/newsletter/newsletter.routes.ts
import { and as and17, eq as eq25, gt as gt3, sql as sql18 } from "drizzle-orm";
import { Hono as Hono9 } from "hono";

// api/src/features/newsletter/mails.ts
function newsletterConfirmationMail(recipient, confirmLink, unsubscribeLink) {
  return {
    topic: "newsletter-confirmation",
    recipient,
    subject: `Bitte best\xE4tigen Sie Ihre Newsletter-Anmeldung \u2013 ${companySnapshot().brand}`,
    textBody: [
      "Guten Tag,",
      "",
      `Sie m\xF6chten den Newsletter von ${companySnapshot().brand} erhalten: Tipps rund um Fenster, T\xFCren und F\xF6rdermittel,`,
      "etwa einmal im Monat. Bitte best\xE4tigen Sie Ihre Anmeldung \xFCber diesen Link (sieben Tage g\xFCltig):",
      "",
      confirmLink,
      "",
      "Haben Sie sich nicht angemeldet, ignorieren Sie diese E-Mail einfach \u2013 ohne Best\xE4tigung erhalten Sie nichts.",
      "",
      customerSignature(),
      "",
      `Abmelden: ${unsubscribeLink}`
    ].join("\n")
  };
}

// api/src/features/newsletter/contract/newsletter-messages.ts
var NEWSLETTER_CONSENT_VERSION = "2026-11-01";
var newsletterMessages = {
  email: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein",
  requestedTitle: "Fast geschafft!",
  requested: "Bitte best\xE4tigen Sie Ihre Anmeldung \xFCber den Link in der E-Mail, die wir Ihnen gerade geschickt haben.",
  failedTitle: "Fehler",
  failed: "Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es sp\xE4ter erneut.",
  confirmed: "Danke! Ihre Anmeldung zum Newsletter ist best\xE4tigt.",
  confirmFailed: "Der Best\xE4tigungslink ist ung\xFCltig oder abgelaufen. Bitte melden Sie sich erneut an.",
  unsubscribed: "Sie sind vom Newsletter abgemeldet. Wir schicken Ihnen keine Newsletter mehr.",
  unsubscribeFailed: "Der Abmeldelink ist ung\xFCltig."
};

// api/src/features/newsletter/contract/newsletter.ts
var newsletterSignupSchema = z2.object({ email: emailAddress(newsletterMessages.email) });
var newsletterTokenSchema = z2.object({ token: z2.string().check(z2.maxLength(200)) });

// api/src/features/newsletter/newsletter.routes.ts
var SIGNUP_LIMIT = { bucket: "newsletter", limit: 5, windowMs: 10 * 60 * 1e3 };
var CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60 * 1e3;
function newsletterRoutes({ db, trustProxy, siteUrl, wakeMailer }) {
  const link = (path, token) => new URL(`${path}?token=${encodeURIComponent(token)}`, siteUrl).href;
  return new Hono9().post("/", rateLimit(db, SIGNUP_LIMIT, trustProxy), validate("json", newsletterSignupSchema), async (c) => {
    const { email: email2 } = c.req.valid("json");
    const [existing2] = await db.select().from(newsletterSubscriptions).where(sql18`lower(${newsletterSubscriptions.email}) = ${email2.toLowerCase()}`);
    const now = /* @__PURE__ */ new Date();
    if (existing2?.status !== "confirmed" && await countConfirmationMail(db, email2, now)) {
      const confirmToken = newToken();
      const unsubscribeToken = existing2?.unsubscribeToken ?? newToken();
      const pending = {
        status: "pending",
        confirmTokenHash: tokenHash(confirmToken),
        confirmRequestedAt: now,
        consentVersion: NEWSLETTER_CONSENT_VERSION,
        unsubscribedAt: null
      };
      await db.batch([
        existing2 ? db.update(newsletterSubscriptions).set(pending).where(eq25(newsletterSubscriptions.id, existing2.id)) : db.insert(newsletterSubscriptions).values({ email: email2, unsubscribeToken, ...pending }),
        enqueueMail(
          db,
          newsletterConfirmationMail(
            email2,
            link("/newsletter/bestaetigen", confirmToken),
            link("/newsletter/abmelden", unsubscribeToken)
          )
        )
      ]);
      wakeMailer();
    }
    return c.json({ success: true, message: newsletterMessages.requested }, 202);
  }).post("/confirm", validate("json", newsletterTokenSchema), async (c) => {
    const { token } = c.req.valid("json");
    const now = /* @__PURE__ */ new Date();
    const confirmed = await db.update(newsletterSubscriptions).set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null }).where(
      and17(
        eq25(newsletterSubscriptions.confirmTokenHash, tokenHash(token)),
        eq25(newsletterSubscriptions.status, "pending"),
        gt3(newsletterSubscriptions.confirmRequestedAt, new Date(now.getTime() - CONFIRM_WITHIN_MS))
      )
    ).returning({ id: newsletterSubscriptions.id });
    if (confirmed.length === 0) fail(400, newsletterMessages.confirmFailed);
    return c.json({ success: true, message: newsletterMessages.confirmed });
  }).post("/unsubscribe", validate("json", newsletterTokenSchema), async (c) => {
    const { token } = c.req.valid("json");
    const left = await db.update(newsletterSubscriptions).set({ status: "unsubscribed", unsubscribedAt: /* @__PURE__ */ new Date(), confirmTokenHash: null }).where(eq25(newsletterSubscriptions.unsubscribeToken, token)).returning({ id: newsletterSubscriptions.id });
    if (left.length === 0) fail(400, newsletterMessages.unsubscribeFailed);
    return c.json({ success: true, message: newsletterMessages.unsubscribed });
  });
}

// api/src/platform/http/health.ts
import { sql as sql19 } from "drizzle-orm";
import { Hono as Hono10 } from "hono";
function healthRoutes(db, storage) {
  return new Hono10().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await db.run(sql19`select 1`);
    } catch (error) {
      console.error("[api] Datenbankpr\xFCfung fehlgeschlagen:", error);
      return c.json({ status: "error", database: "error", error: apiMessages.databaseUnavailable }, 503);
    }
    const failedAt = storage.recentFailure();
    if (failedAt) {
      return c.json(
        { status: "error", database: "ok", writes: "failed", lastWriteFailure: failedAt.toISOString(), error: apiMessages.storageFailed },
        503
      );
    }
    return c.json({ status: "ok", database: "ok", writes: "ok" });
  });
}

// api/src/features/catalogue/catalogue.routes.ts
import { Hono as Hono11 } from "hono";

// api/src/features/catalogue/products.ts
import { and as and18, asc as asc5, eq as eq26, inArray as inArray10 } from "drizzle-orm";
var productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  base_price: products.basePrice,
  /** The size price grid, so the islands price a size with the same function as the server (ADR 024). */
  price_grid: products.priceGrid
};
function listActiveProducts(db) {
  return db.select(productColumns).from(products).where(eq26(products.active, true)).orderBy(asc5(products.category), asc5(products.id));
}
function listShopProducts(db) {
  const withShopOptions = db.select({ productId: productOptions.productId }).from(optionCategories).innerJoin(options, eq26(options.categoryId, optionCategories.id)).innerJoin(productOptions, eq26(productOptions.optionId, options.id)).where(eq26(optionCategories.key, "profile_settings"));
  return db.select({ ...productColumns, active: products.active }).from(products).where(and18(eq26(products.active, true), inArray10(products.id, withShopOptions))).orderBy(asc5(products.id));
}
async function isShopEnabled(db) {
  const [row] = await db.select({ enabled: shopSettings.shopEnabled }).from(shopSettings).where(eq26(shopSettings.id, 1));
  return row?.enabled ?? true;
}

// api/src/features/catalogue/catalogue.routes.ts
var CATALOGUE_CACHE = "no-cache";
function catalogueAnswer(c, answer) {
  const headers = { "Cache-Control": CATALOGUE_CACHE, ETag: answer.etag };
  if (c.req.header("if-none-match") === answer.etag) return c.body(null, 304, headers);
  const json = c.body(answer.body, 200, { ...headers, "Content-Type": "application/json" });
  return json;
}
function productRoutes(db, cached3) {
  return new Hono11().get("/", async (c) => catalogueAnswer(c, await cached3("products", () => listActiveProducts(db))));
}
function productOptionRoutes(db, cached3) {
  return new Hono11().get("/:productId{[0-9]+}", async (c) => {
    const productId = Number(c.req.param("productId"));
    const answer = await cached3(`product-options/${productId}`, async () => {
      const product = await findActiveProduct(db, productId);
      if (!product) fail(404, apiMessages.productNotFound);
      const groups = await loadProductOptions(db, product.id);
      return groups.map((group2) => ({
        id: group2.id,
        key: group2.key,
        name: group2.name,
        type: group2.type,
        required: group2.required,
        options: group2.options.map((option) => ({
          id: option.id,
          label: option.label,
          description: option.description,
          price: modifierAmount(product.basePrice, option),
          price_modifier: option.priceModifier,
          price_modifier_type: option.priceModifierType,
          color_code: option.colorCode,
          image_url: option.imageUrl
        }))
      }));
    });
    return catalogueAnswer(c, answer);
  });
}
function publicShopRoutes(db, cached3) {
  return new Hono11().get("/products", async (c) => catalogueAnswer(c, await cached3("public/products", () => listShopProducts(db)))).get("/shop-status", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ shop_enabled: await isShopEnabled(db) });
  });
}

// api/src/features/catalogue/product-lines.routes.ts
import { Hono as Hono12 } from "hono";
import { etag } from "hono/etag";

// api/src/features/catalogue/product-lines.ts
import { and as and19, asc as asc6, desc as desc5, eq as eq27, isNull as isNull6 } from "drizzle-orm";
function listPublicProductLines(db) {
  return db.select({ id: productLines.id, name: productLines.name, description: productLines.description }).from(productLines).where(and19(eq27(productLines.active, true), isNull6(productLines.parentId))).orderBy(desc5(productLines.priority), asc6(productLines.name), asc6(productLines.id));
}

// api/src/features/catalogue/product-lines.routes.ts
function publicProductLineRoutes(db) {
  return new Hono12().get("/", etag(), async (c) => {
    c.header("Cache-Control", CATALOGUE_CACHE);
    return c.json(await listPublicProductLines(db));
  });
}

// api/src/features/shop/shop.routes.ts
import { Hono as Hono13 } from "hono";

// api/src/features/shop/contract/shop.ts
var shopSteps = [
  { key: "product", title: "Produkt w\xE4hlen" },
  { key: "profile_settings", title: "Profil" },
  { key: "farbe_und_dekore", title: "Farbe und Dekore" },
  { key: "sonderfarben", title: "Sonderfarben" },
  { key: "farbkombination", title: "Farbkombination" },
  { key: "aludec_woodec", title: "Aludec und Woodec" },
  { key: "fenstertyp", title: "Fenstertyp" },
  { key: "oberlicht_unterlicht", title: "Ober-/Unterlicht" },
  { key: "oeffnungsart", title: "\xD6ffnungsart" },
  { key: "size", title: "Gr\xF6\xDFe" }
];
var shopOptionStepKeys = shopSteps.slice(1, -1).map((step) => step.key);
var SIZE_STEP = shopSteps.length - 1;
var COLOUR_DEPENDENT_STEPS = [3, 4, 5];
var SIZE_LIMITS_MM = { min: 385, max: 3010 };
var shopMessages = {
  loginTitle: "Anmeldung erforderlich",
  login: "Bitte melden Sie sich an, um die Konfiguration zu speichern.",
  savedTitle: "Konfiguration gespeichert",
  failedTitle: "Fehler",
  failed: "Die Konfiguration konnte nicht gespeichert werden.",
  width: `Bitte geben Sie eine Breite zwischen ${SIZE_LIMITS_MM.min} und ${SIZE_LIMITS_MM.max} mm ein.`,
  height: `Bitte geben Sie eine H\xF6he zwischen ${SIZE_LIMITS_MM.min} und ${SIZE_LIMITS_MM.max} mm ein.`,
  centimetres: (typed, millimetres2) => `${typed} mm? Meinten Sie ${millimetres2}? Die Gr\xF6\xDFe wird in Millimetern angegeben (${SIZE_LIMITS_MM.min} bis ${SIZE_LIMITS_MM.max} mm).`
};
function isWhiteColour(name) {
  return name?.toLocaleLowerCase("de-DE").includes("wei\xDF") ?? false;
}
function activeOptionSteps(availableKeys, colourName) {
  const white = isWhiteColour(colourName);
  return shopOptionStepKeys.filter((key, index2) => availableKeys.has(key) && !(white && COLOUR_DEPENDENT_STEPS.includes(index2 + 1)));
}

// api/src/features/shop/contract/shop-schemas.ts
var millimetres = (message2) => z2.int({ error: message2 }).check(z2.minimum(SIZE_LIMITS_MM.min, { error: message2 }), z2.maximum(SIZE_LIMITS_MM.max, { error: message2 }));
var sizeShape = { width: millimetres(shopMessages.width), height: millimetres(shopMessages.height) };
var shopSizeSchema = z2.object(sizeShape);
var shopConfigurationRequestSchema = z2.object({
  productId: z2.int().check(z2.positive()),
  productName: z2.optional(z2.string().check(z2.maxLength(200))),
  basePrice: z2.optional(z2.number()),
  selectedOptions: z2.record(z2.string(), z2.looseObject({ id: z2.int().check(z2.positive()) })),
  totalPrice: z2.optional(z2.number()),
  dimensions: z2.looseObject(sizeShape)
});

// api/src/features/catalogue/contract/price-grid-limits.ts
var PRICE_GRID_LIMITS = {
  maxBreakpoints: 30,
  minMm: 1,
  maxMm: 1e4,
  maxCents: 999999999
};

// api/src/features/catalogue/contract/price-grid-messages.ts
var priceGridMessages = {
  onRequest: PRICE_ON_REQUEST,
  onRequestShop: "F\xFCr diese Gr\xF6\xDFe haben wir keinen Online-Preis. Gern erstellen wir Ihnen ein pers\xF6nliches Angebot \u2013 kostenlos und unverbindlich.",
  onRequestSave: "F\xFCr diese Gr\xF6\xDFe gibt es keinen Online-Preis. Bitte fordern Sie ein Angebot an.",
  requestQuote: "Angebot anfordern",
  startingPrice: "ab",
  widthsMissing: "Bitte geben Sie mindestens eine Breite an.",
  heightsMissing: "Bitte geben Sie mindestens eine H\xF6he an.",
  tooManyBreakpoints: `Ein Preisraster hat h\xF6chstens ${PRICE_GRID_LIMITS.maxBreakpoints} Breiten und ${PRICE_GRID_LIMITS.maxBreakpoints} H\xF6hen.`,
  breakpointRange: `Jede Breite und H\xF6he muss eine ganze Zahl von ${PRICE_GRID_LIMITS.minMm} bis ${PRICE_GRID_LIMITS.maxMm} mm sein.`,
  widthsAscending: "Die Breiten m\xFCssen von links nach rechts aufsteigen, ohne doppelte Werte.",
  heightsAscending: "Die H\xF6hen m\xFCssen von oben nach unten aufsteigen, ohne doppelte Werte.",
  cellsShape: "Das Raster braucht f\xFCr jede H\xF6he eine Zeile mit einem Preis (oder \u201Eauf Anfrage\u201C) je Breite.",
  cellPrice: "Jeder Preis muss ein Betrag von 0,00 \u20AC bis 9.999.999,99 \u20AC sein (oder \u201Eauf Anfrage\u201C).",
  gridInvalid: "Das Preisraster ist nicht g\xFCltig."
};

// api/src/features/shop/save-configuration.ts
async function saveShopConfiguration(db, userId, request) {
  const product = await findActiveProduct(db, request.productId);
  if (!product) fail(404, apiMessages.productNotFound);
  const { width, height } = request.dimensions;
  const basis = priceBasis(product, { width, height });
  if (basis === null) fail(422, priceGridMessages.onRequestSave);
  const groups = await loadProductOptions(db, product.id);
  const byKey = new Map(groups.map((group2) => [group2.key, group2]));
  const colourId = request.selectedOptions.farbe_und_dekore?.id;
  const colourName = byKey.get("farbe_und_dekore")?.options.find((option) => option.id === colourId)?.label;
  const steps = activeOptionSteps(new Set(byKey.keys()), colourName);
  const issues = {};
  const selections = {};
  const chosen = [];
  for (const key of steps) {
    const id2 = request.selectedOptions[key]?.id;
    const option = byKey.get(key).options.find((candidate) => candidate.id === id2);
    if (!option) {
      issues[`selectedOptions.${key}`] = [id2 === void 0 ? apiMessages.choiceRequired : apiMessages.optionNotAvailable];
      continue;
    }
    chosen.push(option);
    selections[key] = { id: option.id, name: option.label, price: modifierAmount(basis, option), colorCode: option.colorCode };
  }
  if (Object.keys(issues).length > 0) throw new ValidationFailure(apiMessages.invalidInput, issues);
  const [saved] = await db.insert(savedConfigurations).values({
    userId,
    name: `${product.name} ${width} \xD7 ${height} mm (${formatShortDate(/* @__PURE__ */ new Date())})`,
    productId: product.id,
    productName: product.name,
    basePrice: basis,
    selectedOptions: selections,
    dimensions: {
      width,
      height,
      minWidth: SIZE_LIMITS_MM.min,
      maxWidth: SIZE_LIMITS_MM.max,
      minHeight: SIZE_LIMITS_MM.min,
      maxHeight: SIZE_LIMITS_MM.max
    },
    totalPrice: unitPrice(basis, chosen),
    status: "draft"
  }).returning();
  return saved;
}

// api/src/features/shop/shop.routes.ts
function shopRoutes(db) {
  return new Hono13().post(
    "/configurations",
    sessionMiddleware(db),
    requireUser(apiMessages.loginRequired),
    async (_c, next) => {
      if (!await isShopEnabled(db)) fail(503, apiMessages.shopClosed);
      await next();
    },
    validate("json", shopConfigurationRequestSchema),
    async (c) => {
      const saved = await saveShopConfiguration(db, c.get("user").id, c.req.valid("json"));
      return c.json(
        {
          id: saved.id,
          name: saved.name,
          productId: saved.productId,
          productName: saved.productName,
          basePrice: saved.basePrice,
          selectedOptions: saved.selectedOptions,
          dimensions: saved.dimensions,
          totalPrice: saved.totalPrice,
          status: saved.status,
          created_at: saved.createdAt.toISOString()
        },
        201
      );
    }
  );
}

// api/src/features/analytics/visit.routes.ts
import { Hono as Hono14 } from "hono";

// api/src/features/analytics/bots.ts
var BOT_PATTERN = /\bbot\b|bot[/\-;)]|crawl|spider|slurp|archiver|facebookexternalhit|embedly|headless|lighthouse|pagespeed|ptst|gtmetrix|phantomjs|puppeteer|playwright|selenium|webdriver|python|curl|wget|httpclient|okhttp|java\/|go-http|axios|node-fetch|undici|libwww|uptime|pingdom/i;
var GREASE_BRAND = /Not.A.Brand/i;
function isBot(userAgent, brands) {
  if (!userAgent || userAgent.trim() === "" || BOT_PATTERN.test(userAgent)) return true;
  return brands !== void 0 && (/headless/i.test(brands) || !GREASE_BRAND.test(brands));
}

// api/src/features/analytics/page-view.ts
var UTM_SOURCE = /^[a-z0-9._-]{1,40}$/;
var DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
function pageViewFacts(visit, site) {
  let url;
  try {
    url = new URL(visit.path, "http://site.invalid");
  } catch {
    return null;
  }
  if (url.host !== "site.invalid" || !site.paths.has(url.pathname)) return null;
  const utmSource = url.searchParams.get("utm_source")?.trim().toLowerCase();
  return {
    path: url.pathname,
    referrerHost: referrerHostOf(visit.referrer, site.ownHosts),
    utmSource: utmSource && UTM_SOURCE.test(utmSource) ? utmSource : null
  };
}
function bareHost(host) {
  return host.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
}
function referrerHostOf(referrer, ownHosts) {
  if (!referrer) return null;
  let url;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = bareHost(url.hostname);
  if (!DOMAIN_NAME.test(host) || ownHosts.includes(host)) return null;
  return host;
}

// api/src/features/analytics/site-paths.ts
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative as relative2, resolve, sep } from "node:path";
var NOT_COUNTED = /^\/(admin|api|dashboard|customer|login|register|angebot)(\/|$)/;
var COLLECTION_ROUTES = {
  "[legalPage]": "legal",
  "blog/[id]": "blog"
};
var PAGE_FILE = /\.(astro|md|mdx|html)$/;
var ERROR_PAGES = /* @__PURE__ */ new Set(["404", "500"]);
function readSitePaths(siteSource = resolve(process.cwd(), "site/src")) {
  const pagesFolder = join(siteSource, "pages");
  const counted = /* @__PURE__ */ new Set();
  const unknownRoutes = [];
  if (!existsSync(pagesFolder)) return { counted, unknownRoutes };
  for (const file of pageFiles(pagesFolder)) {
    const route = relative2(pagesFolder, file).split(sep).join("/").replace(PAGE_FILE, "");
    if (ERROR_PAGES.has(route) || NOT_COUNTED.test(`/${route}`)) continue;
    if (route.includes("[")) {
      const collection = COLLECTION_ROUTES[route];
      if (!collection) {
        unknownRoutes.push(route);
        continue;
      }
      for (const id2 of collectionIds(join(siteSource, "content", collection))) counted.add(`/${route.replace(/\[[^\]]+\]/, id2)}`);
    } else {
      counted.add(`/${route.replace(/(^|\/)index$/, "")}`);
    }
  }
  return { counted, unknownRoutes };
}
function pageFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).filter((entry) => !entry.name.startsWith("_")).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return PAGE_FILE.test(entry.name) ? [path] : [];
  });
}
function collectionIds(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).filter((name) => /\.mdx?$/.test(name)).map((name) => {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(folder, name), "utf8"))?.[1] ?? "";
    const slug = /^slug:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(frontMatter)?.[1];
    return slug ?? name.replace(/\.mdx?$/, "").toLowerCase().replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
  });
}

// api/src/features/analytics/visit-allowance.ts
var VISITORS_PER_NETWORK = 20;
var PAGE_VIEWS_PER_NETWORK = 300;
function countedViewStatements(view) {
  return [
    {
      sql: `insert into visit_allowances (day, network_id, page_views, visitors) values (?, ?, 1, 1)
        on conflict (day, network_id) do update set page_views = page_views + 1,
          visitors = visitors + not exists (select 1 from page_views where page_views.day = excluded.day and page_views.visitor_id = ?)
        where page_views < ${PAGE_VIEWS_PER_NETWORK}
          and (visitors < ${VISITORS_PER_NETWORK} or exists (select 1 from page_views where page_views.day = excluded.day and page_views.visitor_id = ?))`,
      args: [view.day, view.networkId, view.visitorId, view.visitorId]
    },
    {
      sql: `insert into page_views (day, visitor_id, path, referrer_host, utm_source, created_at)
        select ?, ?, ?, ?, ?, ? where changes() = 1`,
      args: [view.day, view.visitorId, view.path, view.referrerHost, view.utmSource, view.createdAt]
    }
  ];
}

// api/src/features/analytics/visitor-id.ts
import { createHash as createHash6, randomBytes as randomBytes2 } from "node:crypto";

// api/src/features/analytics/client-network.ts
import { isIPv6 } from "node:net";
function clientNetwork(address) {
  const mappedIPv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mappedIPv4) return mappedIPv4;
  const withoutZone = address.replace(/%.*$/, "");
  if (!isIPv6(withoutZone)) return address;
  const [head = "", tail] = withoutZone.split("::");
  const groups = (part) => part === "" ? [] : part.split(":").flatMap((group2) => group2.includes(".") ? ["0", "0"] : [group2]);
  const leading = groups(head);
  const trailing = tail === void 0 ? [] : groups(tail);
  const all = [...leading, ...Array(8 - leading.length - trailing.length).fill("0"), ...trailing];
  return `${all.slice(0, 4).map((group2) => parseInt(group2, 16).toString(16)).join(":")}::/64`;
}

// api/src/features/analytics/visitor-id.ts
function createVisitorIds(db, today2 = createDayClock()) {
  const queue = writeQueueFor(db.$client);
  let current2;
  function saltOf(day4) {
    if (current2?.day !== day4) {
      const salt = queue.run([
        { sql: "delete from visit_salts where day < ?", args: [day4] },
        { sql: "delete from visit_allowances where day < ?", args: [day4] },
        {
          sql: "insert into visit_salts (day, salt) values (?, ?) on conflict (day) do nothing",
          args: [day4, randomBytes2(32).toString("base64url")]
        },
        { sql: "select salt from visit_salts where day = ?", args: [day4] }
      ]).then((results) => String(results[3].rows[0].salt));
      salt.catch(() => {
        if (current2?.day === day4) current2 = void 0;
      });
      current2 = { day: day4, salt };
    }
    return current2.salt;
  }
  return async function visitorId(address, userAgent) {
    const day4 = today2();
    const salt = await saltOf(day4);
    const visitorId2 = createHash6("sha256").update(salt).update("\n").update(address).update("\n").update(userAgent).digest("base64url").slice(0, 22);
    const networkId = createHash6("sha256").update(salt).update("\nnetwork\n").update(clientNetwork(address)).digest("base64url").slice(0, 22);
    return { day: day4, visitorId: visitorId2, networkId };
  };
}

// api/src/features/analytics/contract/analytics-messages.ts
var analyticsMessages = {
  loadFailed: "Auswertungen konnten nicht geladen werden.",
  empty: (year) => `Keine Daten f\xFCr ${year} verf\xFCgbar`,
  year: (first, last) => `Bitte w\xE4hlen Sie ein Jahr von ${first} bis ${last}.`,
  path: "Der Pfad muss mit / beginnen und darf h\xF6chstens 2000 Zeichen lang sein.",
  referrer: "Die Herkunftsadresse darf h\xF6chstens 2000 Zeichen lang sein."
};

// api/src/features/analytics/contract/analytics.ts
var ANALYTICS_FIRST_YEAR = 2025;
var yearFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric" });
var currentAnalyticsYear = (now = Date.now()) => Number(yearFormat.format(now));
var analyticsQuerySchema = z2.object({
  year: z2.pipe(
    z2.string({ error: () => analyticsMessages.year(ANALYTICS_FIRST_YEAR, currentAnalyticsYear()) }).check(
      z2.refine((value) => /^\d{4}$/.test(value) && Number(value) >= ANALYTICS_FIRST_YEAR && Number(value) <= currentAnalyticsYear(), {
        error: () => analyticsMessages.year(ANALYTICS_FIRST_YEAR, currentAnalyticsYear())
      })
    ),
    z2.transform(Number)
  )
});
var visitSchema = z2.object({
  path: z2.string({ error: analyticsMessages.path }).check(z2.minLength(1, { error: analyticsMessages.path }), z2.maxLength(2e3, { error: analyticsMessages.path }), z2.startsWith("/", { error: analyticsMessages.path })),
  referrer: z2.optional(z2.string({ error: analyticsMessages.referrer }).check(z2.maxLength(2e3, { error: analyticsMessages.referrer })))
});
var leadSourceInConversion = {
  funnel: true,
  konfigurator: true,
  kundenkonto: false
};
function percentOf(part, basis) {
  return basis > 0 ? Math.round(part / basis * 1e3) / 10 : null;
}
function conversionRate(leads3, visitors) {
  return percentOf(leads3, visitors);
}
function leadsInConversion(leads3) {
  return leadSources.reduce((sum2, source) => sum2 + (leadSourceInConversion[source] ? leads3[source] : 0), 0);
}
var noLeads = () => Object.fromEntries(leadSources.map((source) => [source, 0]));

// api/src/features/analytics/visit.routes.ts
function visitRoutes({ db, trustProxy, siteUrl, today: today2, sitePaths = countedSitePaths() }) {
  const visitorIds = createVisitorIds(db, today2);
  const queue = writeQueueFor(db.$client);
  const siteHost = bareHost(new URL(siteUrl).hostname);
  return new Hono14().post("/", validate("json", visitSchema), async (c) => {
    const visit = c.req.valid("json");
    const userAgent = c.req.header("user-agent");
    if (isBot(userAgent, c.req.header("sec-ch-ua"))) return c.body(null, 204);
    const requestHost = bareHost((c.req.header("host") ?? "").replace(/:\d+$/, ""));
    const facts = pageViewFacts(visit, { paths: sitePaths, ownHosts: [siteHost, requestHost] });
    if (facts) {
      const ids = await visitorIds(clientAddress(c, trustProxy), userAgent);
      await queue.run(countedViewStatements({ ...ids, ...facts, createdAt: Date.now() }));
    }
    return c.body(null, 204);
  });
}
function countedSitePaths() {
  const { counted, unknownRoutes } = readSitePaths();
  if (counted.size === 0)
    console.error("[statistik] Keine Seiten der Website gefunden (site/src/pages): Seitenaufrufe werden nicht gez\xE4hlt.");
  for (const route of unknownRoutes)
    console.error(`[statistik] Dynamische Seite \u201E${route}\u201C ist unbekannt: ihre Aufrufe werden nicht gez\xE4hlt.`);
  return counted;
}

// api/src/features/analytics/admin.routes.ts
import { Hono as Hono15 } from "hono";

// api/src/features/analytics/rollup.ts
var FUNNEL_IDLE_MS = 30 * 60 * 1e3;
var GRACE_MS = FUNNEL_IDLE_MS + 5 * 60 * 1e3;
function funnelDayStatement(day4, now) {
  const { start, end } = berlinDayRange(day4);
  return {
    sql: `select step, action, count(distinct session_id) as sessions, null as lastAt from funnel_events
        where created_at >= :start and created_at < :end and action in ('started', 'completed') group by step, action
      union all
      select reached as step, case when last_at < :idleBefore then 'abandoned' else 'running' end as action,
          count(*) as sessions, min(last_at) as lastAt
        from (select max(step) as reached, max(created_at) as last_at, max(step = 7 and action = 'completed') as sent
          from funnel_events where session_id in (select session_id from funnel_events where created_at >= :start and created_at < :end)
          group by session_id)
        where sent = 0 and last_at >= :start and last_at < :end group by 1, 2`,
    args: { start, end, idleBefore: now - FUNNEL_IDLE_MS }
  };
}
function rollUpStatements(day4, now) {
  const funnel = funnelDayStatement(day4, now);
  const counts = (dimension, column) => ({
    sql: `insert into analytics_day_counts (day, dimension, value, page_views, visitors)
      select ?, '${dimension}', ${column}, count(*), count(distinct visitor_id) from page_views
      where day = ? and ${column} is not null group by ${column}`,
    args: [day4, day4]
  });
  return [
    // Fails on the primary key when another process rolled the day up first; then nothing of this runs.
    {
      sql: "insert into analytics_days (day, visitors, page_views) select ?, count(distinct visitor_id), count(*) from page_views where day = ?",
      args: [day4, day4]
    },
    counts("path", "path"),
    counts("referrer", "referrer_host"),
    counts("utm_source", "utm_source"),
    {
      sql: `insert into funnel_days (day, step, action, sessions) select :day, step, action, sessions from (${funnel.sql}) where action <> 'running'`,
      args: { ...funnel.args, day: day4 }
    }
  ];
}
async function rolledUpUntil(db) {
  const result = await db.$client.execute("select max(day) as day from analytics_days");
  return result.rows[0]?.day ?? null;
}
async function rollUpFinishedDays(db, now = Date.now()) {
  const cutoff = berlinDay(now - GRACE_MS);
  const mark = await rolledUpUntil(db);
  let day4 = mark ? nextDay(mark) : await oldestRawDay(db);
  const rolled = [];
  for (; day4 && day4 < cutoff; day4 = nextDay(day4)) {
    try {
      await db.$client.batch(rollUpStatements(day4, now), "write");
    } catch (error) {
      if (String(error).includes("analytics_days.day")) break;
      throw error;
    }
    rolled.push(day4);
  }
  return rolled;
}
async function oldestRawDay(db) {
  const [views, events] = await db.$client.batch(
    ["select min(day) as day from page_views", "select min(created_at) as at from funnel_events"],
    "read"
  );
  const days = [views.rows[0]?.day, events.rows[0]?.at == null ? null : berlinDay(Number(events.rows[0].at))].filter(
    (day4) => day4 != null
  );
  return days.sort()[0] ?? null;
}

// api/src/features/analytics/response-times.ts
var HOUR_MS = 60 * 60 * 1e3;
var ANSWER_WITHIN_MS = 24 * HOUR_MS;
var QUOTE_WITHIN_MS = 72 * HOUR_MS;
function berlinMonthCase(year) {
  const months = berlinMonthStarts(year);
  const whens = months.slice(1).map((end, index2) => `when created_at < ${end} then ${index2 + 1}`).join(" ");
  return { monthCase: `case ${whens} end`, start: months[0], end: months[12] };
}
async function responseTimesPerMonth(db, year, now) {
  const { monthCase, start, end } = berlinMonthCase(year);
  const result = await db.$client.execute({
    sql: `select ${monthCase} as month, created_at as createdAt, first_answered_at as answeredAt,
        (select min(sent_at) from quotes where quotes.lead_id = leads.id and sent_at is not null) as quotedAt
      from leads where created_at >= ? and created_at < ?`,
    args: [start, end]
  });
  const optional2 = (value) => value == null ? null : Number(value);
  const leads3 = result.rows.map((row) => ({
    month: Number(row.month),
    createdAt: Number(row.createdAt),
    answeredAt: optional2(row.answeredAt),
    quotedAt: optional2(row.quotedAt)
  }));
  return responseTimeFigures(leads3, now);
}
function responseTimeFigures(leads3, now) {
  return Array.from({ length: 12 }, (_, index2) => {
    const month = index2 + 1;
    const ofMonth = leads3.filter((lead) => lead.month === month);
    const answerHours = [];
    let answeredWithin24h = 0;
    let answerBasis = 0;
    let quotedWithin3Days = 0;
    let quoteBasis = 0;
    for (const lead of ofMonth) {
      const age = now - lead.createdAt;
      if (lead.answeredAt !== null) {
        const wait = Math.max(0, lead.answeredAt - lead.createdAt);
        answerHours.push(wait / HOUR_MS);
        if (wait <= ANSWER_WITHIN_MS) answeredWithin24h += 1;
      }
      if (lead.answeredAt !== null || age > ANSWER_WITHIN_MS) answerBasis += 1;
      if (lead.quotedAt !== null && lead.quotedAt - lead.createdAt <= QUOTE_WITHIN_MS) quotedWithin3Days += 1;
      if (lead.quotedAt !== null || age > QUOTE_WITHIN_MS) quoteBasis += 1;
    }
    return {
      month,
      leads: ofMonth.length,
      answered: answerHours.length,
      medianHoursToFirstAnswer: median(answerHours),
      answeredWithin24h,
      answerBasis,
      answeredWithin24hRate: percentOf(answeredWithin24h, answerBasis),
      quotedWithin3Days,
      quoteBasis,
      quotedWithin3DaysRate: percentOf(quotedWithin3Days, quoteBasis)
    };
  });
}
function median(values4) {
  if (values4.length === 0) return null;
  const sorted = [...values4].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10) / 10;
}

// api/src/features/analytics/year-figures.ts
var sum = (values4) => values4.reduce((total, value) => total + value, 0);
function monthlyFigures({ visitors, funnelClicks, leads: leads3 }) {
  return Array.from({ length: 12 }, (_, index2) => {
    const month = index2 + 1;
    const uniqueVisitors = visitors.get(month) ?? 0;
    const leadsBySource = leads3.get(month) ?? noLeads();
    return {
      month,
      uniqueVisitors,
      funnelClicks: funnelClicks.get(month) ?? 0,
      leadsGenerated: sum(Object.values(leadsBySource)),
      leadsBySource,
      conversionRate: conversionRate(leadsInConversion(leadsBySource), uniqueVisitors)
    };
  });
}
function funnelFigures(counts) {
  const count14 = (step, action) => counts.filter((row) => row.step === step && row.action === action).reduce((total, row) => total + row.sessions, 0);
  return Array.from({ length: FUNNEL_STEPS }, (_, index2) => {
    const step = index2 + 1;
    const started = count14(step, "started");
    const completed = count14(step, "completed");
    const wentOn = step < FUNNEL_STEPS ? count14(step + 1, "started") : completed;
    return {
      step,
      title: funnelStepTitles[step],
      started,
      completed,
      abandoned: count14(step, "abandoned"),
      running: count14(step, "running"),
      dropOffPercent: percentOf(Math.max(0, started - wentOn), started)
    };
  });
}
function yearFigures(year, counts) {
  const monthlyData = monthlyFigures(counts);
  const totalVisitors = sum(monthlyData.map((month) => month.uniqueVisitors));
  const totalLeadsBySource = noLeads();
  for (const month of monthlyData)
    for (const [source, leads3] of Object.entries(month.leadsBySource))
      totalLeadsBySource[source] = (totalLeadsBySource[source] ?? 0) + leads3;
  return {
    year,
    totalVisitors,
    totalFunnelClicks: sum(monthlyData.map((month) => month.funnelClicks)),
    totalLeads: sum(monthlyData.map((month) => month.leadsGenerated)),
    totalLeadsBySource,
    averageConversionRate: conversionRate(leadsInConversion(totalLeadsBySource), totalVisitors),
    monthlyData,
    funnel: funnelFigures(counts.funnel),
    topPages: counts.topPages,
    referrers: counts.referrers,
    utmSources: counts.utmSources,
    responseTimes: counts.responseTimes
  };
}

// api/src/features/analytics/year-analytics.ts
var TOP_LIMIT = 10;
var DIMENSIONS = [
  ["path", "path"],
  ["referrer", "referrer_host"],
  ["utm_source", "utm_source"]
];
async function yearAnalytics(db, year, now = Date.now()) {
  const [marks] = await db.$client.batch(
    [
      "select (select max(day) from analytics_days) as mark, (select max(id) from page_views) as lastView, (select max(id) from funnel_events) as lastEvent"
    ],
    "read"
  );
  const { mark, lastView, lastEvent } = marks.rows[0];
  const rolledMark = mark ?? "";
  const [rolled, live, leads3, responseTimes] = await Promise.all([
    cached2(rolledCache, db, year, rolledMark, now, () => readRolledCounts(db, year, rolledMark)),
    cached2(
      liveCache,
      db,
      year,
      `${rolledMark}|${lastView}|${lastEvent}|${berlinDay(now)}`,
      now,
      () => liveCounts(db, year, rolledMark, now)
    ),
    leadsPerMonth(db, year),
    responseTimesPerMonth(db, year, now)
  ]);
  const visitors = /* @__PURE__ */ new Map();
  const funnelClicks = /* @__PURE__ */ new Map();
  const funnel = [];
  for (const counts of [rolled, live]) {
    for (const [month, count14] of counts.visitors) add(visitors, month, count14);
    for (const row of counts.funnel) {
      funnel.push(row);
      if (row.step === 1 && row.action === "started") add(funnelClicks, row.month, row.sessions);
    }
  }
  const [topPages, referrers, utmSources] = DIMENSIONS.map((_, index2) => top(rolled.tops[index2], live.tops[index2]));
  return yearFigures(year, { visitors, funnelClicks, leads: leads3, funnel, topPages, referrers, utmSources, responseTimes });
}
async function yearFunnel(db, year, now = Date.now()) {
  const mark = await rolledUpUntil(db) ?? "";
  const [rolled, live] = await Promise.all([
    cached2(rolledCache, db, year, mark, now, () => readRolledCounts(db, year, mark)),
    liveFunnel(db, year, mark, now)
  ]);
  return [...rolled.funnel, ...live.rows];
}
var rolledCache = /* @__PURE__ */ new WeakMap();
var liveCache = /* @__PURE__ */ new WeakMap();
function cached2(cache2, db, year, key, now, read) {
  let years = cache2.get(db);
  if (!years) cache2.set(db, years = /* @__PURE__ */ new Map());
  const entry = years.get(year);
  if (entry?.key === key && now < entry.freshUntil) return entry.counts;
  const counts = read();
  const fresh = { key, counts, freshUntil: Infinity };
  counts.then(
    (read2) => fresh.freshUntil = read2.freshUntil,
    () => years.delete(year)
  );
  years.set(year, fresh);
  return counts;
}
async function readRolledCounts(db, year, mark) {
  const { firstDay, lastDay } = berlinYear(year);
  const until = mark < lastDay ? mark : lastDay;
  const range = [firstDay, until];
  const results = await db.$client.batch(
    [
      {
        sql: "select cast(substr(day, 6, 2) as integer) as month, sum(visitors) as visitors from analytics_days where day between ? and ? group by month",
        args: range
      },
      {
        sql: `select cast(substr(day, 6, 2) as integer) as month, step, action, sum(sessions) as sessions from funnel_days
          where day between ? and ? group by month, step, action`,
        args: range
      },
      ...DIMENSIONS.map(([dimension]) => ({
        sql: "select value, sum(page_views) as pageViews, sum(visitors) as visitors from analytics_day_counts where dimension = ? and day between ? and ? group by value",
        args: [dimension, ...range]
      }))
    ],
    "read"
  );
  const [visitorRows, funnelRows, ...topRows] = results;
  return {
    visitors: new Map(visitorRows.rows.map((row) => [Number(row.month), Number(row.visitors)])),
    funnel: funnelRows.rows.map((row) => ({
      month: Number(row.month),
      step: Number(row.step),
      action: String(row.action),
      sessions: Number(row.sessions)
    })),
    tops: topRows.map(totalsOf2),
    freshUntil: Infinity
  };
}
async function liveCounts(db, year, mark, now) {
  const { firstDay, lastDay } = berlinYear(year);
  const args = [mark, firstDay, lastDay];
  const results = await db.$client.batch(
    [
      {
        sql: "select day, count(distinct visitor_id) as visitors from page_views where day > ? and day between ? and ? group by day",
        args
      },
      ...DIMENSIONS.map(([, column]) => ({
        sql: `select ${column} as value, count(*) as pageViews, count(distinct visitor_id) as visitors from page_views
            where day > ? and day between ? and ? and ${column} is not null group by day, ${column}`,
        args
      }))
    ],
    "read"
  );
  const [visitorRows, ...topRows] = results;
  const visitors = /* @__PURE__ */ new Map();
  for (const row of visitorRows.rows) add(visitors, monthOfDay(String(row.day)), Number(row.visitors));
  const funnel = await liveFunnel(db, year, mark, now);
  return { visitors, funnel: funnel.rows, tops: topRows.map(totalsOf2), freshUntil: funnel.freshUntil };
}
async function liveFunnel(db, year, mark, now) {
  const { firstDay, lastDay, start, end } = berlinYear(year);
  const afterMark = mark ? berlinDayRange(mark).end : 0;
  const oldest = await db.$client.execute({
    sql: "select min(created_at) as at from funnel_events where created_at >= ? and created_at < ?",
    args: [Math.max(afterMark, start), end]
  });
  if (oldest.rows[0]?.at == null) return { rows: [], freshUntil: Infinity };
  const today2 = berlinDay(now);
  const last = today2 < lastDay ? today2 : lastDay;
  const rows2 = [];
  let freshUntil = Infinity;
  for (let day4 = berlinDay(Number(oldest.rows[0].at)); day4 <= last && day4 >= firstDay; day4 = nextDay(day4)) {
    const result = await db.$client.execute(funnelDayStatement(day4, now));
    for (const row of result.rows) {
      rows2.push({ month: monthOfDay(day4), step: Number(row.step), action: String(row.action), sessions: Number(row.sessions) });
      if (row.action === "running") freshUntil = Math.min(freshUntil, Number(row.lastAt) + FUNNEL_IDLE_MS);
    }
  }
  return { rows: rows2, freshUntil };
}
async function leadsPerMonth(db, year) {
  const { monthCase, start, end } = berlinMonthCase(year);
  const result = await db.$client.execute({
    sql: `select ${monthCase} as month, source, count(*) as leads from leads where created_at >= ? and created_at < ? group by month, source`,
    args: [start, end]
  });
  const months = /* @__PURE__ */ new Map();
  for (const row of result.rows) {
    const month = Number(row.month);
    const counts = months.get(month) ?? noLeads();
    const source = row.source;
    counts[source] = (counts[source] ?? 0) + Number(row.leads);
    months.set(month, counts);
  }
  return months;
}
function totalsOf2(result) {
  const totals2 = /* @__PURE__ */ new Map();
  for (const row of result.rows) {
    const value = String(row.value);
    const entry = totals2.get(value) ?? { pageViews: 0, visitors: 0 };
    entry.pageViews += Number(row.pageViews);
    entry.visitors += Number(row.visitors);
    totals2.set(value, entry);
  }
  return totals2;
}
function top(rolled, live) {
  const merged = new Map([...rolled].map(([value, entry]) => [value, { ...entry }]));
  for (const [value, entry] of live) {
    const sum2 = merged.get(value) ?? { pageViews: 0, visitors: 0 };
    sum2.pageViews += entry.pageViews;
    sum2.visitors += entry.visitors;
    merged.set(value, sum2);
  }
  return [...merged].sort(([a, x], [b, y]) => y.pageViews - x.pageViews || (a < b ? -1 : a > b ? 1 : 0)).slice(0, TOP_LIMIT).map(([value, entry]) => ({ value, ...entry }));
}
function add(map, key, value) {
  map.set(key, (map.get(key) ?? 0) + value);
}

// api/src/features/analytics/admin.routes.ts
function adminAnalyticsRoutes(db) {
  return new Hono15().get(
    "/",
    validate("query", analyticsQuerySchema),
    async (c) => c.json(await yearAnalytics(db, c.req.valid("query").year))
  );
}

// api/src/features/assignment/assignment.routes.ts
import { Hono as Hono16 } from "hono";

// api/src/features/assignment/assign-record.ts
import { eq as eq28 } from "drizzle-orm";

// api/src/features/search/contract/record-addresses.ts
var recordAddress = {
  lead: (id2) => `/admin/leads/${id2}`,
  message: (reference) => `/admin/dashboard?${new URLSearchParams({ tab: "nachrichten", q: reference, showCompleted: "true" })}`,
  quote: (id2) => `/admin/quote?id=${id2}`,
  order: (id2) => `/admin/orders?order=${id2}`,
  customer: (email2) => `/admin/orders?${new URLSearchParams({ q: email2 })}`
};

// api/src/features/assignment/mails.ts
function assignmentMail(record2, to, by, siteUrl) {
  const what = `${assignableRecordLabels[record2.kind].one} ${record2.label}`;
  return {
    topic: "assignment",
    recipient: to.email,
    subject: `Ihnen zugewiesen: ${what}`,
    sentBy: by.username,
    textBody: [
      `Guten Tag ${to.name},`,
      "",
      `${by.name} hat Ihnen ${what} zugewiesen.`,
      "",
      `\xD6ffnen: ${new URL(recordAddress[record2.kind](record2.id), siteUrl).href}`
    ].join("\n")
  };
}

// api/src/features/assignment/assign-record.ts
var kinds = {
  lead: {
    table: leads,
    permission: "leads.write",
    notFound: inboxMessages.leadNotFound,
    find: async (db, id2) => (await db.select({ assignedTo: leads.assignedTo, label: leads.reference }).from(leads).where(eq28(leads.id, id2)))[0]
  },
  quote: {
    table: quotes,
    permission: "quotes",
    notFound: quoteMessages.quoteNotFound,
    find: async (db, id2) => {
      const [row] = await db.select({ assignedTo: quotes.assignedTo, number: quotes.number, version: quotes.version }).from(quotes).where(eq28(quotes.id, id2));
      return row && { assignedTo: row.assignedTo, label: quoteNumberLabel(row) };
    }
  },
  order: {
    table: orders,
    permission: "orders",
    notFound: quoteMessages.orderNotFound,
    find: async (db, id2) => (await db.select({ assignedTo: orders.assignedTo, label: orders.orderNumber }).from(orders).where(eq28(orders.id, id2)))[0]
  }
};
async function assignRecord({ db, siteUrl, wakeMailer }, kind, id2, userId, actor, now = /* @__PURE__ */ new Date()) {
  const definition = kinds[kind];
  const record2 = await definition.find(db, id2);
  if (!record2) fail(404, definition.notFound);
  const person = userId === null ? null : await assignablePerson(db, userId, definition.permission, assignableRecordLabels[kind].these);
  const assignee = person && { id: person.id, name: person.name };
  if (record2.assignedTo === userId) return { id: id2, assignee };
  const actorPerson = { username: actor.username, name: staffDisplayName(actor) };
  const mailsAssignee = person !== null && person.id !== actor.id;
  await db.batch([
    db.update(definition.table).set({ assignedTo: userId, updatedAt: now }).where(eq28(definition.table.id, id2)),
    ...kind === "lead" ? [
      db.insert(leadHistory).values({
        leadId: id2,
        at: now,
        by: actor.username,
        kind: "assigned",
        text: person ? assignmentMessages.assignedTo(person.name) : assignmentMessages.unassigned
      })
    ] : [],
    ...mailsAssignee ? [enqueueMail(db, assignmentMail({ kind, id: id2, label: record2.label }, person, actorPerson, siteUrl))] : []
  ]);
  if (mailsAssignee) wakeMailer();
  return { id: id2, assignee };
}

// api/src/features/assignment/assignment.routes.ts
function adminAssignmentRoutes(dependencies) {
  const { db } = dependencies;
  return new Hono16().get("/staff", async (c) => c.json({ staff: await listActiveStaff(db) })).get("/settings/assignment", async (c) => c.json(await readLeadAssignment(db))).put(
    "/settings/assignment",
    validate("json", leadAssignmentSettingSchema),
    async (c) => c.json(await saveLeadAssignment(db, c.req.valid("json"), c.get("user").username))
  ).put(
    "/leads/:id/assignee",
    validate("param", idParamSchema),
    validate("json", assigneeBodySchema),
    async (c) => c.json(await assignRecord(dependencies, "lead", c.req.valid("param").id, c.req.valid("json").userId, c.get("user")))
  ).put(
    "/quotes/:id/assignee",
    validate("param", idParamSchema),
    validate("json", assigneeBodySchema),
    async (c) => c.json(await assignRecord(dependencies, "quote", c.req.valid("param").id, c.req.valid("json").userId, c.get("user")))
  ).put(
    "/orders/:id/assignee",
    validate("param", idParamSchema),
    validate("json", assigneeBodySchema),
    async (c) => c.json(await assignRecord(dependencies, "order", c.req.valid("param").id, c.req.valid("json").userId, c.get("user")))
  );
}

// api/src/features/backups/backups.routes.ts
import { Hono as Hono17 } from "hono";

// api/src/features/backups/backup-runner.ts
import { resolve as resolve5 } from "node:path";

// api/src/features/backups/create-backup.ts
import { copyFile as copyFile2, mkdir as mkdir2, mkdtemp, readdir as readdir2, rename as rename2, rm as rm2, stat as stat2, symlink, writeFile } from "node:fs/promises";
import { join as join4, resolve as resolve4 } from "node:path";
import { create as createTar } from "tar";

// api/src/features/backups/archive-name.ts
var PREFIX = "fensterwerk-";
var SUFFIX = ".tar.gz";
var NAME = /^fensterwerk-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;
var berlinClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit"
});
function berlinWallClock(instant2) {
  const part = Object.fromEntries(berlinClock.formatToParts(instant2).map(({ type, value }) => [type, value]));
  return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}:${part.second}` };
}
function archiveName(instant2) {
  const { day: day4, time: time3 } = berlinWallClock(instant2);
  return `${PREFIX}${day4}-${time3.replaceAll(":", "")}${SUFFIX}`;
}
function archiveStamp(name) {
  const match = NAME.exec(name);
  return match ? { day: match[1], time: `${match[2]}:${match[3]}:${match[4]}` } : null;
}
var checksumFileName = (archive) => `${archive}.sha256`;
var checksumLine = (sha256, archive) => `${sha256}  ${archive}
`;

// api/src/features/backups/backup-folder.ts
import { readdir, rm, stat } from "node:fs/promises";
import { join as join2 } from "node:path";

// api/src/features/backups/retention.ts
function archivesToKeep(names, policy) {
  const archives = names.map((name) => ({ name, stamp: archiveStamp(name) })).filter((entry) => entry.stamp !== null).sort((a, b) => a.name < b.name ? 1 : a.name > b.name ? -1 : 0);
  const keep = /* @__PURE__ */ new Set();
  const rule = (count14, period) => {
    const seen = /* @__PURE__ */ new Set();
    for (const { name, stamp } of archives) {
      if (seen.size >= count14) break;
      const key = period(stamp.day);
      if (seen.has(key)) continue;
      seen.add(key);
      keep.add(name);
    }
  };
  rule(policy.daily, (day4) => day4);
  rule(policy.weekly, isoWeek);
  rule(policy.monthly, (day4) => day4.slice(0, 7));
  return keep;
}
function isoWeek(day4) {
  const date = /* @__PURE__ */ new Date(`${day4}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(date.getTime() + (3 - weekday) * 864e5);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 864e5));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

// api/src/features/backups/backup-folder.ts
async function listBackups(dir) {
  let names;
  try {
    names = await readdir(dir);
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
  const backups = [];
  for (const file of names.filter((name) => archiveStamp(name) !== null)) {
    const info = await stat(join2(dir, file)).catch(() => null);
    if (info?.isFile()) backups.push({ file, path: join2(dir, file), at: info.mtime, bytes: info.size });
  }
  return backups.sort((a, b) => a.file < b.file ? 1 : a.file > b.file ? -1 : 0);
}
async function pruneBackups(dir, policy, newest) {
  const backups = await listBackups(dir);
  const keep = archivesToKeep(
    backups.map((backup) => backup.file),
    policy
  );
  const removed = [];
  for (const backup of backups) {
    if (keep.has(backup.file) || backup.file === newest) continue;
    await rm(backup.path, { force: true });
    await rm(join2(dir, checksumFileName(backup.file)), { force: true });
    removed.push(backup.file);
  }
  return removed;
}
var STAGING_PREFIX = ".in-arbeit-";
var stagingPrefix = (dir) => join2(dir, STAGING_PREFIX);
async function removeStaleLeftovers(dir, now, olderThanMs = 24 * 60 * 60 * 1e3) {
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const info = await stat(join2(dir, name)).catch(() => null);
    if (info && now.getTime() - info.mtime.getTime() > olderThanMs) await rm(join2(dir, name), { recursive: true, force: true });
  }
}

// api/src/features/backups/contract/backup-messages.ts
var backupMessages = {
  remoteDatabase: (url) => `Die Datenbank liegt auf einem libSQL-Server (${url}). F\xFCr sie gilt dessen eigene Sicherung (z. B. die Snapshots von sqld oder Turso); diese Sicherung kopiert nur lokale Datenbankdateien.`,
  alreadyRunning: "Es l\xE4uft bereits eine Sicherung. Bitte warten Sie, bis sie fertig ist.",
  failed: "Die Sicherung ist fehlgeschlagen.",
  failedWith: (reason) => `Eine Sicherung ist fehlgeschlagen: ${reason}`,
  registerFailed: "Eine DSGVO-L\xF6schung konnte nicht ins L\xF6schregister geschrieben werden. Bitte pr\xFCfen Sie ERASURE_REGISTER und tragen Sie die L\xF6schung nach \u2013 sonst k\xE4me die Person mit einer Wiederherstellung zur\xFCck.",
  tab: "Sicherung",
  title: "Datensicherung",
  loadFailed: "Der Stand der Sicherungen konnte nicht geladen werden.",
  lastBackup: "Letzte Sicherung",
  none: "Noch keine Sicherung vorhanden.",
  overdue: "Achtung: Die letzte Sicherung ist \xE4lter als zwei Tage.",
  noneWarning: "Achtung: Es gibt noch keine Sicherung.",
  jobOn: (time3) => `T\xE4gliche Sicherung um ${time3} Uhr ist eingeschaltet.`,
  jobOff: "Die t\xE4gliche Sicherung ist ausgeschaltet (BACKUP_ENABLED=false).",
  folder: "Ordner",
  copyFolder: "Kopie in",
  list: "Vorhandene Sicherungen",
  file: "Datei",
  time: "Zeitpunkt",
  size: "Gr\xF6\xDFe",
  backupNow: "Jetzt sichern",
  running: "Sicherung l\xE4uft \u2026",
  done: "Sicherung erstellt",
  remote: "Die Datenbank liegt auf einem libSQL-Server: F\xFCr sie gilt dessen eigene Sicherung."
};

// api/src/features/backups/erasure-register.ts
import { appendFile, copyFile, mkdir, readFile, rename } from "node:fs/promises";
import { dirname, join as join3 } from "node:path";
import { createClient } from "@libsql/client";
var RESTORED_ERASURE_BY = "Wiederherstellung";
var REGISTER_MIRROR_NAME = "erasure-register.jsonl";
async function appendErasure(register, entry) {
  await mkdir(dirname(register.path), { recursive: true });
  await appendFile(register.path, `${JSON.stringify(entry)}
`, { encoding: "utf8", flag: "a" });
  for (const dir of register.mirrorDirs) await mirrorErasureRegister(register.path, dir);
}
async function mirrorErasureRegister(path, dir) {
  await mkdir(dir, { recursive: true });
  const temporary = join3(dir, `.${REGISTER_MIRROR_NAME}.${process.pid}.tmp`);
  try {
    await copyFile(path, temporary);
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  await rename(temporary, join3(dir, REGISTER_MIRROR_NAME));
}
async function readErasureRegister(path) {
  let text4;
  try {
    text4 = await readFile(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
  return text4.split("\n").filter((line2) => line2.trim() !== "").map((line2, index2) => {
    const entry = JSON.parse(line2);
    if (typeof entry.at !== "string" || Number.isNaN(Date.parse(entry.at)) || !/^[0-9a-f]{64}$/.test(entry.emailHash ?? "")) {
      throw new Error(`L\xF6schregister ${path}, Zeile ${index2 + 1}: kein g\xFCltiger Eintrag.`);
    }
    return { at: entry.at, emailHash: entry.emailHash };
  });
}
async function completeRegisterFrom(databaseFile, register) {
  const client = createClient({ url: `file:${databaseFile}` });
  let rows2;
  try {
    ({ rows: rows2 } = await client.execute({
      sql: "select email_hash, at from privacy_erasures where by <> ? order by at",
      args: [RESTORED_ERASURE_BY]
    }));
  } finally {
    client.close();
  }
  const entries = await readErasureRegister(register.path);
  const latest2 = /* @__PURE__ */ new Map();
  for (const entry of entries) latest2.set(entry.emailHash, Math.max(latest2.get(entry.emailHash) ?? 0, Date.parse(entry.at)));
  let added = 0;
  for (const row of rows2) {
    const hash2 = String(row.email_hash);
    const at2 = Number(row.at);
    if ((latest2.get(hash2) ?? -1) >= at2) continue;
    await appendErasure({ path: register.path, mirrorDirs: [] }, { at: new Date(at2).toISOString(), emailHash: hash2 });
    latest2.set(hash2, at2);
    added += 1;
  }
  return added;
}

// api/src/features/backups/manifest.ts
import { execFileSync } from "node:child_process";
import { readFileSync as readFileSync2 } from "node:fs";
import { resolve as resolve2 } from "node:path";
import { createClient as createClient2 } from "@libsql/client";
var MANIFEST_FILE = "manifest.json";
var DATABASE_FILE = "app.db";
function knownMigrations() {
  const journal = JSON.parse(readFileSync2(resolve2(process.cwd(), "api/migrations/meta/_journal.json"), "utf8"));
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}
async function schemaOf(databaseFile) {
  const client = createClient2({ url: `file:${databaseFile}` });
  try {
    const { rows: rows2 } = await client.execute("select max(created_at) as newest from __drizzle_migrations");
    const newest = rows2[0]?.newest;
    if (newest === null || newest === void 0) return null;
    return knownMigrations().find((migration) => migration.when === Number(newest))?.tag ?? `unbekannt:${newest}`;
  } catch {
    return null;
  } finally {
    client.close();
  }
}
function appVersion() {
  try {
    return execFileSync("git", ["describe", "--always", "--dirty"], { stdio: ["ignore", "pipe", "ignore"], timeout: 2e3 }).toString().trim();
  } catch {
    const pkg = JSON.parse(readFileSync2(resolve2(process.cwd(), "package.json"), "utf8"));
    return pkg.version ?? "unbekannt";
  }
}

// api/src/features/backups/snapshot.ts
import { createHash as createHash7 } from "node:crypto";
import { createReadStream } from "node:fs";
import { resolve as resolve3 } from "node:path";
import { createClient as createClient3 } from "@libsql/client";
function localDatabaseFile(url) {
  if (!url.startsWith("file:")) return null;
  const path = url.replace(/^file:(\/\/)?/, "");
  return path.startsWith(":memory:") ? null : resolve3(path);
}
async function snapshotDatabase(databaseFile, target) {
  const client = createClient3({ url: `file:${databaseFile}` });
  try {
    await client.execute("PRAGMA busy_timeout = 5000");
    await client.execute({ sql: "VACUUM INTO ?", args: [target] });
  } finally {
    client.close();
  }
}
var COUNTED_TABLES = ["leads", "contact_messages", "users", "quotes", "orders", "products", "privacy_erasures"];
async function countRows(databaseFile) {
  const client = createClient3({ url: `file:${databaseFile}` });
  try {
    const counts = {};
    for (const table2 of COUNTED_TABLES) {
      const { rows: rows2 } = await client.execute(`select count(*) as n from "${table2}"`);
      counts[table2] = Number(rows2[0]?.n ?? 0);
    }
    return counts;
  } finally {
    client.close();
  }
}
async function sha256OfFile(path) {
  const hash2 = createHash7("sha256");
  for await (const chunk of createReadStream(path)) hash2.update(chunk);
  return hash2.digest("hex");
}

// api/src/features/backups/create-backup.ts
var RemoteDatabaseError = class extends Error {
  name = "RemoteDatabaseError";
};
async function createBackup(options2, now = () => /* @__PURE__ */ new Date()) {
  const databaseFile = localDatabaseFile(options2.databaseUrl);
  if (!databaseFile) throw new RemoteDatabaseError(backupMessages.remoteDatabase(options2.databaseUrl.replace(/\/\/[^@/]*@/, "//")));
  const backupDir = resolve4(options2.backupDir);
  await mkdir2(backupDir, { recursive: true });
  const createdAt2 = now();
  await removeStaleLeftovers(backupDir, createdAt2);
  const staging = await mkdtemp(stagingPrefix(backupDir));
  try {
    const snapshotAt = now();
    const snapshot = join4(staging, DATABASE_FILE);
    await snapshotDatabase(databaseFile, snapshot);
    const manifest = {
      format: 1,
      createdAt: createdAt2.toISOString(),
      snapshotAt: snapshotAt.toISOString(),
      appVersion: appVersion(),
      schema: await schemaOf(snapshot),
      database: { file: DATABASE_FILE, sha256: await sha256OfFile(snapshot), bytes: (await stat2(snapshot)).size },
      counts: await countRows(snapshot),
      files: {
        uploads: await linkFolder(options2.uploadDir, join4(staging, "uploads")),
        outbox: await linkFolder(options2.outboxDir, join4(staging, "outbox"))
      }
    };
    await writeFile(join4(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}
`);
    const file = await freeName(backupDir, createdAt2);
    const partial = join4(staging, file);
    await createTar({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, [
      MANIFEST_FILE,
      DATABASE_FILE,
      "uploads",
      "outbox"
    ]);
    const sha256 = await sha256OfFile(partial);
    const bytes = (await stat2(partial)).size;
    await writeFile(join4(backupDir, checksumFileName(file)), checksumLine(sha256, file));
    const path = join4(backupDir, file);
    await rename2(partial, path);
    const registerCompleted = await completeRegisterFrom(snapshot, options2.erasureRegister);
    await mirrorErasureRegister(options2.erasureRegister.path, backupDir);
    const removed = await pruneBackups(backupDir, options2.keep, file);
    let copiedTo = null;
    if (options2.copyDir) {
      copiedTo = resolve4(options2.copyDir);
      await copyArchive(backupDir, copiedTo, file);
      await mirrorErasureRegister(options2.erasureRegister.path, copiedTo);
      removed.push(...await pruneBackups(copiedTo, options2.keep, file));
    }
    return { file, path, bytes, sha256, manifest, removed, copiedTo, registerCompleted };
  } finally {
    await rm2(staging, { recursive: true, force: true });
  }
}
async function linkFolder(source, link) {
  const absolute = resolve4(source);
  const files = await countFiles(absolute);
  if (files === null) await mkdir2(link);
  else await symlink(absolute, link, "dir");
  return files ?? 0;
}
async function countFiles(dir) {
  try {
    const entries = await readdir2(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
}
async function freeName(dir, at2) {
  const newest = (await listBackups(dir))[0]?.file ?? "";
  let time3 = at2.getTime();
  while (archiveName(new Date(time3)) <= newest) time3 += 1e3;
  return archiveName(new Date(time3));
}
async function copyArchive(fromDir, toDir, file) {
  await mkdir2(toDir, { recursive: true });
  await copyFile2(join4(fromDir, checksumFileName(file)), join4(toDir, checksumFileName(file)));
  const temporary = join4(toDir, `.${file}.${process.pid}.tmp`);
  await copyFile2(join4(fromDir, file), temporary);
  await rename2(temporary, join4(toDir, file));
}

// api/src/features/backups/backup-runner.ts
var running = /* @__PURE__ */ new Map();
function runBackup(options2, now) {
  const key = resolve5(options2.backupDir);
  if (running.has(key)) return null;
  const backup = createBackup(options2, now).finally(() => running.delete(key));
  running.set(key, backup);
  return backup;
}

// api/src/features/backups/backup-status.ts
import { resolve as resolve6 } from "node:path";

// api/src/features/backups/contract/backups.ts
var BACKUP_OVERDUE_AFTER_MS = 2 * 24 * 60 * 60 * 1e3;
function backupOverdue(lastAt, now) {
  return lastAt === null || now.getTime() - lastAt.getTime() > BACKUP_OVERDUE_AFTER_MS;
}
var megabytes = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

// api/src/features/backups/problems.ts
import { z as z5 } from "zod";
var problemsSetting = {
  key: "backups.problems",
  schema: z5.array(z5.object({ at: z5.string(), message: z5.string() })),
  defaultValue: []
};
var KEPT_PROBLEMS = 5;
async function recordBackupProblem(db, message2, now = /* @__PURE__ */ new Date()) {
  const problems = await readSetting(db, problemsSetting);
  await writeSetting(db, problemsSetting, [{ at: now.toISOString(), message: message2 }, ...problems].slice(0, KEPT_PROBLEMS), "system", now);
}
async function backupProblemsSince(db, since) {
  const problems = await readSetting(db, problemsSetting);
  return problems.filter((problem) => since === null || Date.parse(problem.at) > since.getTime());
}

// api/src/features/backups/backup-status.ts
async function backupStatus(db, options2, now = /* @__PURE__ */ new Date()) {
  const backups = (await listBackups(options2.backupDir)).map((backup) => ({
    file: backup.file,
    at: backup.at.toISOString(),
    bytes: backup.bytes
  }));
  const last = backups[0] ?? null;
  const lastAt = last ? new Date(last.at) : null;
  return {
    last,
    backups,
    job: {
      enabled: options2.enabled,
      time: options2.time,
      folder: resolve6(options2.backupDir),
      copyFolder: options2.copyDir ? resolve6(options2.copyDir) : null
    },
    overdue: backupOverdue(lastAt, now),
    remoteDatabase: localDatabaseFile(options2.databaseUrl) === null,
    problems: await backupProblemsSince(db, lastAt)
  };
}

// api/src/features/backups/backups.routes.ts
function adminBackupRoutes(db, options2) {
  return new Hono17().get("/", async (c) => c.json(await backupStatus(db, options2))).post("/", async (c) => {
    const backup = runBackup(options2);
    if (!backup) fail(409, backupMessages.alreadyRunning);
    try {
      const result = await backup;
      return c.json({ file: result.file, bytes: result.bytes, sha256: result.sha256, at: result.manifest.createdAt }, 201);
    } catch (error) {
      if (error instanceof RemoteDatabaseError) fail(409, backupMessages.remote);
      console.error("[sicherung] Sicherung fehlgeschlagen:", error);
      await recordBackupProblem(db, backupMessages.failedWith(error instanceof Error ? error.message : String(error)));
      fail(500, backupMessages.failed);
    }
  });
}

// api/src/features/backups/backup-options.ts
function backupOptions(config2) {
  const copyDir = config2.BACKUP_COPY_DIR ?? null;
  return {
    databaseUrl: config2.DATABASE_URL,
    uploadDir: config2.UPLOAD_DIR,
    outboxDir: config2.OUTBOX_DIR,
    backupDir: config2.BACKUP_DIR,
    copyDir,
    keep: { daily: config2.BACKUP_KEEP_DAILY, weekly: config2.BACKUP_KEEP_WEEKLY, monthly: config2.BACKUP_KEEP_MONTHLY },
    erasureRegister: { path: config2.ERASURE_REGISTER, mirrorDirs: copyDir ? [config2.BACKUP_DIR, copyDir] : [config2.BACKUP_DIR] },
    enabled: config2.BACKUP_ENABLED,
    time: config2.BACKUP_TIME
  };
}

// api/src/features/catalogue/admin/change-log.routes.ts
import { Hono as Hono18 } from "hono";

// api/src/features/catalogue/admin/change-log.ts
import { and as and20, count as count2, desc as desc6, eq as eq29, gte as gte2, lt as lt3, or as or5, sql as sql21 } from "drizzle-orm";

// api/src/platform/db/like.ts
import { sql as sql20 } from "drizzle-orm";
function contains(expression, text4) {
  return sql20`${expression} like ${`%${text4.replace(/[\\%_]/g, (character) => `\\${character}`)}%`} escape '\\'`;
}

// api/src/features/catalogue/admin/change-log.ts
function logChange(db, entry, at2 = /* @__PURE__ */ new Date()) {
  return db.insert(catalogueChanges).values({ ...entry, at: at2 });
}
function logChangeWhen(db, entry, condition, at2 = /* @__PURE__ */ new Date()) {
  return db.run(sql21`INSERT INTO ${catalogueChanges} (at, by, entity, entity_id, action, label, changes)
    SELECT ${at2.getTime()}, ${entry.by}, ${entry.entity}, ${entry.entityId}, ${entry.action}, ${entry.label}, ${JSON.stringify(entry.changes)} WHERE ${condition}`);
}
async function deleteLogged(db, table2, where, entry) {
  const [, deleted] = await db.batch([
    logChangeWhen(db, { ...entry, action: "deleted" }, sql21`EXISTS (SELECT 1 FROM ${table2} WHERE ${where})`),
    db.delete(table2).where(where)
  ]);
  return deleted.rowsAffected;
}
function fieldChanges(before, after) {
  const changes = {};
  const keys = /* @__PURE__ */ new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const old = before?.[key] ?? null;
    const next = after?.[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[key] = { before: old, after: next };
  }
  return changes;
}
async function readChangeLog(db, query) {
  const conditions = [];
  if (query.entity) conditions.push(eq29(catalogueChanges.entity, query.entity));
  if (query.q) {
    conditions.push(or5(contains(catalogueChanges.label, query.q), contains(catalogueChanges.by, query.q)));
  }
  if (query.from) conditions.push(gte2(catalogueChanges.at, berlinMidnight(query.from)));
  if (query.to) conditions.push(lt3(catalogueChanges.at, dayAfter(query.to)));
  const where = conditions.length > 0 ? and20(...conditions) : void 0;
  const [rows2, total] = await db.batch([
    db.select().from(catalogueChanges).where(where).orderBy(desc6(catalogueChanges.at), desc6(catalogueChanges.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ total: count2() }).from(catalogueChanges).where(where)
  ]);
  return {
    entries: await withStaffNames(
      db,
      rows2.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        by: row.by,
        entity: row.entity,
        entity_id: row.entityId,
        action: row.action,
        label: row.label,
        changes: row.changes
      }))
    ),
    total: total[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize
  };
}
function dayAfter(day4) {
  const next = /* @__PURE__ */ new Date(`${day4}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return berlinMidnight(next.toISOString().slice(0, 10));
}

// api/src/features/catalogue/admin/change-log.routes.ts
function adminChangeLogRoutes(db) {
  return new Hono18().get(
    "/",
    validate("query", changeLogQuerySchema),
    async (c) => c.json(await readChangeLog(db, c.req.valid("query")))
  );
}

// api/src/features/leads/counts.routes.ts
import { count as count4, isNull as isNull9 } from "drizzle-orm";
import { Hono as Hono19 } from "hono";

// api/src/features/leads/list-leads.ts
import { count as count3, gte as gte4, inArray as inArray12, isNull as isNull8, max, sql as sql23 } from "drizzle-orm";

// api/src/features/funnel/funnel-stats.ts
async function funnelStats(db, now = Date.now()) {
  const steps = funnelFigures(await yearFunnel(db, currentAnalyticsYear(now), now));
  return {
    totalSessions: steps[0].started,
    completedSessions: steps[FUNNEL_STEPS - 1].completed,
    abandonedSessions: steps.reduce((sum2, step) => sum2 + step.abandoned, 0),
    runningSessions: steps.reduce((sum2, step) => sum2 + step.running, 0),
    stepStats: steps.map(({ step, started, completed, abandoned }) => ({ step, started, completed, abandoned }))
  };
}

// api/src/features/leads/lead-filter.ts
import { and as and21, asc as asc7, desc as desc7, gte as gte3, inArray as inArray11, isNull as isNull7, lt as lt4, sql as sql22 } from "drizzle-orm";
function matchesSearch(text4) {
  return contains(leads.searchText, foldForSearch(text4));
}
function hasAnyProduct(kinds2) {
  return sql22`exists (select 1 from json_each(${leads.produkte}) where json_each.value in ${kinds2})`;
}
var openStatuses = leadStatuses.filter((status) => status !== "abgeschlossen");
function overdueCondition(now) {
  return and21(isNull7(leads.firstAnsweredAt), lt4(leads.createdAt, new Date(now.getTime() - ANSWER_PROMISE_HOURS * 36e5)));
}
function viewCondition(view, now) {
  if (view === "neu-heute") return gte3(leads.createdAt, berlinMidnight(berlinDay2(now)));
  if (view === "ueberfaellig") return overdueCondition(now);
  return isNull7(leads.openedAt);
}
function leadConditions(filter, now = /* @__PURE__ */ new Date(), viewerId) {
  const conditions = [];
  if (filter.view) conditions.push(viewCondition(filter.view, now));
  conditions.push(assignedCondition(leads.assignedTo, filter.assigned, viewerId));
  if (filter.q) conditions.push(matchesSearch(filter.q));
  const status = filter.q ? sql22`+${leads.status}` : leads.status;
  if (filter.status?.length) conditions.push(inArray11(status, filter.status));
  if (!filter.showCompleted && !filter.status?.includes("abgeschlossen")) conditions.push(inArray11(status, openStatuses));
  if (filter.projektart?.length) conditions.push(inArray11(leads.projektart, filter.projektart));
  if (filter.produkte?.length) conditions.push(hasAnyProduct(filter.produkte));
  if (filter.source?.length) conditions.push(inArray11(leads.source, filter.source));
  if (filter.from) conditions.push(gte3(leads.createdAt, berlinMidnight(filter.from)));
  if (filter.to) conditions.push(lt4(leads.createdAt, dayAfter2(filter.to)));
  return and21(...conditions);
}
function dayAfter2(day4) {
  const next = /* @__PURE__ */ new Date(`${day4}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return berlinMidnight(next.toISOString().slice(0, 10));
}
function leadOrder(filter) {
  const direction = filter.dir === "asc" ? asc7 : desc7;
  const created = filter.q ? sql22`+${leads.createdAt}` : leads.createdAt;
  const columns2 = {
    created_at: [created],
    name: [sql22`lower(${leads.nachname})`, sql22`lower(${leads.vorname})`],
    plz: [leads.plz],
    projektart: [leads.projektart],
    status: [leads.status]
  }[filter.sort];
  return [...columns2.map((column) => direction(column)), direction(leads.id)];
}

// api/src/features/leads/lead-json.ts
var leadListColumns = {
  id: leads.id,
  reference: leads.reference,
  vorname: leads.vorname,
  nachname: leads.nachname,
  email: leads.email,
  telefon: leads.telefon,
  plz: leads.plz,
  projektart: leads.projektart,
  produkte: leads.produkte,
  material: leads.material,
  verglasung: leads.verglasung,
  montage: leads.montage,
  zeitraum: leads.zeitraum,
  dimensions: leads.dimensions,
  nachricht: leads.nachricht,
  utmParams: leads.utmParams,
  marketingConsent: leads.marketingConsent,
  status: leads.status,
  source: leads.source,
  createdAt: leads.createdAt,
  openedAt: leads.openedAt,
  firstAnsweredAt: leads.firstAnsweredAt,
  assignedTo: leads.assignedTo,
  assigneeName: assigneeNameSql(leads.assignedTo)
};
function leadJson(row) {
  return {
    id: row.id,
    reference: row.reference,
    vorname: row.vorname,
    nachname: row.nachname,
    email: row.email,
    telefon: row.telefon,
    plz: row.plz,
    projektart: row.projektart,
    produkte: row.produkte,
    material: row.material,
    verglasung: row.verglasung,
    montage: row.montage,
    zeitraum: row.zeitraum,
    dimensions: row.dimensions,
    nachricht: row.nachricht,
    utm_params: row.utmParams,
    datenschutz: true,
    marketing_ok: row.marketingConsent,
    status: row.status,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    opened: row.openedAt !== null,
    first_answered_at: row.firstAnsweredAt?.toISOString() ?? null,
    assignee: assigneeJson(row)
  };
}
function leadDetailJson(row, history) {
  return {
    ...leadJson(row),
    configuration: row.configuration?.map(({ productName: productName2, options: options2, breite, hoehe, menge, unitPrice: unitPrice2, totalPrice }) => ({
      productName: productName2,
      options: options2.map(({ key, category, name, price, colorCode }) => ({ key, category, name, price, colorCode })),
      breite,
      hoehe,
      menge,
      unitPrice: unitPrice2,
      totalPrice
    })) ?? null,
    consents: {
      privacyAt: row.privacyConsentAt.toISOString(),
      privacyVersion: row.privacyConsentVersion,
      marketingAt: row.marketingConsentAt?.toISOString() ?? null,
      marketingVersion: row.marketingConsentVersion
    },
    history
  };
}

// api/src/features/leads/list-leads.ts
async function readDashboard(db, query, viewerId, now = /* @__PURE__ */ new Date()) {
  const where = leadConditions(query, now, viewerId);
  const order = leadOrder(query);
  const pageIds = db.select({ id: leads.id }).from(leads).where(where).orderBy(...order).limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  const [page, filtered, overall, waiting] = await db.batch([
    db.select(leadListColumns).from(leads).where(inArray12(leads.id, pageIds)).orderBy(...order),
    db.select({ total: count3() }).from(leads).where(where),
    db.select({ today: count3(), newestAt: max(leads.createdAt) }).from(leads).where(gte4(leads.createdAt, berlinMidnight(berlinDay2(now)))),
    waitingCounts(db, now)
  ]);
  const newest = overall[0]?.newestAt ?? await newestLead(db);
  return {
    leads: { leads: page.map(leadJson), total: filtered[0]?.total ?? 0, page: query.page, pageSize: query.pageSize },
    counters: {
      total: filtered[0]?.total ?? 0,
      today: overall[0]?.today ?? 0,
      newestAt: newest ? new Date(newest).toISOString() : null,
      overdue: waiting[0]?.overdue ?? 0,
      unread: waiting[0]?.unread ?? 0
    },
    funnelStats: await funnelStats(db)
  };
}
function waitingCounts(db, now) {
  return db.select({
    overdue: sql23`(select count(*) from ${leads} where ${overdueCondition(now)})`.mapWith(Number),
    unread: sql23`(select count(*) from ${leads} where ${isNull8(leads.openedAt)})`.mapWith(Number)
  }).from(leads).limit(1);
}
async function newestLead(db) {
  const [row] = await db.select({ newestAt: max(leads.createdAt) }).from(leads);
  return row?.newestAt ?? null;
}

// api/src/features/leads/counts.routes.ts
function adminCountRoutes(db) {
  return new Hono19().get("/", async (c) => {
    const [[leads3], [messages]] = await db.batch([
      waitingCounts(db, /* @__PURE__ */ new Date()),
      db.select({ unread: count4() }).from(contactMessages).where(isNull9(contactMessages.openedAt))
    ]);
    return c.json({
      newLeads: leads3?.unread ?? 0,
      newMessages: messages?.unread ?? 0,
      overdueLeads: leads3?.overdue ?? 0
    });
  });
}

// api/src/features/setup/first-steps.routes.ts
import { count as count5, eq as eq30 } from "drizzle-orm";
import { Hono as Hono20 } from "hono";

// api/src/features/settings/setting-keys.ts
var COMPANY_SETTING_KEY = "company";

// api/src/features/setup/first-steps.routes.ts
function adminFirstStepsRoutes(db) {
  return new Hono20().get("/", async (c) => {
    const [[company], [lines], [productRows]] = await db.batch([
      db.select({ n: count5() }).from(settings).where(eq30(settings.key, COMPANY_SETTING_KEY)),
      db.select({ n: count5() }).from(productLines),
      db.select({ n: count5() }).from(products)
    ]);
    return c.json({
      company: (company?.n ?? 0) > 0,
      productLines: lines?.n ?? 0,
      products: productRows?.n ?? 0
    });
  });
}

// api/src/features/leads/dashboard.routes.ts
import { Hono as Hono21 } from "hono";
function adminDashboardRoutes(db) {
  return new Hono21().get("/", validate("query", dashboardQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await readDashboard(db, c.req.valid("query"), c.get("user").id));
  });
}

// api/src/features/catalogue/admin/global-options.routes.ts
import { Hono as Hono22 } from "hono";

// api/src/features/catalogue/admin/option-categories.ts
import { asc as asc8, eq as eq31, sql as sql24 } from "drizzle-orm";

// api/src/features/catalogue/admin/constraint-conflict.ts
async function conflictOnConstraint(write) {
  try {
    return await write;
  } catch (error) {
    if (isConstraintError(error)) fail(409, catalogueMessages.concurrentChange);
    throw error;
  }
}
function isConstraintError(error) {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ("code" in cause && typeof cause.code === "string" && cause.code.startsWith("SQLITE_CONSTRAINT")) return true;
    if (/SQLITE_CONSTRAINT|FOREIGN KEY constraint failed|UNIQUE constraint failed/.test(cause.message)) return true;
  }
  return false;
}

// api/src/features/catalogue/admin/option-categories.ts
var categoryColumns = {
  id: optionCategories.id,
  name: optionCategories.name,
  key: optionCategories.key,
  description: optionCategories.description,
  type: optionCategories.type,
  order_index: optionCategories.orderIndex,
  active: optionCategories.active,
  required: optionCategories.required
};
function listOptionCategories(db) {
  return db.select(categoryColumns).from(optionCategories).orderBy(asc8(optionCategories.orderIndex), asc8(optionCategories.id));
}
async function findOptionCategory(db, id2) {
  const [category] = await db.select(categoryColumns).from(optionCategories).where(eq31(optionCategories.id, id2));
  return category;
}
function keyFromName(name) {
  const key = name.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss").normalize("NFKD").replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "").slice(0, 40);
  return key || "kategorie";
}
async function keyTaken(db, key, exceptId) {
  const [row] = await db.select({ id: optionCategories.id }).from(optionCategories).where(eq31(optionCategories.key, key));
  return row !== void 0 && row.id !== exceptId;
}
async function chooseKey(db, body, exceptId) {
  if (body.key) {
    if (await keyTaken(db, body.key, exceptId)) throw new ValidationFailure(apiMessages.invalidInput, { key: [catalogueMessages.optionCategoryKeyTaken] });
    return body.key;
  }
  const base = keyFromName(body.name);
  for (let n = 1; ; n++) {
    const key = n === 1 ? base : `${base}_${n}`;
    if (!await keyTaken(db, key, exceptId)) return key;
  }
}
var values = (body, key) => ({
  name: body.name,
  key,
  description: body.description,
  type: body.type,
  orderIndex: body.order_index,
  active: body.active,
  required: body.required
});
async function createOptionCategory(db, body, by) {
  const key = await chooseKey(db, body);
  const [[category]] = await conflictOnConstraint(
    db.batch([
      db.insert(optionCategories).values(values(body, key)).returning(categoryColumns),
      logChange(db, {
        by,
        entity: "option_category",
        entityId: sql24`(SELECT max(id) FROM option_categories)`,
        action: "created",
        label: body.name,
        changes: fieldChanges(null, { ...body, key })
      })
    ])
  );
  return category;
}
async function updateOptionCategory(db, id2, body, by) {
  const before = await findOptionCategory(db, id2);
  if (!before) fail(404, catalogueMessages.optionCategoryNotFound);
  const key = body.key ? await chooseKey(db, body, id2) : before.key;
  const { id: _id, ...old } = before;
  const [[category]] = await conflictOnConstraint(
    db.batch([
      db.update(optionCategories).set(values(body, key)).where(eq31(optionCategories.id, id2)).returning(categoryColumns),
      logChange(db, {
        by,
        entity: "option_category",
        entityId: id2,
        action: "updated",
        label: body.name,
        changes: fieldChanges(old, { ...body, key })
      })
    ])
  );
  if (!category) fail(404, catalogueMessages.optionCategoryNotFound);
  return category;
}

// api/src/features/catalogue/admin/options.ts
import { and as and22, asc as asc9, eq as eq32, inArray as inArray13, ne as ne6, or as or6, sql as sql25 } from "drizzle-orm";
var optionColumns = {
  id: options.id,
  name: options.name,
  description: options.description,
  category_id: options.categoryId,
  category: optionCategories.name,
  category_key: optionCategories.key,
  price_modifier: options.priceModifier,
  price_modifier_type: options.priceModifierType,
  image_url: options.imageUrl,
  color_code: options.colorCode,
  order_index: options.orderIndex,
  active: options.active
};
var withAlias = (row) => ({ ...row, base_price_modifier: row.price_modifier });
async function listOptions(db, category) {
  const where = category === void 0 ? void 0 : "id" in category ? eq32(options.categoryId, category.id) : or6(eq32(optionCategories.key, category.nameOrKey), eq32(optionCategories.name, category.nameOrKey));
  const rows2 = await db.select(optionColumns).from(options).innerJoin(optionCategories, eq32(optionCategories.id, options.categoryId)).where(where).orderBy(asc9(optionCategories.orderIndex), asc9(optionCategories.id), asc9(options.orderIndex), asc9(options.id));
  return rows2.map(withAlias);
}
async function findOption(db, id2) {
  const [row] = await db.select(optionColumns).from(options).innerJoin(optionCategories, eq32(optionCategories.id, options.categoryId)).where(eq32(options.id, id2));
  return row && withAlias(row);
}
async function resolveCategory(db, body) {
  const [row] = await db.select({ id: optionCategories.id }).from(optionCategories).where(
    body.category_id !== void 0 ? eq32(optionCategories.id, body.category_id) : or6(eq32(optionCategories.key, body.category), eq32(optionCategories.name, body.category))
  ).orderBy(asc9(optionCategories.id)).limit(1);
  if (!row)
    throw new ValidationFailure(apiMessages.invalidInput, {
      [body.category_id !== void 0 ? "category_id" : "category"]: [catalogueMessages.optionCategoryUnknown]
    });
  return row.id;
}
async function checkNameFree(db, categoryId, name, exceptId) {
  const [row] = await db.select({ id: options.id }).from(options).where(and22(eq32(options.categoryId, categoryId), eq32(options.name, name), exceptId === void 0 ? void 0 : ne6(options.id, exceptId)));
  if (row) throw new ValidationFailure(apiMessages.invalidInput, { name: [catalogueMessages.optionNameTaken] });
}
var loggable = (option) => {
  const { id: _id, category: _name, category_key: _key, base_price_modifier: _alias, ...rest } = option;
  return rest;
};
async function createOption(db, body, by) {
  const categoryId = await resolveCategory(db, body);
  await checkNameFree(db, categoryId, body.name);
  const orderIndex2 = body.order_index ?? sql25`(SELECT coalesce(max(order_index) + 1, 0) FROM options WHERE category_id = ${categoryId})`;
  const row = {
    categoryId,
    name: body.name,
    description: body.description,
    priceModifier: body.price_modifier,
    priceModifierType: body.price_modifier_type,
    imageUrl: body.image_url,
    colorCode: body.color_code ?? null,
    orderIndex: orderIndex2,
    active: body.active
  };
  const [[created]] = await conflictOnConstraint(
    db.batch([
      db.insert(options).values(row).returning({ id: options.id }),
      logChange(db, {
        by,
        entity: "option",
        entityId: sql25`(SELECT max(id) FROM options)`,
        action: "created",
        label: body.name,
        changes: fieldChanges(null, {
          name: body.name,
          description: body.description,
          category_id: categoryId,
          price_modifier: body.price_modifier,
          price_modifier_type: body.price_modifier_type,
          image_url: body.image_url,
          color_code: body.color_code ?? null,
          active: body.active
        })
      })
    ])
  );
  return await findOption(db, created.id);
}
async function updateOption(db, id2, body, by) {
  const before = await findOption(db, id2);
  if (!before) fail(404, catalogueMessages.optionNotFound);
  const categoryId = await resolveCategory(db, body);
  await checkNameFree(db, categoryId, body.name, id2);
  const after = {
    name: body.name,
    description: body.description,
    category_id: categoryId,
    price_modifier: body.price_modifier,
    price_modifier_type: body.price_modifier_type,
    image_url: body.image_url,
    color_code: body.color_code === void 0 ? before.color_code : body.color_code,
    order_index: body.order_index ?? before.order_index,
    active: body.active
  };
  await conflictOnConstraint(
    db.batch([
      db.update(options).set({
        categoryId,
        name: after.name,
        description: after.description,
        priceModifier: after.price_modifier,
        priceModifierType: after.price_modifier_type,
        imageUrl: after.image_url,
        colorCode: after.color_code,
        orderIndex: after.order_index,
        active: after.active
      }).where(eq32(options.id, id2)),
      logChange(db, {
        by,
        entity: "option",
        entityId: id2,
        action: "updated",
        label: body.name,
        changes: fieldChanges(loggable(before), after)
      })
    ])
  );
  const option = await findOption(db, id2);
  if (!option) fail(404, catalogueMessages.optionNotFound);
  return { option, droppedImage: before.image_url !== option.image_url ? before.image_url : null };
}
async function deleteOption(db, id2, by) {
  const before = await findOption(db, id2);
  if (!before) fail(404, catalogueMessages.optionNotFound);
  const entry = { by, entity: "option", entityId: id2, label: before.name, changes: fieldChanges(loggable(before), null) };
  if (await deleteLogged(db, options, eq32(options.id, id2), entry) === 0) fail(404, catalogueMessages.optionNotFound);
  return before.image_url;
}
async function imageInUse(db, imageUrl) {
  const [row] = await db.select({ id: options.id }).from(options).where(eq32(options.imageUrl, imageUrl)).limit(1);
  return row !== void 0;
}
async function reorderOptions(db, categoryId, optionIds, by) {
  const category = await db.select({ name: optionCategories.name }).from(optionCategories).where(eq32(optionCategories.id, categoryId));
  if (category.length === 0) fail(404, catalogueMessages.optionCategoryNotFound);
  const unique = [...new Set(optionIds)];
  const found = await db.select({ id: options.id }).from(options).where(and22(eq32(options.categoryId, categoryId), inArray13(options.id, unique)));
  if (found.length !== unique.length) throw new ValidationFailure(apiMessages.invalidInput, { option_ids: [catalogueMessages.optionIdsUnknown] });
  const before = await listOptions(db, { id: categoryId });
  await db.batch([
    db.update(options).set({
      orderIndex: sql25`CASE ${options.id} ${sql25.join(
        unique.map((optionId, index2) => sql25`WHEN ${optionId} THEN ${index2}`),
        sql25` `
      )} END`
    }).where(and22(eq32(options.categoryId, categoryId), inArray13(options.id, unique))),
    logChange(db, {
      by,
      entity: "option_category",
      entityId: categoryId,
      action: "updated",
      label: category[0].name,
      changes: fieldChanges({ option_order: before.map((option) => option.id) }, { option_order: unique })
    })
  ]);
  return listOptions(db, { id: categoryId });
}

// api/src/features/catalogue/admin/global-options.routes.ts
function adminGlobalOptionCategoryRoutes(db) {
  return new Hono22().get("/", async (c) => c.json(await listOptionCategories(db)));
}
function adminGlobalOptionRoutes(db) {
  return new Hono22().get("/", validate("query", globalOptionQuerySchema), async (c) => {
    const { category } = c.req.valid("query");
    return c.json(await listOptions(db, category === void 0 ? void 0 : { id: category }));
  });
}

// api/src/features/leads/admin.routes.ts
import { Hono as Hono23 } from "hono";

// api/src/features/leads/lead-changes.ts
import { and as and23, eq as eq33, getTableColumns as getTableColumns5, inArray as inArray14, isNull as isNull10, sql as sql26 } from "drizzle-orm";
async function findLead(db, key) {
  const [row] = await db.select({ ...getTableColumns5(leads), assigneeName: assigneeNameSql(leads.assignedTo) }).from(leads).where(typeof key === "number" ? eq33(leads.id, key) : eq33(leads.reference, key));
  return row;
}
async function markLeadOpened(db, id2, by, now = /* @__PURE__ */ new Date()) {
  const unopened = and23(eq33(leads.id, id2), isNull10(leads.openedAt));
  const [, opened] = await db.batch([
    insertWhen(
      db,
      leadHistory,
      { leadId: id2, at: now, by, kind: "opened", text: "Anfrage ge\xF6ffnet" },
      sql26`exists (select 1 from ${leads} where ${unopened})`
    ),
    db.update(leads).set({ openedAt: now }).where(unopened).returning({ id: leads.id })
  ]);
  return opened.length > 0;
}
async function setLeadStatus(db, ids, status, by, now = /* @__PURE__ */ new Date()) {
  const found = await db.select({ id: leads.id, status: leads.status }).from(leads).where(inArray14(leads.id, ids));
  const changed = found.filter((lead) => lead.status !== status);
  if (changed.length > 0) {
    await db.batch([
      db.update(leads).set({
        status,
        updatedAt: now,
        // A person moving a lead beyond "offen" has answered it (the 24-hour promise, docs/domain.md).
        ...status === "offen" ? {} : { firstAnsweredAt: sql26`coalesce(${leads.firstAnsweredAt}, ${now.getTime()})` },
        openedAt: sql26`coalesce(${leads.openedAt}, ${now.getTime()})`
      }).where(
        inArray14(
          leads.id,
          changed.map((lead) => lead.id)
        )
      ),
      db.insert(leadHistory).values(
        changed.map((lead) => ({ leadId: lead.id, at: now, by, kind: "status", text: statusChangeText(lead.status, status) }))
      )
    ]);
  }
  return found.map((lead) => lead.id);
}
async function deleteLeads(db, ids) {
  const result = await db.delete(leads).where(inArray14(leads.id, ids));
  return result.rowsAffected;
}
async function addLeadNote(db, id2, text4, by, now = /* @__PURE__ */ new Date()) {
  const [row] = await db.insert(leadHistory).values({ leadId: id2, at: now, by, kind: "note", text: text4 }).returning();
  return { at: row.at.toISOString(), by: row.by, kind: row.kind, text: row.text };
}

// api/src/features/leads/lead-csv.ts
import { and as and24, desc as desc8, eq as eq34, lt as lt5, or as or7 } from "drizzle-orm";

// api/src/features/leads/csv.ts
var CSV_BOM = "\uFEFF";
var SEPARATOR = ";";
function csvCell(value) {
  const guarded = /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}
function csvRow(cells) {
  return `${cells.map(csvCell).join(SEPARATOR)}\r
`;
}

// api/src/features/leads/lead-csv.ts
var BATCH = 500;
var HEADER = [
  "Referenz",
  "Eingang",
  "Status",
  "Quelle",
  "Vorname",
  "Nachname",
  "E-Mail",
  "Telefon",
  "PLZ",
  "Projektart",
  "Produkte",
  "Material",
  "Verglasung",
  "Montage",
  "Zeitraum",
  "Ma\xDFe",
  "Konfiguration",
  "Nachricht",
  "Marketing-Einwilligung",
  "Kampagne"
];
function dimensionsText(rows2) {
  return rows2.filter((row) => row.typ || row.breite || row.hoehe || row.menge).map((row) => {
    const type = row.typ ? dimensionTypeLabels[row.typ] : "Element";
    const size2 = row.breite || row.hoehe ? formatSizeCm(row.breite, row.hoehe) : "Ma\xDFe vor Ort";
    return `${row.menge ?? 1} \xD7 ${type} ${size2}`;
  }).join(", ");
}
function leadCells(lead) {
  return [
    lead.reference,
    formatDateTime(lead.createdAt),
    leadStatusLabels[lead.status],
    leadSourceLabels[lead.source],
    lead.vorname,
    lead.nachname,
    lead.email,
    lead.telefon,
    lead.plz,
    projectTypeLabels[lead.projektart],
    lead.produkte.map((kind) => productKindLabels[kind]).join(", "),
    lead.material ? materialLabels[lead.material] : "",
    lead.verglasung ? glazingLabels[lead.verglasung] : "",
    lead.montage ? installationLabels[lead.montage] : "",
    lead.zeitraum ? timeframeLabels[lead.zeitraum] : "",
    dimensionsText(lead.dimensions),
    (lead.configuration ?? []).map(
      (line2) => `${line2.menge} \xD7 ${line2.productName} (${line2.options.map((option) => option.name).join(", ")}) ${formatPrice(line2.totalPrice)}`
    ).join(" | "),
    lead.nachricht,
    lead.marketingConsent ? "ja" : "nein",
    Object.entries(lead.utmParams).map(([name, value]) => `${name}=${value}`).join(", ")
  ];
}
function leadCsvStream(db, filter, onDone) {
  const encoder2 = new TextEncoder();
  const where = leadConditions(filter, /* @__PURE__ */ new Date(), filter.viewerId);
  let cursor = null;
  let rows2 = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder2.encode(CSV_BOM + csvRow(HEADER)));
    },
    async pull(controller) {
      const after = cursor ? or7(lt5(leads.createdAt, cursor.at), and24(eq34(leads.createdAt, cursor.at), lt5(leads.id, cursor.id))) : void 0;
      const batch = await db.select().from(leads).where(and24(where, after)).orderBy(desc8(leads.createdAt), desc8(leads.id)).limit(BATCH);
      if (batch.length > 0) {
        const last = batch[batch.length - 1];
        cursor = { at: last.createdAt, id: last.id };
        rows2 += batch.length;
        controller.enqueue(encoder2.encode(batch.map((lead) => csvRow(leadCells(lead))).join("")));
      }
      if (batch.length < BATCH) {
        controller.close();
        onDone(rows2);
      }
    }
  });
}

// api/src/features/accounts/admin-name.ts
var adminName = (c) => c.get("user").username;
var staffActor = (c) => ({
  username: c.get("user").username,
  name: staffDisplayName(c.get("user"))
});

// api/src/features/leads/admin.routes.ts
function adminLeadRoutes(db) {
  return new Hono23().get("/export.csv", validate("query", leadFilterSchema), (c) => {
    const filter = c.req.valid("query");
    const by = adminName(c);
    const stream = leadCsvStream(db, { ...filter, viewerId: c.get("user").id }, (rows2) => {
      console.info(`[backoffice] CSV-Export durch ${by}: ${rows2} Anfragen, Filter: ${filterSearchParams(filter).toString() || "keiner"}`);
    });
    return c.body(stream, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="anfragen-${berlinDay2(/* @__PURE__ */ new Date())}.csv"`,
      "Cache-Control": "no-store"
    });
  }).post("/bulk", validate("json", bulkActionSchema), async (c) => {
    const action = c.req.valid("json");
    if (action.action === "delete") return c.json({ deleted: await deleteLeads(db, action.ids) });
    const updated = await setLeadStatus(db, action.ids, action.status, adminName(c));
    return c.json({ updated: updated.length, status: action.status });
  }).get("/:key", validate("param", leadKeyParamSchema), async (c) => {
    const lead = await findLead(db, c.req.valid("param").key);
    if (!lead) fail(404, inboxMessages.leadNotFound);
    c.header("Cache-Control", "no-store");
    return c.json(leadDetailJson(lead, await readLeadHistory(db, lead)));
  }).post("/:id/opened", validate("param", idParamSchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    if (!await findLead(db, id2)) fail(404, inboxMessages.leadNotFound);
    return c.json({ id: id2, first: await markLeadOpened(db, id2, adminName(c)) });
  }).put("/:id/status", validate("param", idParamSchema), validate("json", leadStatusBodySchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    const { status } = c.req.valid("json");
    const found = await setLeadStatus(db, [id2], status, adminName(c));
    if (found.length === 0) fail(404, inboxMessages.leadNotFound);
    return c.json({ id: id2, status });
  }).post("/:id/notes", validate("param", idParamSchema), validate("json", leadNoteBodySchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    if (!await findLead(db, id2)) fail(404, inboxMessages.leadNotFound);
    return c.json(await addLeadNote(db, id2, c.req.valid("json").text, adminName(c)), 201);
  }).delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    if (await deleteLeads(db, [id2]) === 0) fail(404, inboxMessages.leadNotFound);
    return c.json({ deleted: 1 });
  });
}

// api/src/features/leads/known-contact.routes.ts
import { Hono as Hono24 } from "hono";

// api/src/features/leads/known-contact.ts
import { and as and25, desc as desc9, eq as eq35, inArray as inArray15, isNull as isNull11, ne as ne7, notInArray, or as or8, sql as sql28 } from "drizzle-orm";

// api/src/features/leads/phone-match.ts
import { sql as sql27 } from "drizzle-orm";
var MIN_PHONE_DIGITS = 6;
function nationalDigits(phone) {
  const digits = phone.replace(/\D/g, "");
  const withoutCountry = phone.trim().startsWith("+") && digits.startsWith("49") ? digits.slice(2) : digits.replace(/^0049/, "");
  return withoutCountry.replace(/^0+/, "");
}
function phoneDigits(column) {
  let expression = sql27`${column}`;
  for (const separator of [" ", "-", "/", "(", ")", "+", "."]) expression = sql27`replace(${expression}, ${separator}, '')`;
  return expression;
}

// api/src/features/leads/known-contact.ts
var KNOWN_LIST_SIZE = 20;
var CANDIDATE_LIMIT = 100;
async function findKnownContact(db, leadId) {
  const [lead] = await db.select({ email: leads.email, telefon: leads.telefon }).from(leads).where(eq35(leads.id, leadId));
  if (!lead) return null;
  const digits = nationalDigits(lead.telefon);
  const person = { email: lead.email.trim().toLowerCase(), phone: digits.length >= MIN_PHONE_DIGITS ? digits : null };
  const [otherLeads, messages, ownQuotes] = await db.batch([
    db.select({
      id: leads.id,
      number: leads.reference,
      email: leads.email,
      phone: leads.telefon,
      date: leads.createdAt,
      status: leads.status
    }).from(leads).where(and25(ne7(leads.id, leadId), sameContact(person, leads.email, leads.telefon))).orderBy(desc9(leads.createdAt), desc9(leads.id)).limit(CANDIDATE_LIMIT),
    db.select({
      id: contactMessages.id,
      number: contactMessages.reference,
      email: contactMessages.email,
      phone: contactMessages.phone,
      date: contactMessages.createdAt,
      status: contactMessages.status
    }).from(contactMessages).where(sameContact(person, contactMessages.email, contactMessages.phone)).orderBy(desc9(contactMessages.createdAt), desc9(contactMessages.id)).limit(CANDIDATE_LIMIT),
    db.select({ id: quotes.id }).from(quotes).where(eq35(quotes.leadId, leadId))
  ]);
  const leadRows = otherLeads.filter((row) => isSamePerson(person, row));
  const messageRows = messages.filter((row) => isSamePerson(person, row));
  const ownQuoteIds = ownQuotes.map((quote) => quote.id);
  const quoteRows = await db.select({ id: quotes.id, number: quotes.number, date: quotes.createdAt, status: quotes.status }).from(quotes).where(
    and25(
      or8(
        sameEmail(person, quotes.customerEmail),
        leadRows.length > 0 ? inArray15(
          quotes.leadId,
          leadRows.map((row) => row.id)
        ) : void 0
      ),
      or8(isNull11(quotes.leadId), ne7(quotes.leadId, leadId))
    )
  ).orderBy(desc9(quotes.createdAt), desc9(quotes.id)).limit(KNOWN_LIST_SIZE);
  const orderRows = await db.select({ id: orders.id, number: orders.orderNumber, date: orders.createdAt, status: orders.status }).from(orders).where(
    and25(
      or8(
        sameEmail(person, orders.customerEmail),
        inArray15(orders.userId, db.select({ id: users.id }).from(users).where(sameEmail(person, users.email))),
        quoteRows.length > 0 ? inArray15(
          orders.quoteId,
          quoteRows.map((row) => row.id)
        ) : void 0
      ),
      ownQuoteIds.length > 0 ? or8(isNull11(orders.quoteId), notInArray(orders.quoteId, ownQuoteIds)) : void 0
    )
  ).orderBy(desc9(orders.createdAt), desc9(orders.id)).limit(KNOWN_LIST_SIZE);
  const answer = {
    leads: leadRows.slice(0, KNOWN_LIST_SIZE).map((row) => record(row, leadStatusLabels[row.status], recordAddress.lead(row.id))),
    messages: messageRows.slice(0, KNOWN_LIST_SIZE).map((row) => record(row, leadStatusLabels[row.status], recordAddress.message(row.number))),
    quotes: quoteRows.map((row) => record(row, quoteStatusLabels[row.status], recordAddress.quote(row.id))),
    orders: orderRows.map((row) => record(row, configurationStatusLabel(row.status), recordAddress.order(row.id)))
  };
  const known2 = Object.values(answer).some((list) => list.length > 0);
  return { known: known2, ...answer };
}
function sameEmail({ email: email2 }, column) {
  return eq35(sql28`lower(${column})`, email2);
}
function sameContact(person, email2, phone) {
  return person.phone ? or8(sameEmail(person, email2), sql28`${phoneDigits(phone)} like ${`%${person.phone}`}`) : sameEmail(person, email2);
}
function isSamePerson(person, row) {
  return row.email.trim().toLowerCase() === person.email || person.phone !== null && nationalDigits(row.phone) === person.phone;
}
function record(row, statusLabel, href) {
  return { id: row.id, number: row.number, date: row.date.toISOString(), status: row.status, statusLabel, href };
}

// api/src/features/leads/known-contact.routes.ts
function adminKnownContactRoutes(db) {
  return new Hono24().get("/:id/known", validate("param", idParamSchema), async (c) => {
    const known2 = await findKnownContact(db, c.req.valid("param").id);
    if (!known2) fail(404, inboxMessages.leadNotFound);
    return c.json(known2);
  });
}

// api/src/features/leads/reply.routes.ts
import { Hono as Hono25 } from "hono";

// api/src/features/leads/contract/reply-messages.ts
var replyMessages = {
  subjectRequired: "Bitte geben Sie einen Betreff ein.",
  subjectTooLong: "Der Betreff darf h\xF6chstens 200 Zeichen lang sein.",
  textRequired: "Bitte geben Sie einen Text ein.",
  textTooLong: "Der Text darf h\xF6chstens 10000 Zeichen lang sein.",
  title: "Antworten",
  noTemplate: "Ohne Vorlage",
  templatesFailed: "Die Vorlagen konnten nicht geladen werden; Sie k\xF6nnen ohne Vorlage antworten.",
  recipient: (name, email2) => `An: ${name} <${email2}>`,
  signatureLabel: "Wird mit dieser Signatur gesendet:",
  send: "Senden",
  sending: "Wird gesendet \u2026",
  sent: "Antwort gesendet",
  sendFailed: "Die Antwort konnte nicht gesendet werden."
};

// api/src/features/leads/contract/reply.ts
var REPLY_SUBJECT_MAX = 200;
var REPLY_TEXT_MAX = 1e4;
var replyBodySchema = z2.object({
  // One line: the subject becomes a mail header.
  subject: z2.string({ error: replyMessages.subjectRequired }).check(
    z2.trim(),
    z2.minLength(1, { error: replyMessages.subjectRequired }),
    z2.maxLength(REPLY_SUBJECT_MAX, { error: replyMessages.subjectTooLong }),
    z2.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE })
  ),
  text: z2.string({ error: replyMessages.textRequired }).check(z2.trim(), z2.minLength(1, { error: replyMessages.textRequired }), z2.maxLength(REPLY_TEXT_MAX, { error: replyMessages.textTooLong }))
});
var placeholderNames = ["vorname", "nachname", "anfrage", "plz", "produkte", "email", "telefon"];
var replyPlaceholders = placeholderNames.map((name) => `{${name}}`);

// api/src/features/leads/send-reply.ts
import { eq as eq36, sql as sql29 } from "drizzle-orm";

// api/src/features/leads/reply-mail.ts
function leadReplyMail(lead, reply, officeEmail, sender) {
  return {
    topic: "lead-reply",
    recipient: lead.email,
    subject: reply.subject,
    textBody: `${reply.text}

${personalSignature(sender.name)}`,
    replyTo: officeEmail,
    sentBy: sender.username
  };
}

// api/src/features/leads/send-reply.ts
async function sendLeadReply({ db, notifyEmail, wakeMailer }, id2, reply, sender, now = /* @__PURE__ */ new Date()) {
  const lead = await findLead(db, id2);
  if (!lead) fail(404, inboxMessages.leadNotFound);
  const stillThere = sql29`exists (select 1 from ${leads} where ${leads.id} = ${id2})`;
  const entry = { at: now, by: sender.username, kind: "reply", text: `${reply.subject}

${reply.text}` };
  const [, , [answered]] = await db.batch([
    enqueueMailWhen(db, leadReplyMail(lead, reply, notificationRecipient(notifyEmail), sender), stillThere, void 0, now),
    leadHistoryEntryWhen(db, id2, entry, stillThere),
    db.update(leads).set({ firstAnsweredAt: sql29`coalesce(${leads.firstAnsweredAt}, ${now.getTime()})`, updatedAt: now }).where(eq36(leads.id, id2)).returning({ id: leads.id })
  ]);
  if (!answered) fail(404, inboxMessages.leadNotFound);
  wakeMailer();
  return { ...entry, at: now.toISOString(), byName: sender.name };
}

// api/src/features/leads/reply.routes.ts
function adminLeadReplyRoutes(dependencies) {
  return new Hono25().post(
    "/:id/reply",
    validate("param", idParamSchema),
    validate("json", replyBodySchema),
    async (c) => c.json(await sendLeadReply(dependencies, c.req.valid("param").id, c.req.valid("json"), staffActor(c)), 201)
  );
}

// api/src/features/contact/admin.routes.ts
import { Hono as Hono26 } from "hono";

// api/src/features/contact/contact-inbox.ts
import { and as and26, count as count6, desc as desc10, eq as eq37, inArray as inArray16, ne as ne8, sql as sql30 } from "drizzle-orm";
var searchable = sql30`replace(lower(replace(replace(replace(${contactMessages.name} || ' ' || ${contactMessages.companyName} || ' ' || ${contactMessages.contactPerson} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.reference}, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')), 'ß', 'ss')`;
function messageConditions(query) {
  return and26(
    query.q ? contains(searchable, foldForSearch(query.q)) : void 0,
    query.status?.length ? inArray16(contactMessages.status, query.status) : void 0,
    !query.showCompleted && !query.status?.includes("abgeschlossen") ? ne8(contactMessages.status, "abgeschlossen") : void 0
  );
}
function messageJson({ privacyConsentAt, createdAt: createdAt2, openedAt, ...row }) {
  return { ...row, opened: openedAt !== null, privacyConsentAt: privacyConsentAt.toISOString(), created_at: createdAt2.toISOString() };
}
async function listMessages(db, query) {
  const where = messageConditions(query);
  const [rows2, total] = await db.batch([
    db.select().from(contactMessages).where(where).orderBy(desc10(contactMessages.createdAt), desc10(contactMessages.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ n: count6() }).from(contactMessages).where(where)
  ]);
  return { messages: rows2.map(messageJson), total: total[0]?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
async function setMessageStatus(db, id2, status) {
  const result = await db.update(contactMessages).set({ status, openedAt: sql30`coalesce(${contactMessages.openedAt}, ${Date.now()})` }).where(eq37(contactMessages.id, id2));
  return result.rowsAffected > 0;
}
async function markMessageOpened(db, id2, now = /* @__PURE__ */ new Date()) {
  const result = await db.update(contactMessages).set({ openedAt: sql30`coalesce(${contactMessages.openedAt}, ${now.getTime()})` }).where(eq37(contactMessages.id, id2));
  return result.rowsAffected > 0;
}
async function deleteMessage(db, id2) {
  const result = await db.delete(contactMessages).where(eq37(contactMessages.id, id2));
  return result.rowsAffected > 0;
}

// api/src/features/contact/contract/contact-inbox.ts
var messageQuerySchema = z2.object({
  q: leadFilterShape.q,
  status: leadFilterShape.status,
  showCompleted: leadFilterShape.showCompleted,
  ...pagingShape
});

// api/src/features/contact/admin.routes.ts
function adminMessageRoutes(db) {
  return new Hono26().get("/", validate("query", messageQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listMessages(db, c.req.valid("query")));
  }).put("/:id/status", validate("param", idParamSchema), validate("json", leadStatusBodySchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    const { status } = c.req.valid("json");
    if (!await setMessageStatus(db, id2, status)) fail(404, inboxMessages.messageNotFound);
    return c.json({ id: id2, status });
  }).post("/:id/opened", validate("param", idParamSchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    if (!await markMessageOpened(db, id2)) fail(404, inboxMessages.messageNotFound);
    return c.json({ id: id2, opened: true });
  }).delete("/:id", validate("param", idParamSchema), async (c) => {
    if (!await deleteMessage(db, c.req.valid("param").id)) fail(404, inboxMessages.messageNotFound);
    return c.json({ deleted: 1 });
  });
}

// api/src/features/privacy/admin.routes.ts
import { Hono as Hono27 } from "hono";

// api/src/features/privacy/contract/access-report-messages.ts
var accessReportMessages = {
  title: "Auskunft \xFCber Ihre gespeicherten Daten (Art. 15 DSGVO)",
  intro: "Sie haben uns gefragt, welche Daten wir \xFCber Sie gespeichert haben. Hier finden Sie alles, was wir zu Ihrer E-Mail-Adresse gespeichert haben, nach Art der Daten geordnet.",
  controller: "Verantwortlich",
  controllerValue: (company) => `${company.legalName}, ${company.street}, ${company.postalCode} ${company.city}, ${company.email}`,
  email: "E-Mail-Adresse",
  collectedAt: "Stand",
  none: "Keine.",
  tokenRemoved: "[entfernt]",
  sections: {
    leads: "Anfragen",
    contactMessages: "Nachrichten",
    account: "Konto",
    configurations: "Konfigurationen",
    quotes: "Angebote",
    orders: "Auftr\xE4ge",
    orderHistory: "Auftragsverlauf",
    newsletter: "Newsletter",
    mails: "E-Mails, die wir gesendet haben"
  },
  leadHeading: (reference, at2) => `Anfrage ${reference} vom ${at2}`,
  messageHeading: (reference, at2) => `Nachricht ${reference} vom ${at2}`,
  configurationHeading: (name, at2) => `Konfiguration \u201E${name}\u201C vom ${at2}`,
  quoteHeading: (number, at2) => `Angebot ${number} vom ${at2}`,
  orderHeading: (number, at2) => `Auftrag ${number} vom ${at2}`,
  orderHistoryEntry: (at2, number, text4) => `${at2}, Auftrag ${number}: ${text4}`,
  mailHeading: (at2, subject) => `${at2}: ${subject}`,
  mailFilesNote: "Kopien dieser E-Mails liegen au\xDFerdem als Dateien auf unserem Server (Postausgangsordner, solange kein Mailserver eingerichtet ist):",
  labels: {
    dimensions: "Ma\xDFe und Mengen",
    configuration: "Aus dem Konfigurator",
    source: "Eingegangen \xFCber",
    status: "Bearbeitungsstand",
    privacyConsent: "Einwilligung Datenschutz",
    marketingConsent: "Einwilligung Werbung",
    campaign: "Kampagne (Link, \xFCber den Sie kamen)",
    history: "Verlauf",
    salutation: "Anrede",
    company: "Firma",
    contactPerson: "Ansprechpartner",
    name: "Name",
    phone: "Telefon",
    subject: "Thema",
    message: "Nachricht",
    username: "Benutzername",
    address: "Anschrift",
    billingAddress: "Rechnungsanschrift",
    deliveryAddress: "Lieferanschrift",
    installationAddress: "Montageadresse",
    accountSince: "Konto angelegt",
    product: "Produkt",
    options: "Ausstattung",
    size: "Gr\xF6\xDFe",
    price: "Preis",
    customer: "Kunde",
    lines: "Positionen",
    total: "Gesamtbetrag (inkl. MwSt.)",
    validUntil: "G\xFCltig bis",
    sentAt: "Gesendet",
    acceptedAt: "Angenommen",
    note: "Hinweis",
    newsletterSince: "Angemeldet am",
    newsletterConfirmed: "Best\xE4tigt am",
    newsletterUnsubscribed: "Abgemeldet am",
    consentVersion: "Fassung der Einwilligung",
    to: "An",
    attachments: "Anh\xE4nge",
    by: "durch"
  },
  consentGiven: (at2, version) => `erteilt am ${at2} (Textfassung ${version})`,
  consentNotGiven: "nicht erteilt",
  recipientYou: "Sie",
  recipientUs: "uns (interne Benachrichtigung)",
  mailStatuses: { pending: "wartet auf Versand", sent: "gesendet", failed: "nicht zustellbar" },
  newsletterStatuses: {
    pending: "angemeldet, noch nicht best\xE4tigt",
    confirmed: "best\xE4tigt",
    unsubscribed: "abgemeldet"
  },
  retention: [
    "Wie lange wir die Daten aufbewahren: Anfragen und Nachrichten 3 Jahre, Kopien gesendeter E-Mails 7 Tage, nicht best\xE4tigte oder abgemeldete Newsletter-Anmeldungen 30 Tage.",
    "Angebote und Auftr\xE4ge sind Gesch\xE4ftsunterlagen: Wir m\xFCssen sie 10 Jahre aufbewahren (\xA7 147 AO, \xA7 257 HGB)."
  ],
  rights: (company) => [
    "Ihre Rechte: Sie k\xF6nnen die Berichtigung (Art. 16 DSGVO) oder L\xF6schung (Art. 17 DSGVO) Ihrer Daten verlangen, ihre Verarbeitung einschr\xE4nken lassen (Art. 18 DSGVO), ihr widersprechen (Art. 21 DSGVO) und eine erteilte Einwilligung jederzeit widerrufen (Art. 7 Abs. 3 DSGVO).",
    `Sie k\xF6nnen sich au\xDFerdem bei einer Aufsichtsbeh\xF6rde beschweren (Art. 77 DSGVO), zum Beispiel bei der ${company.supervisoryAuthority}.`
  ]
};

// api/src/features/privacy/personal-data.ts
import { asc as asc10, inArray as inArray18 } from "drizzle-orm";

// api/src/platform/mail/mail-files.ts
import { readdir as readdir3, readFile as readFile2, rm as rm3 } from "node:fs/promises";
import { join as join5 } from "node:path";
var mailFileName = (reference) => `${reference}.eml`;
async function readMailFiles(folder) {
  let names;
  try {
    names = (await readdir3(folder)).filter((name) => name.endsWith(".eml")).sort();
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
  return Promise.all(names.map(async (name) => ({ name, ...decodeMail(await readFile2(join5(folder, name), "utf8")) })));
}
async function deleteMailFiles(folder, files) {
  await Promise.all(files.map((file) => rm3(join5(folder, file.name), { force: true })));
  return files.length;
}
function decodeMail(raw) {
  const { headers, body } = splitMessage(raw);
  const date = headers.get("date");
  return {
    to: (headers.get("to") ?? "").toLowerCase().match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [],
    subject: headers.get("subject") ?? "",
    date: date ? new Date(date) : null,
    searchText: [...headers.values(), ...textParts(headers, body)].join("\n").toLowerCase()
  };
}
function splitMessage(raw) {
  const text4 = raw.replace(/\r\n/g, "\n");
  const end = text4.indexOf("\n\n");
  const head = end < 0 ? text4 : text4.slice(0, end);
  const headers = /* @__PURE__ */ new Map();
  for (const line2 of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line2.indexOf(":");
    if (colon > 0) headers.set(line2.slice(0, colon).trim().toLowerCase(), decodeWords(line2.slice(colon + 1).trim()));
  }
  return { headers, body: end < 0 ? "" : text4.slice(end + 2) };
}
function textParts(headers, body) {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body.split(`--${boundary}`).slice(1).filter((part) => !part.startsWith("--")).flatMap((part) => {
      const inner = splitMessage(part.replace(/^\n/, ""));
      return [...inner.headers.values(), ...textParts(inner.headers, inner.body)];
    });
  }
  if (!/^text\//i.test(type)) return [];
  return [decodeBody(body, headers.get("content-transfer-encoding") ?? "")];
}
function decodeBody(body, encoding) {
  if (/^base64$/i.test(encoding)) return Buffer.from(body, "base64").toString("utf8");
  if (/^quoted-printable$/i.test(encoding)) return quotedPrintable(body.replace(/=\n/g, ""));
  return body;
}
var quotedPrintable = (text4) => Buffer.from(
  text4.replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
  "latin1"
).toString("utf8");
function decodeWords(value) {
  return value.replace(/(\?=)\s+(?==\?)/g, "$1").replace(
    /=\?[^?]+\?([QqBb])\?([^?]*)\?=/g,
    (_, kind, text4) => kind.toUpperCase() === "B" ? Buffer.from(text4, "base64").toString("utf8") : quotedPrintable(text4.replace(/_/g, " "))
  );
}

// api/src/features/privacy/person.ts
import { and as and27, eq as eq38, inArray as inArray17, ne as ne9, or as or9, sql as sql31 } from "drizzle-orm";
var sameAddress4 = (column, email2) => sql31`lower(${column}) = ${email2.toLowerCase()}`;
var ERASED_NAME = "gel\xF6scht";
var MIN_NAME_LENGTH = 4;
async function findPerson(db, email2) {
  const address = email2.trim().toLowerCase();
  const [leadRows, accountRows, admins, messages] = await db.batch([
    db.select({ id: leads.id, vorname: leads.vorname, nachname: leads.nachname }).from(leads).where(sameAddress4(leads.email, address)),
    db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(and27(sameAddress4(users.email, address), eq38(users.role, "customer"))),
    db.select({ id: users.id }).from(users).where(and27(sameAddress4(users.email, address), ne9(users.role, "customer"))),
    db.select({ name: contactMessages.name, contactPerson: contactMessages.contactPerson }).from(contactMessages).where(sameAddress4(contactMessages.email, address))
  ]);
  const leadIds = leadRows.map((row) => row.id);
  const accountIds = accountRows.map((row) => row.id);
  const [quoteNames, orderNames] = await db.batch([
    db.select({ name: quotes.customerName }).from(quotes).where(personsQuotes({ address, leadIds, accountIds })),
    db.select({ name: orders.customerName }).from(orders).where(personsOrders(db, { address, leadIds, accountIds }))
  ]);
  const names = [
    ...leadRows.map((row) => `${row.vorname} ${row.nachname}`),
    ...accountRows.map((row) => `${row.firstName} ${row.lastName}`),
    ...messages.flatMap((row) => [row.name, row.contactPerson]),
    ...quoteNames.map((row) => row.name),
    ...orderNames.map((row) => row.name)
  ].map((name) => name.trim().replace(/\s+/g, " ")).filter((name) => name.length >= MIN_NAME_LENGTH && name !== ERASED_NAME);
  return { address, names: [...new Set(names)], leadIds, accountIds, adminAccounts: admins.length };
}
function personsQuotes({ address, leadIds, accountIds }) {
  return or9(sameAddress4(quotes.customerEmail, address), inArray17(quotes.userId, accountIds), inArray17(quotes.leadId, leadIds));
}
function personsOrders(db, person) {
  return or9(
    sameAddress4(orders.customerEmail, person.address),
    inArray17(orders.userId, person.accountIds),
    inArray17(orders.quoteId, db.select({ id: quotes.id }).from(quotes).where(personsQuotes(person)))
  );
}
var mentions = (column, text4) => sql31`instr(lower(${column}), lower(${text4})) > 0`;
function mailsAboutPerson({ address, names }, officeAddresses2) {
  const text4 = sql31`${outbox.subject} || ' ' || ${outbox.textBody}`;
  const toOffice = or9(...officeAddresses2.map((office) => sameAddress4(outbox.recipient, office)));
  return or9(
    sameAddress4(outbox.recipient, address),
    mentions(text4, address),
    ...names.length > 0 ? [and27(toOffice, or9(...names.map((name) => mentions(text4, name))))] : []
  );
}
function mailFileAboutPerson(file, { address, names }, officeAddresses2) {
  if (file.to.includes(address) || file.searchText.includes(address)) return true;
  const toOffice = officeAddresses2.some((office) => file.to.includes(office.toLowerCase()));
  return toOffice && names.some((name) => file.searchText.includes(name.toLowerCase()));
}

// api/src/features/privacy/personal-data.ts
async function collectPersonalData(db, email2, scope, now = /* @__PURE__ */ new Date()) {
  const person = await findPerson(db, email2);
  const [leadRows, messages, newsletter2, accounts, quoteRows, orderRows, mails2] = await db.batch([
    db.select().from(leads).where(sameAddress4(leads.email, person.address)).orderBy(leads.createdAt),
    db.select().from(contactMessages).where(sameAddress4(contactMessages.email, person.address)).orderBy(contactMessages.createdAt),
    db.select().from(newsletterSubscriptions).where(sameAddress4(newsletterSubscriptions.email, person.address)),
    db.select().from(users).where(inArray18(users.id, person.accountIds)),
    db.select().from(quotes).where(personsQuotes(person)).orderBy(quotes.createdAt),
    db.select().from(orders).where(personsOrders(db, person)).orderBy(orders.createdAt),
    db.select().from(outbox).where(mailsAboutPerson(person, officeAddresses(scope.notifyEmail))).orderBy(outbox.createdAt, outbox.id)
  ]);
  const [configurations2, history] = await db.batch([
    db.select().from(savedConfigurations).where(inArray18(savedConfigurations.userId, person.accountIds)).orderBy(savedConfigurations.createdAt),
    db.select().from(orderHistory).where(
      inArray18(
        orderHistory.orderId,
        orderRows.map((order) => order.id)
      )
    ).orderBy(asc10(orderHistory.at), asc10(orderHistory.id))
  ]);
  const mailFiles = (await readMailFiles(scope.outboxDir)).filter(
    (file) => mailFileAboutPerson(file, person, officeAddresses(scope.notifyEmail))
  );
  return {
    email: email2,
    collectedAt: now,
    leads: await Promise.all(leadRows.map(async (row) => ({ row, history: await readLeadHistory(db, row) }))),
    contactMessages: messages,
    newsletter: newsletter2[0] ?? null,
    account: accounts[0] ?? null,
    configurations: configurations2,
    quotes: quoteRows,
    orders: orderRows.map((order) => ({ ...order, history: history.filter((entry) => entry.orderId === order.id) })),
    mails: mails2,
    mailFiles
  };
}
var withoutLinkTokens = (text4) => text4.replace(/([?&]token=)[^\s&]+/g, `$1${accessReportMessages.tokenRemoved}`);
var iso = (date) => date?.toISOString() ?? null;
function personalDataJson(data) {
  return {
    email: data.email,
    collectedAt: data.collectedAt.toISOString(),
    leads: data.leads.map(({ row, history }) => leadDetailJson(row, history)),
    contactMessages: data.contactMessages.map(({ privacyConsentAt, createdAt: createdAt2, ...message2 }) => ({
      ...message2,
      privacyConsentAt: privacyConsentAt.toISOString(),
      createdAt: createdAt2.toISOString()
    })),
    newsletter: data.newsletter && {
      email: data.newsletter.email,
      status: data.newsletter.status,
      consentVersion: data.newsletter.consentVersion,
      confirmedAt: iso(data.newsletter.confirmedAt),
      unsubscribedAt: iso(data.newsletter.unsubscribedAt),
      createdAt: data.newsletter.createdAt.toISOString()
    },
    quotes: data.quotes.map(({ userId: _user, createdBy: _by2, ...quote }) => ({
      ...quote,
      createdAt: quote.createdAt.toISOString(),
      sentAt: iso(quote.sentAt),
      acceptedAt: iso(quote.acceptedAt),
      updatedAt: quote.updatedAt.toISOString()
    })),
    orders: data.orders.map(({ userId: _user, history, ...order }) => ({
      ...order,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      history: history.map((entry) => ({ at: entry.at.toISOString(), by: entry.by, status: entry.status, text: entry.text }))
    })),
    account: data.account && {
      ...accountUser(data.account),
      createdAt: data.account.createdAt.toISOString(),
      configurations: data.configurations.map(({ userId: _user, ...configuration }) => ({
        ...configuration,
        createdAt: configuration.createdAt.toISOString(),
        updatedAt: configuration.updatedAt.toISOString()
      }))
    },
    mails: data.mails.map((mail) => ({
      recipient: mail.recipient,
      subject: mail.subject,
      text: withoutLinkTokens(mail.textBody),
      attachments: (mail.attachments ?? []).map((attachment2) => attachment2.filename),
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
      sentAt: iso(mail.sentAt)
    })),
    mailFiles: data.mailFiles.map((file) => ({ name: file.name, subject: file.subject, date: iso(file.date) }))
  };
}

// api/src/features/privacy/access-report.ts
var at = (date) => formatDateTime(typeof date === "string" ? new Date(date) : date);
var indent = (text4, by = "  ") => text4.replace(/^(?=.)/gm, by);
var rows = (list) => list.filter((row) => Boolean(row[1]?.trim())).map(([label, value]) => ({ label, value }));
function block(heading, lines, ...extra) {
  const body = [...lines.length > 0 ? [table(lines)] : [], ...extra.filter(Boolean)];
  return heading ? [heading, ...body.map((text4) => indent(text4))].join("\n") : body.join("\n");
}
var listed = (label, lines) => lines.length > 0 ? `${label}:
${indent(lines.join("\n"))}` : "";
function section(title, entries, { counted = true } = {}) {
  const heading = counted ? `${title} (${entries.length})` : title;
  return [heading, "-".repeat(heading.length), entries.join("\n\n") || accessReportMessages.none].join("\n");
}
function postalAddress(fields, prefix) {
  const part = (name) => fields[`${prefix}${name}`].trim();
  if (!part("street") && !part("city")) return "";
  const street = [part("street"), part("house_number")].filter(Boolean).join(" ");
  const town = [part("postal_code"), part("city")].filter(Boolean).join(" ");
  return [part("company"), street, town, part("country")].filter(Boolean).join(", ");
}
function leads2(data) {
  return data.leads.map(
    ({ row, history }) => block(
      accessReportMessages.leadHeading(row.reference, at(row.createdAt)),
      [
        ...funnelSummaryRows(row),
        ...rows([
          [accessReportMessages.labels.source, leadSourceLabels[row.source]],
          [accessReportMessages.labels.status, leadStatusLabels[row.status]],
          [accessReportMessages.labels.privacyConsent, accessReportMessages.consentGiven(at(row.privacyConsentAt), row.privacyConsentVersion)],
          [
            accessReportMessages.labels.marketingConsent,
            row.marketingConsent && row.marketingConsentAt ? accessReportMessages.consentGiven(at(row.marketingConsentAt), row.marketingConsentVersion ?? "") : accessReportMessages.consentNotGiven
          ],
          [
            accessReportMessages.labels.campaign,
            Object.entries(row.utmParams).filter(([, value]) => value).map(([name, value]) => `${name}=${value}`).join(", ")
          ]
        ])
      ],
      listed(
        accessReportMessages.labels.dimensions,
        dimensionLines(row.dimensions).map((line2) => line2.replace(/^- /, ""))
      ),
      listed(
        accessReportMessages.labels.configuration,
        configurationLines(row.configuration).map((line2) => line2.replace(/^- /, ""))
      ),
      listed(
        accessReportMessages.labels.history,
        history.map((entry) => `${at(entry.at)}: ${entry.text}`)
      )
    )
  );
}
function contactMessages3(data) {
  return data.contactMessages.map(
    (message2) => block(
      accessReportMessages.messageHeading(message2.reference, at(message2.createdAt)),
      rows([
        [accessReportMessages.labels.salutation, salutationLabels[message2.salutation]],
        [accessReportMessages.labels.company, message2.companyName],
        [accessReportMessages.labels.contactPerson, message2.contactPerson],
        [accessReportMessages.labels.name, message2.name],
        [accessReportMessages.labels.phone, message2.phone],
        [accessReportMessages.labels.subject, contactSubjectLabels[message2.subject]],
        [accessReportMessages.labels.message, message2.message],
        [accessReportMessages.labels.status, leadStatusLabels[message2.status]],
        [accessReportMessages.labels.privacyConsent, accessReportMessages.consentGiven(at(message2.privacyConsentAt), message2.privacyConsentVersion)]
      ])
    )
  );
}
function account(data) {
  if (!data.account) return [];
  const user = data.account;
  const fields = addressFieldsOf(user);
  return [
    block(
      "",
      rows([
        [accessReportMessages.labels.username, user.username],
        [accessReportMessages.labels.name, `${user.firstName} ${user.lastName}`],
        ["E-Mail", user.email],
        [accessReportMessages.labels.phone, user.phone],
        [accessReportMessages.labels.address, postalAddress(fields, "")],
        [accessReportMessages.labels.billingAddress, postalAddress(fields, "billing_")],
        [accessReportMessages.labels.deliveryAddress, postalAddress(fields, "delivery_")],
        [accessReportMessages.labels.accountSince, at(user.createdAt)]
      ])
    )
  ];
}
function configurations(data) {
  return data.configurations.map(
    (configuration) => block(
      accessReportMessages.configurationHeading(configuration.name, at(configuration.createdAt)),
      rows([
        [accessReportMessages.labels.product, configuration.productName],
        [
          accessReportMessages.labels.options,
          Object.values(configuration.selectedOptions).map((option) => option.name).join(", ")
        ],
        [accessReportMessages.labels.size, formatSizeMm(configuration.dimensions)],
        [accessReportMessages.labels.price, formatCents(configuration.totalPrice)],
        [accessReportMessages.labels.status, configurationStatusLabel(configuration.status)]
      ])
    )
  );
}
var documentLines = (lines) => lines.map((line2) => `${line2.quantity} \xD7 ${line2.title}: ${formatCents(line2.quantity * line2.unitPrice - line2.discount)}`);
function quotes2(data) {
  return data.quotes.map(
    (quote) => block(
      accessReportMessages.quoteHeading(quote.number, at(quote.createdAt)),
      rows([
        [accessReportMessages.labels.customer, quote.customerName],
        ["E-Mail", quote.customerEmail],
        [accessReportMessages.labels.company, quote.customerCompany],
        [accessReportMessages.labels.phone, quote.customerPhone],
        [accessReportMessages.labels.address, postalAddressLines(quote.customerAddress).join(", ")],
        [accessReportMessages.labels.installationAddress, postalAddressLines(quote.installationAddress).join(", ")],
        [accessReportMessages.labels.status, quoteStatusLabels[quote.status]],
        [accessReportMessages.labels.total, formatCents(quote.gross)],
        [accessReportMessages.labels.validUntil, quote.validUntil.split("-").reverse().join(".")],
        [accessReportMessages.labels.sentAt, quote.sentAt && at(quote.sentAt)],
        [accessReportMessages.labels.acceptedAt, quote.acceptedAt && at(quote.acceptedAt)],
        [accessReportMessages.labels.note, quote.note]
      ]),
      listed(accessReportMessages.labels.lines, documentLines(quote.lines))
    )
  );
}
function orders2(data) {
  return data.orders.map(
    (order) => block(
      accessReportMessages.orderHeading(order.orderNumber, at(order.createdAt)),
      rows([
        [accessReportMessages.labels.customer, order.customerName],
        ["E-Mail", order.customerEmail],
        [accessReportMessages.labels.company, order.customerCompany],
        [accessReportMessages.labels.phone, order.customerPhone],
        [accessReportMessages.labels.billingAddress, postalAddressLines(order.billingAddress).join(", ")],
        [accessReportMessages.labels.installationAddress, postalAddressLines(order.installationAddress).join(", ")],
        [accessReportMessages.labels.status, configurationStatusLabel(order.status)],
        [accessReportMessages.labels.total, formatCents(order.totalPrice)]
      ]),
      listed(accessReportMessages.labels.lines, documentLines(order.lines))
    )
  );
}
function orderHistory2(data) {
  return data.orders.flatMap((order) => order.history.map((entry) => accessReportMessages.orderHistoryEntry(at(entry.at), order.orderNumber, entry.text)));
}
function newsletter(data) {
  const subscription = data.newsletter;
  if (!subscription) return [];
  return [
    block(
      "",
      rows([
        ["E-Mail", subscription.email],
        [accessReportMessages.labels.status, accessReportMessages.newsletterStatuses[subscription.status] ?? subscription.status],
        [accessReportMessages.labels.newsletterSince, at(subscription.createdAt)],
        [accessReportMessages.labels.newsletterConfirmed, subscription.confirmedAt && at(subscription.confirmedAt)],
        [accessReportMessages.labels.newsletterUnsubscribed, subscription.unsubscribedAt && at(subscription.unsubscribedAt)],
        [accessReportMessages.labels.consentVersion, subscription.consentVersion]
      ])
    )
  ];
}
function mails(data) {
  const address = data.email.trim().toLowerCase();
  const entries = data.mails.map(
    (mail) => block(
      accessReportMessages.mailHeading(at(mail.sentAt ?? mail.createdAt), mail.subject),
      rows([
        [accessReportMessages.labels.to, mail.recipient.toLowerCase() === address ? accessReportMessages.recipientYou : accessReportMessages.recipientUs],
        [accessReportMessages.labels.status, accessReportMessages.mailStatuses[mail.status] ?? mail.status],
        [accessReportMessages.labels.attachments, (mail.attachments ?? []).map((attachment2) => attachment2.filename).join(", ")]
      ]),
      withoutLinkTokens(mail.textBody)
    )
  );
  if (data.mailFiles.length > 0) {
    entries.push(
      [accessReportMessages.mailFilesNote, ...data.mailFiles.map((file) => indent(`${file.date ? `${at(file.date)}: ` : ""}${file.subject}`))].join("\n")
    );
  }
  return entries;
}
function accessReport(data) {
  const title = accessReportMessages.title;
  return [
    `${title}
${"=".repeat(title.length)}`,
    table([
      { label: accessReportMessages.controller, value: accessReportMessages.controllerValue(companySnapshot()) },
      { label: accessReportMessages.email, value: data.email },
      { label: accessReportMessages.collectedAt, value: at(data.collectedAt) }
    ]),
    "",
    accessReportMessages.intro,
    "",
    section(accessReportMessages.sections.leads, leads2(data)),
    section(accessReportMessages.sections.contactMessages, contactMessages3(data)),
    section(accessReportMessages.sections.account, account(data), { counted: false }),
    section(accessReportMessages.sections.configurations, configurations(data)),
    section(accessReportMessages.sections.quotes, quotes2(data)),
    section(accessReportMessages.sections.orders, orders2(data)),
    section(accessReportMessages.sections.orderHistory, orderHistory2(data)),
    section(accessReportMessages.sections.newsletter, newsletter(data), { counted: false }),
    section(accessReportMessages.sections.mails, mails(data)),
    ...accessReportMessages.retention,
    "",
    ...accessReportMessages.rights(companySnapshot()),
    ""
  ].join("\n\n").replace(/\n{3,}/g, "\n\n");
}

// api/src/features/privacy/erasure.ts
import { createHash as createHash8 } from "node:crypto";
import { and as and28, count as count7, inArray as inArray19, or as or10, sql as sql32 } from "drizzle-orm";

// api/src/platform/db/wal-checkpoint.ts
async function truncateWriteAheadLog(db) {
  if (db.$client.protocol !== "file") return true;
  const { rows: rows2 } = await db.$client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  return Number(rows2[0]?.busy ?? 0) === 0;
}

// api/src/features/privacy/erasure.ts
function emailHash(email2) {
  return createHash8("sha256").update(email2.trim().toLowerCase()).digest("hex");
}
async function erasePersonalData(db, email2, by, scope, now = /* @__PURE__ */ new Date()) {
  const person = await findPerson(db, email2);
  const { address, leadIds, accountIds, names } = person;
  const [history, configurations2, accountSessions] = await db.batch([
    db.select({ n: count7() }).from(leadHistory).where(inArray19(leadHistory.leadId, leadIds)),
    db.select({ n: count7() }).from(savedConfigurations).where(inArray19(savedConfigurations.userId, accountIds)),
    db.select({ n: count7() }).from(sessions).where(inArray19(sessions.userId, accountIds))
  ]);
  const quotesOfPerson = personsQuotes(person);
  const ordersOfPerson = personsOrders(db, person);
  const anonymous = { customerName: ERASED_NAME, customerEmail: null, customerCompany: "", customerPhone: "", updatedAt: now };
  const writtenByPerson = (column) => or10(
    inArray19(column, names),
    sql32`${column} in (select ${orders.customerName} from ${orders} where ${ordersOfPerson})`,
    sql32`${column} in (select ${quotes.customerName} from ${quotes} where ${quotesOfPerson})`
  );
  const [, , anonymisedOrders, anonymisedQuotes, deletedLeads, deletedMessages, deletedNewsletter, , , deletedAccounts, deletedMails] = await db.batch([
    db.update(orderHistory).set({ by: ERASED_NAME }).where(
      and28(
        sql32`${orderHistory.orderId} in (select ${orders.id} from ${orders} where ${ordersOfPerson})`,
        writtenByPerson(orderHistory.by)
      )
    ),
    // The person's own lines in the history of a lead that is not theirs by address (a quote drafted for them from it).
    db.update(leadHistory).set({ by: ERASED_NAME }).where(
      and28(
        sql32`${leadHistory.leadId} in (select ${quotes.leadId} from ${quotes} where ${quotesOfPerson})`,
        writtenByPerson(leadHistory.by)
      )
    ),
    db.update(orders).set({ ...anonymous, billingAddress: null, installationAddress: null }).where(ordersOfPerson),
    db.update(quotes).set({ ...anonymous, customerAddress: null, installationAddress: null }).where(quotesOfPerson),
    db.delete(leads).where(inArray19(leads.id, leadIds)),
    db.delete(contactMessages).where(sameAddress4(contactMessages.email, address)),
    db.delete(newsletterSubscriptions).where(sameAddress4(newsletterSubscriptions.email, address)),
    db.delete(passwordResetTokens).where(inArray19(passwordResetTokens.userId, accountIds)),
    // A new address waiting for confirmation, on this account or another one.
    db.delete(emailChanges).where(or10(inArray19(emailChanges.userId, accountIds), sameAddress4(emailChanges.email, address))),
    db.delete(users).where(inArray19(users.id, accountIds)),
    db.delete(outbox).where(mailsAboutPerson(person, officeAddresses(scope.notifyEmail))).returning({ id: outbox.id, createdAt: outbox.createdAt, topic: outbox.topic })
  ]);
  const mailFiles = await eraseMailFiles(person, scope, new Set(deletedMails.map((mail) => mailFileName(mailReference(mail)))));
  const counts = {
    leads: deletedLeads.rowsAffected,
    leadHistory: history[0]?.n ?? 0,
    contactMessages: deletedMessages.rowsAffected,
    newsletterSubscriptions: deletedNewsletter.rowsAffected,
    accounts: deletedAccounts.rowsAffected,
    configurations: configurations2[0]?.n ?? 0,
    sessions: accountSessions[0]?.n ?? 0,
    mails: deletedMails.length,
    mailFiles
  };
  const hash2 = emailHash(address);
  const anonymised = { quotes: anonymisedQuotes.rowsAffected, orders: anonymisedOrders.rowsAffected };
  await db.insert(privacyErasures).values({
    emailHash: hash2,
    counts: { ...counts, anonymisedQuotes: anonymised.quotes, anonymisedOrders: anonymised.orders },
    by,
    at: now
  });
  if (!await truncateWriteAheadLog(db)) {
    console.error("[datenschutz] Write-Ahead-Log nach der L\xF6schung nicht geleert: ein anderer Prozess liest noch.");
  }
  if (scope.register) await registerErasure(db, scope.register, hash2);
  return { counts, anonymised, emailHash: hash2, adminAccountKept: person.adminAccounts > 0 };
}
async function registerErasure(db, register, hash2) {
  try {
    await appendErasure(register, { at: (/* @__PURE__ */ new Date()).toISOString(), emailHash: hash2 });
  } catch (error) {
    console.error(`[datenschutz] FEHLER: ${backupMessages.registerFailed}`, error);
    await recordBackupProblem(db, backupMessages.registerFailed).catch(() => {
    });
  }
}
async function eraseMailFiles(person, scope, deletedMails) {
  const files = await readMailFiles(scope.outboxDir);
  return deleteMailFiles(
    scope.outboxDir,
    files.filter((file) => deletedMails.has(file.name) || mailFileAboutPerson(file, person, officeAddresses(scope.notifyEmail)))
  );
}

// api/src/features/privacy/admin.routes.ts
function adminPrivacyRoutes(db, mail) {
  return new Hono27().get("/", validate("query", accessReportQuerySchema), async (c) => {
    const { email: email2, format } = c.req.valid("query");
    const now = /* @__PURE__ */ new Date();
    const data = await collectPersonalData(db, email2, mail, now);
    c.header("Content-Disposition", `attachment; filename="auskunft-${berlinDay2(now)}.${format === "json" ? "json" : "txt"}"`);
    c.header("Cache-Control", "no-store");
    if (format === "json") return c.json(personalDataJson(data));
    return c.text(accessReport(data), 200, { "Content-Type": "text/plain; charset=utf-8" });
  }).delete("/", validate("query", privacyQuerySchema), async (c) => {
    const { email: email2 } = c.req.valid("query");
    return c.json(await erasePersonalData(db, email2, adminName(c), mail));
  });
}

// api/src/features/catalogue/admin/product-categories.routes.ts
import { Hono as Hono28 } from "hono";

// api/src/features/catalogue/admin/product-categories.ts
import { and as and30, asc as asc12, count as count9, eq as eq40, sql as sql34 } from "drizzle-orm";

// api/src/features/catalogue/admin/product-lines.ts
import { and as and29, asc as asc11, count as count8, desc as desc11, eq as eq39, exists, or as or11, sql as sql33 } from "drizzle-orm";
var lineColumns = {
  id: productLines.id,
  name: productLines.name,
  description: productLines.description,
  priority: productLines.priority,
  active: productLines.active,
  parent_id: productLines.parentId
};
function listProductLines(db) {
  return db.select(lineColumns).from(productLines).orderBy(desc11(productLines.priority), asc11(productLines.name), asc11(productLines.id));
}
async function findProductLine(db, id2) {
  const [line2] = await db.select(lineColumns).from(productLines).where(eq39(productLines.id, id2));
  return line2;
}
async function checkParent(db, body, lineId2) {
  if (body.parent_id === null) return;
  const invalid = (message2) => new ValidationFailure(apiMessages.invalidInput, { parent_id: [message2] });
  if (body.parent_id === lineId2) throw invalid(catalogueMessages.parentIsSelf);
  const parent = await findProductLine(db, body.parent_id);
  if (!parent) throw invalid(catalogueMessages.parentUnknown);
  if (parent.parent_id !== null) throw invalid(catalogueMessages.parentNotTopLevel);
  if (lineId2 !== void 0) {
    const [children] = await db.select({ n: count8() }).from(productLines).where(eq39(productLines.parentId, lineId2));
    if (children.n > 0) throw invalid(catalogueMessages.parentHasChildren);
  }
}
var values2 = (body) => ({
  name: body.name,
  description: body.description,
  priority: body.priority,
  active: body.active,
  parentId: body.parent_id
});
async function createProductLine(db, body, by) {
  await checkParent(db, body);
  const [[line2]] = await db.batch([
    db.insert(productLines).values(values2(body)).returning(lineColumns),
    logChange(db, {
      by,
      entity: "product_line",
      entityId: sql33`(SELECT max(id) FROM product_lines)`,
      action: "created",
      label: body.name,
      changes: fieldChanges(null, body)
    })
  ]);
  return line2;
}
async function updateProductLine(db, id2, body, by) {
  const before = await findProductLine(db, id2);
  if (!before) fail(404, catalogueMessages.productLineNotFound);
  await checkParent(db, body, id2);
  const { id: _id, ...old } = before;
  const [[line2]] = await db.batch([
    db.update(productLines).set(values2(body)).where(eq39(productLines.id, id2)).returning(lineColumns),
    logChange(db, { by, entity: "product_line", entityId: id2, action: "updated", label: body.name, changes: fieldChanges(old, body) })
  ]);
  if (!line2) fail(404, catalogueMessages.productLineNotFound);
  return line2;
}
var productsOfLine = (db, id2) => db.select({ n: count8() }).from(products).where(
  or11(
    eq39(products.productLineId, id2),
    exists(
      db.select({ one: sql33`1` }).from(productCategoryAssignments).innerJoin(productCategories, eq39(productCategories.id, productCategoryAssignments.categoryId)).where(and29(eq39(productCategoryAssignments.productId, products.id), eq39(productCategories.productLineId, id2)))
    )
  )
);
async function deleteProductLine(db, id2, by) {
  const before = await findProductLine(db, id2);
  if (!before) fail(404, catalogueMessages.productLineNotFound);
  const unused = sql33`NOT EXISTS (SELECT 1 FROM products p WHERE p.product_line_id = ${id2} OR EXISTS (SELECT 1 FROM product_category_assignments a JOIN product_categories c ON c.id = a.category_id WHERE a.product_id = p.id AND c.product_line_id = ${id2}))`;
  const categories = await db.select({ name: productCategories.name }).from(productCategories).where(eq39(productCategories.productLineId, id2));
  const { id: _id, ...old } = before;
  const gone = and29(eq39(productLines.id, id2), unused);
  const changes = { ...fieldChanges(old, null), categories: { before: categories.map((category) => category.name), after: null } };
  if (await deleteLogged(db, productLines, gone, { by, entity: "product_line", entityId: id2, label: before.name, changes }) === 0) {
    const [used] = await productsOfLine(db, id2);
    if (used && used.n > 0) fail(409, catalogueMessages.lineInUse(used.n));
    fail(404, catalogueMessages.productLineNotFound);
  }
}

// api/src/features/catalogue/admin/product-categories.ts
var categoryColumns2 = {
  id: productCategories.id,
  name: productCategories.name,
  description: productCategories.description,
  product_line_id: productCategories.productLineId
};
function listProductCategories(db, lineId2) {
  return db.select(categoryColumns2).from(productCategories).where(lineId2 === void 0 ? void 0 : eq40(productCategories.productLineId, lineId2)).orderBy(asc12(productCategories.name), asc12(productCategories.id));
}
async function findProductCategory(db, id2) {
  const [category] = await db.select(categoryColumns2).from(productCategories).where(eq40(productCategories.id, id2));
  return category;
}
async function createProductCategory(db, body, by) {
  if (!await findProductLine(db, body.product_line_id)) {
    throw new ValidationFailure(apiMessages.invalidInput, { product_line_id: [catalogueMessages.productLineUnknown] });
  }
  const [[category]] = await conflictOnConstraint(
    db.batch([
      db.insert(productCategories).values({ name: body.name, description: body.description, productLineId: body.product_line_id }).returning(categoryColumns2),
      logChange(db, {
        by,
        entity: "product_category",
        entityId: sql34`(SELECT max(id) FROM product_categories)`,
        action: "created",
        label: body.name,
        changes: fieldChanges(null, body)
      })
    ])
  );
  return category;
}
async function updateProductCategory(db, id2, body, by) {
  const before = await findProductCategory(db, id2);
  if (!before) fail(404, catalogueMessages.productCategoryNotFound);
  const [[category]] = await db.batch([
    db.update(productCategories).set(body).where(eq40(productCategories.id, id2)).returning(categoryColumns2),
    logChange(db, {
      by,
      entity: "product_category",
      entityId: id2,
      action: "updated",
      label: body.name,
      changes: fieldChanges({ name: before.name, description: before.description }, body)
    })
  ]);
  if (!category) fail(404, catalogueMessages.productCategoryNotFound);
  return category;
}
async function deleteProductCategory(db, id2, by) {
  const before = await findProductCategory(db, id2);
  if (!before) fail(404, catalogueMessages.productCategoryNotFound);
  const gone = and30(eq40(productCategories.id, id2), sql34`NOT EXISTS (SELECT 1 FROM product_category_assignments WHERE category_id = ${id2})`);
  const { id: _id, ...old } = before;
  const entry = { by, entity: "product_category", entityId: id2, label: before.name, changes: fieldChanges(old, null) };
  if (await deleteLogged(db, productCategories, gone, entry) === 0) {
    const [used] = await db.select({ n: count9() }).from(productCategoryAssignments).where(eq40(productCategoryAssignments.categoryId, id2));
    if (used && used.n > 0) fail(409, catalogueMessages.categoryInUse(used.n));
    fail(404, catalogueMessages.productCategoryNotFound);
  }
}

// api/src/features/catalogue/admin/product-categories.routes.ts
function adminProductCategoryRoutes(db) {
  return new Hono28().get(
    "/",
    validate("query", productCategoryQuerySchema),
    async (c) => c.json(await listProductCategories(db, c.req.valid("query").line))
  ).post(
    "/",
    validate("json", productCategoryCreateSchema),
    async (c) => c.json(await createProductCategory(db, c.req.valid("json"), adminName(c)), 201)
  ).put(
    "/:id",
    validate("param", catalogueIdParamSchema),
    validate("json", productCategoryUpdateSchema),
    async (c) => c.json(await updateProductCategory(db, c.req.valid("param").id, c.req.valid("json"), adminName(c)))
  ).delete("/:id", validate("param", catalogueIdParamSchema), async (c) => {
    await deleteProductCategory(db, c.req.valid("param").id, adminName(c));
    return c.json({ deleted: 1 });
  });
}

// api/src/features/catalogue/admin/product-lines.routes.ts
import { Hono as Hono29 } from "hono";
function adminProductLineRoutes(db) {
  return new Hono29().get("/", async (c) => c.json(await listProductLines(db))).post(
    "/",
    validate("json", productLineBodySchema),
    async (c) => c.json(await createProductLine(db, c.req.valid("json"), adminName(c)), 201)
  ).put(
    "/:id",
    validate("param", catalogueIdParamSchema),
    validate("json", productLineBodySchema),
    async (c) => c.json(await updateProductLine(db, c.req.valid("param").id, c.req.valid("json"), adminName(c)))
  ).delete("/:id", validate("param", catalogueIdParamSchema), async (c) => {
    await deleteProductLine(db, c.req.valid("param").id, adminName(c));
    return c.json({ deleted: 1 });
  });
}

// api/src/features/catalogue/admin/product-options.routes.ts
import { Hono as Hono30 } from "hono";

// api/src/features/catalogue/admin/assignments.ts
import { and as and31, asc as asc13, eq as eq41, inArray as inArray20, sql as sql35 } from "drizzle-orm";
async function productName(db, productId) {
  const [product] = await db.select({ name: products.name }).from(products).where(eq41(products.id, productId));
  if (!product) fail(404, catalogueMessages.productNotFound);
  return product.name;
}
async function assignedIds(db, productId) {
  const rows2 = await db.select({ id: productOptions.optionId }).from(productOptions).where(eq41(productOptions.productId, productId)).orderBy(asc13(productOptions.optionId));
  return rows2.map((row) => row.id);
}
async function listAssignments(db, productId) {
  await productName(db, productId);
  return (await assignedIds(db, productId)).map((option_id) => ({ option_id }));
}
async function checkOptionsExist(db, optionIds, field) {
  if (optionIds.length === 0) return;
  const found = await db.select({ id: options.id }).from(options).where(inArray20(options.id, optionIds));
  if (found.length !== optionIds.length) throw new ValidationFailure(apiMessages.invalidInput, { [field]: [catalogueMessages.optionIdsUnknown] });
}
var insertPairs = (db, productId, optionIds) => db.run(sql35`INSERT OR IGNORE INTO ${productOptions} (product_id, option_id)
    SELECT p.id, o.id FROM ${products} p JOIN ${options} o ON o.id IN (${sql35.join(
  optionIds.map((id2) => sql35`${id2}`),
  sql35`, `
)})
    WHERE p.id = ${productId}`);
async function replaceAssignments(db, productId, optionIds, by) {
  const name = await productName(db, productId);
  const wanted = [...new Set(optionIds)].sort((a, b) => a - b);
  await checkOptionsExist(db, wanted, "option_ids");
  const before = await assignedIds(db, productId);
  await db.batch([
    db.delete(productOptions).where(eq41(productOptions.productId, productId)),
    ...wanted.length > 0 ? [insertPairs(db, productId, wanted)] : [],
    logChange(db, {
      by,
      entity: "product_options",
      entityId: productId,
      action: "updated",
      label: name,
      changes: fieldChanges({ option_ids: before }, { option_ids: wanted })
    })
  ]);
  return (await assignedIds(db, productId)).map((option_id) => ({ option_id }));
}
async function addAssignment(db, productId, optionId, by) {
  const name = await productName(db, productId);
  await checkOptionsExist(db, [optionId], "option_id");
  const exists3 = sql35`EXISTS (SELECT 1 FROM ${productOptions} WHERE product_id = ${productId} AND option_id = ${optionId})`;
  await db.batch([
    logChangeWhen(
      db,
      {
        by,
        entity: "product_options",
        entityId: productId,
        action: "created",
        label: name,
        changes: { option_id: { before: null, after: optionId } }
      },
      sql35`NOT ${exists3}`
    ),
    insertPairs(db, productId, [optionId])
  ]);
  return { option_id: optionId };
}
async function removeAssignment(db, productId, optionId, by) {
  const name = await productName(db, productId);
  const pair = and31(eq41(productOptions.productId, productId), eq41(productOptions.optionId, optionId));
  const [, deleted] = await db.batch([
    logChangeWhen(
      db,
      {
        by,
        entity: "product_options",
        entityId: productId,
        action: "deleted",
        label: name,
        changes: { option_id: { before: optionId, after: null } }
      },
      sql35`EXISTS (SELECT 1 FROM ${productOptions} WHERE ${pair})`
    ),
    db.delete(productOptions).where(pair)
  ]);
  if (deleted.rowsAffected === 0) fail(404, catalogueMessages.assignmentNotFound);
}

// api/src/features/catalogue/admin/product-options.routes.ts
function adminProductOptionRoutes(db) {
  return new Hono30().get(
    "/:productId",
    validate("param", productIdParamSchema),
    async (c) => c.json(await listAssignments(db, c.req.valid("param").productId))
  ).put(
    "/:productId",
    validate("param", productIdParamSchema),
    validate("json", assignmentReplaceSchema),
    async (c) => c.json(await replaceAssignments(db, c.req.valid("param").productId, c.req.valid("json").option_ids, adminName(c)))
  ).post("/", validate("json", assignmentBodySchema), async (c) => {
    const { product_id, option_id } = c.req.valid("json");
    return c.json(await addAssignment(db, product_id, option_id, adminName(c)), 201);
  }).delete("/", validate("json", assignmentBodySchema), async (c) => {
    const { product_id, option_id } = c.req.valid("json");
    await removeAssignment(db, product_id, option_id, adminName(c));
    return c.json({ deleted: 1 });
  });
}

// api/src/features/catalogue/admin/products.routes.ts
import { Hono as Hono31 } from "hono";

// api/src/features/catalogue/admin/products.ts
import { and as and32, asc as asc14, eq as eq42, inArray as inArray21, sql as sql36 } from "drizzle-orm";
var productColumns2 = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  product_line_id: products.productLineId,
  base_price: products.basePrice,
  price_grid: products.priceGrid,
  active: products.active
};
async function listAdminProducts(db, ids) {
  const where = ids ? inArray21(products.id, ids) : void 0;
  const [rows2, assignments] = await db.batch([
    db.select(productColumns2).from(products).where(where).orderBy(asc14(products.category), asc14(products.name), asc14(products.id)),
    db.select({ productId: productCategoryAssignments.productId, categoryId: productCategoryAssignments.categoryId }).from(productCategoryAssignments).where(ids ? inArray21(productCategoryAssignments.productId, ids) : void 0).orderBy(asc14(productCategoryAssignments.categoryId))
  ]);
  const categoryIds = /* @__PURE__ */ new Map();
  for (const { productId, categoryId } of assignments) {
    let list = categoryIds.get(productId);
    if (!list) categoryIds.set(productId, list = []);
    list.push(categoryId);
  }
  return rows2.map((row) => ({ ...row, category_ids: categoryIds.get(row.id) ?? [] }));
}
async function findAdminProduct(db, id2) {
  return (await listAdminProducts(db, [id2]))[0];
}
async function checkPlacement(db, body) {
  if (!await findProductLine(db, body.product_line_id)) {
    throw new ValidationFailure(apiMessages.invalidInput, { product_line_id: [catalogueMessages.productLineUnknown] });
  }
  const found = await db.select({ id: productCategories.id }).from(productCategories).where(and32(inArray21(productCategories.id, body.category_ids), eq42(productCategories.productLineId, body.product_line_id)));
  if (found.length !== new Set(body.category_ids).size) {
    throw new ValidationFailure(apiMessages.invalidInput, { category_ids: [catalogueMessages.categoryIdsUnknown] });
  }
}
var values3 = (body) => ({
  name: body.name,
  description: body.description,
  category: body.category,
  productLineId: body.product_line_id,
  basePrice: body.base_price,
  active: body.active
});
function assignCategories(db, productId, body) {
  return db.run(sql36`INSERT INTO ${productCategoryAssignments} (product_id, category_id)
    SELECT ${productId}, id FROM ${productCategories}
    WHERE product_line_id = ${body.product_line_id} AND id IN (${sql36.join(
    body.category_ids.map((id2) => sql36`${id2}`),
    sql36`, `
  )})`);
}
var comparable = ({ id: _id, price_grid: _grid, ...product }) => product;
var asBody = (body) => ({ ...body, category_ids: [...new Set(body.category_ids)].sort((a, b) => a - b) });
async function createAdminProduct(db, body, by) {
  await checkPlacement(db, body);
  const newId = sql36`(SELECT max(id) FROM products)`;
  const [[product]] = await conflictOnConstraint(
    db.batch([
      db.insert(products).values(values3(body)).returning({ id: products.id }),
      assignCategories(db, newId, body),
      logChange(db, {
        by,
        entity: "product",
        entityId: newId,
        action: "created",
        label: body.name,
        changes: fieldChanges(null, asBody(body))
      })
    ])
  );
  return await findAdminProduct(db, product.id);
}
async function updateAdminProduct(db, id2, body, by) {
  const before = await findAdminProduct(db, id2);
  if (!before) fail(404, catalogueMessages.productNotFound);
  await checkPlacement(db, body);
  await conflictOnConstraint(
    db.batch([
      db.update(products).set(values3(body)).where(eq42(products.id, id2)),
      db.delete(productCategoryAssignments).where(eq42(productCategoryAssignments.productId, id2)),
      assignCategories(db, id2, body),
      logChange(db, {
        by,
        entity: "product",
        entityId: id2,
        action: "updated",
        label: body.name,
        changes: fieldChanges(comparable(before), asBody(body))
      })
    ])
  );
  const product = await findAdminProduct(db, id2);
  if (!product) fail(404, catalogueMessages.productNotFound);
  return product;
}
async function setProductPriceGrid(db, id2, grid, by) {
  const before = await findAdminProduct(db, id2);
  if (!before) fail(404, catalogueMessages.productNotFound);
  const changes = fieldChanges({ price_grid: before.price_grid }, { price_grid: grid });
  if (Object.keys(changes).length > 0) {
    await db.batch([
      db.update(products).set({ priceGrid: grid }).where(eq42(products.id, id2)),
      logChange(db, { by, entity: "product", entityId: id2, action: "updated", label: before.name, changes })
    ]);
  }
  const product = await findAdminProduct(db, id2);
  if (!product) fail(404, catalogueMessages.productNotFound);
  return product;
}
async function deleteAdminProduct(db, id2, by) {
  const before = await findAdminProduct(db, id2);
  if (!before) fail(404, catalogueMessages.productNotFound);
  const entry = { by, entity: "product", entityId: id2, label: before.name, changes: fieldChanges(comparable(before), null) };
  if (await deleteLogged(db, products, eq42(products.id, id2), entry) === 0) fail(404, catalogueMessages.productNotFound);
}

// api/src/features/catalogue/contract/price-grid-check.ts
function priceGridProblems(grid) {
  const problems = [];
  if (grid.widths.length === 0) problems.push(priceGridMessages.widthsMissing);
  if (grid.heights.length === 0) problems.push(priceGridMessages.heightsMissing);
  if (grid.widths.length > PRICE_GRID_LIMITS.maxBreakpoints || grid.heights.length > PRICE_GRID_LIMITS.maxBreakpoints) problems.push(priceGridMessages.tooManyBreakpoints);
  const inRange = (mm2) => Number.isInteger(mm2) && mm2 >= PRICE_GRID_LIMITS.minMm && mm2 <= PRICE_GRID_LIMITS.maxMm;
  if (![...grid.widths, ...grid.heights].every(inRange)) problems.push(priceGridMessages.breakpointRange);
  const ascending = (values4) => values4.every((value, index2) => index2 === 0 || value > values4[index2 - 1]);
  if (!ascending(grid.widths)) problems.push(priceGridMessages.widthsAscending);
  if (!ascending(grid.heights)) problems.push(priceGridMessages.heightsAscending);
  if (grid.cells.length !== grid.heights.length || grid.cells.some((row) => row.length !== grid.widths.length)) {
    problems.push(priceGridMessages.cellsShape);
  } else if (!grid.cells.flat().every((cell) => cell === null || Number.isInteger(cell) && cell >= 0 && cell <= PRICE_GRID_LIMITS.maxCents)) {
    problems.push(priceGridMessages.cellPrice);
  }
  return problems;
}

// api/src/features/catalogue/contract/price-grid-schema.ts
var breakpoints = (message2) => z2.array(z2.number({ error: priceGridMessages.breakpointRange })).check(z2.maxLength(PRICE_GRID_LIMITS.maxBreakpoints, { error: message2 }));
var priceGridSchema = z2.object({
  widths: breakpoints(priceGridMessages.tooManyBreakpoints),
  heights: breakpoints(priceGridMessages.tooManyBreakpoints),
  cells: z2.array(z2.array(z2.nullable(z2.number({ error: priceGridMessages.cellPrice }))).check(z2.maxLength(PRICE_GRID_LIMITS.maxBreakpoints, { error: priceGridMessages.cellsShape }))).check(z2.maxLength(PRICE_GRID_LIMITS.maxBreakpoints, { error: priceGridMessages.cellsShape }))
}).check(
  z2.superRefine((grid, context) => {
    for (const message2 of priceGridProblems(grid)) context.issues.push({ code: "custom", message: message2, input: grid, path: ["cells"] });
  })
);
var priceGridBodySchema = z2.object({ price_grid: z2.nullable(priceGridSchema) });

// api/src/features/catalogue/admin/products.routes.ts
function adminProductRoutes(db) {
  return new Hono31().get("/", async (c) => c.json(await listAdminProducts(db))).post(
    "/",
    validate("json", productBodySchema),
    async (c) => c.json(await createAdminProduct(db, c.req.valid("json"), adminName(c)), 201)
  ).put(
    "/:id",
    validate("param", catalogueIdParamSchema),
    validate("json", productBodySchema),
    async (c) => c.json(await updateAdminProduct(db, c.req.valid("param").id, c.req.valid("json"), adminName(c)))
  ).put(
    "/:id/price-grid",
    validate("param", catalogueIdParamSchema),
    validate("json", priceGridBodySchema),
    async (c) => c.json(await setProductPriceGrid(db, c.req.valid("param").id, c.req.valid("json").price_grid, adminName(c)))
  ).delete("/:id", validate("param", catalogueIdParamSchema), async (c) => {
    await deleteAdminProduct(db, c.req.valid("param").id, adminName(c));
    return c.json({ deleted: 1 });
  });
}

// api/src/features/orders/admin.routes.ts
import { Hono as Hono32 } from "hono";

// api/src/features/orders/list-orders.ts
import { and as and33, count as count10, desc as desc12, eq as eq43, or as or12, sql as sql37 } from "drizzle-orm";
async function listOrders(db, { status, q, assigned, page, pageSize }, viewerId) {
  const conditions = [];
  if (status) conditions.push(eq43(orders.status, status));
  const assignment = assignedCondition(orders.assignedTo, assigned, viewerId);
  if (assignment) conditions.push(assignment);
  if (q) {
    const text4 = q.toLowerCase();
    conditions.push(
      or12(
        contains(sql37`lower(${orders.orderNumber})`, text4),
        contains(sql37`lower(${orders.customerName})`, text4),
        contains(sql37`lower(coalesce(${orders.customerEmail}, ''))`, text4)
      )
    );
  }
  const where = conditions.length > 0 ? and33(...conditions) : void 0;
  const [rows2, [total]] = await db.batch([
    selectOrders(db).where(where).orderBy(desc12(orders.createdAt), desc12(orders.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count10() }).from(orders).where(where)
  ]);
  return { orders: rows2.map(orderListItemJson), total: total?.n ?? 0, page, pageSize };
}

// api/src/features/orders/order-status.ts
import { and as and34, eq as eq44, sql as sql38 } from "drizzle-orm";
async function changeOrderStatus({ db, wakeMailer }, id2, { status, reason, note, notifyCustomer }, sender, now = /* @__PURE__ */ new Date()) {
  const order = await findOrder(db, id2);
  if (!order) fail(404, quoteMessages.orderNotFound);
  const from = order.status;
  if (!canMoveOrder(from, status)) fail(409, quoteMessages.transition);
  const mailed = notifyCustomer && Boolean(order.customerEmail);
  const unchanged = sql38`exists (select 1 from ${orders} where ${orders.id} = ${id2} and ${orders.status} = ${from})`;
  const text4 = `Status: ${configurationStatusLabel(from)} \u2192 ${configurationStatusLabel(status)}${reason ? ` (Grund: ${reason})` : ""}`;
  const configurationOfOrder = sql38`(select ${quotes.configurationId} from ${quotes} where ${quotes.id} = ${order.quoteId ?? 0})`;
  const [, , , [changed]] = await db.batch([
    insertWhen(
      db,
      orderHistory,
      { orderId: id2, at: now, by: sender.username, status, text: text4, customerNote: note, customerNotified: mailed },
      unchanged
    ),
    db.update(savedConfigurations).set({ status }).where(and34(sql38`${savedConfigurations.id} = ${configurationOfOrder}`, unchanged)),
    // An anonymised order (erasure) has no address left to write to.
    enqueueMailWhen(
      db,
      orderStatusMail(order, order.customerEmail ?? "", { status, reason, note }, sender),
      mailed ? unchanged : sql38`0`,
      void 0,
      now
    ),
    db.update(orders).set({ status, updatedAt: now }).where(and34(eq44(orders.id, id2), eq44(orders.status, from))).returning({ id: orders.id })
  ]);
  if (!changed) fail(409, quoteMessages.transition);
  wakeMailer();
}

// api/src/features/orders/admin.routes.ts
function adminOrderRoutes(dependencies) {
  const { db } = dependencies;
  const existingOrder = async (id2) => {
    const order = await findOrder(db, id2);
    if (!order) fail(404, quoteMessages.orderNotFound);
    return orderJson(db, order);
  };
  return new Hono32().get("/", validate("query", ordersQuerySchema), async (c) => c.json(await listOrders(db, c.req.valid("query"), c.get("user").id))).get("/:id", validate("param", idParamSchema), async (c) => c.json(await existingOrder(c.req.valid("param").id))).put("/:id/status", validate("param", idParamSchema), validate("json", orderStatusSchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    await changeOrderStatus(dependencies, id2, c.req.valid("json"), staffActor(c));
    return c.json(await existingOrder(id2));
  });
}

// api/src/features/accounts/profile.routes.ts
import { and as and35, eq as eq45, exists as exists2 } from "drizzle-orm";
import { Hono as Hono33 } from "hono";
function adminProfileRoutes(db) {
  return new Hono33().get("/", async (c) => {
    const user = await findUserById(db, c.get("user").id);
    const failedLogins = await failedLoginsLastDay(db, loginAccountKey(user, user.username));
    const twoFactor = await twoFactorStatus(db, user.id, c.get("twoFactorVerified"));
    return c.json({ email: user.email, username: user.username, failedLogins, twoFactor });
  }).put("/", validate("json", adminProfileSchema), async (c) => {
    const change = c.req.valid("json");
    const user = await findUserById(db, c.get("user").id);
    if (!await verifyPassword(user.passwordHash, change.currentPassword)) {
      throw new ValidationFailure(accountMessages.currentPasswordWrong, { currentPassword: [accountMessages.currentPasswordWrong] });
    }
    if ((await takenIdentifiers(db, { email: change.email }, user.id)).email) fail(409, accountMessages.emailTaken);
    const newHash = change.newPassword ? await hashPassword(change.newPassword) : void 0;
    const hasPassword = (hash2) => and35(eq45(users.id, user.id), eq45(users.passwordHash, hash2));
    const [updated] = await db.batch([
      db.update(users).set({ email: change.email, ...newHash ? { passwordHash: newHash } : {} }).where(hasPassword(user.passwordHash)).returning({ id: users.id }),
      // A new password ends every other session of the account; this one stays.
      ...newHash ? [
        endAccountSessions(db, user.id, {
          keep: c.get("sessionId"),
          onlyIf: exists2(db.select({ id: users.id }).from(users).where(hasPassword(newHash)))
        })
      ] : []
    ]);
    if (updated.length === 0) fail(401, apiMessages.sessionRequired);
    return c.json({ email: change.email, message: accountMessages.adminProfileSaved });
  });
}

// api/src/features/accounts/two-factor.routes.ts
import { Hono as Hono34 } from "hono";
function adminTwoFactorRoutes(db) {
  return new Hono34().post("/profile/two-factor/setup", (c) => c.json(newTotpSetup(c.get("user").username))).post(
    "/profile/two-factor",
    validate("json", twoFactorEnableSchema),
    async (c) => c.json(await enableTwoFactor(db, c.get("user").id, c.get("sessionId"), c.req.valid("json")), 201)
  ).post("/login/two-factor", validate("json", twoFactorLoginSchema), async (c) => {
    await verifySignIn(db, c.get("user").id, c.get("sessionId"), c.req.valid("json"));
    return c.json({ verified: true });
  }).post(
    "/profile/two-factor/recovery-codes",
    validate("json", twoFactorCodeSchema),
    async (c) => c.json(await renewRecoveryCodes(db, c.get("user").id, c.get("sessionId"), c.req.valid("json").code))
  ).delete("/profile/two-factor", validate("json", twoFactorDisableSchema), async (c) => {
    await disableTwoFactor(db, c.get("user").id, c.get("sessionId"), c.req.valid("json"));
    return c.json({ enabled: false });
  });
}

// api/src/features/quotes/admin.routes.ts
import { asc as asc16, eq as eq54 } from "drizzle-orm";
import { Hono as Hono35 } from "hono";

// api/src/features/quotes/draft-quote.ts
import { and as and36, eq as eq47 } from "drizzle-orm";

// api/src/features/quotes/lines-from-lead.ts
function sizeText(breite, hoehe) {
  return breite && hoehe ? formatSizeCm(breite, hoehe) : "";
}
function productLine(item) {
  const size2 = sizeText(item.breite, item.hoehe);
  return {
    kind: "product",
    title: item.productName,
    description: [...item.options.map((option) => `${option.category}: ${option.name}`), ...size2 ? [`Gr\xF6\xDFe: ${size2}`] : []].join("\n"),
    quantity: item.menge,
    // The catalogue's price is gross; a quote line is net (ADR 035), rounded per unit. "Preis auf
    // Anfrage" (no grid cell for the size): the operator fills the price in.
    unitPrice: item.unitPrice ? netUnitPrice(item.unitPrice) : 0,
    discount: 0,
    // What the shared window drawing needs, so the PDF and the customer's views draw the line.
    drawing: {
      breite: item.breite,
      hoehe: item.hoehe,
      options: item.options.map(({ key, category, name, colorCode }) => ({ key, category, name, colorCode }))
    }
  };
}
function linesFromLead(lead) {
  if (lead.configuration && lead.configuration.length > 0) return lead.configuration.map(productLine);
  return lead.dimensions.filter((row) => row.typ || row.breite || row.hoehe).map((row) => ({
    kind: "product",
    title: row.typ ? dimensionTypeLabels[row.typ] : "Element",
    description: sizeText(row.breite, row.hoehe) ? `Gr\xF6\xDFe: ${sizeText(row.breite, row.hoehe)}` : "Ma\xDFe vor Ort",
    quantity: Math.max(1, row.menge ?? 1),
    unitPrice: 0,
    discount: 0
  }));
}

// api/src/features/quotes/quote-customer.ts
import { eq as eq46 } from "drizzle-orm";
function addressOrNull(address) {
  return postalAddressParts.some((part) => address[part].trim()) ? address : null;
}
function accountAddress(account2, prefix) {
  const column = (part) => account2[addressColumnKey(`${prefix}${part}`)].trim();
  return addressOrNull({
    street: [column("street"), column("house_number")].filter(Boolean).join(" "),
    postcode: column("postal_code"),
    city: column("city")
  });
}
function leadAddress(plz) {
  const typed = plz.trim();
  const match = /^(\d{5})\b[\s,]*(.*)$/.exec(typed);
  return addressOrNull(match ? { street: "", postcode: match[1], city: match[2].trim() } : { street: "", postcode: "", city: typed });
}
async function customerOfLead(db, lead, userId) {
  const [account2] = userId === null ? [] : await db.select().from(users).where(eq46(users.id, userId));
  const leadName = `${lead.vorname} ${lead.nachname}`.trim();
  if (!account2) {
    return {
      customerName: leadName,
      customerCompany: "",
      customerPhone: lead.telefon.trim(),
      customerAddress: leadAddress(lead.plz),
      installationAddress: null
    };
  }
  const postal = accountAddress(account2, "") ?? accountAddress(account2, "billing_") ?? leadAddress(lead.plz);
  const delivery = accountAddress(account2, "delivery_");
  return {
    customerName: `${account2.firstName} ${account2.lastName}`.trim() || leadName,
    customerCompany: (account2.company.trim() || account2.billingCompany.trim()).slice(0, 200),
    customerPhone: account2.phone.trim() || lead.telefon.trim(),
    customerAddress: postal,
    installationAddress: delivery && !sameAddress3(delivery, postal) ? delivery : null
  };
}
function customerColumns(customer) {
  const address = customer.address && addressOrNull(customer.address);
  return {
    customerName: customer.name,
    customerCompany: customer.company,
    customerPhone: customer.phone,
    customerAddress: address,
    installationAddress: customer.installationAddress && !sameAddress3(customer.installationAddress, address) ? customer.installationAddress : null
  };
}

// api/src/features/quotes/draft-quote.ts
var DAY = 24 * 60 * 60 * 1e3;
async function draftQuote(db, leadId, by, now = /* @__PURE__ */ new Date()) {
  const [lead] = await db.select().from(leads).where(eq47(leads.id, leadId));
  if (!lead) fail(404, quoteMessages.leadNotFound);
  const [configuration] = lead.configurationId ? await db.select({ id: savedConfigurations.id, userId: savedConfigurations.userId }).from(savedConfigurations).where(eq47(savedConfigurations.id, lead.configurationId)) : [];
  const lines = linesFromLead(lead);
  const customer = await customerOfLead(db, lead, configuration?.userId ?? null);
  const year = berlinYear2(now);
  const [, [created]] = await db.batch([
    countDocument(db, "quote", year),
    db.insert(quotes).values({
      number: documentNumber("quote", year),
      leadId: lead.id,
      leadReference: lead.reference,
      userId: configuration?.userId ?? null,
      configurationId: configuration?.id ?? null,
      ...customer,
      customerEmail: lead.email,
      lines,
      // Every new quote is net (ADR 035): net lines, VAT once on the net sum, the gross total.
      priceBasis: "net",
      ...documentTotals(lines, "net"),
      validUntil: berlinDay2(new Date(now.getTime() + QUOTE_VALIDITY_DAYS * DAY)),
      createdBy: by,
      createdAt: now,
      updatedAt: now
    }).returning()
  ]);
  return created;
}
async function updateDraft(db, id2, body, now = /* @__PURE__ */ new Date()) {
  const latest2 = berlinDay2(new Date(now.getTime() + QUOTE_MAX_VALIDITY_DAYS * DAY));
  if (body.validUntil < berlinDay2(now) || body.validUntil > latest2) fail(400, quoteMessages.validUntil);
  const [quote] = await db.select({ priceBasis: quotes.priceBasis }).from(quotes).where(eq47(quotes.id, id2));
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  const totals2 = documentTotals(body.lines, quote.priceBasis);
  const [updated] = await db.update(quotes).set({
    lines: body.lines,
    ...totals2,
    validUntil: body.validUntil,
    note: body.note,
    ...body.customer && customerColumns(body.customer),
    updatedAt: now
  }).where(and36(eq47(quotes.id, id2), eq47(quotes.status, "draft"))).returning({ id: quotes.id });
  if (!updated) fail(409, quoteMessages.notEditable);
}

// api/src/features/quotes/list-quotes.ts
import { and as and37, count as count11, desc as desc13, eq as eq48, getTableColumns as getTableColumns6, or as or13, sql as sql39 } from "drizzle-orm";
var { lines: _lines, note: _note, createdBy: _by, updatedAt: _updated, ...listColumns } = getTableColumns6(quotes);
function folded2(column) {
  return sql39`replace(replace(replace(replace(lower(coalesce(${column}, '')), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'ß', 'ss')`;
}
async function listQuotes(db, { status, q, assigned, page, pageSize }, viewerId) {
  const conditions = [];
  if (status) conditions.push(eq48(quotes.status, status));
  const assignment = assignedCondition(quotes.assignedTo, assigned, viewerId);
  if (assignment) conditions.push(assignment);
  if (q) {
    const text4 = foldForSearch(q);
    conditions.push(
      or13(
        ...[quotes.number, quotes.customerName, quotes.customerEmail, quotes.leadReference].map((column) => contains(folded2(column), text4))
      )
    );
  }
  const where = conditions.length > 0 ? and37(...conditions) : void 0;
  const [rows2, [total]] = await db.batch([
    db.select({ ...listColumns, orderId: orders.id, assigneeName: assigneeNameSql(quotes.assignedTo) }).from(quotes).leftJoin(orders, eq48(orders.quoteId, quotes.id)).where(where).orderBy(desc13(quotes.createdAt), desc13(quotes.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count11() }).from(quotes).where(where)
  ]);
  return { quotes: rows2.map(quoteListItemJson), total: total?.n ?? 0, page, pageSize };
}

// api/src/features/quotes/send-quote.ts
import { and as and40, eq as eq52, sql as sql42 } from "drizzle-orm";

// api/src/features/leads/first-answer.ts
import { and as and38, eq as eq49, sql as sql40 } from "drizzle-orm";
function recordFirstAnswer(db, leadId, at2, condition = sql40`1`) {
  return db.update(leads).set({
    firstAnsweredAt: sql40`coalesce(${leads.firstAnsweredAt}, ${at2.getTime()})`,
    openedAt: sql40`coalesce(${leads.openedAt}, ${at2.getTime()})`
  }).where(and38(eq49(leads.id, leadId ?? 0), condition));
}

// api/src/features/quotes/quote-links.ts
import { createHash as createHash9, randomBytes as randomBytes3 } from "node:crypto";
import { eq as eq50 } from "drizzle-orm";
var TOKEN_BYTES = 32;
var TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
function hashQuoteLinkToken(token) {
  return createHash9("sha256").update(token).digest("hex");
}
function newQuoteLinkToken() {
  const token = randomBytes3(TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: hashQuoteLinkToken(token) };
}
function quoteLinkUrl(siteUrl, token) {
  return new URL(`/angebot/${token}`, siteUrl).href;
}
function insertQuoteLinkWhen(db, quoteId, tokenHash2, condition, now) {
  return insertWhen(db, quoteLinks, { quoteId, tokenHash: tokenHash2, createdAt: now }, condition);
}
async function findQuoteByLinkToken(db, token) {
  if (!TOKEN_PATTERN.test(token)) return void 0;
  const [row] = await selectQuotes(db).innerJoin(quoteLinks, eq50(quoteLinks.quoteId, quotes.id)).where(eq50(quoteLinks.tokenHash, hashQuoteLinkToken(token)));
  return row;
}
function quoteLinkState(quote, now = /* @__PURE__ */ new Date()) {
  if (quote.status === "accepted") return "accepted";
  if (quote.status === "superseded" || quote.supersededBy !== null) return "superseded";
  if (quote.status === "changes_requested") return "changes_requested";
  if (quote.validUntil < berlinDay2(now)) return "expired";
  return "open";
}
async function quoteLinkJson(db, quote, now = /* @__PURE__ */ new Date()) {
  const number = quoteNumberLabel(quote);
  const state = quoteLinkState(quote, now);
  switch (state) {
    case "accepted": {
      const [order] = quote.orderId ? await db.select({ orderNumber: orders.orderNumber, acceptance: orders.acceptance }).from(orders).where(eq50(orders.id, quote.orderId)) : [];
      return { state, number, orderNumber: order?.orderNumber ?? null, acceptance: order?.acceptance ?? null };
    }
    case "superseded": {
      const [newer] = quote.supersededBy ? await db.select({ number: quotes.number, version: quotes.version }).from(quotes).where(eq50(quotes.id, quote.supersededBy)) : [];
      return { state, number, newerNumber: newer ? quoteNumberLabel(newer) : null };
    }
    case "changes_requested":
      return { state, number };
    case "expired":
      return { state, number, validUntil: quote.validUntil };
    case "open":
      return {
        state,
        quote: {
          number,
          version: quote.version,
          customer: { name: quote.customerName, company: quote.customerCompany, phone: quote.customerPhone },
          customerAddress: quote.customerAddress ?? null,
          installationAddress: quote.installationAddress ?? null,
          lines: quote.lines,
          priceBasis: quote.priceBasis,
          totals: { gross: quote.gross, vat: quote.vat, net: quote.net },
          validUntil: quote.validUntil,
          sentAt: quote.sentAt?.toISOString() ?? null,
          note: quote.note
        }
      };
  }
}

// api/src/features/quotes/supersede.ts
import { and as and39, eq as eq51, lt as lt6, ne as ne10, sql as sql41 } from "drizzle-orm";

// api/src/features/quotes/contract/quote-versions.ts
var versionableStatuses = ["sent", "changes_requested"];
var quoteVersionMessages = {
  ofDraft: "Ein Entwurf wird direkt bearbeitet; eine neue Version gibt es erst von einem versendeten Angebot.",
  ofAccepted: "Dieses Angebot wurde angenommen; eine neue Version ist nicht mehr m\xF6glich.",
  ofSuperseded: "Dieses Angebot ist bereits durch eine neuere Version ersetzt.",
  newerExists: (label) => `Zu diesem Angebot gibt es bereits die neuere Version ${label}.`,
  olderAccepted: (label) => `Die Version ${label} dieses Angebots wurde bereits angenommen; eine neuere Version kann nicht mehr versendet werden.`,
  // The back office
  newVersion: "Neue Version",
  created: "Neue Version erstellt",
  createFailed: "Die neue Version konnte nicht erstellt werden.",
  changeRequestPrompt: "\xC4nderungswunsch: neue Version erstellen",
  changeRequestHint: "Der Kunde hat \xC4nderungen gew\xFCnscht; seine Nachricht steht im Verlauf der Anfrage.",
  versionsTitle: "Versionen",
  versionsLoadFailed: "Die Versionen konnten nicht geladen werden.",
  thisVersion: "diese Version"
};

// api/src/features/quotes/supersede.ts
function supersedeOlderVersions(db, quote, now) {
  const sentNow = sql41`exists (select 1 from ${quotes} where ${quotes.id} = ${quote.id} and ${quotes.status} = 'sent')`;
  return db.update(quotes).set({ status: "superseded", supersededBy: quote.id, updatedAt: now }).where(and39(eq51(quotes.number, quote.number), lt6(quotes.version, quote.version), ne10(quotes.status, "accepted"), sentNow));
}
function noOlderVersionAccepted(quote) {
  if (quote.version === 1) return sql41`1`;
  return sql41`not exists (select 1 from ${quotes} where ${quotes.number} = ${quote.number} and ${quotes.version} < ${quote.version} and ${quotes.status} = 'accepted')`;
}
async function refuseSendingAfterAcceptedVersion(db, quote) {
  if (quote.version === 1) return;
  const [accepted] = await db.select({ version: quotes.version }).from(quotes).where(and39(eq51(quotes.number, quote.number), lt6(quotes.version, quote.version), eq51(quotes.status, "accepted")));
  if (accepted) fail(409, quoteVersionMessages.olderAccepted(quoteNumberLabel({ number: quote.number, version: accepted.version })));
}

// api/src/features/quotes/send-quote.ts
async function sendQuote({ db, siteUrl, wakeMailer }, id2, sender, now = /* @__PURE__ */ new Date()) {
  const quote = await findQuote(db, id2);
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  if (quote.status !== "draft") fail(409, quoteMessages.notEditable);
  if (!quote.customerEmail) fail(409, quoteMessages.noRecipient);
  if (quote.lines.length === 0) fail(400, quoteMessages.lines);
  await refuseSendingAfterAcceptedVersion(db, quote);
  const missing = missingAddressParts(quote.customerAddress);
  if (missing.length > 0) fail(409, quoteCustomerMessages.addressMissing(missing));
  const pdf = await renderQuotePdf({ ...quote, sentAt: now });
  const sendable = noOlderVersionAccepted(quote);
  const stillDraft = sql42`exists (select 1 from ${quotes} where ${quotes.id} = ${id2} and ${quotes.status} = 'draft') and ${sendable}`;
  const link = newQuoteLinkToken();
  const pdfAttachment = { filename: quotePdfFilename(quote), contentType: "application/pdf", contentBase64: pdf.toString("base64") };
  const mail = quoteSentMail(quote, quote.customerEmail, siteUrl, pdfAttachment, quoteLinkUrl(siteUrl, link.token), sender);
  const [, , , , , [sent]] = await db.batch([
    insertQuoteLinkWhen(db, id2, link.tokenHash, stillDraft, now),
    enqueueMailWhen(db, mail, stillDraft, void 0, now),
    db.update(savedConfigurations).set({ status: "quoted" }).where(and40(eq52(savedConfigurations.id, quote.configurationId ?? 0), stillDraft)),
    leadHistoryEntryWhen(
      db,
      quote.leadId,
      {
        at: now,
        by: sender.username,
        kind: "mail",
        text: `Angebot ${quoteNumberLabel(quote)} \xFCber ${formatCents(quote.gross)} an ${quote.customerEmail} gesendet`
      },
      stillDraft
    ),
    // A sent quote answers the request (the 24-hour promise, docs/domain.md).
    recordFirstAnswer(db, quote.leadId, now, stillDraft),
    db.update(quotes).set({ status: "sent", sentAt: now, updatedAt: now }).where(and40(eq52(quotes.id, id2), eq52(quotes.status, "draft"), sendable)).returning({ id: quotes.id }),
    // After the send, so the indexes above stay: holds only once this version is sent (supersede.ts).
    supersedeOlderVersions(db, quote, now)
  ]);
  if (!sent) {
    await refuseSendingAfterAcceptedVersion(db, quote);
    fail(409, quoteMessages.notEditable);
  }
  wakeMailer();
}

// api/src/features/quotes/new-version.ts
import { and as and41, asc as asc15, desc as desc14, eq as eq53, gt as gt4, inArray as inArray22, not, sql as sql43 } from "drizzle-orm";
var DAY2 = 24 * 60 * 60 * 1e3;
async function newestVersion(db, number) {
  const [newest] = await db.select({ version: quotes.version }).from(quotes).where(eq53(quotes.number, number)).orderBy(desc14(quotes.version)).limit(1);
  return newest?.version ?? 1;
}
async function refuseUnversionable(db, quote) {
  if (quote.status === "draft") fail(409, quoteVersionMessages.ofDraft);
  if (quote.status === "accepted") fail(409, quoteVersionMessages.ofAccepted);
  if (quote.status === "superseded") fail(409, quoteVersionMessages.ofSuperseded);
  const newest = await newestVersion(db, quote.number);
  if (newest > quote.version) fail(409, quoteVersionMessages.newerExists(quoteNumberLabel({ number: quote.number, version: newest })));
}
async function newQuoteVersion(db, id2, by, now = /* @__PURE__ */ new Date()) {
  const quote = await findQuote(db, id2);
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  await refuseUnversionable(db, quote);
  const {
    id: _id,
    orderId: _order,
    status: _status,
    supersededBy: _supersededBy,
    sentAt: _sent,
    acceptedAt: _accepted,
    createdBy: _by2,
    createdAt: _created,
    updatedAt: _updated2,
    validUntil: _validUntil,
    version,
    ...copied
  } = quote;
  const stillOpenAndNewest = and41(
    sql43`exists (select 1 from ${quotes} where ${quotes.id} = ${id2} and ${inArray22(quotes.status, [...versionableStatuses])})`,
    not(sql43`exists (select 1 from ${quotes} where ${quotes.number} = ${quote.number} and ${gt4(quotes.version, version)})`)
  );
  const inserted = await insertWhen(
    db,
    quotes,
    {
      ...copied,
      version: version + 1,
      status: "draft",
      validUntil: berlinDay2(new Date(now.getTime() + QUOTE_VALIDITY_DAYS * DAY2)),
      createdBy: by,
      createdAt: now,
      updatedAt: now
    },
    stillOpenAndNewest
  );
  if (inserted.rowsAffected === 0) {
    await refuseUnversionable(db, await findQuote(db, id2));
    fail(409, quoteVersionMessages.ofAccepted);
  }
  const [created] = await db.select({ id: quotes.id }).from(quotes).where(and41(eq53(quotes.number, quote.number), eq53(quotes.version, version + 1)));
  return await findQuote(db, created.id);
}
async function quoteVersions(db, id2) {
  const quote = await findQuote(db, id2);
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  const rows2 = await db.select({
    id: quotes.id,
    number: quotes.number,
    version: quotes.version,
    status: quotes.status,
    createdAt: quotes.createdAt,
    sentAt: quotes.sentAt
  }).from(quotes).where(eq53(quotes.number, quote.number)).orderBy(asc15(quotes.version));
  return rows2.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
}

// api/src/features/quotes/admin.routes.ts
async function existingQuote(db, id2) {
  const quote = await findQuote(db, id2);
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  return quote;
}
function adminQuoteRoutes({ db, siteUrl, notifyEmail, wakeMailer }) {
  return new Hono35().get("/", validate("query", quotesQuerySchema), async (c) => {
    const query = c.req.valid("query");
    if (query.leadId === void 0) return c.json(await listQuotes(db, query, c.get("user").id));
    const rows2 = await selectQuotes(db).where(eq54(quotes.leadId, query.leadId)).orderBy(asc16(quotes.createdAt), asc16(quotes.id));
    return c.json({ quotes: rows2.map(quoteJson) });
  }).post("/", validate("json", createQuoteSchema), async (c) => {
    const created = await draftQuote(db, c.req.valid("json").leadId, adminName(c));
    return c.json(quoteJson({ ...created, orderId: null }), 201);
  }).get("/:id", validate("param", idParamSchema), async (c) => c.json(quoteJson(await existingQuote(db, c.req.valid("param").id)))).put("/:id", validate("param", idParamSchema), validate("json", updateQuoteSchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    await updateDraft(db, id2, c.req.valid("json"));
    return c.json(quoteJson(await existingQuote(db, id2)));
  }).post("/:id/send", validate("param", idParamSchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    await sendQuote({ db, siteUrl, notifyEmail, wakeMailer }, id2, staffActor(c));
    return c.json(quoteJson(await existingQuote(db, id2)));
  }).post(
    "/:id/new-version",
    validate("param", idParamSchema),
    async (c) => c.json(quoteJson(await newQuoteVersion(db, c.req.valid("param").id, adminName(c))), 201)
  ).get(
    "/:id/versions",
    validate("param", idParamSchema),
    async (c) => c.json({ versions: await quoteVersions(db, c.req.valid("param").id) })
  ).get("/:id/pdf", validate("param", idParamSchema), async (c) => pdfAnswer(c, await existingQuote(db, c.req.valid("param").id)));
}

// api/src/features/quotes/link.routes.ts
import { eq as eq55 } from "drizzle-orm";
import { Hono as Hono36 } from "hono";
var TEN_MINUTES = 10 * 60 * 1e3;
var READ_LIMIT = { bucket: "quote-link-read", limit: 60, windowMs: TEN_MINUTES };
var WRITE_LIMIT = { bucket: "quote-link-write", limit: 10, windowMs: TEN_MINUTES };
function quoteLinkRoutes(dependencies) {
  const { db, trustProxy } = dependencies;
  const linkedQuote = async (token) => await findQuoteByLinkToken(db, token) ?? fail(404, quoteLinkMessages.notFound);
  return new Hono36().use(noStore()).get(
    "/:token",
    rateLimit(db, READ_LIMIT, trustProxy),
    async (c) => c.json(await quoteLinkJson(db, await linkedQuote(c.req.param("token"))))
  ).get("/:token/pdf", rateLimit(db, READ_LIMIT, trustProxy), async (c) => {
    const quote = await linkedQuote(c.req.param("token"));
    if (quoteLinkState(quote) !== "open") fail(410, quoteLinkMessages.notOpen);
    return pdfAnswer(c, quote);
  }).post("/:token/accept", rateLimit(db, WRITE_LIMIT, trustProxy), validate("json", linkAcceptSchema), async (c) => {
    const quote = await linkedQuote(c.req.param("token"));
    const acceptance = await acceptQuoteByLink(dependencies, quote, c.req.valid("json"));
    const [order] = await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq55(orders.quoteId, quote.id));
    const answer = { orderNumber: order.orderNumber, acceptance };
    return c.json(answer, 201);
  }).post("/:token/change-request", rateLimit(db, WRITE_LIMIT, trustProxy), validate("json", changeRequestSchema), async (c) => {
    await requestQuoteChangesByLink(dependencies, await linkedQuote(c.req.param("token")), c.req.valid("json").message);
    return c.json(await quoteLinkJson(db, await linkedQuote(c.req.param("token"))));
  });
}

// api/src/features/search/search.routes.ts
import { Hono as Hono37 } from "hono";

// api/src/features/search/contract/search-messages.ts
var searchMessages = {
  queryTooShort: "Bitte geben Sie mindestens 2 Zeichen ein.",
  queryTooLong: "Der Suchbegriff darf h\xF6chstens 100 Zeichen lang sein.",
  label: "Suche",
  /** The search landmark's name: the lists' own filters are search landmarks too. */
  region: "Backoffice durchsuchen",
  placeholder: "Suchen \u2026 (/)",
  /** Read to screen readers: what the field does and how to reach it. */
  hint: "Anfragen, Nachrichten, Kunden, Angebote und Auftr\xE4ge nach Name, E-Mail, Telefon, PLZ oder Nummer durchsuchen. Taste / springt hierher.",
  loading: "Suche l\xE4uft \u2026",
  failed: "Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  noHits: (query) => `Keine Treffer f\xFCr \u201E${query}\u201C`,
  /** Shown under a group when it has more hits than it lists. */
  moreHits: (shown, total) => `${shown} von ${total} Treffern`,
  hitCount: (total) => total === 1 ? "1 Treffer" : `${total} Treffer`,
  known: "bereits bekannt",
  knownIntro: "Diese Person hat sich schon einmal gemeldet oder ist Kunde:",
  knownFailed: "Fr\xFChere Kontakte konnten nicht geladen werden."
};

// api/src/features/search/contract/search.ts
var SEARCH_MIN_LENGTH = 2;
var SEARCH_MAX_LENGTH = 100;
var SEARCH_GROUP_SIZE = 5;
var searchQuerySchema = z2.object({
  q: z2.string({ error: searchMessages.queryTooShort }).check(z2.trim(), z2.minLength(SEARCH_MIN_LENGTH, { error: searchMessages.queryTooShort }), z2.maxLength(SEARCH_MAX_LENGTH, { error: searchMessages.queryTooLong }))
});
var searchGroupLabels = {
  leads: "Anfragen",
  messages: "Nachrichten",
  customers: "Kunden",
  quotes: "Angebote",
  orders: "Auftr\xE4ge"
};

// api/src/features/search/search-records.ts
import { and as and42, count as count12, desc as desc15, eq as eq56 } from "drizzle-orm";

// api/src/features/search/search-terms.ts
import { or as or14, sql as sql44 } from "drizzle-orm";
var MIN_PHONE_QUERY_DIGITS = 4;
var PHONE_LIKE = /^[\d\s+\-/().]+$/;
function searchTerms(query) {
  const digits = PHONE_LIKE.test(query) ? nationalDigits(query) : "";
  return { text: foldForSearch(query), phone: digits.length >= MIN_PHONE_QUERY_DIGITS ? digits : null };
}
function folded3(expression) {
  return sql44`replace(lower(replace(replace(replace(${expression}, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')), 'ß', 'ss')`;
}
function joined(...columns2) {
  return sql44.join(
    columns2.map((column) => sql44`coalesce(${column}, '')`),
    sql44` || ' ' || `
  );
}
function matches(terms, searchable2, phone) {
  const byText = contains(searchable2, terms.text);
  return phone && terms.phone ? or14(byText, contains(phoneDigits(phone), terms.phone)) : byText;
}

// api/src/features/search/search-records.ts
async function searchRecords(db, query) {
  const terms = searchTerms(query);
  const groups = await Promise.all([
    searchLeads(db, terms),
    searchMessages2(db, terms),
    searchCustomers(db, terms),
    searchQuotes(db, terms),
    searchOrders(db, terms)
  ]);
  return { groups: groups.filter((group2) => group2.total > 0) };
}
var line = (...parts2) => parts2.filter(Boolean).join(" \xB7 ");
var group = (kind, items, total) => ({
  kind,
  label: searchGroupLabels[kind],
  total: total ?? 0,
  items
});
async function searchLeads(db, terms) {
  const where = matches(terms, leads.searchText, leads.telefon);
  const [rows2, [total]] = await db.batch([
    db.select({
      id: leads.id,
      reference: leads.reference,
      vorname: leads.vorname,
      nachname: leads.nachname,
      email: leads.email,
      plz: leads.plz,
      createdAt: leads.createdAt
    }).from(leads).where(where).orderBy(desc15(leads.createdAt), desc15(leads.id)).limit(SEARCH_GROUP_SIZE),
    db.select({ n: count12() }).from(leads).where(where)
  ]);
  const items = rows2.map((row) => ({
    id: row.id,
    title: `${row.vorname} ${row.nachname}`.trim(),
    detail: line(row.reference, row.email, row.plz, formatShortDate(row.createdAt)),
    href: recordAddress.lead(row.id)
  }));
  return group("leads", items, total?.n);
}
async function searchMessages2(db, terms) {
  const m = contactMessages;
  const where = matches(terms, folded3(joined(m.name, m.companyName, m.contactPerson, m.email, m.reference)), m.phone);
  const [rows2, [total]] = await db.batch([
    db.select().from(m).where(where).orderBy(desc15(m.createdAt), desc15(m.id)).limit(SEARCH_GROUP_SIZE),
    db.select({ n: count12() }).from(m).where(where)
  ]);
  const items = rows2.map((row) => ({
    id: row.id,
    title: row.salutation === "firma" ? `${row.companyName} (${row.contactPerson})` : `${salutationLabels[row.salutation]} ${row.name}`,
    detail: line(row.reference, row.email, formatShortDate(row.createdAt)),
    href: recordAddress.message(row.reference)
  }));
  return group("messages", items, total?.n);
}
async function searchCustomers(db, terms) {
  const u = users;
  const where = and42(
    eq56(u.role, "customer"),
    matches(terms, folded3(joined(u.firstName, u.lastName, u.email, u.username, u.company, u.postalCode, u.city)), u.phone)
  );
  const [rows2, [total]] = await db.batch([
    db.select({
      id: u.id,
      username: u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      phone: u.phone,
      postalCode: u.postalCode,
      city: u.city
    }).from(u).where(where).orderBy(desc15(u.createdAt), desc15(u.id)).limit(SEARCH_GROUP_SIZE),
    db.select({ n: count12() }).from(u).where(where)
  ]);
  const items = rows2.map((row) => ({
    id: row.id,
    title: `${row.firstName} ${row.lastName}`.trim() || row.username,
    detail: line(row.email, row.phone, `${row.postalCode} ${row.city}`.trim()),
    href: recordAddress.customer(row.email)
  }));
  return group("customers", items, total?.n);
}
async function searchQuotes(db, terms) {
  const q = quotes;
  const where = matches(terms, folded3(joined(q.number, q.customerName, q.customerEmail, q.leadReference)));
  const [rows2, [total]] = await db.batch([
    db.select({ id: q.id, number: q.number, customerName: q.customerName, status: q.status, createdAt: q.createdAt }).from(q).where(where).orderBy(desc15(q.createdAt), desc15(q.id)).limit(SEARCH_GROUP_SIZE),
    db.select({ n: count12() }).from(q).where(where)
  ]);
  const items = rows2.map((row) => ({
    id: row.id,
    title: row.customerName,
    detail: line(row.number, quoteStatusLabels[row.status], formatShortDate(row.createdAt)),
    href: recordAddress.quote(row.id)
  }));
  return group("quotes", items, total?.n);
}
async function searchOrders(db, terms) {
  const o = orders;
  const where = matches(terms, folded3(joined(o.orderNumber, o.customerName, o.customerEmail)));
  const [rows2, [total]] = await db.batch([
    db.select({ id: o.id, orderNumber: o.orderNumber, customerName: o.customerName, status: o.status, createdAt: o.createdAt }).from(o).where(where).orderBy(desc15(o.createdAt), desc15(o.id)).limit(SEARCH_GROUP_SIZE),
    db.select({ n: count12() }).from(o).where(where)
  ]);
  const items = rows2.map((row) => ({
    id: row.id,
    title: row.customerName || row.orderNumber,
    detail: line(row.orderNumber, configurationStatusLabel(row.status), formatShortDate(row.createdAt)),
    href: recordAddress.order(row.id)
  }));
  return group("orders", items, total?.n);
}

// api/src/features/search/search.routes.ts
function adminSearchRoutes(db) {
  return new Hono37().get(
    "/",
    validate("query", searchQuerySchema),
    async (c) => c.json(await searchRecords(db, c.req.valid("query").q))
  );
}

// api/src/features/team/team.routes.ts
import { Hono as Hono38 } from "hono";

// api/src/features/team/team-invitations.ts
import { and as and43, eq as eq57, gt as gt5, isNull as isNull12, sql as sql45 } from "drizzle-orm";

// api/src/features/team/mails/team-invitation-mail.ts
function teamInvitationMail(recipient, roleLabel, link, invitedBy) {
  return {
    topic: "team-invitation",
    recipient,
    subject: `Einladung ins Team \u2013 ${companySnapshot().brand}`,
    textBody: [
      "Guten Tag,",
      "",
      `${invitedBy.name} hat Sie in das Team von ${companySnapshot().brand} eingeladen (Rolle: ${roleLabel}). \xDCber diesen Link legen Sie`,
      "Ihren Benutzernamen und Ihr Passwort fest; er gilt 72 Stunden lang und nur einmal:",
      "",
      link,
      "",
      "Erwarten Sie diese Einladung nicht, k\xF6nnen Sie diese E-Mail ignorieren.",
      "",
      personalSignature(invitedBy.name)
    ].join("\n"),
    sentBy: invitedBy.username
  };
}

// api/src/features/team/contract/team-messages.ts
var teamMessages = {
  email: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein.",
  role: "Bitte w\xE4hlen Sie eine Rolle: Inhaber, Vertrieb, B\xFCro oder Katalog.",
  active: "Bitte geben Sie an, ob das Konto aktiv ist.",
  nothingToChange: "Bitte geben Sie eine Rolle oder den Status \u201Eaktiv\u201C an.",
  id: "Die Nummer muss eine ganze Zahl ab 1 sein.",
  notFound: "Diese Person gibt es im Team nicht (mehr).",
  emailHasAccount: "F\xFCr diese E-Mail-Adresse gibt es bereits ein Konto.",
  lastOwner: "Das letzte aktive Inhaber-Konto kann weder eine andere Rolle bekommen noch deaktiviert werden.",
  invitationNotFound: "Diese Einladung gibt es nicht. Bitte pr\xFCfen Sie den Link aus der E-Mail.",
  invitationUsed: "Diese Einladung wurde bereits verwendet. Melden Sie sich mit Ihrem Konto an.",
  invitationExpired: "Diese Einladung ist abgelaufen. Bitte lassen Sie sich erneut einladen.",
  invitationAccepted: "Ihr Konto ist angelegt. Sie k\xF6nnen sich jetzt anmelden.",
  tab: "Team",
  loadFailed: "Das Team konnte nicht geladen werden.",
  people: "Personen",
  invitations: "Offene Einladungen",
  noInvitations: "Keine offenen Einladungen.",
  invite: "Person einladen",
  inviteTitle: "Person ins Team einladen",
  inviteHint: "Die Person bekommt einen Link, der 72 Stunden und nur einmal gilt. Damit legt sie Namen und Passwort fest.",
  invited: (email2) => `Einladung an ${email2} verschickt`,
  inviteFailed: "Die Einladung konnte nicht verschickt werden.",
  roleLabel: "Rolle",
  activeLabel: "Aktiv",
  roleFor: (name) => `Rolle von ${name}`,
  activeFor: (name) => `${name} ist aktiv`,
  updated: "Gespeichert",
  updateFailed: "Die \xC4nderung konnte nicht gespeichert werden.",
  deactivateConfirm: (name) => `${name} wird deaktiviert: Alle Sitzungen der Person enden sofort und sie kann sich nicht mehr anmelden, bis Sie das Konto wieder aktivieren.`,
  deactivateAction: "Deaktivieren",
  expiresAt: "G\xFCltig bis",
  pageTitle: "Einladung ins Team",
  pageIntro: "Legen Sie Ihren Benutzernamen, Ihren Namen und Ihr Passwort fest.",
  pageNoToken: "Dieser Link ist unvollst\xE4ndig. Bitte \xF6ffnen Sie den Link aus der E-Mail.",
  submit: "Konto anlegen",
  acceptFailed: "Das Konto konnte nicht angelegt werden."
};

// api/src/features/team/contract/team.ts
var teamRoleKeys = ["inhaber", "vertrieb", "buero", "katalog"];
var storedRole = (key) => key === "inhaber" ? "admin" : key;
var roleKey = (role) => role === "admin" ? "inhaber" : role;
var roleField = z2.pipe(
  z2.enum([...teamRoleKeys, "admin"], { error: teamMessages.role }),
  z2.transform((key) => key === "admin" ? "admin" : storedRole(key))
);
var invitationSchema = z2.object({ email: emailAddress(teamMessages.email), role: roleField });
var memberUpdateSchema = z2.object({ role: z2.optional(roleField), active: z2.optional(z2.boolean({ error: teamMessages.active })) }).check(z2.refine((update2) => update2.role !== void 0 || update2.active !== void 0, { error: teamMessages.nothingToChange, path: ["role"] }));
var memberIdParamSchema = z2.object({ id: recordNumber(teamMessages.id) });
var invitationAcceptSchema = z2.object({
  username,
  password: newPassword(accountMessages.registrationPasswordTooShort),
  firstName: requiredText(accountMessages.firstNameRequired),
  lastName: requiredText(accountMessages.lastNameRequired)
});
var invitationAcceptFormSchema = z2.extend(invitationAcceptSchema, { passwordConfirm: z2.string() }).check((context) => {
  if (context.value.password !== context.value.passwordConfirm) {
    context.issues.push({ code: "custom", message: accountMessages.passwordsDiffer, path: ["passwordConfirm"], input: context.value });
  }
});
var invitationTokenParamSchema = z2.object({ token: z2.string().check(z2.minLength(1), z2.maxLength(200)) });

// api/src/features/team/team-invitations.ts
var INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1e3;
var invitationLink = (siteUrl, token) => new URL(`/team/einladung?token=${encodeURIComponent(token)}`, siteUrl).href;
async function inviteMember({ db, siteUrl, wakeMailer }, { email: email2, role }, invitedBy, now = /* @__PURE__ */ new Date()) {
  if ((await takenIdentifiers(db, { email: email2 })).email) fail(409, teamMessages.emailHasAccount);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  const roleLabel = staffRoleLabels[role];
  const [, inserted] = await db.batch([
    db.delete(teamInvitations).where(and43(sql45`lower(${teamInvitations.email}) = ${email2.toLowerCase()}`, isNull12(teamInvitations.usedAt))),
    db.insert(teamInvitations).values({ email: email2, role, tokenHash: tokenHash(token), invitedBy: invitedBy.username, expiresAt, createdAt: now }).returning({ id: teamInvitations.id }),
    enqueueMail(db, teamInvitationMail(email2, roleLabel, invitationLink(siteUrl, token), invitedBy))
  ]);
  wakeMailer();
  return { id: inserted[0].id, email: email2, role: roleKey(role), roleLabel, expiresAt: expiresAt.toISOString() };
}
async function acceptInvitation(db, token, input, now = /* @__PURE__ */ new Date()) {
  const passwordHash = await hashPassword(input.password);
  const [invitation] = await db.select().from(teamInvitations).where(eq57(teamInvitations.tokenHash, tokenHash(token)));
  if (!invitation) fail(404, teamMessages.invitationNotFound);
  if (invitation.usedAt) fail(410, teamMessages.invitationUsed);
  if (invitation.expiresAt.getTime() <= now.getTime()) fail(410, teamMessages.invitationExpired);
  const taken = await takenIdentifiers(db, { username: input.username, email: invitation.email });
  if (taken.username) fail(409, accountMessages.usernameTaken);
  if (taken.email) fail(409, teamMessages.emailHasAccount);
  const usable = and43(eq57(teamInvitations.id, invitation.id), isNull12(teamInvitations.usedAt), gt5(teamInvitations.expiresAt, now));
  const stillUsable = sql45`exists (select 1 from ${teamInvitations} where ${usable})`;
  let claimed;
  try {
    [, claimed] = await db.batch([
      insertWhen(
        db,
        users,
        {
          username: input.username,
          email: invitation.email,
          passwordHash,
          role: invitation.role,
          firstName: input.firstName,
          lastName: input.lastName
        },
        stillUsable
      ),
      db.update(teamInvitations).set({ usedAt: now }).where(usable).returning({ id: teamInvitations.id })
    ]);
  } catch (error) {
    const takenMeanwhile = await takenIdentifiers(db, { username: input.username, email: invitation.email });
    if (takenMeanwhile.username) fail(409, accountMessages.usernameTaken);
    if (takenMeanwhile.email) fail(409, teamMessages.emailHasAccount);
    throw error;
  }
  if (claimed.length === 0) fail(410, teamMessages.invitationUsed);
}

// api/src/features/team/team-members.ts
import { and as and44, asc as asc17, eq as eq58, gt as gt6, isNull as isNull13, ne as ne11, sql as sql46 } from "drizzle-orm";
var isStaff = (role) => role !== "customer";
function memberJson(row) {
  const role = row.role;
  return {
    id: row.id,
    username: row.username,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: roleKey(role),
    roleLabel: staffRoleLabels[role],
    active: row.active,
    twoFactor: row.totpKey !== null,
    createdAt: row.createdAt.toISOString()
  };
}
async function listTeam(db, now = /* @__PURE__ */ new Date()) {
  const [members, invitations] = await Promise.all([
    db.select().from(users).where(ne11(users.role, "customer")).orderBy(asc17(users.createdAt), asc17(users.id)),
    db.select().from(teamInvitations).where(and44(isNull13(teamInvitations.usedAt), gt6(teamInvitations.expiresAt, now))).orderBy(asc17(teamInvitations.createdAt), asc17(teamInvitations.id))
  ]);
  return {
    members: members.map(memberJson),
    invitations: invitations.map((invitation) => {
      const role = invitation.role;
      return {
        id: invitation.id,
        email: invitation.email,
        role: roleKey(role),
        roleLabel: staffRoleLabels[role],
        expiresAt: invitation.expiresAt.toISOString()
      };
    })
  };
}
async function updateMember(db, id2, update2) {
  const [current2] = await db.select().from(users).where(eq58(users.id, id2));
  if (!current2 || !isStaff(current2.role)) fail(404, teamMessages.notFound);
  const role = update2.role ?? current2.role;
  const active = update2.active ?? current2.active;
  const removesOwner = current2.role === "admin" && current2.active && (role !== "admin" || !active);
  const anotherOwner = sql46`exists (select 1 from ${users} as other where other.role = 'admin' and other.active = 1 and other.id <> ${id2})`;
  const allowed = removesOwner ? anotherOwner : sql46`1`;
  const [, updated] = await db.batch([
    // Sessions first, under the same condition: the update after it must not have run yet for the check to match.
    endAccountSessions(db, id2, { onlyIf: active ? sql46`0` : allowed }),
    db.update(users).set({ role, active }).where(and44(eq58(users.id, id2), allowed)).returning()
  ]);
  if (updated.length === 0) fail(409, teamMessages.lastOwner);
  return memberJson(updated[0]);
}

// api/src/features/team/team.routes.ts
function adminTeamRoutes(dependencies) {
  const { db } = dependencies;
  return new Hono38().get("/", async (c) => c.json(await listTeam(db))).post(
    "/invitations",
    validate("json", invitationSchema),
    async (c) => c.json(await inviteMember(dependencies, c.req.valid("json"), staffActor(c)), 201)
  ).put(
    "/:id",
    validate("param", memberIdParamSchema),
    validate("json", memberUpdateSchema),
    async (c) => c.json(await updateMember(db, c.req.valid("param").id, c.req.valid("json")))
  ).delete(
    "/:id/two-factor",
    validate("param", memberIdParamSchema),
    async (c) => c.json(await resetTwoFactor(db, c.req.valid("param").id, c.get("user").username))
  );
}
var ACCEPT_LIMIT = { bucket: "team-invitation", limit: 10, windowMs: 10 * 60 * 1e3 };
function publicTeamRoutes({ db, trustProxy }) {
  return new Hono38().use(noStore()).post(
    "/invitations/:token",
    rateLimit(db, ACCEPT_LIMIT, trustProxy),
    validate("param", invitationTokenParamSchema),
    validate("json", invitationAcceptSchema),
    async (c) => {
      await acceptInvitation(db, c.req.valid("param").token, c.req.valid("json"));
      return c.json({ message: teamMessages.invitationAccepted }, 201);
    }
  );
}

// api/src/features/catalogue/admin/settings.routes.ts
import { Hono as Hono39 } from "hono";

// api/src/features/catalogue/admin/shop-settings.ts
import { sql as sql47 } from "drizzle-orm";
async function setShopEnabled(db, enabled, by) {
  const before = await isShopEnabled(db);
  await db.batch([
    db.insert(shopSettings).values({ id: 1, shopEnabled: enabled }).onConflictDoUpdate({ target: shopSettings.id, set: { shopEnabled: enabled, updatedAt: sql47`${Date.now()}` } }),
    logChange(db, {
      by,
      entity: "shop_settings",
      entityId: null,
      action: "updated",
      label: "Shop",
      changes: fieldChanges({ shop_enabled: before }, { shop_enabled: enabled })
    })
  ]);
  return enabled;
}

// api/src/features/catalogue/admin/settings.routes.ts
function adminSettingsRoutes(db) {
  return new Hono39().get("/shop", async (c) => c.json({ shop_enabled: await isShopEnabled(db) })).put(
    "/shop",
    validate("json", shopSettingsBodySchema),
    async (c) => c.json({ shop_enabled: await setShopEnabled(db, c.req.valid("json").enabled, adminName(c)) })
  );
}

// api/src/features/settings/mail-settings.routes.ts
import { count as count13, desc as desc16, eq as eq59, isNotNull } from "drizzle-orm";
import { Hono as Hono40 } from "hono";

// api/src/platform/mail/sender.ts
function startMailSender({
  db,
  transport,
  from,
  intervalMs = 5e3,
  batchSize = 50,
  pauseMs = 50,
  claimMs = CLAIM_MS,
  log: log2 = console.error
}) {
  let running2 = null;
  let again = false;
  let stopped = false;
  const domain = senderDomain(from);
  async function send(mail) {
    try {
      await transport.send({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        ...mail.replyTo ? { replyTo: mail.replyTo } : {},
        attachments: (mail.attachments ?? []).map(({ filename, contentType, contentBase64 }) => ({
          filename,
          contentType,
          content: Buffer.from(contentBase64, "base64")
        })),
        reference: mailReference(mail),
        messageId: outboxMessageId(mail, domain)
      });
    } catch (error) {
      const message2 = error instanceof Error ? error.message : String(error);
      log2(`[mail] Versuch ${mail.attempts} f\xFCr Mail ${mail.id} (${mail.topic}) fehlgeschlagen: ${message2}`);
      await markFailed(db, mail, message2);
      return;
    }
    try {
      await markSent(db, [mail.id]);
    } catch (error) {
      log2(`[mail] Mail ${mail.id} gesendet, aber nicht als gesendet vermerkt: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  async function sendRound() {
    const claimedAt = Date.now();
    const mails2 = await claimDueMails(db, batchSize, new Date(claimedAt), claimMs);
    const startBy = claimedAt + claimMs / 4;
    const untried = [];
    let next = 0;
    async function work() {
      while (next < mails2.length) {
        const mail = mails2[next++];
        if (stopped || Date.now() > startBy) untried.push(mail.id);
        else await send(mail);
      }
    }
    await Promise.all(Array.from({ length: Math.min(transport.concurrency, mails2.length) }, work));
    await releaseClaims(db, untried);
    return mails2.length === batchSize || untried.length > 0;
  }
  async function sendDueMails() {
    while (!stopped && await sendRound()) {
      await new Promise((resolve11) => setTimeout(resolve11, pauseMs));
    }
  }
  function drain() {
    if (running2) {
      again = true;
      return running2;
    }
    running2 = (async () => {
      do {
        again = false;
        try {
          await sendDueMails();
        } catch (error) {
          log2(`[mail] Postausgang nicht lesbar: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running2 = null;
    });
    return running2;
  }
  const timer = setInterval(() => void drain(), intervalMs);
  timer.unref();
  return {
    wake: () => void drain(),
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running2;
      transport.close();
    }
  };
}
function senderDomain(from) {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}
function outboxMessageId(mail, domain) {
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
}

// api/src/platform/mail/transport.ts
import { mkdir as mkdir3, writeFile as writeFile2 } from "node:fs/promises";
import { join as join6, resolve as resolve7 } from "node:path";
import nodemailer from "nodemailer";
function createMailTransport({ smtpUrl: smtpUrl2, outboxDir }) {
  return smtpUrl2 ? smtpTransport(smtpUrl2) : folderTransport(resolve7(outboxDir));
}
var SMTP_CONNECTIONS = 5;
var MAILS_PER_CONNECTION = 100;
var SMTP_TIMEOUTS = { connectionTimeout: 1e4, greetingTimeout: 1e4, socketTimeout: 3e4 };
function smtpTransport(url) {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: MAILS_PER_CONNECTION,
    ...SMTP_TIMEOUTS
  });
  return {
    description: `SMTP ${new URL(url).host}`,
    concurrency: SMTP_CONNECTIONS,
    async send(message2) {
      await transporter.sendMail(message2);
    },
    close: () => transporter.close()
  };
}
function folderTransport(folder) {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `Ordner ${folder}`,
    concurrency: 1,
    async send(message2) {
      const info = await composer.sendMail(message2);
      await mkdir3(folder, { recursive: true });
      await writeFile2(join6(folder, mailFileName(message2.reference)), info.message);
    },
    close: () => composer.close()
  };
}

// api/src/features/settings/contract/mail-settings.ts
var mailSettingsMessages = {
  recipient: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein.",
  sent: (to) => `Testmail an ${to} gesendet.`,
  failed: (reason) => `Die Testmail konnte nicht gesendet werden: ${reason}`,
  folderHint: "Es ist kein SMTP-Server eingestellt (SMTP_URL): Mails werden als Dateien im Ordner abgelegt und erreichen niemanden. F\xFCr den Betrieb SMTP_URL setzen (siehe docs/operations.md).",
  failedMails: (count14) => `${count14} Mail(s) konnten endg\xFCltig nicht gesendet werden.`,
  loadFailed: "Die E-Mail-Einstellungen konnten nicht geladen werden.",
  testSubject: "Testmail aus dem Back Office",
  testText: (via) => `Diese Testmail zeigt, dass der Mailversand funktioniert.

Versandweg: ${via}

Sie m\xFCssen nichts weiter tun.`
};
var testMailSchema = z2.object({
  to: z2.email({ error: mailSettingsMessages.recipient })
});

// api/src/features/settings/mail-settings.routes.ts
function adminMailSettingsRoutes({ db, smtpUrl: smtpUrl2, outboxDir, from, notifyEmail }) {
  const via = () => {
    const transport = createMailTransport({ smtpUrl: smtpUrl2, outboxDir });
    transport.close();
    return transport.description;
  };
  return new Hono40().get("/", async (c) => {
    const [[pending], [failed], [last]] = await db.batch([
      db.select({ n: count13() }).from(outbox).where(eq59(outbox.status, "pending")),
      db.select({ n: count13() }).from(outbox).where(eq59(outbox.status, "failed")),
      db.select({ at: outbox.sentAt }).from(outbox).where(isNotNull(outbox.sentAt)).orderBy(desc16(outbox.sentAt)).limit(1)
    ]);
    return c.json({
      via: via(),
      smtp: Boolean(smtpUrl2),
      from,
      notifyEmail,
      outbox: { pending: pending?.n ?? 0, failed: failed?.n ?? 0, lastSentAt: last?.at?.toISOString() ?? null }
    });
  }).post("/test-mail", validate("json", testMailSchema), async (c) => {
    const { to } = c.req.valid("json");
    const transport = createMailTransport({ smtpUrl: smtpUrl2, outboxDir });
    const reference = `${Date.now()}-test-mail`;
    try {
      await transport.send({
        from,
        to,
        subject: mailSettingsMessages.testSubject,
        text: mailSettingsMessages.testText(transport.description),
        reference,
        messageId: `<${reference}@${senderDomain(from)}>`
      });
    } catch (error) {
      fail(502, mailSettingsMessages.failed(error instanceof Error ? error.message : String(error)));
    } finally {
      transport.close();
    }
    return c.json({ message: mailSettingsMessages.sent(to), via: transport.description });
  });
}

// api/src/features/settings/templates.routes.ts
import { Hono as Hono41 } from "hono";

// api/src/features/settings/contract/settings-messages.ts
var templateMessages = {
  nameRequired: "Bitte geben Sie einen Namen ein.",
  nameTooLong: "Der Name darf h\xF6chstens 80 Zeichen lang sein.",
  subjectRequired: "Bitte geben Sie einen Betreff ein.",
  subjectTooLong: "Der Betreff darf h\xF6chstens 200 Zeichen lang sein.",
  bodyRequired: "Bitte geben Sie einen Text ein.",
  bodyTooLong: "Der Text darf h\xF6chstens 10000 Zeichen lang sein.",
  id: "Die Nummer muss eine ganze Zahl ab 1 sein.",
  notFound: "Diese Vorlage gibt es nicht (mehr).",
  loadFailed: "Die Vorlagen konnten nicht geladen werden.",
  empty: "Noch keine Vorlagen angelegt.",
  created: "Vorlage angelegt",
  updated: "Vorlage gespeichert",
  saveFailed: "Die Vorlage konnte nicht gespeichert werden.",
  deleteConfirm: (name) => `Die Vorlage \u201E${name}\u201C wird gel\xF6scht. Diese Aktion kann nicht r\xFCckg\xE4ngig gemacht werden.`,
  deleted: "Vorlage gel\xF6scht",
  deleteFailed: "Die Vorlage konnte nicht gel\xF6scht werden.",
  placeholderHint: (placeholders) => `Platzhalter, die beim Antworten mit den Angaben der Anfrage gef\xFCllt werden: ${placeholders}`
};
var linePresetMessages = {
  nameRequired: "Bitte geben Sie eine Bezeichnung ein.",
  nameTooLong: "Die Bezeichnung darf h\xF6chstens 80 Zeichen lang sein.",
  unit: "Bitte w\xE4hlen Sie eine Einheit: Stk., m oder pauschal.",
  netPrice: "Der Nettopreis muss ein Betrag von 0,00 \u20AC bis 9.999.999,99 \u20AC sein.",
  labour: "Bitte geben Sie an, ob die Position eine Arbeitsleistung ist.",
  id: "Die Nummer muss eine ganze Zahl ab 1 sein.",
  notFound: "Diese Position gibt es nicht (mehr).",
  loadFailed: "Die Positionen konnten nicht geladen werden.",
  empty: "Noch keine Positionen angelegt.",
  created: "Position angelegt",
  updated: "Position gespeichert",
  saveFailed: "Die Position konnte nicht gespeichert werden.",
  deleteConfirm: (name) => `Die Position \u201E${name}\u201C wird gel\xF6scht. Bestehende Angebote behalten sie; im Angebot wird sie nicht mehr angeboten.`,
  deleted: "Position gel\xF6scht",
  deleteFailed: "Die Position konnte nicht gel\xF6scht werden.",
  labourHint: "Arbeitsleistungen werden auf Rechnungen gesondert ausgewiesen (\xA7 35a EStG)."
};

// api/src/features/settings/contract/templates.ts
var TEMPLATE_NAME_MAX = 80;
var TEMPLATE_SUBJECT_MAX = 200;
var TEMPLATE_BODY_MAX = 1e4;
var oneLine2 = z2.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE });
var templateBodySchema = z2.object({
  name: z2.string({ error: templateMessages.nameRequired }).check(z2.trim(), z2.minLength(1, { error: templateMessages.nameRequired }), z2.maxLength(TEMPLATE_NAME_MAX, { error: templateMessages.nameTooLong }), oneLine2),
  subject: z2.string({ error: templateMessages.subjectRequired }).check(z2.trim(), z2.minLength(1, { error: templateMessages.subjectRequired }), z2.maxLength(TEMPLATE_SUBJECT_MAX, { error: templateMessages.subjectTooLong }), oneLine2),
  body: z2.string({ error: templateMessages.bodyRequired }).check(z2.trim(), z2.minLength(1, { error: templateMessages.bodyRequired }), z2.maxLength(TEMPLATE_BODY_MAX, { error: templateMessages.bodyTooLong }))
});
var templateIdParamSchema = z2.object({ id: recordNumber(templateMessages.id) });

// api/src/features/settings/templates.ts
import { asc as asc18, eq as eq60, sql as sql48 } from "drizzle-orm";
var templateColumns = { id: mailTemplates.id, name: mailTemplates.name, subject: mailTemplates.subject, body: mailTemplates.body };
function listTemplates(db) {
  return db.select(templateColumns).from(mailTemplates).orderBy(asc18(mailTemplates.sortOrder), asc18(mailTemplates.id));
}
async function createTemplate(db, input, now = /* @__PURE__ */ new Date()) {
  const [template] = await db.insert(mailTemplates).values({
    ...input,
    // Computed in the insert itself, so two templates saved at once still get an order each.
    sortOrder: sql48`(select coalesce(max(${mailTemplates.sortOrder}), 0) + 1 from ${mailTemplates})`,
    createdAt: now,
    updatedAt: now
  }).returning(templateColumns);
  return template;
}
async function updateTemplate(db, id2, input, now = /* @__PURE__ */ new Date()) {
  const [template] = await db.update(mailTemplates).set({ ...input, updatedAt: now }).where(eq60(mailTemplates.id, id2)).returning(templateColumns);
  if (!template) fail(404, templateMessages.notFound);
  return template;
}
async function deleteTemplate(db, id2) {
  const result = await db.delete(mailTemplates).where(eq60(mailTemplates.id, id2));
  if (result.rowsAffected === 0) fail(404, templateMessages.notFound);
}

// api/src/features/settings/templates.routes.ts
function adminTemplateRoutes(db) {
  return new Hono41().get("/", async (c) => c.json(await listTemplates(db))).post("/", validate("json", templateBodySchema), async (c) => c.json(await createTemplate(db, c.req.valid("json")), 201)).put(
    "/:id",
    validate("param", templateIdParamSchema),
    validate("json", templateBodySchema),
    async (c) => c.json(await updateTemplate(db, c.req.valid("param").id, c.req.valid("json")))
  ).delete("/:id", validate("param", templateIdParamSchema), async (c) => {
    await deleteTemplate(db, c.req.valid("param").id);
    return c.json({ deleted: 1 });
  });
}

// api/src/features/settings/line-presets.routes.ts
import { Hono as Hono42 } from "hono";

// api/src/features/settings/contract/line-presets.ts
var PRESET_NAME_MAX = 80;
var PRESET_PRICE_MAX = 999999999;
var linePresetBodySchema = z2.object({
  name: z2.string({ error: linePresetMessages.nameRequired }).check(
    z2.trim(),
    z2.minLength(1, { error: linePresetMessages.nameRequired }),
    z2.maxLength(PRESET_NAME_MAX, { error: linePresetMessages.nameTooLong }),
    z2.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE })
  ),
  unit: z2.enum(lineUnits, { error: linePresetMessages.unit }),
  netPrice: z2.int({ error: linePresetMessages.netPrice }).check(z2.minimum(0, { error: linePresetMessages.netPrice }), z2.maximum(PRESET_PRICE_MAX, { error: linePresetMessages.netPrice })),
  labour: z2.boolean({ error: linePresetMessages.labour })
});
var linePresetIdParamSchema = z2.object({ id: recordNumber(linePresetMessages.id) });

// api/src/features/settings/line-presets.ts
import { asc as asc19, eq as eq61, sql as sql49 } from "drizzle-orm";
var presetColumns = {
  id: linePresets.id,
  name: linePresets.name,
  unit: linePresets.unit,
  netPrice: linePresets.netPrice,
  labour: linePresets.labour
};
function listLinePresets(db) {
  return db.select(presetColumns).from(linePresets).orderBy(asc19(linePresets.sortOrder), asc19(linePresets.id));
}
async function createLinePreset(db, input, now = /* @__PURE__ */ new Date()) {
  const [preset] = await db.insert(linePresets).values({
    ...input,
    // Computed in the insert itself, so two presets saved at once still get an order each.
    sortOrder: sql49`(select coalesce(max(${linePresets.sortOrder}), 0) + 1 from ${linePresets})`,
    createdAt: now,
    updatedAt: now
  }).returning(presetColumns);
  return preset;
}
async function updateLinePreset(db, id2, input, now = /* @__PURE__ */ new Date()) {
  const [preset] = await db.update(linePresets).set({ ...input, updatedAt: now }).where(eq61(linePresets.id, id2)).returning(presetColumns);
  if (!preset) fail(404, linePresetMessages.notFound);
  return preset;
}
async function deleteLinePreset(db, id2) {
  const result = await db.delete(linePresets).where(eq61(linePresets.id, id2));
  if (result.rowsAffected === 0) fail(404, linePresetMessages.notFound);
}

// api/src/features/settings/line-presets.routes.ts
function adminLinePresetRoutes(db) {
  return new Hono42().get("/", async (c) => c.json(await listLinePresets(db))).post("/", validate("json", linePresetBodySchema), async (c) => c.json(await createLinePreset(db, c.req.valid("json")), 201)).put(
    "/:id",
    validate("param", linePresetIdParamSchema),
    validate("json", linePresetBodySchema),
    async (c) => c.json(await updateLinePreset(db, c.req.valid("param").id, c.req.valid("json")))
  ).delete("/:id", validate("param", linePresetIdParamSchema), async (c) => {
    await deleteLinePreset(db, c.req.valid("param").id);
    return c.json({ deleted: 1 });
  });
}

// api/src/features/settings/security.routes.ts
import { Hono as Hono43 } from "hono";
import { eq as eq62 } from "drizzle-orm";
function adminSecuritySettingsRoutes(db) {
  return new Hono43().get("/", async (c) => c.json(await readSetting(db, securitySetting))).put("/", validate("json", securitySettingsSchema), async (c) => {
    const value = c.req.valid("json");
    const user = c.get("user");
    if (value.requireTwoFactor) {
      const [own] = await db.select({ key: users.totpKey }).from(users).where(eq62(users.id, user.id));
      if (!own?.key) fail(409, twoFactorMessages.ownSetupFirst);
    }
    await writeSetting(db, securitySetting, value, user.username);
    return c.json(value);
  });
}

// api/src/features/settings/company.routes.ts
import { Hono as Hono44 } from "hono";

// api/src/features/settings/site-build-status.ts
var siteBuildSetting = {
  key: "site-build",
  schema: z2.object({ state: z2.enum(["current", "building", "failed"]), builtAt: z2.nullable(z2.string()) }),
  defaultValue: { state: "current", builtAt: null }
};
var readSiteBuild = (db) => readSetting(db, siteBuildSetting);
var writeSiteBuild = (db, status) => writeSetting(db, siteBuildSetting, status, "system");

// api/src/features/settings/company.routes.ts
function adminCompanyRoutes({ db, notifyEmail, siteRebuilder }) {
  const answer = async () => ({
    company: await currentCompanySettings(db),
    notificationFallback: notifyEmail,
    site: await readSiteBuild(db)
  });
  return new Hono44().get("/", async (c) => c.json(await answer())).put("/", validate("json", companySettingsSchema), async (c) => {
    await saveCompany(db, c.req.valid("json"), adminName(c));
    if (siteRebuilder) {
      const { builtAt } = await readSiteBuild(db);
      await writeSiteBuild(db, { state: "building", builtAt });
      siteRebuilder.request();
    }
    return c.json(await answer());
  });
}

// api/src/features/catalogue/admin/shop-option-categories.routes.ts
import { Hono as Hono45 } from "hono";
function adminOptionCategoryRoutes(db) {
  return new Hono45().get("/", async (c) => c.json(await listOptionCategories(db))).post(
    "/",
    validate("json", optionCategoryBodySchema),
    async (c) => c.json(await createOptionCategory(db, c.req.valid("json"), adminName(c)), 201)
  ).put(
    "/:id",
    validate("param", catalogueIdParamSchema),
    validate("json", optionCategoryBodySchema),
    async (c) => c.json(await updateOptionCategory(db, c.req.valid("param").id, c.req.valid("json"), adminName(c)))
  ).put(
    "/:id/order",
    validate("param", catalogueIdParamSchema),
    validate("json", optionOrderBodySchema),
    async (c) => c.json(await reorderOptions(db, c.req.valid("param").id, c.req.valid("json").option_ids, adminName(c)))
  );
}

// api/src/features/catalogue/admin/shop-options.routes.ts
import { Hono as Hono46 } from "hono";

// api/src/features/catalogue/admin/option-images.ts
import { randomBytes as randomBytes4 } from "node:crypto";
import { mkdir as mkdir4, rm as rm4, writeFile as writeFile3 } from "node:fs/promises";
import { join as join7 } from "node:path";
import sharp from "sharp";
function sniffImageFormat(bytes) {
  const starts = (signature, offset = 0) => signature.every((byte, index2) => bytes[offset + index2] === byte);
  if (starts([137, 80, 78, 71, 13, 10, 26, 10])) return "png";
  if (starts([255, 216, 255])) return "jpg";
  if (starts([82, 73, 70, 70]) && starts([87, 69, 66, 80], 8)) return "webp";
  if (starts([71, 73, 70, 56, 55, 97]) || starts([71, 73, 70, 56, 57, 97])) return "gif";
  return null;
}
function decodeDataUrl(dataUrl) {
  const match = /^data:[a-z0-9.+/-]*(;[a-z0-9=.+-]+)*;base64,/i.exec(dataUrl);
  if (!match) fail(400, catalogueMessages.imageType);
  const payload = dataUrl.slice(match[0].length);
  if (payload.length > Math.ceil(MAX_IMAGE_BYTES / 3) * 4) fail(413, catalogueMessages.imageTooLarge);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) fail(400, catalogueMessages.imageType);
  return Buffer.from(payload, "base64");
}
async function reencodeImage(bytes) {
  if (bytes.length > MAX_IMAGE_BYTES) fail(413, catalogueMessages.imageTooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) fail(400, catalogueMessages.imageType);
  try {
    const image = sharp(bytes, { animated: format === "gif" || format === "webp", limitInputPixels: 4e7 }).autoOrient().resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: "inside", withoutEnlargement: true });
    const encoded = format === "png" ? image.png() : format === "jpg" ? image.jpeg({ quality: 85, mozjpeg: true }) : format === "webp" ? image.webp({ quality: 85 }) : image.gif();
    return { data: await encoded.toBuffer(), format };
  } catch {
    fail(400, catalogueMessages.imageUnreadable);
  }
}
async function storeOptionImage(uploadDir, dataUrl) {
  const { data, format } = await reencodeImage(decodeDataUrl(dataUrl));
  await mkdir4(uploadDir, { recursive: true });
  const name = `${randomBytes4(16).toString("hex")}.${format}`;
  await writeFile3(join7(uploadDir, name), data, { flag: "wx" });
  return `/uploads/${name}`;
}
async function removeOptionImage(uploadDir, imageUrl) {
  if (!imageUrl || !UPLOADED_IMAGE_PATH.test(imageUrl)) return;
  await rm4(join7(uploadDir, imageUrl.slice("/uploads/".length)), { force: true });
}

// api/src/features/catalogue/admin/shop-options.routes.ts
function adminOptionRoutes(db, uploadDir) {
  const dropImage = async (imageUrl) => {
    if (imageUrl && !await imageInUse(db, imageUrl)) await removeOptionImage(uploadDir, imageUrl);
  };
  return new Hono46().get("/", validate("query", optionQuerySchema), async (c) => {
    const { category } = c.req.valid("query");
    return c.json(await listOptions(db, category === void 0 ? void 0 : { nameOrKey: category }));
  }).post("/", validate("json", optionBodySchema), async (c) => c.json(await createOption(db, c.req.valid("json"), adminName(c)), 201)).put("/:id", validate("param", catalogueIdParamSchema), validate("json", optionBodySchema), async (c) => {
    const { option, droppedImage } = await updateOption(db, c.req.valid("param").id, c.req.valid("json"), adminName(c));
    await dropImage(droppedImage);
    return c.json(option);
  }).delete("/:id", validate("param", catalogueIdParamSchema), async (c) => {
    await dropImage(await deleteOption(db, c.req.valid("param").id, adminName(c)));
    return c.json({ deleted: 1 });
  });
}

// api/src/features/catalogue/admin/upload-option-image.routes.ts
import { Hono as Hono47 } from "hono";
function adminImageUploadRoutes(uploadDir) {
  return new Hono47().post(
    "/",
    validate("json", imageUploadSchema),
    async (c) => c.json({ imageUrl: await storeOptionImage(uploadDir, c.req.valid("json").imageData) }, 201)
  );
}

// api/src/features/appointments/admin.routes.ts
import { and as and48, eq as eq69 } from "drizzle-orm";
import { Hono as Hono48 } from "hono";

// api/src/features/appointments/appointment-json.ts
import { and as and45, asc as asc20, eq as eq63, gt as gt7, lt as lt7 } from "drizzle-orm";
var columns = {
  appointment: appointments,
  orderNumber: orders.orderNumber,
  leadReference: leads.reference
};
function toJson(row) {
  const { appointment } = row;
  return {
    id: appointment.id,
    kind: appointment.kind,
    status: appointment.status,
    startsAt: appointment.startsAt.toISOString(),
    endsAt: appointment.endsAt.toISOString(),
    note: appointment.note,
    location: appointment.location,
    customerName: appointment.customerName,
    customerEmail: appointment.customerEmail,
    leadId: appointment.leadId,
    orderId: appointment.orderId,
    recordLabel: row.orderNumber ?? row.leadReference,
    sequence: appointment.sequence
  };
}
async function selectAppointments(db, where) {
  const rows2 = await db.select(columns).from(appointments).leftJoin(orders, eq63(orders.id, appointments.orderId)).leftJoin(leads, eq63(leads.id, appointments.leadId)).where(where).orderBy(asc20(appointments.startsAt), asc20(appointments.id));
  return rows2.map(toJson);
}
async function appointmentJson(db, row) {
  const [json] = await selectAppointments(db, eq63(appointments.id, row.id));
  return json;
}
var overlapping = (start, end) => and45(lt7(appointments.startsAt, new Date(end)), gt7(appointments.endsAt, new Date(start)));

// api/src/features/appointments/contract/appointment-messages.ts
var appointmentMessages = {
  slotsRequired: "Bitte bieten Sie mindestens einen Termin an.",
  tooManySlots: "Bitte bieten Sie h\xF6chstens drei Termine an.",
  slotInvalid: "Bitte geben Sie Beginn und Ende des Termins an.",
  slotInPast: "Der Termin liegt in der Vergangenheit. Bitte w\xE4hlen Sie einen Termin in der Zukunft.",
  slotEndBeforeStart: "Das Ende des Termins muss nach dem Beginn liegen.",
  slotTooLong: "Ein Termin darf h\xF6chstens 8 Stunden dauern.",
  dayInvalid: "Bitte geben Sie ein g\xFCltiges Datum an (TT.MM.JJJJ).",
  timeInvalid: "Bitte geben Sie eine Uhrzeit an (HH:MM).",
  rangeInvalid: "Bitte geben Sie einen Zeitraum von h\xF6chstens 62 Tagen an.",
  noteTooLong: "Die Notiz darf h\xF6chstens 2000 Zeichen lang sein.",
  slotChoice: "Bitte w\xE4hlen Sie einen der angebotenen Termine.",
  offerNotFound: "Diesen Terminlink gibt es nicht. Bitte pr\xFCfen Sie die Adresse aus Ihrer E-Mail.",
  offerExpired: "Dieser Terminlink ist abgelaufen. Bitte rufen Sie uns an, wir finden einen neuen Termin.",
  alreadyBooked: "Sie haben bereits einen Termin gew\xE4hlt.",
  appointmentNotFound: "Diesen Termin gibt es nicht (mehr).",
  appointmentCancelled: "Dieser Termin ist abgesagt und kann nicht mehr ge\xE4ndert werden.",
  orderWithoutEmail: "Der Auftrag hat keine E-Mail-Adresse; der Termin kann nicht verschickt werden.",
  // The screens.
  booked: "Termin gebucht",
  changed: "Termin ge\xE4ndert",
  cancelled: "Termin abgesagt",
  saveFailed: "Der Termin konnte nicht gespeichert werden.",
  loadFailed: "Die Termine konnten nicht geladen werden.",
  empty: "Keine Termine in diesem Zeitraum."
};

// api/src/features/appointments/contract/appointments.ts
var appointmentKindLabels = { aufmass: "Aufma\xDF", montage: "Montage" };
var MAX_SLOTS = 3;
var MAX_SLOT_HOURS = 8;
var HOUR_MS2 = 60 * 60 * 1e3;
var NOTE_MAX = 2e3;
var instant = z2.iso.datetime({ offset: true, error: appointmentMessages.slotInvalid });
var slotSchema = z2.object({ startsAt: instant, endsAt: instant }).check(
  z2.refine((slot) => Date.parse(slot.startsAt) > Date.now(), { error: appointmentMessages.slotInPast, path: ["startsAt"] }),
  z2.refine((slot) => Date.parse(slot.endsAt) > Date.parse(slot.startsAt), { error: appointmentMessages.slotEndBeforeStart, path: ["endsAt"] }),
  z2.refine((slot) => Date.parse(slot.endsAt) - Date.parse(slot.startsAt) <= MAX_SLOT_HOURS * HOUR_MS2, {
    error: appointmentMessages.slotTooLong,
    path: ["endsAt"]
  })
);
var offerSlotsSchema = z2.array(slotSchema, { error: appointmentMessages.slotsRequired }).check(z2.minLength(1, { error: appointmentMessages.slotsRequired }), z2.maxLength(MAX_SLOTS, { error: appointmentMessages.tooManySlots }));
var offerBodySchema = z2.extend(replyBodySchema, { slots: offerSlotsSchema });
var pickSlotSchema = z2.object({
  slot: z2.int({ error: appointmentMessages.slotChoice }).check(z2.minimum(0, { error: appointmentMessages.slotChoice }), z2.maximum(MAX_SLOTS - 1, { error: appointmentMessages.slotChoice }))
});
var time2 = z2.string({ error: appointmentMessages.timeInvalid }).check(z2.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: appointmentMessages.timeInvalid }));
var appointmentTimeSchema = z2.object({ date: calendarDay(appointmentMessages.dayInvalid), from: time2, to: time2, note: optionalText(NOTE_MAX, { multiLine: true }) }).check(
  z2.refine((body) => body.to > body.from, { error: appointmentMessages.slotEndBeforeStart, path: ["to"] }),
  z2.refine((body) => toMinutes(body.to) - toMinutes(body.from) <= MAX_SLOT_HOURS * 60, { error: appointmentMessages.slotTooLong, path: ["to"] })
);
function toMinutes(time3) {
  const [hours, minutes] = time3.split(":").map(Number);
  return hours * 60 + minutes;
}
var appointmentRangeSchema = z2.object({ from: calendarDay(appointmentMessages.dayInvalid), to: calendarDay(appointmentMessages.dayInvalid) }).check(
  z2.refine((range) => range.to >= range.from && Date.parse(range.to) - Date.parse(range.from) <= 62 * 24 * HOUR_MS2, {
    error: appointmentMessages.rangeInvalid,
    path: ["to"]
  })
);

// api/src/features/appointments/manage-appointments.ts
import { and as and47, eq as eq66, sql as sql51 } from "drizzle-orm";

// api/src/features/appointments/contract/appointment-format.ts
var dayFormat2;
var timeFormat;
var day3 = () => dayFormat2 ??= new Intl.DateTimeFormat("de-DE", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Berlin"
});
var clock = () => timeFormat ??= new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" });
var formatAppointmentDay = (instant2) => day3().format(new Date(instant2));
var formatAppointmentHours = (startsAt, endsAt) => `${clock().format(new Date(startsAt))}\u2013${clock().format(new Date(endsAt))} Uhr`;
var formatAppointmentTime = (startsAt, endsAt) => `${formatAppointmentDay(startsAt)}, ${formatAppointmentHours(startsAt, endsAt)}`;

// api/src/features/appointments/contract/berlin-time.ts
var TIME_ZONE3 = "Europe/Berlin";
var MINUTE_MS = 6e4;
var parts;
var partsFormat2 = () => parts ??= new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE3,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23"
});
function berlinClock2(instant2) {
  const part = Object.fromEntries(
    partsFormat2().formatToParts(instant2).map(({ type, value }) => [type, value])
  );
  return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}
function offsetMs(instant2) {
  const { day: day4, time: time3 } = berlinClock2(instant2);
  return Date.parse(`${day4}T${time3}:00Z`) - Math.floor(instant2 / MINUTE_MS) * MINUTE_MS;
}
function berlinInstant(day4, time3) {
  const wall = Date.parse(`${day4}T${time3}:00Z`);
  const guess = wall - offsetMs(wall);
  return new Date(wall - offsetMs(guess));
}

// api/src/features/appointments/ics.ts
var CRLF = "\r\n";
var MAX_LINE_OCTETS = 75;
var encoder = new TextEncoder();
var BERLIN_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Berlin",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE"
];
function escapeText(value) {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}
var quotedParameter = (value) => `"${value.replace(/["\r\n]/g, "")}"`;
function foldLine(line2) {
  const pieces = [];
  let current2 = "";
  let octets = 0;
  for (const character of line2) {
    const size2 = encoder.encode(character).length;
    if (octets + size2 > MAX_LINE_OCTETS) {
      pieces.push(current2);
      current2 = " ";
      octets = 1;
    }
    current2 += character;
    octets += size2;
  }
  pieces.push(current2);
  return pieces.join(CRLF);
}
function berlinDateTime(instant2) {
  const { day: day4, time: time3 } = berlinClock2(instant2);
  return `${day4.replace(/-/g, "")}T${time3.replace(":", "")}${String(instant2.getUTCSeconds()).padStart(2, "0")}`;
}
var utcDateTime = (instant2) => `${instant2.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
function calendarFile(event) {
  const cancelled = event.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${companySnapshot().brand}//Termine//DE`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    ...BERLIN_TIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=Europe/Berlin:${berlinDateTime(event.startsAt)}`,
    `DTEND;TZID=Europe/Berlin:${berlinDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...event.location ? [`LOCATION:${escapeText(event.location)}`] : [],
    ...event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : [],
    `ORGANIZER;CN=${quotedParameter(companySnapshot().brand)}:mailto:${companySnapshot().email}`,
    ...event.attendee ? [`ATTENDEE;CN=${quotedParameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`] : [],
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR"
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

// api/src/features/appointments/appointment-mails.ts
var customerIntro = {
  booked: (kind) => `hiermit best\xE4tigen wir Ihren ${kind}-Termin:`,
  changed: (kind) => `Ihr ${kind}-Termin hat sich ge\xE4ndert. Der neue Termin:`,
  cancelled: (kind) => `Ihr ${kind}-Termin ist leider abgesagt:`
};
var customerSubject = {
  booked: "Ihr Termin",
  changed: "Ihr Termin wurde ge\xE4ndert",
  cancelled: "Ihr Termin wurde abgesagt"
};
var officeSubject = {
  booked: "Termin gebucht",
  changed: "Termin ge\xE4ndert",
  cancelled: "Termin abgesagt"
};
var calendarHint = {
  booked: "Im Anhang finden Sie den Termin als Kalenderdatei (.ics) f\xFCr Ihren Kalender.",
  changed: "Die Kalenderdatei im Anhang ersetzt den bisherigen Eintrag in Ihrem Kalender.",
  cancelled: "Die Kalenderdatei im Anhang entfernt den Termin aus Ihrem Kalender."
};
var appointmentSummary = (kind) => `${appointmentKindLabels[kind]} \u2013 ${companySnapshot().brand}`;
function appointmentCalendarFile(appointment, now) {
  return calendarFile({
    method: appointment.status === "cancelled" ? "CANCEL" : "REQUEST",
    uid: appointment.uid,
    sequence: appointment.sequence,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    summary: appointmentSummary(appointment.kind),
    location: appointment.location,
    description: appointment.note,
    attendee: appointment.customerEmail ? { name: appointment.customerName, email: appointment.customerEmail } : null,
    stamp: now
  });
}
function attachment(appointment, now) {
  const method = appointment.status === "cancelled" ? "CANCEL" : "REQUEST";
  return {
    filename: appointment.status === "cancelled" ? "termin-abgesagt.ics" : "termin.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(appointmentCalendarFile(appointment, now), "utf8").toString("base64")
  };
}
function details2(appointment) {
  return [
    `${appointmentKindLabels[appointment.kind]}: ${formatAppointmentTime(appointment.startsAt, appointment.endsAt)}`,
    ...appointment.location ? [`Ort: ${appointment.location}`] : [],
    ...appointment.note ? [`Hinweis: ${appointment.note}`] : []
  ];
}
function appointmentMails(appointment, change, {
  officeEmail,
  sender,
  adminUrl,
  now
}) {
  const kind = appointmentKindLabels[appointment.kind];
  const mails2 = [];
  if (appointment.customerEmail) {
    mails2.push({
      topic: `appointment-${change}`,
      recipient: appointment.customerEmail,
      subject: `${customerSubject[change]}: ${kind} am ${formatAppointmentTime(appointment.startsAt, appointment.endsAt)}`,
      textBody: [
        `Guten Tag ${appointment.customerName},`.replace(/ ,$/, ","),
        "",
        customerIntro[change](kind),
        "",
        ...details2(appointment),
        "",
        calendarHint[change],
        change === "cancelled" ? "Wir melden uns bei Ihnen, um einen neuen Termin zu finden." : `Passt der Termin nicht? Rufen Sie uns an: ${companySnapshot().phoneDisplay}.`,
        "",
        sender ? personalSignature(sender.name) : customerSignature()
      ].join("\n"),
      replyTo: officeEmail,
      sentBy: sender?.username ?? null,
      attachments: [attachment(appointment, now)]
    });
  }
  mails2.push({
    topic: `appointment-${change}-office`,
    recipient: officeEmail,
    subject: `${officeSubject[change]}: ${kind} mit ${appointment.customerName || "Kunde"}`,
    textBody: [
      `${officeSubject[change]}${sender ? ` von ${sender.name}` : " vom Kunden \xFCber den Terminlink"}.`,
      "",
      ...details2(appointment),
      `Kunde: ${appointment.customerName}${appointment.customerEmail ? ` <${appointment.customerEmail}>` : ""}`,
      "",
      `Im Backoffice: ${adminUrl}`
    ].join("\n"),
    sentBy: sender?.username ?? null,
    attachments: [attachment(appointment, now)]
  });
  return mails2;
}

// api/src/features/appointments/book-offer.ts
import { randomUUID } from "node:crypto";
import { and as and46, eq as eq65, isNull as isNull14, sql as sql50 } from "drizzle-orm";

// api/src/features/appointments/office-recipient.ts
import { eq as eq64 } from "drizzle-orm";
async function officeEmailFor(db, assignedTo, notifyEmail) {
  if (assignedTo === null) return notifyEmail;
  const [person] = await db.select({ email: users.email }).from(users).where(eq64(users.id, assignedTo));
  return person?.email ?? notifyEmail;
}

// api/src/features/appointments/book-offer.ts
var newAppointmentUid = (siteUrl) => `${randomUUID()}@${new URL(siteUrl).hostname}`;
var aufmassLocation = (plz) => plz ? `Bei Ihnen vor Ort (PLZ ${plz})` : "Bei Ihnen vor Ort";
async function bookedAppointment(db, offer) {
  if (offer.appointmentId === null) return void 0;
  const [row] = await db.select().from(appointments).where(eq65(appointments.id, offer.appointmentId));
  return row;
}
async function offerJson(db, offer, now = /* @__PURE__ */ new Date()) {
  const [lead] = await db.select({ vorname: leads.vorname, nachname: leads.nachname }).from(leads).where(eq65(leads.id, offer.leadId));
  const booked = await bookedAppointment(db, offer);
  if (!booked && offer.expiresAt <= now) fail(410, appointmentMessages.offerExpired);
  return {
    customerName: lead ? `${lead.vorname} ${lead.nachname}` : "",
    company: { name: companySnapshot().brand, phone: companySnapshot().phoneDisplay, email: companySnapshot().email },
    slots: offer.slots,
    expiresAt: offer.expiresAt.toISOString(),
    booked: booked ? bookedJson(offer, booked) : null
  };
}
function bookedJson(offer, booked) {
  const slot = offer.slots.findIndex((candidate) => Date.parse(candidate.startsAt) === booked.startsAt.getTime());
  return { slot, startsAt: booked.startsAt.toISOString(), endsAt: booked.endsAt.toISOString(), location: booked.location };
}
async function bookOffer({ db, notifyEmail, siteUrl, wakeMailer }, offer, slotIndex, now = /* @__PURE__ */ new Date()) {
  const already = await bookedAppointment(db, offer);
  if (already) return { booked: false, offer: bookedJson(offer, already) };
  if (offer.expiresAt <= now) fail(410, appointmentMessages.offerExpired);
  const slot = offer.slots[slotIndex];
  if (!slot) fail(400, appointmentMessages.slotChoice);
  const [lead] = await db.select().from(leads).where(eq65(leads.id, offer.leadId));
  if (!lead) fail(404, appointmentMessages.offerNotFound);
  const uid = newAppointmentUid(siteUrl);
  const values4 = {
    kind: "aufmass",
    leadId: lead.id,
    orderId: null,
    status: "booked",
    startsAt: new Date(slot.startsAt),
    endsAt: new Date(slot.endsAt),
    note: "",
    location: aufmassLocation(lead.plz),
    customerName: `${lead.vorname} ${lead.nachname}`,
    customerEmail: lead.email,
    uid,
    sequence: 0,
    createdBy: `${lead.vorname} ${lead.nachname}`,
    createdAt: now,
    updatedAt: now
  };
  const preview = { id: 0, ...values4 };
  const officeEmail = await officeEmailFor(db, lead.assignedTo, notifyEmail);
  const adminUrl = new URL(`/admin/leads/${lead.reference}`, siteUrl).href;
  const mails2 = appointmentMails(preview, "booked", { officeEmail, sender: null, adminUrl, now });
  const stillFree = sql50`exists (select 1 from ${appointmentOffers} where ${appointmentOffers.id} = ${offer.id} and ${appointmentOffers.appointmentId} is null)`;
  const ours = sql50`exists (select 1 from ${appointmentOffers} where ${appointmentOffers.id} = ${offer.id}
    and ${appointmentOffers.appointmentId} = (select ${appointments.id} from ${appointments} where ${appointments.uid} = ${uid}))`;
  await db.batch([
    insertWhen(db, appointments, values4, stillFree),
    db.update(appointmentOffers).set({ appointmentId: sql50`(select ${appointments.id} from ${appointments} where ${appointments.uid} = ${uid})` }).where(and46(eq65(appointmentOffers.id, offer.id), isNull14(appointmentOffers.appointmentId))),
    ...mails2.map((mail) => enqueueMailWhen(db, mail, ours, void 0, now)),
    leadHistoryEntryWhen(
      db,
      lead.id,
      {
        at: now,
        by: values4.customerName,
        kind: "note",
        text: `Aufma\xDF-Termin \xFCber den Terminlink gebucht: ${formatAppointmentTime(slot.startsAt, slot.endsAt)}`
      },
      ours
    )
  ]);
  const [after] = await db.select().from(appointmentOffers).where(eq65(appointmentOffers.id, offer.id));
  const booked = after && await bookedAppointment(db, after);
  if (!after || !booked) fail(404, appointmentMessages.offerNotFound);
  wakeMailer();
  return { booked: booked.uid === uid, offer: bookedJson(after, booked) };
}

// api/src/features/appointments/manage-appointments.ts
var instantsOf = (body) => ({
  startsAt: berlinInstant(body.date, body.from),
  endsAt: berlinInstant(body.date, body.to)
});
async function officeOf({ db, notifyEmail, siteUrl }, appointment) {
  if (appointment.orderId !== null) {
    const [order] = await db.select({ assignedTo: orders.assignedTo }).from(orders).where(eq66(orders.id, appointment.orderId));
    return {
      officeEmail: await officeEmailFor(db, order?.assignedTo ?? null, notifyEmail),
      adminUrl: new URL(`/admin/orders?order=${appointment.orderId}`, siteUrl).href
    };
  }
  const [lead] = appointment.leadId ? await db.select({ assignedTo: leads.assignedTo, reference: leads.reference }).from(leads).where(eq66(leads.id, appointment.leadId)) : [];
  return {
    officeEmail: await officeEmailFor(db, lead?.assignedTo ?? null, notifyEmail),
    adminUrl: new URL(lead ? `/admin/leads/${lead.reference}` : "/admin/appointments", siteUrl).href
  };
}
async function createMontage(dependencies, orderId, body, sender, now = /* @__PURE__ */ new Date()) {
  const { db, siteUrl, wakeMailer } = dependencies;
  const [order] = await db.select().from(orders).where(eq66(orders.id, orderId));
  if (!order) fail(404, quoteMessages.orderNotFound);
  const address = order.installationAddress ?? order.billingAddress;
  const [quoteLead] = order.quoteId ? await db.select({ leadId: quotes.leadId }).from(quotes).where(eq66(quotes.id, order.quoteId)) : [];
  const values4 = {
    kind: "montage",
    orderId: order.id,
    leadId: quoteLead?.leadId ?? null,
    ...instantsOf(body),
    note: body.note,
    location: address ? addressLine(address) : "",
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    uid: newAppointmentUid(siteUrl),
    sequence: 0,
    createdBy: sender.username,
    createdAt: now,
    updatedAt: now
  };
  const preview = { id: 0, status: "booked", ...values4 };
  const mails2 = appointmentMails(preview, "booked", { ...await officeOf(dependencies, preview), sender, now });
  const inserted = sql51`exists (select 1 from ${appointments} where ${appointments.uid} = ${values4.uid})`;
  const [[created]] = await db.batch([
    db.insert(appointments).values(values4).returning(),
    ...mails2.map((mail) => enqueueMailWhen(db, mail, inserted, void 0, now))
  ]);
  wakeMailer();
  return appointmentJson(db, created);
}
async function existing(dependencies, id2) {
  const [row] = await dependencies.db.select().from(appointments).where(eq66(appointments.id, id2));
  if (!row) fail(404, appointmentMessages.appointmentNotFound);
  if (row.status === "cancelled") fail(409, appointmentMessages.appointmentCancelled);
  return row;
}
async function update(dependencies, row, changes, change, sender, now) {
  const { db, wakeMailer } = dependencies;
  const next = { ...row, ...changes, sequence: row.sequence + 1, updatedAt: now };
  const mails2 = appointmentMails(next, change, { ...await officeOf(dependencies, next), sender, now });
  const unchanged = and47(eq66(appointments.id, row.id), eq66(appointments.sequence, row.sequence), eq66(appointments.status, "booked"));
  const stillAsRead = sql51`exists (select 1 from ${appointments} where ${unchanged})`;
  const [first, ...others] = mails2.map((mail) => enqueueMailWhen(db, mail, stillAsRead, void 0, now));
  const results = await db.batch([
    first,
    ...others,
    db.update(appointments).set({ ...changes, sequence: next.sequence, updatedAt: now }).where(unchanged).returning()
  ]);
  const [updated] = results.at(-1);
  if (!updated) fail(409, appointmentMessages.appointmentCancelled);
  wakeMailer();
  return appointmentJson(db, updated);
}
async function changeAppointment(dependencies, id2, body, sender, now = /* @__PURE__ */ new Date()) {
  const row = await existing(dependencies, id2);
  return update(dependencies, row, { ...instantsOf(body), note: body.note }, "changed", sender, now);
}
async function cancelAppointment(dependencies, id2, sender, now = /* @__PURE__ */ new Date()) {
  const row = await existing(dependencies, id2);
  return update(dependencies, row, { status: "cancelled" }, "cancelled", sender, now);
}

// api/src/features/appointments/offer-appointments.ts
import { eq as eq68, sql as sql52 } from "drizzle-orm";

// api/src/features/appointments/offer-links.ts
import { createHash as createHash10, randomBytes as randomBytes5 } from "node:crypto";
import { eq as eq67 } from "drizzle-orm";
var TOKEN_PATTERN2 = /^[A-Za-z0-9_-]{43}$/;
var hashToken = (token) => createHash10("sha256").update(token).digest("hex");
function newOfferToken() {
  const token = randomBytes5(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}
var offerLinkUrl = (siteUrl, token) => new URL(`/termin/${token}`, siteUrl).href;
async function findOfferByToken(db, token) {
  if (!TOKEN_PATTERN2.test(token)) return void 0;
  const [row] = await db.select().from(appointmentOffers).where(eq67(appointmentOffers.tokenHash, hashToken(token)));
  return row;
}

// api/src/features/appointments/offer-appointments.ts
function offerText(text4, slots, link) {
  const choices = slots.map((slot) => `\u2013 ${formatAppointmentTime(slot.startsAt, slot.endsAt)}`);
  return [text4, "", "Unsere Terminvorschl\xE4ge:", ...choices, "", "Bitte w\xE4hlen Sie Ihren Wunschtermin \xFCber diesen Link:", link].join("\n");
}
async function offerAppointments({ db, notifyEmail, siteUrl, wakeMailer }, leadId, body, sender, now = /* @__PURE__ */ new Date()) {
  const lead = await findLead(db, leadId);
  if (!lead) fail(404, inboxMessages.leadNotFound);
  const slots = body.slots.map((slot) => ({
    startsAt: new Date(slot.startsAt).toISOString(),
    endsAt: new Date(slot.endsAt).toISOString()
  }));
  const { token, tokenHash: tokenHash2 } = newOfferToken();
  const link = offerLinkUrl(siteUrl, token);
  const reply = { subject: body.subject, text: offerText(body.text, slots, link) };
  const expiresAt = new Date(Math.max(...slots.map((slot) => Date.parse(slot.startsAt))));
  const stillThere = sql52`exists (select 1 from ${leads} where ${leads.id} = ${leadId})`;
  const entry = { at: now, by: sender.username, kind: "reply", text: `${reply.subject}

${reply.text}` };
  const [, , , [answered]] = await db.batch([
    insertWhen(db, appointmentOffers, { leadId, tokenHash: tokenHash2, slots, expiresAt, createdBy: sender.username, createdAt: now }, stillThere),
    enqueueMailWhen(db, leadReplyMail(lead, reply, notifyEmail, sender), stillThere, void 0, now),
    leadHistoryEntryWhen(db, leadId, entry, stillThere),
    db.update(leads).set({ firstAnsweredAt: sql52`coalesce(${leads.firstAnsweredAt}, ${now.getTime()})`, updatedAt: now }).where(eq68(leads.id, leadId)).returning({ id: leads.id })
  ]);
  if (!answered) fail(404, inboxMessages.leadNotFound);
  wakeMailer();
  const historyEntry = { ...entry, at: now.toISOString(), byName: sender.name };
  return { entry: historyEntry, expiresAt: expiresAt.toISOString() };
}

// api/src/features/appointments/admin.routes.ts
function adminAppointmentRoutes(dependencies) {
  const { db } = dependencies;
  return new Hono48().post(
    "/leads/:id/appointment-offers",
    validate("param", idParamSchema),
    validate("json", offerBodySchema),
    async (c) => c.json(await offerAppointments(dependencies, c.req.valid("param").id, c.req.valid("json"), staffActor(c)), 201)
  ).get("/orders/:id/appointments", validate("param", idParamSchema), async (c) => {
    const { id: id2 } = c.req.valid("param");
    if (!await findOrder(db, id2)) fail(404, quoteMessages.orderNotFound);
    return c.json(await selectAppointments(db, eq69(appointments.orderId, id2)));
  }).post(
    "/orders/:id/appointments",
    validate("param", idParamSchema),
    validate("json", appointmentTimeSchema),
    async (c) => c.json(await createMontage(dependencies, c.req.valid("param").id, c.req.valid("json"), staffActor(c)), 201)
  ).get("/appointments", validate("query", appointmentRangeSchema), async (c) => {
    const { from, to } = c.req.valid("query");
    return c.json(await selectAppointments(db, and48(overlapping(berlinDayRange(from).start, berlinDayRange(to).end))));
  }).put(
    "/appointments/:id",
    validate("param", idParamSchema),
    validate("json", appointmentTimeSchema),
    async (c) => c.json(await changeAppointment(dependencies, c.req.valid("param").id, c.req.valid("json"), staffActor(c)))
  ).post(
    "/appointments/:id/cancel",
    validate("param", idParamSchema),
    async (c) => c.json(await cancelAppointment(dependencies, c.req.valid("param").id, staffActor(c)))
  );
}

// api/src/features/appointments/customer.routes.ts
import { Hono as Hono49 } from "hono";

// api/src/features/appointments/customer-appointments.ts
import { and as and49, eq as eq70, gte as gte5, inArray as inArray23, or as or15, sql as sql53 } from "drizzle-orm";
async function customerAppointments(db, account2, now = /* @__PURE__ */ new Date()) {
  const confirmed = await confirmedEmailOf(db, account2);
  const ownOrders = db.select({ id: orders.id }).from(orders).where(eq70(orders.userId, account2.id));
  const ownConfigurations = db.select({ id: savedConfigurations.id }).from(savedConfigurations).where(eq70(savedConfigurations.userId, account2.id));
  const ownLeads = db.select({ id: leads.id }).from(leads).where(
    confirmed ? or15(inArray23(leads.configurationId, ownConfigurations), sql53`lower(${leads.email}) = ${confirmed.toLowerCase()}`) : inArray23(leads.configurationId, ownConfigurations)
  );
  return selectAppointments(
    db,
    and49(gte5(appointments.endsAt, now), or15(inArray23(appointments.orderId, ownOrders), inArray23(appointments.leadId, ownLeads)))
  );
}
async function orderAppointments(db, orderId) {
  return selectAppointments(db, and49(eq70(appointments.orderId, orderId), eq70(appointments.status, "booked")));
}

// api/src/features/appointments/customer.routes.ts
function customerAppointmentRoutes(db) {
  return new Hono49().use(noStore(), sessionMiddleware(db), requireUser()).get("/", async (c) => c.json(await customerAppointments(db, c.get("user"))));
}

// api/src/features/appointments/link.routes.ts
import { Hono as Hono50 } from "hono";
var TEN_MINUTES2 = 10 * 60 * 1e3;
var READ_LIMIT2 = { bucket: "appointment-link-read", limit: 60, windowMs: TEN_MINUTES2 };
var WRITE_LIMIT2 = { bucket: "appointment-link-write", limit: 10, windowMs: TEN_MINUTES2 };
function appointmentLinkRoutes(dependencies) {
  const { db, trustProxy } = dependencies;
  const offerOf = async (token) => await findOfferByToken(db, token) ?? fail(404, appointmentMessages.offerNotFound);
  return new Hono50().use(noStore()).get(
    "/offers/:token",
    rateLimit(db, READ_LIMIT2, trustProxy),
    async (c) => c.json(await offerJson(db, await offerOf(c.req.param("token"))))
  ).post("/offers/:token", rateLimit(db, WRITE_LIMIT2, trustProxy), validate("json", pickSlotSchema), async (c) => {
    const result = await bookOffer(dependencies, await offerOf(c.req.param("token")), c.req.valid("json").slot);
    if (!result.booked) return c.json({ error: appointmentMessages.alreadyBooked, booked: result.offer }, 409);
    return c.json({ booked: result.offer }, 201);
  }).get("/quote/:token", rateLimit(db, READ_LIMIT2, trustProxy), async (c) => {
    const quote = await findQuoteByLinkToken(db, c.req.param("token"));
    if (!quote) fail(404, appointmentMessages.offerNotFound);
    return c.json(quote.status === "accepted" && quote.orderId ? await orderAppointments(db, quote.orderId) : []);
  });
}

// api/src/app.ts
var UPLOAD_PATH = "/api/admin/upload-option-image";
var german = de();
configureZod({
  localeError: (issue) => issue.code === "invalid_format" && issue.format === "regex" ? apiMessages.invalidFormat : german.localeError(issue)
});
function createApi({ db, config: config2, wakeMailer = () => {
}, siteRebuilder }) {
  const trustProxy = config2.TRUST_PROXY;
  const secureCookies = config2.PUBLIC_SITE_URL.startsWith("https://");
  const storeLead = createLeadStore({ db, notifyEmail: config2.NOTIFY_EMAIL, siteUrl: config2.PUBLIC_SITE_URL, wakeMailer });
  const cachedCatalogue = createCatalogueAnswerCache(db);
  const storage = createStorageHealth();
  const mailing = { db, notifyEmail: config2.NOTIFY_EMAIL, trustProxy, wakeMailer };
  const api = new Hono51().basePath("/api").use(requestGuards({ largerBodies: { [UPLOAD_PATH]: { maxBytes: MAX_UPLOAD_BODY_BYTES, message: catalogueMessages.imageTooLarge } } })).use(async (_c, next) => {
    await refreshCompany(db);
    await next();
  }).route("/health", healthRoutes(db, storage)).route("/public/product-lines", publicProductLineRoutes(db)).route("/public", publicShopRoutes(db, cachedCatalogue)).route("/products", productRoutes(db, cachedCatalogue)).route("/product-options", productOptionRoutes(db, cachedCatalogue)).route("/funnel/submit", funnelSubmitRoutes({ db, trustProxy, storeLead })).route("/funnel-analytics", funnelAnalyticsRoutes({ db, trustProxy })).route("/visits", visitRoutes({ db, trustProxy, siteUrl: config2.PUBLIC_SITE_URL })).route("/contact", contactRoutes(mailing)).route("/newsletter", newsletterRoutes({ db, trustProxy, siteUrl: config2.PUBLIC_SITE_URL, wakeMailer })).route("/shop", shopRoutes(db)).route("/quotes", quoteLinkRoutes({ db, trustProxy, siteUrl: config2.PUBLIC_SITE_URL, notifyEmail: config2.NOTIFY_EMAIL, wakeMailer })).route(
    "/appointments",
    appointmentLinkRoutes({ db, trustProxy, siteUrl: config2.PUBLIC_SITE_URL, notifyEmail: config2.NOTIFY_EMAIL, wakeMailer })
  ).route("/team", publicTeamRoutes({ db, trustProxy })).route("/", accountRoutes({ db, trustProxy, secureCookies, siteUrl: config2.PUBLIC_SITE_URL, wakeMailer })).route("/customer/appointments", customerAppointmentRoutes(db)).route(
    "/customer",
    customerRoutes({ db, storeLead, trustProxy, siteUrl: config2.PUBLIC_SITE_URL, notifyEmail: config2.NOTIFY_EMAIL, wakeMailer })
  ).route("/admin", publicAdminRoutes({ db, trustProxy, secureCookies, siteUrl: config2.PUBLIC_SITE_URL, wakeMailer })).route(
    "/admin",
    adminRoutes(db, {
      uploadDir: config2.UPLOAD_DIR,
      siteUrl: config2.PUBLIC_SITE_URL,
      notifyEmail: config2.NOTIFY_EMAIL,
      outboxDir: config2.OUTBOX_DIR,
      backups: backupOptions(config2),
      wakeMailer,
      mail: { smtpUrl: config2.SMTP_URL, from: config2.MAIL_FROM },
      siteRebuilder
    })
  );
  api.all("*", unmatchedRequest(api.routes));
  api.notFound(notFound);
  api.onError(errorHandler(storage));
  return api;
}
function adminRoutes(db, { uploadDir, siteUrl, notifyEmail, outboxDir, backups, wakeMailer, mail, siteRebuilder }) {
  const documents = { db, siteUrl, notifyEmail, wakeMailer };
  return new Hono51().use(noStore(), sessionMiddleware(db), requireStaff(), requireSecondFactor(db), requirePermission()).route("/profile", adminProfileRoutes(db)).route("/", adminTwoFactorRoutes(db)).route("/dashboard", adminDashboardRoutes(db)).route("/counts", adminCountRoutes(db)).route("/first-steps", adminFirstStepsRoutes(db)).route("/analytics", adminAnalyticsRoutes(db)).route("/leads", adminLeadRoutes(db)).route("/leads", adminKnownContactRoutes(db)).route("/leads", adminLeadReplyRoutes({ db, notifyEmail, wakeMailer })).route("/messages", adminMessageRoutes(db)).route("/privacy", adminPrivacyRoutes(db, { notifyEmail, outboxDir, register: backups.erasureRegister })).route("/product-lines", adminProductLineRoutes(db)).route("/product-categories", adminProductCategoryRoutes(db)).route("/products", adminProductRoutes(db)).route("/shop-option-categories", adminOptionCategoryRoutes(db)).route("/shop-options", adminOptionRoutes(db, uploadDir)).route("/product-options", adminProductOptionRoutes(db)).route("/upload-option-image", adminImageUploadRoutes(uploadDir)).route("/settings", adminSettingsRoutes(db)).route("/settings/templates", adminTemplateRoutes(db)).route("/settings/mail", adminMailSettingsRoutes({ db, ...mail, outboxDir, notifyEmail })).route("/settings/line-presets", adminLinePresetRoutes(db)).route("/settings/security", adminSecuritySettingsRoutes(db)).route("/settings/company", adminCompanyRoutes({ db, notifyEmail, siteRebuilder })).route("/team", adminTeamRoutes({ db, siteUrl, wakeMailer })).route("/global-option-categories", adminGlobalOptionCategoryRoutes(db)).route("/global-options", adminGlobalOptionRoutes(db)).route("/change-log", adminChangeLogRoutes(db)).route("/quotes", adminQuoteRoutes(documents)).route("/orders", adminOrderRoutes(documents)).route("/search", adminSearchRoutes(db)).route("/", adminAssignmentRoutes({ db, siteUrl, wakeMailer })).route("/backups", adminBackupRoutes(db, backups)).route("/", adminAppointmentRoutes({ db, siteUrl, notifyEmail, wakeMailer }));
}

// api/src/features/accounts/first-admin.ts
import { eq as eq71 } from "drizzle-orm";
async function ensureFirstAdmin(db, settings2) {
  const existing2 = await db.select({ id: users.id }).from(users).where(eq71(users.role, "admin")).limit(1);
  if (existing2.length > 0) return { created: false };
  const generatedPassword = settings2.password ? null : newToken(15);
  const password = settings2.password ?? generatedPassword;
  const inserted = await db.insert(users).values({
    username: settings2.username,
    email: settings2.email,
    passwordHash: await hashPassword(password),
    role: "admin",
    firstName: "Admin"
  }).onConflictDoNothing().returning({ id: users.id });
  if (inserted.length === 0) return { created: false };
  return { created: true, username: settings2.username, generatedPassword };
}

// api/src/platform/db/client.ts
import { mkdirSync } from "node:fs";
import { dirname as dirname2, resolve as resolve8 } from "node:path";
import { createClient as createClient4 } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";

// api/src/platform/db/local-batch.ts
import Database from "libsql";
function openLocalBatchClient(path, { busyTimeoutMs }) {
  const connection = new Database(path, { timeout: busyTimeoutMs });
  connection.exec("PRAGMA synchronous = NORMAL");
  connection.exec("PRAGMA foreign_keys = ON");
  connection.exec("PRAGMA secure_delete = ON");
  const statements = /* @__PURE__ */ new Map();
  const prepared = (sql56) => {
    let statement = statements.get(sql56);
    if (!statement) {
      statement = connection.prepare(sql56);
      statements.set(sql56, statement);
    }
    return statement;
  };
  const begin = prepared("BEGIN IMMEDIATE");
  const commit = prepared("COMMIT");
  const rollback = prepared("ROLLBACK");
  function execute({ sql: sql56, args = [] }) {
    const statement = prepared(sql56);
    const values4 = Array.isArray(args) ? args.map(toSqlValue) : args;
    if (statement.reader) return resultSet(statement.all(values4), 0);
    return resultSet([], statement.run(values4).changes);
  }
  return {
    async batch(batch) {
      begin.run();
      try {
        const results = batch.map((statement) => execute(typeof statement === "string" ? { sql: statement } : statement));
        commit.run();
        return results;
      } catch (error) {
        if (connection.inTransaction) rollback.run();
        throw error;
      }
    },
    close: () => connection.close()
  };
}
function toSqlValue(value) {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return value;
}
function resultSet(rows2, rowsAffected) {
  return { columns: [], columnTypes: [], rows: rows2, rowsAffected, lastInsertRowid: void 0, toJSON: () => ({ rows: rows2, rowsAffected }) };
}

// api/src/platform/db/client.ts
var BUSY_TIMEOUT_MS = 5e3;
async function openDatabase({ url, authToken }) {
  const localFile = url.startsWith("file:");
  if (localFile) ensureParentDirectory(url);
  const client = createClient4({
    url,
    authToken,
    ...localFile ? { concurrency: 1, timeout: BUSY_TIMEOUT_MS } : {}
  });
  if (localFile) {
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = NORMAL");
    await client.execute("PRAGMA foreign_keys = ON");
    await client.execute("PRAGMA secure_delete = ON");
    if (!localPath(url).startsWith(":memory:")) useBatchClient(client, url);
  }
  return drizzle(client, { schema: schema_exports });
}
function useBatchClient(client, url) {
  const batchClient = openLocalBatchClient(localPath(url), { busyTimeoutMs: BUSY_TIMEOUT_MS });
  commitThrough(client, batchClient);
  const close = client.close.bind(client);
  client.close = () => {
    batchClient.close();
    close();
  };
}
var localPath = (fileUrl) => fileUrl.replace(/^file:(\/\/)?/, "");
function ensureParentDirectory(fileUrl) {
  const path = localPath(fileUrl);
  if (path.startsWith(":memory:")) return;
  mkdirSync(dirname2(resolve8(path)), { recursive: true });
}

// api/src/platform/db/migrate.ts
import { resolve as resolve9 } from "node:path";
import { migrate } from "drizzle-orm/libsql/migrator";
var MIGRATIONS_FOLDER = resolve9(process.cwd(), "api/migrations");
async function applyMigrations(db) {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

// api/src/features/catalogue/seed/seed-catalogue.ts
import { eq as eq72, sql as sql54 } from "drizzle-orm";

// api/src/features/catalogue/seed/catalogue-data.ts
var seedProductLines = [
  {
    name: "Fenster",
    description: "Kunststoff-, Holz- und Aluminiumfenster nach Ma\xDF \u2013 mit moderner W\xE4rmed\xE4mmung und sicheren Beschl\xE4gen.",
    priority: 100,
    active: true,
    categories: ["Kunststofffenster", "Holzfenster", "Holz-Alu-Fenster", "Aluminiumfenster"]
  },
  {
    name: "Haust\xFCren",
    description: "Einbruchhemmende Haust\xFCren aus Kunststoff und Aluminium, individuell gestaltet und passgenau montiert.",
    priority: 90,
    active: true,
    categories: ["Kunststoff-Haust\xFCren", "Aluminium-Haust\xFCren"]
  },
  {
    name: "Schiebet\xFCren",
    description: "Hebe-Schiebet\xFCren und Parallel-Schiebe-Kippt\xFCren f\xFCr gro\xDFz\xFCgige, barrierearme \xDCberg\xE4nge zu Terrasse und Garten.",
    priority: 80,
    active: true,
    categories: ["Hebe-Schiebet\xFCren", "Parallel-Schiebe-Kippt\xFCren"]
  },
  {
    name: "Dachfenster",
    description: "Schwing- und Klapp-Schwingfenster f\xFCr helle Dachr\xE4ume \u2013 inklusive Eindeckrahmen und fachgerechtem Einbau.",
    priority: 70,
    active: true,
    categories: ["Schwingfenster", "Klapp-Schwingfenster"]
  },
  {
    name: "Rolll\xE4den",
    description: "Vorbau- und Aufsatzrolll\xE4den mit Gurt, Kurbel oder Motor \u2013 f\xFCr Sichtschutz, W\xE4rmeschutz und mehr Sicherheit.",
    priority: 60,
    active: true,
    categories: ["Vorbaurolll\xE4den", "Aufsatzrolll\xE4den"]
  },
  {
    name: "Insektenschutz",
    description: "Spannrahmen, Drehrahmen und Plissees nach Ma\xDF \u2013 damit Frischluft ohne ungebetene G\xE4ste ins Haus kommt.",
    priority: 50,
    active: true,
    categories: ["Spannrahmen", "Drehrahmen", "Plissees"]
  },
  {
    name: "Markisen",
    description: "Gelenkarm- und Kassettenmarkisen f\xFCr Terrasse und Balkon.",
    priority: 40,
    active: false,
    categories: ["Kassettenmarkisen"]
  }
];
var percent = (value) => ({ price: value, type: "percentage" });
var seedOptionCategories = [
  {
    key: "profile_settings",
    name: "Profil",
    description: "Das Profilsystem bestimmt Bautiefe, W\xE4rmed\xE4mmung und Optik des Fensters.",
    type: "select",
    required: true,
    options: [
      { name: "Energeto Neo", description: "Hochw\xE4rmed\xE4mmendes Profil mit Klebetechnik, Passivhaus-geeignet", ...percent(28) },
      { name: "Ideal 4000", description: "Bew\xE4hrtes 5-Kammer-Profil, 70 mm Bautiefe", ...percent(0) },
      { name: "Ideal 4000 NEW", description: "Weiterentwicklung mit schlankerer Ansicht, 70 mm Bautiefe", ...percent(4) },
      { name: "Ideal 4000 Casement", description: "Fl\xFCgel\xFCberschlag in klassischer Optik, 70 mm Bautiefe", ...percent(7) },
      { name: "Ideal 5000", description: "6-Kammer-Profil mit Mitteldichtung, 70 mm Bautiefe", ...percent(10) },
      { name: "Ideal 7000 NEW", description: "6-Kammer-Profil, 85 mm Bautiefe, sehr gute W\xE4rmed\xE4mmung", ...percent(15) },
      { name: "Ideal 7000 NL", description: "Niederl\xE4ndische Bauart mit fl\xE4chenversetztem Fl\xFCgel, 85 mm Bautiefe", ...percent(17) },
      { name: "Ideal 8000", description: "6-Kammer-Profil mit drei Dichtungsebenen, 85 mm Bautiefe", ...percent(20) },
      { name: "Energeto 8000", description: "Verklebtes Profil f\xFCr Niedrigenergie- und Passivh\xE4user, 85 mm Bautiefe", ...percent(25) },
      { name: "Nordline", description: "Schlanke Optik im skandinavischen Stil, 70 mm Bautiefe", ...percent(12) },
      { name: "Ideal 70", description: "Preiswertes Einstiegsprofil, 70 mm Bautiefe", ...percent(2) },
      { name: "Ideal Neo", description: "Modernes Profil mit reduzierter Ansichtsbreite, 76 mm Bautiefe", ...percent(14) }
    ]
  },
  {
    key: "farbe_und_dekore",
    name: "Farbe und Dekore",
    description: "Grundfarbe oder Holzdekor des Rahmens.",
    type: "color",
    required: true,
    options: [
      { name: "Wei\xDF", colorCode: "#FFFFFF", price: 0 },
      { name: "Reinwei\xDF strukturell", colorCode: "#F6F6F1", ...percent(5) },
      { name: "Cremewei\xDF strukturell", colorCode: "#F2ECD8", ...percent(5) },
      { name: "Golden Oak", colorCode: "#9C6B30", ...percent(18) },
      { name: "Nussbaum", colorCode: "#5B3A22", ...percent(18) },
      { name: "Anthrazit \xE4hnlich RAL 7016", colorCode: "#383E42", ...percent(20) }
    ]
  },
  {
    key: "sonderfarben",
    name: "Sonderfarben",
    description: "Folierung in einer Sonderfarbe statt der Standardfarbe.",
    type: "color",
    required: false,
    options: [
      { name: "Keine Sonderfarbe", price: 0 },
      { name: "Moosgr\xFCn RAL 6005", colorCode: "#0F4336", ...percent(25) },
      { name: "Stahlblau RAL 5011", colorCode: "#1A2B3C", ...percent(25) },
      { name: "Weinrot RAL 3005", colorCode: "#5E2028", ...percent(25) },
      { name: "Lichtgrau RAL 7035", colorCode: "#CBD0CC", ...percent(25) },
      { name: "Schwarzbraun RAL 8022", colorCode: "#1A1718", ...percent(25) },
      { name: "Tannengr\xFCn RAL 6009", colorCode: "#27352A", ...percent(25) }
    ]
  },
  {
    key: "farbkombination",
    name: "Farbkombination",
    description: "Ob die Farbe innen und au\xDFen oder nur au\xDFen aufgebracht wird.",
    type: "select",
    required: false,
    options: [
      { name: "Innen und au\xDFen gleich", description: "Beidseitig in der gew\xE4hlten Farbe", ...percent(8) },
      { name: "Au\xDFen farbig, innen Wei\xDF", description: "Au\xDFen in der gew\xE4hlten Farbe, innen wei\xDF", price: 0 }
    ]
  },
  {
    key: "aludec_woodec",
    name: "Aludec und Woodec",
    description: "Oberfl\xE4chen in Metall- oder Holzoptik.",
    type: "color",
    required: false,
    options: [
      { name: "Keine Oberfl\xE4che", price: 0 },
      { name: "Aludec Jet Black", colorCode: "#1F1F1F", ...percent(30) },
      { name: "Aludec Anthrazitgrau", colorCode: "#3B3F42", ...percent(30) },
      { name: "Aludec Quarzgrau", colorCode: "#6C6E6B", ...percent(30) },
      { name: "Aludec Silbergrau", colorCode: "#A5A8A6", ...percent(30) },
      { name: "Aludec Bronze", colorCode: "#6F5A3E", ...percent(30) },
      { name: "Woodec Sheffield Oak Alpine", colorCode: "#D8C7AE", ...percent(32) },
      { name: "Woodec Sheffield Oak Concrete", colorCode: "#8C8478", ...percent(32) },
      { name: "Woodec Turner Oak Toffee", colorCode: "#8A5A35", ...percent(32) },
      { name: "Woodec Turner Oak Malt", colorCode: "#A77B4F", ...percent(32) }
    ]
  },
  {
    key: "fenstertyp",
    name: "Fenstertyp",
    description: "Anzahl und Anordnung der Fl\xFCgel.",
    type: "select",
    required: true,
    options: [
      { name: "Einteilig", description: "Ein Fl\xFCgel", price: 0 },
      { name: "Zweiteilig", description: "Zwei Fl\xFCgel, mit Pfosten oder Stulp", ...percent(45) },
      { name: "Dreiteilig", description: "Drei Fl\xFCgel nebeneinander", ...percent(90) },
      { name: "Sondertypen", description: "Rund-, Schr\xE4g- oder Bogenfenster nach Aufma\xDF", ...percent(120) }
    ]
  },
  {
    key: "oberlicht_unterlicht",
    name: "Ober-/Unterlicht",
    description: "Zus\xE4tzliches Feld \xFCber oder unter dem Fenster.",
    type: "select",
    required: false,
    options: [
      { name: "ohne", price: 0 },
      { name: "mit Oberlicht", price: 8900 },
      { name: "mit Unterlicht", price: 8900 }
    ]
  },
  {
    key: "oeffnungsart",
    name: "\xD6ffnungsart",
    description: "Wie sich der Fl\xFCgel \xF6ffnet.",
    type: "select",
    required: true,
    options: [
      { name: "ohne", description: "Festverglasung, nicht zu \xF6ffnen", price: 0 },
      { name: "links", description: "Dreh-Kipp, Anschlag links", price: 4900 },
      { name: "rechts", description: "Dreh-Kipp, Anschlag rechts", price: 4900 },
      { name: "oben", description: "Kippfl\xFCgel, Anschlag oben", price: 3900 }
    ]
  },
  {
    key: "verglasung",
    name: "Verglasung",
    description: "Aufbau der Isolierverglasung.",
    type: "select",
    required: true,
    options: [
      { name: "2-fach-Isolierverglasung", description: "Ug = 1,1 W/m\xB2K", price: 0 },
      { name: "3-fach-W\xE4rmeschutzverglasung", description: "Ug = 0,6 W/m\xB2K", ...percent(12) },
      { name: "3-fach-Schallschutzverglasung", description: "Schallschutzklasse 3", ...percent(22) }
    ]
  },
  {
    key: "sicherheit",
    name: "Sicherheitsausstattung",
    description: "Beschl\xE4ge gegen Aufhebeln.",
    type: "select",
    required: false,
    options: [
      { name: "Standardbeschlag", price: 0 },
      { name: "Pilzkopfverriegelung (RC1N)", price: 4900 },
      { name: "Widerstandsklasse RC2N", price: 11900 }
    ]
  },
  {
    key: "tuermodell",
    name: "T\xFCrmodell",
    description: "F\xFCllung und Aufbau der Haust\xFCr.",
    type: "select",
    required: true,
    options: [
      { name: "Modell Hamburg", description: "Glatte F\xFCllung ohne Glas", price: 0 },
      { name: "Modell L\xFCbeck", description: "F\xFCllung mit satiniertem Glasausschnitt", price: 24e3 },
      { name: "Modell Kiel", description: "Mit verglastem Seitenteil", price: 69e3 }
    ]
  },
  {
    key: "tuerfarbe",
    name: "T\xFCrfarbe",
    description: "Farbe der T\xFCr au\xDFen.",
    type: "color",
    required: false,
    options: [
      { name: "Wei\xDF", colorCode: "#FFFFFF", price: 0 },
      { name: "Anthrazit \xE4hnlich RAL 7016", colorCode: "#383E42", ...percent(12) },
      { name: "Golden Oak", colorCode: "#9C6B30", ...percent(15) }
    ]
  },
  {
    key: "antrieb",
    name: "Antrieb",
    description: "Wie der Rollladen bewegt wird.",
    type: "select",
    required: true,
    options: [
      { name: "Gurtwickler", price: 0 },
      { name: "Kurbel", price: 4900 },
      { name: "Elektromotor mit Schalter", price: 19900 },
      { name: "Funkmotor (Smart Home)", price: 29900 }
    ]
  },
  {
    key: "panzerfarbe",
    name: "Panzerfarbe",
    description: "Farbe der Rollladenlamellen.",
    type: "color",
    required: false,
    options: [
      { name: "Wei\xDF", colorCode: "#FFFFFF", price: 0 },
      { name: "Silbergrau", colorCode: "#A5A8A6", price: 0 },
      { name: "Anthrazit", colorCode: "#383E42", price: 3900 }
    ]
  },
  {
    key: "gewebe",
    name: "Gewebe",
    description: "Art des Insektenschutzgewebes.",
    type: "select",
    required: false,
    options: [
      { name: "Standardgewebe", description: "Fiberglas, grau", price: 0 },
      { name: "Pollenschutzgewebe", description: "H\xE4lt auch Pollen zur\xFCck", price: 3500 },
      { name: "Haustierschutzgewebe", description: "Besonders rei\xDFfest", price: 4500 }
    ]
  },
  {
    key: "rahmenfarbe",
    name: "Rahmenfarbe",
    description: "Farbe des Aluminiumrahmens.",
    type: "color",
    required: false,
    options: [
      { name: "Wei\xDF", colorCode: "#FFFFFF", price: 0 },
      { name: "Braun", colorCode: "#5B3A22", price: 0 },
      { name: "Anthrazit", colorCode: "#383E42", price: 1500 }
    ]
  }
];
var shopStepKeys = [
  "profile_settings",
  "farbe_und_dekore",
  "sonderfarben",
  "farbkombination",
  "aludec_woodec",
  "fenstertyp",
  "oberlicht_unterlicht",
  "oeffnungsart"
];
var windowKeys = [...shopStepKeys, "verglasung", "sicherheit"];
var seedProducts = [
  {
    name: "Kunststofffenster",
    description: "Pflegeleichtes Kunststofffenster nach Ma\xDF \u2013 Profil, Farbe und Ausstattung frei w\xE4hlbar.",
    category: "fenster",
    line: "Fenster",
    productCategories: ["Kunststofffenster"],
    basePrice: 14900,
    optionCategoryKeys: windowKeys
  },
  {
    name: "Kunststoff-Balkont\xFCr",
    description: "Dreh-Kipp-Balkont\xFCr aus Kunststoff mit niedriger Schwelle, passend zu Ihren Fenstern.",
    category: "fenster",
    line: "Fenster",
    productCategories: ["Kunststofffenster"],
    basePrice: 39900,
    optionCategoryKeys: windowKeys
  },
  {
    name: "Holzfenster Kiefer IV68",
    description: "Holzfenster aus Kiefer mit 68 mm Bautiefe, lasiert oder deckend lackiert.",
    category: "fenster",
    line: "Fenster",
    productCategories: ["Holzfenster"],
    basePrice: 32900,
    optionCategoryKeys: ["fenstertyp", "oeffnungsart", "verglasung", "sicherheit"]
  },
  {
    name: "Holz-Alu-Fenster",
    description: "Innen warmes Holz, au\xDFen wetterfeste Aluminiumschale \u2013 langlebig und wartungsarm.",
    category: "fenster",
    line: "Fenster",
    productCategories: ["Holz-Alu-Fenster"],
    basePrice: 44900,
    optionCategoryKeys: ["fenstertyp", "oeffnungsart", "verglasung", "sicherheit"]
  },
  {
    name: "Aluminiumfenster",
    description: "Schlanke Aluminiumfenster mit thermisch getrennten Profilen f\xFCr moderne Architektur.",
    category: "fenster",
    line: "Fenster",
    productCategories: ["Aluminiumfenster"],
    basePrice: 39900,
    optionCategoryKeys: ["fenstertyp", "oeffnungsart", "verglasung", "sicherheit"]
  },
  {
    name: "Dachfenster Schwingfenster",
    description: "Schwingfenster f\xFCr Dachneigungen von 15\xB0 bis 90\xB0, inklusive Eindeckrahmen.",
    category: "fenster",
    line: "Dachfenster",
    productCategories: ["Schwingfenster"],
    basePrice: 42900,
    optionCategoryKeys: ["verglasung"]
  },
  {
    name: "Kunststoff-Haust\xFCr",
    description: "W\xE4rmeged\xE4mmte Haust\xFCr aus Kunststoff mit Mehrfachverriegelung.",
    category: "tueren",
    line: "Haust\xFCren",
    productCategories: ["Kunststoff-Haust\xFCren"],
    basePrice: 119e3,
    optionCategoryKeys: ["tuermodell", "tuerfarbe", "sicherheit"]
  },
  {
    name: "Aluminium-Haust\xFCr",
    description: "Hochwertige Aluminium-Haust\xFCr mit fl\xFCgel\xFCberdeckender F\xFCllung.",
    category: "tueren",
    line: "Haust\xFCren",
    productCategories: ["Aluminium-Haust\xFCren"],
    basePrice: 219e3,
    optionCategoryKeys: ["tuermodell", "tuerfarbe", "sicherheit"]
  },
  {
    name: "Hebe-Schiebet\xFCr",
    description: "Gro\xDFe Glasfl\xE4chen, leichtg\xE4ngig und mit barrierearmer Schwelle.",
    category: "tueren",
    line: "Schiebet\xFCren",
    productCategories: ["Hebe-Schiebet\xFCren"],
    basePrice: 289e3,
    optionCategoryKeys: ["tuerfarbe", "verglasung", "sicherheit"]
  },
  {
    name: "Vorbaurollladen",
    description: "Nachr\xFCstbarer Rollladen, der au\xDFen vor die Fenster\xF6ffnung gesetzt wird.",
    category: "rolllaeden",
    line: "Rolll\xE4den",
    productCategories: ["Vorbaurolll\xE4den"],
    basePrice: 29900,
    optionCategoryKeys: ["antrieb", "panzerfarbe"]
  },
  {
    name: "Aufsatzrollladen",
    description: "Rollladenkasten, der mit dem neuen Fenster zusammen eingebaut wird.",
    category: "rolllaeden",
    line: "Rolll\xE4den",
    productCategories: ["Aufsatzrolll\xE4den"],
    basePrice: 34900,
    optionCategoryKeys: ["antrieb", "panzerfarbe"]
  },
  {
    name: "Insektenschutz-Spannrahmen",
    description: "Einfach einzuh\xE4ngen, ohne Bohren \u2013 ideal f\xFCr Fenster.",
    category: "insektenschutz",
    line: "Insektenschutz",
    productCategories: ["Spannrahmen"],
    basePrice: 5900,
    optionCategoryKeys: ["gewebe", "rahmenfarbe"]
  },
  {
    name: "Insektenschutz-Drehrahmen",
    description: "\xD6ffnet wie eine T\xFCr \u2013 f\xFCr Balkon- und Terrassent\xFCren.",
    category: "insektenschutz",
    line: "Insektenschutz",
    productCategories: ["Drehrahmen"],
    basePrice: 11900,
    optionCategoryKeys: ["gewebe", "rahmenfarbe"]
  },
  {
    name: "Insektenschutz-Plissee",
    description: "Faltbares Plissee, platzsparend seitlich verschiebbar.",
    category: "insektenschutz",
    line: "Insektenschutz",
    productCategories: ["Plissees"],
    basePrice: 16900,
    optionCategoryKeys: ["gewebe", "rahmenfarbe"]
  }
];

// api/src/features/catalogue/seed/price-grids.ts
var WINDOW_BREAKPOINTS = [500, 750, 1e3, 1250, 1500, 2e3, 2500, 3010];
var shapes = [
  {
    matches: (product) => product.name.includes("Balkont\xFCr"),
    shape: { widths: [700, 800, 900, 1e3, 1200, 1500], heights: [1900, 2e3, 2100, 2200, 2300, 2500] }
  },
  {
    matches: (product) => product.name.startsWith("Dachfenster"),
    shape: { widths: [550, 660, 780, 940, 1140, 1340], heights: [780, 980, 1180, 1400, 1600] }
  },
  {
    matches: (product) => product.name.includes("Schiebet\xFCr"),
    shape: { widths: [1800, 2100, 2400, 2700, 3e3], heights: [2e3, 2100, 2200, 2350, 2500] }
  },
  {
    matches: (product) => product.category === "tueren",
    shape: {
      widths: [900, 1e3, 1100, 1200, 1400],
      heights: [2e3, 2100, 2200, 2300, 2400],
      onRequest: (width, height) => width >= 1400 && height >= 2400
    }
  },
  {
    matches: (product) => product.category === "fenster",
    shape: { widths: WINDOW_BREAKPOINTS, heights: WINDOW_BREAKPOINTS, onRequest: (width, height) => width >= 2500 && height >= 2500 }
  }
];
function relativePrice(width, height, first) {
  const frame = (width + height) / (first.width + first.height);
  const glass = width * height / (first.width * first.height);
  return 0.55 + 0.3 * frame + 0.15 * glass;
}
function seedPriceGrid(product) {
  const shape = shapes.find((candidate) => candidate.matches(product))?.shape;
  if (!shape) return null;
  const first = { width: shape.widths[0], height: shape.heights[0] };
  return {
    widths: shape.widths,
    heights: shape.heights,
    cells: shape.heights.map(
      (height) => shape.widths.map(
        (width) => shape.onRequest?.(width, height) ? null : Math.round(product.basePrice * relativePrice(width, height, first) / 100) * 100
      )
    )
  };
}

// api/src/features/catalogue/seed/seed-catalogue.ts
var DEMO_CATALOGUE_MARKER = "demo_catalogue_seeded";
var emptyCatalogue = {
  productLines: [],
  optionCategories: seedOptionCategories.map((category) => ({ ...category, options: [] })),
  products: []
};
function demoCatalogue() {
  return {
    productLines: seedProductLines,
    optionCategories: seedOptionCategories,
    products: seedProducts.map((product) => ({ ...product, priceGrid: seedPriceGrid(product) }))
  };
}
async function seedCatalogue(db, catalogue = demoCatalogue()) {
  if (await hasMarker(db)) return "already-seeded";
  try {
    await db.batch([
      db.insert(appMeta).values({ key: DEMO_CATALOGUE_MARKER, value: (/* @__PURE__ */ new Date()).toISOString() }),
      ...productLineStatements(db, catalogue.productLines),
      ...optionStatements(db, catalogue.optionCategories),
      ...productStatements(db, catalogue.products)
    ]);
    return "seeded";
  } catch (error) {
    if (await hasMarker(db)) return "already-seeded";
    throw error;
  }
}
async function ensureShopSettings(db) {
  await db.insert(shopSettings).values({ id: 1, shopEnabled: true }).onConflictDoNothing();
}
async function hasMarker(db) {
  const rows2 = await db.select().from(appMeta).where(eq72(appMeta.key, DEMO_CATALOGUE_MARKER));
  return rows2.length > 0;
}
var lineId = (name) => sql54`(select id from ${productLines} where ${productLines.name} = ${name})`;
function productLineStatements(db, lines) {
  return lines.flatMap((line2) => [
    db.insert(productLines).values({
      name: line2.name,
      description: line2.description,
      priority: line2.priority,
      active: line2.active
    }),
    ...line2.categories.map((category) => db.insert(productCategories).values({ name: category, productLineId: lineId(line2.name) }))
  ]);
}
function optionStatements(db, categories) {
  return categories.flatMap((category, categoryIndex) => [
    db.insert(optionCategories).values({
      key: category.key,
      name: category.name,
      description: category.description,
      type: category.type,
      required: category.required,
      orderIndex: categoryIndex
    }),
    ...category.options.map(
      (option, optionIndex) => db.insert(options).values({
        categoryId: sql54`(select id from ${optionCategories} where ${optionCategories.key} = ${category.key})`,
        name: option.name,
        description: option.description ?? "",
        priceModifier: option.price,
        priceModifierType: option.type ?? "fixed",
        colorCode: option.colorCode ?? null,
        orderIndex: optionIndex
      })
    )
  ]);
}
function productStatements(db, catalogueProducts) {
  return catalogueProducts.flatMap((product) => {
    const productId = sql54`(select id from ${products} where ${products.name} = ${product.name})`;
    return [
      db.insert(products).values({
        name: product.name,
        description: product.description,
        category: product.category,
        productLineId: lineId(product.line),
        basePrice: product.basePrice,
        priceGrid: product.priceGrid
      }),
      ...product.productCategories.map(
        (category) => db.insert(productCategoryAssignments).values({
          productId,
          categoryId: sql54`(select c.id from ${productCategories} c join ${productLines} l on l.id = c.product_line_id
                           where c.name = ${category} and l.name = ${product.line})`
        })
      ),
      db.run(sql54`insert into product_options (product_id, option_id)
                 select ${productId}, o.id from ${options} o
                 join ${optionCategories} c on c.id = o.category_id
                 where c.key in ${product.optionCategoryKeys}`)
    ];
  });
}

// api/src/platform/maintenance/retention.ts
import { and as and50, eq as eq73, inArray as inArray24, lt as lt8, lte as lte2, notExists } from "drizzle-orm";
var DAY3 = 24 * 60 * 60 * 1e3;
var RETENTION_MS = {
  /** Enquiries (quote requests, contact messages): three years. */
  enquiries: 3 * 365 * DAY3,
  /** Copies of sent mails are technical data: seven days. */
  sentMails: 7 * DAY3,
  /** Request counters are worthless after their window; a day is plenty. */
  rateCounters: DAY3,
  /** Answers kept for retried submissions (Idempotency-Key): a retry comes within minutes, a day is plenty. */
  idempotencyKeys: DAY3,
  /** Used or expired reset links. */
  resetLinks: DAY3,
  /** Newsletter sign-ups never confirmed, and addresses that unsubscribed: thirty days. */
  newsletterLeftovers: 30 * DAY3,
  /** The catalogue's change log (prices and who set them) is a business record: ten years (§ 147 AO, § 257 HGB). */
  catalogueChanges: 10 * 365 * DAY3,
  /** Raw page views and funnel events are technical data: seven days, once their day is rolled up. */
  rawAnalytics: 7 * DAY3
};
var BUSINESS_RECORD_YEARS = 10;
function businessRecordsBefore(now) {
  return new Date(berlinYear(Number(berlinDay(now).slice(0, 4)) - BUSINESS_RECORD_YEARS).start);
}
async function applyRetention(db, now = /* @__PURE__ */ new Date()) {
  const before = (ms) => new Date(now.getTime() - ms);
  await rollUpFinishedDays(db, now.getTime());
  const mark = await rolledUpUntil(db) ?? "";
  const rawEventsBefore = Math.min(before(RETENTION_MS.rawAnalytics).getTime(), mark ? berlinDayRange(mark).end : 0);
  const [
    rawViews,
    rawEvents,
    salts,
    allowances,
    rateCounters,
    answers,
    expiredSessions,
    resetLinks,
    sentMails,
    oldLeads,
    oldMessages,
    newsletterLeftovers,
    emailChangeLinks,
    oldCatalogueChanges,
    oldOrders,
    oldQuotes,
    loginAddresses
  ] = await db.batch([
    db.delete(pageViews).where(and50(lt8(pageViews.day, berlinDay(before(RETENTION_MS.rawAnalytics))), lte2(pageViews.day, mark))),
    db.delete(funnelEvents).where(lt8(funnelEvents.createdAt, new Date(rawEventsBefore))),
    // A day's salt goes once the day is over (the beacon also deletes it when it meets the new day).
    db.delete(visitSalts).where(lt8(visitSalts.day, berlinDay(now))),
    // The allowances are keyed by a hash with that salt (ADR 028): they go with it.
    db.delete(visitAllowances).where(lt8(visitAllowances.day, berlinDay(now))),
    db.delete(rateLimits).where(lt8(rateLimits.windowStart, now.getTime() - RETENTION_MS.rateCounters)),
    db.delete(idempotencyKeys).where(lt8(idempotencyKeys.createdAt, before(RETENTION_MS.idempotencyKeys))),
    db.delete(sessions).where(lt8(sessions.expiresAt, now)),
    db.delete(passwordResetTokens).where(lt8(passwordResetTokens.expiresAt, before(RETENTION_MS.resetLinks))),
    db.delete(outbox).where(and50(eq73(outbox.status, "sent"), lt8(outbox.sentAt, before(RETENTION_MS.sentMails)))),
    db.delete(leads).where(lt8(leads.createdAt, before(RETENTION_MS.enquiries))),
    db.delete(contactMessages).where(lt8(contactMessages.createdAt, before(RETENTION_MS.enquiries))),
    db.delete(newsletterSubscriptions).where(
      and50(
        inArray24(newsletterSubscriptions.status, ["pending", "unsubscribed"]),
        lt8(newsletterSubscriptions.updatedAt, before(RETENTION_MS.newsletterLeftovers))
      )
    ),
    // An unconfirmed new address is of no use once its link expired.
    db.delete(emailChanges).where(lt8(emailChanges.expiresAt, now)),
    db.delete(catalogueChanges).where(lt8(catalogueChanges.at, before(RETENTION_MS.catalogueChanges))),
    db.delete(orders).where(lt8(orders.createdAt, businessRecordsBefore(now))),
    // A quote goes with its order (an order is younger than its quote, so it may still be kept).
    db.delete(quotes).where(
      and50(lt8(quotes.createdAt, businessRecordsBefore(now)), notExists(db.select().from(orders).where(eq73(orders.quoteId, quotes.id))))
    ),
    // Addresses an account logged in from: 180 days unused (ADR 031).
    db.delete(knownLoginAddresses).where(forgottenLoginAddresses(now))
  ]);
  return {
    pageViews: rawViews.rowsAffected,
    funnelEvents: rawEvents.rowsAffected,
    visitSalts: salts.rowsAffected,
    visitAllowances: allowances.rowsAffected,
    rateCounters: rateCounters.rowsAffected,
    idempotencyKeys: answers.rowsAffected,
    expiredSessions: expiredSessions.rowsAffected,
    resetLinks: resetLinks.rowsAffected,
    sentMails: sentMails.rowsAffected,
    leads: oldLeads.rowsAffected,
    contactMessages: oldMessages.rowsAffected,
    newsletterLeftovers: newsletterLeftovers.rowsAffected,
    emailChangeLinks: emailChangeLinks.rowsAffected,
    catalogueChanges: oldCatalogueChanges.rowsAffected,
    orders: oldOrders.rowsAffected,
    quotes: oldQuotes.rowsAffected,
    knownLoginAddresses: loginAddresses.rowsAffected
  };
}
function startRetention(db, intervalMs = 60 * 60 * 1e3) {
  const run = () => applyRetention(db).catch((error) => console.error("[wartung] Aufbewahrungsfristen nicht angewendet:", error));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

// api/src/features/catalogue/uploads.routes.ts
import { readFile as readFile3 } from "node:fs/promises";
import { join as join8 } from "node:path";
import { Hono as Hono52 } from "hono";
var CONTENT_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", gif: "image/gif" };
function uploadedFileRoutes(uploadDir) {
  const notFound2 = (c) => c.json({ error: apiMessages.notFound }, 404, NO_STORE);
  return new Hono52().get("/uploads/:name{[0-9a-f]{32}\\.(png|jpg|webp|gif)}", async (c) => {
    const name = c.req.param("name");
    const extension = name.slice(name.lastIndexOf(".") + 1);
    let data;
    try {
      data = await readFile3(join8(uploadDir, name));
    } catch {
      return notFound2(c);
    }
    return c.body(new Uint8Array(data), 200, {
      "Content-Type": CONTENT_TYPES[extension],
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'"
    });
  }).all("/uploads/*", notFound2);
}

// api/src/features/backups/schedule.ts
import { sql as sql55 } from "drizzle-orm";
var LEASE_KEY = "backups.job";
var CHECK_EVERY_MS = 6e4;
async function initialiseLease(db, now, time3) {
  const { day: day4, time: clock2 } = berlinWallClock(now);
  const claimedDay = clock2.slice(0, 5) >= time3 ? day4 : "0000-00-00";
  await db.run(sql55`insert into settings (key, value, updated_by, updated_at)
    values (${LEASE_KEY}, ${JSON.stringify({ day: claimedDay })}, 'system', ${now.getTime()})
    on conflict (key) do nothing`);
}
async function claimDailyBackup(db, day4, now) {
  const result = await db.run(sql55`insert into settings (key, value, updated_by, updated_at)
    values (${LEASE_KEY}, ${JSON.stringify({ day: day4, pid: process.pid })}, 'system', ${now.getTime()})
    on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at
    where json_extract(settings.value, '$.day') < ${day4}`);
  return result.rowsAffected === 1;
}
function startBackupSchedule(db, options2, { backup = runBackup, intervalMs = CHECK_EVERY_MS, autoStart = true } = {}) {
  let initialised = null;
  const tick = async (now = /* @__PURE__ */ new Date()) => {
    initialised ??= initialiseLease(db, now, options2.time);
    await initialised;
    const { day: day4, time: time3 } = berlinWallClock(now);
    if (time3.slice(0, 5) < options2.time) return null;
    if (!await claimDailyBackup(db, day4, now)) return null;
    const running2 = backup(options2);
    if (!running2) return null;
    try {
      const result = await running2;
      console.log(`[sicherung] ${result.path} (${result.bytes} Bytes, SHA-256 ${result.sha256})`);
      return result;
    } catch (error) {
      if (error instanceof RemoteDatabaseError) {
        console.log(`[sicherung] ${error.message}`);
        return null;
      }
      console.error("[sicherung] Die t\xE4gliche Sicherung ist fehlgeschlagen:", error);
      await recordBackupProblem(db, backupMessages.failedWith(error instanceof Error ? error.message : String(error))).catch(() => {
      });
      return null;
    }
  };
  if (!options2.enabled || !autoStart) return { tick, stop: () => {
  } };
  const run = () => void tick().catch((error) => console.error("[sicherung] Pr\xFCfung der Sicherungszeit fehlgeschlagen:", error));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return { tick, stop: () => clearInterval(timer) };
}

// api/src/runtime.ts
async function prepareDatabase(db, config2, log2 = () => {
}) {
  await applyMigrations(db);
  await ensureShopSettings(db);
  if (config2.SEED_DEMO) {
    if (await seedCatalogue(db) === "seeded") log2("Demo-Katalog angelegt.");
  } else if (await seedCatalogue(db, emptyCatalogue) === "seeded") {
    log2("Leerer Katalog (SEED_DEMO=false): das Back Office f\xFChrt durch die ersten Schritte.");
  }
  const admin = await ensureFirstAdmin(db, {
    username: config2.ADMIN_USERNAME,
    email: config2.ADMIN_EMAIL,
    password: config2.ADMIN_PASSWORD
  });
  if (admin.created && admin.generatedPassword) {
    log2(`Admin-Konto \u201E${admin.username}\u201C angelegt. Passwort (wird nur dieses eine Mal angezeigt): ${admin.generatedPassword}`);
  } else if (admin.created) {
    log2(`Admin-Konto \u201E${admin.username}\u201C mit dem Passwort aus ADMIN_PASSWORD angelegt.`);
  }
}
var log = (line2) => console.log(`[start] ${line2}`);
async function prepareDatabaseOnce(env = process.env) {
  const config2 = loadConfig(env);
  const db = await openDatabase({ url: config2.DATABASE_URL, authToken: config2.DATABASE_AUTH_TOKEN });
  try {
    await prepareDatabase(db, config2, log);
    log(`Datenbank bereit: ${config2.DATABASE_URL}`);
  } finally {
    db.$client.close();
  }
  return config2;
}
async function startRuntime(env = process.env, { worker = false, siteRebuilder } = {}) {
  const config2 = loadConfig(env);
  const db = await openDatabase({ url: config2.DATABASE_URL, authToken: config2.DATABASE_AUTH_TOKEN });
  if (!worker) {
    await prepareDatabase(db, config2, log);
    log(`Datenbank bereit: ${config2.DATABASE_URL}`);
  }
  const transport = createMailTransport({ smtpUrl: config2.SMTP_URL, outboxDir: config2.OUTBOX_DIR });
  const mailer = startMailSender({ db, transport, from: config2.MAIL_FROM });
  mailer.wake();
  if (!worker) log(`Mails gehen an: ${transport.description}`);
  const stopRetention = startRetention(db);
  const backups = startBackupSchedule(db, backupOptions(config2));
  const backupLine = config2.BACKUP_ENABLED ? `T\xE4gliche Sicherung um ${config2.BACKUP_TIME} Uhr nach ${config2.BACKUP_DIR}` : "T\xE4gliche Sicherung aus.";
  if (!worker) log(backupLine);
  const api = createApi({ db, config: config2, wakeMailer: mailer.wake, ...siteRebuilder ? { siteRebuilder } : {} });
  return {
    config: config2,
    db,
    mailer,
    api,
    uploads: uploadedFileRoutes(config2.UPLOAD_DIR),
    stop: async () => {
      stopRetention();
      backups.stop();
      await mailer.stop();
      db.$client.close();
    }
  };
}
async function startRuntimeOrExit(env = process.env, options2 = {}) {
  try {
    return await startRuntime(env, options2);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
var RUNTIME_KEY = /* @__PURE__ */ Symbol.for("fensterwerk-nord.runtime");
function shareRuntime(runtime) {
  globalThis[RUNTIME_KEY] = runtime;
}

// scripts/server/announce.ts
function announce(host, port, processes = 1) {
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const suffix = processes > 1 ? ` (${processes} Prozesse)` : "";
  console.log(`[start] Fensterwerk Nord l\xE4uft auf http://${shownHost}:${port}${suffix}`);
}

// scripts/server/cluster.ts
import cluster from "node:cluster";
var WORKER_FLAG = "FENSTERWERK_WORKER";
var isWorker = () => process.env[WORKER_FLAG] === "1";
function runPrimary(config2) {
  let stopping = false;
  let announced = false;
  const fork = () => cluster.fork({ [WORKER_FLAG]: "1" });
  cluster.on("listening", (_worker, address) => {
    if (announced) return;
    announced = true;
    announce(config2.HOST, address.port, config2.WEB_CONCURRENCY);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`[start] Prozess ${worker.process.pid} beendet (${signal ?? code}); starte einen neuen.`);
    fork();
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
      setTimeout(() => process.exit(0), 2e3).unref();
      cluster.on("exit", () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
  for (let index2 = 0; index2 < config2.WEB_CONCURRENCY; index2 += 1) fork();
}

// scripts/server/http-server.ts
import http from "node:http";
import { getRequestListener } from "@hono/node-server";

// api/src/platform/http/security-headers.ts
var BASE_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";
function securityHeaders(siteUrl) {
  const headers = {
    "Content-Security-Policy": BASE_CONTENT_SECURITY_POLICY,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()"
  };
  if (siteUrl.startsWith("https://")) {
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}

// scripts/server/compress-text.ts
import { createGzip } from "node:zlib";
var THRESHOLD_BYTES = 1024;
var TEXT_TYPE = /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)/i;
function acceptsGzip(header2) {
  const qualities = new Map(
    (header2 ?? "").split(",").map((entry) => {
      const [coding = "", ...parameters] = entry.trim().toLowerCase().split(";");
      const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
      return [coding.trim(), quality === void 0 ? 1 : Number(quality.slice(2))];
    })
  );
  return (qualities.get("gzip") ?? qualities.get("*") ?? 0) > 0;
}
function setHeaders(res, headers) {
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== void 0) res.setHeader(name, value);
    return;
  }
  const pairs = Array.isArray(headers[0]) ? headers : [];
  if (pairs.length === 0)
    for (let index2 = 0; index2 < headers.length; index2 += 2) pairs.push([String(headers[index2]), String(headers[index2 + 1])]);
  for (const [name, value] of pairs) res.appendHeader(name, value);
}
function isText(res, statusCode) {
  return statusCode !== 204 && statusCode !== 304 && TEXT_TYPE.test(String(res.getHeader("content-type") ?? ""));
}
function compressText(req, res) {
  const gzipAccepted = req.method !== "HEAD" && acceptsGzip(req.headers["accept-encoding"]);
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  let gzip;
  let wholeBodyBytes;
  function startGzip() {
    const stream = createGzip();
    stream.on("data", (chunk) => {
      if (!write.call(res, chunk)) {
        stream.pause();
        res.once("drain", () => stream.resume());
      }
    });
    stream.on("end", () => end.call(res));
    stream.on("drain", () => res.emit("drain"));
    res.once("close", () => stream.destroy());
    res.setHeader("Content-Encoding", "gzip");
    res.removeHeader("Content-Length");
    return stream;
  }
  res.writeHead = function writeHeadCompressed(statusCode, ...rest) {
    const headers = rest.find((argument) => typeof argument === "object" && argument !== null);
    if (headers) setHeaders(res, headers);
    if (isText(res, statusCode)) {
      res.setHeader("Vary", [res.getHeader("vary"), "Accept-Encoding"].filter(Boolean).join(", "));
      const length = res.hasHeader("content-length") ? Number(res.getHeader("content-length")) : wholeBodyBytes;
      const bigEnough = length === void 0 || length >= THRESHOLD_BYTES;
      if (gzipAccepted && bigEnough && !res.hasHeader("content-encoding")) gzip = startGzip();
    }
    return typeof rest[0] === "string" ? writeHead.call(res, statusCode, rest[0]) : writeHead.call(res, statusCode);
  };
  res.write = function writeCompressed(chunk, ...rest) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!gzip) return write.call(res, chunk, ...rest);
    const encoding = typeof rest[0] === "string" ? rest[0] : void 0;
    return gzip.write(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
  };
  res.end = function endCompressed(...args) {
    const chunk = typeof args[0] === "function" ? void 0 : args[0];
    const encoding = typeof args[1] === "string" ? args[1] : void 0;
    if (!res.headersSent) {
      wholeBodyBytes = chunk === void 0 ? 0 : typeof chunk === "string" ? Buffer.byteLength(chunk, encoding) : chunk.byteLength;
      res.writeHead(res.statusCode);
    }
    if (!gzip) return end.call(res, ...args);
    const callback = args.find((argument) => typeof argument === "function");
    if (callback) res.once("finish", callback);
    if (chunk === void 0) gzip.end();
    else gzip.end(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
    return res;
  };
}

// scripts/server/early-answer.ts
function closeWhenAnsweredEarly(req, res) {
  if (req.headers["content-length"] === void 0 && req.headers["transfer-encoding"] === void 0) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadClosingEarly(...args) {
    if (!req.complete) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
}

// scripts/server/http-server.ts
var SERVER_TIMEOUTS = {
  headersTimeout: 1e4,
  requestTimeout: 3e4,
  keepAliveTimeout: 5e3,
  connectionsCheckingInterval: 2e3
};
function createHttpServer(runtime, pages, timeouts = SERVER_TIMEOUTS) {
  const api = getRequestListener(runtime.api.fetch);
  const uploads = getRequestListener(runtime.uploads.fetch);
  const headers = Object.entries(securityHeaders(runtime.config.PUBLIC_SITE_URL));
  return http.createServer(timeouts, (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    closeWhenAnsweredEarly(req, res);
    const toApi = req.url?.startsWith("/api/") ?? false;
    if (toApi && req.method !== "GET" && req.method !== "HEAD") return void api(req, res);
    compressText(req, res);
    if (toApi) void api(req, res);
    else if (req.url?.startsWith("/uploads/")) void uploads(req, res);
    else pages(req, res);
  });
}

// scripts/server/served-pages.ts
import { unwatchFile, watchFile } from "node:fs";
import { join as join10 } from "node:path";
import { pathToFileURL } from "node:url";

// scripts/server/site-builds.ts
import { existsSync as existsSync2, mkdirSync as mkdirSync2, readdirSync as readdirSync2, readFileSync as readFileSync3, renameSync, rmSync, writeFileSync } from "node:fs";
import { join as join9, resolve as resolve10 } from "node:path";
var POINTER = "current";
function rebuildsDir(env = process.env) {
  return resolve10(env.SITE_BUILDS_DIR || "dist-rebuilds");
}
function pointerFile(env = process.env) {
  return join9(rebuildsDir(env), POINTER);
}
var hasEntry = (dir) => existsSync2(join9(dir, "server/entry.mjs"));
function servedBuildDir(env = process.env) {
  const pointer = pointerFile(env);
  if (existsSync2(pointer)) {
    const dir = join9(rebuildsDir(env), readFileSync3(pointer, "utf8").trim());
    if (hasEntry(dir)) return dir;
  }
  return resolve10("dist");
}
function newRebuildDir(env = process.env) {
  mkdirSync2(rebuildsDir(env), { recursive: true });
  return join9(rebuildsDir(env), `build-${Date.now()}`);
}
function pointTo(dir, env = process.env) {
  const pointer = pointerFile(env);
  const temporary = `${pointer}.${process.pid}.tmp`;
  writeFileSync(temporary, `${dir.slice(rebuildsDir(env).length + 1)}
`);
  renameSync(temporary, pointer);
}
function removeOldRebuilds(keep, env = process.env) {
  const dir = rebuildsDir(env);
  if (!existsSync2(dir)) return;
  const kept = new Set(keep.map((path) => resolve10(path)));
  for (const entry of readdirSync2(dir)) {
    if (!entry.startsWith("build-") || kept.has(join9(dir, entry))) continue;
    rmSync(join9(dir, entry), { recursive: true, force: true });
  }
}

// scripts/server/served-pages.ts
var current;
var servedPages = (req, res) => {
  if (!current) throw new Error("Keine Seiten geladen");
  current.handler(req, res);
};
async function loadPages(dir) {
  if (current?.dir === dir) return;
  process.env.ASTRO_NODE_AUTOSTART = "disabled";
  const { handler } = await import(pathToFileURL(join10(dir, "server/entry.mjs")).href);
  current = { dir, handler };
}
function watchServedBuild() {
  const pointer = pointerFile();
  unwatchFile(pointer);
  watchFile(pointer, { interval: 1e3, persistent: false }, () => {
    const dir = servedBuildDir();
    if (dir !== current?.dir)
      loadPages(dir).catch((error) => console.error(`[website] Neue Seiten nicht geladen: ${String(error)}`));
  });
}

// scripts/server/site-rebuilder.ts
import { spawn } from "node:child_process";
import { rmSync as rmSync2 } from "node:fs";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
var BUILD_SCRIPT = fileURLToPath(new URL("../build.ts", import.meta.url));
var PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
var OUTPUT_TAIL = 40;
function createSiteRebuilder({ db, switchTo, log: log2 = (line2) => console.log(`[website] ${line2}`) }) {
  let running2 = false;
  let again = false;
  async function runOnce() {
    again = false;
    const previous = servedBuildDir();
    const outDir = newRebuildDir();
    const started = Date.now();
    const { code, output } = await buildInto(outDir);
    const seconds = ((Date.now() - started) / 1e3).toFixed(1);
    if (code === 0) {
      pointTo(outDir);
      await switchTo(outDir);
      removeOldRebuilds([outDir, previous]);
      await writeSiteBuild(db(), { state: again ? "building" : "current", builtAt: (/* @__PURE__ */ new Date()).toISOString() });
      log2(`Website mit den ge\xE4nderten Firmendaten neu erstellt (${seconds} s).`);
    } else {
      rmSync2(outDir, { recursive: true, force: true });
      const { builtAt } = await readSiteBuild(db());
      await writeSiteBuild(db(), { state: again ? "building" : "failed", builtAt });
      log2(`Die Website konnte nicht neu erstellt werden (Code ${code}); es bleiben die bisherigen Seiten:
${output}`);
    }
  }
  async function run() {
    running2 = true;
    try {
      do
        await runOnce();
      while (again);
    } catch (error) {
      log2(`Neuaufbau der Website fehlgeschlagen: ${String(error)}`);
      const { builtAt } = await readSiteBuild(db()).catch(() => ({ builtAt: null }));
      await writeSiteBuild(db(), { state: "failed", builtAt }).catch(() => {
      });
    } finally {
      running2 = false;
    }
  }
  return {
    request() {
      if (running2) again = true;
      else void run();
    }
  };
}
function buildInto(outDir) {
  return new Promise((resolve11) => {
    const child = spawn(process.execPath, [BUILD_SCRIPT, "--out", outDir], {
      cwd: PROJECT_ROOT,
      env: process.env,
      stdio: ["ignore", "pipe", "pipe"]
    });
    if (child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
      }
    }
    const lines = [];
    const keep = (chunk) => {
      lines.push(...chunk.toString().split("\n"));
      lines.splice(0, Math.max(0, lines.length - OUTPUT_TAIL));
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", (error) => resolve11({ code: null, output: String(error) }));
    child.once("exit", (code) => resolve11({ code, output: lines.join("\n") }));
  });
}

// scripts/serve.ts
function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
var config = configOrExit();
if (!existsSync3(`${servedBuildDir()}/server/entry.mjs`)) {
  console.error("Kein Build gefunden. Bitte zuerst \u201Enpm run build\u201C ausf\xFChren (oder \u201Enpm start\u201C, das bei Bedarf baut).");
  process.exit(1);
}
if (config.WEB_CONCURRENCY > 1 && !isWorker()) {
  await prepareDatabaseOnce();
  runPrimary(config);
} else {
  await serve(isWorker());
}
async function serve(worker) {
  const started = {};
  const siteRebuilder = createSiteRebuilder({ db: () => started.runtime.db, switchTo: loadPages });
  const runtime = await startRuntimeOrExit(process.env, { worker, siteRebuilder });
  started.runtime = runtime;
  shareRuntime(runtime);
  await loadPages(servedBuildDir());
  watchServedBuild();
  const server = createHttpServer(runtime, servedPages);
  server.listen(config.PORT, config.HOST, () => {
    if (!worker) announce(config.HOST, server.address().port);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      server.close(() => void runtime.stop().finally(() => process.exit(0)));
      setTimeout(() => process.exit(0), 1e3).unref();
    });
  }
}
