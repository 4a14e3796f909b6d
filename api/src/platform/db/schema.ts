import { sql } from 'drizzle-orm';
import {
  addressColumnKey,
  addressFieldNames,
  addressPartOf,
  DEFAULT_COUNTRY,
  type AddressColumnKey,
  type AddressFieldName,
} from '../../shared/address-fields.ts';
import { elementKinds, rcClasses, type ElementValues } from '../../shared/element-values.ts';
import { staffRoles } from '../../shared/staff-access.ts';
import { lineUnits, priceBases, type PostalAddress, type QuoteLine } from '../../shared/document-lines.ts';
import type {
  AcceptanceRecord,
  CampaignParameters,
  DimensionRow,
  FieldChange,
  FundingApproval,
  PriceGrid,
} from '../../shared/record-shapes.ts';
import type { PurchaseConfirmation, PurchaseDelivery, PurchaseDocument } from '../../shared/purchase-records.ts';
import {
  bankEntryStatuses,
  catalogueActions,
  catalogueEntities,
  leadHistoryKinds,
  leadVisitStates,
  orderStatuses,
  purchaseOrderStatuses,
  quoteStatuses,
  reviewStatuses,
} from '../../shared/record-statuses.ts';
import {
  configuratorCategories,
  contactSubjects,
  glazings,
  installationChoices,
  leadSources,
  leadStatuses,
  materials,
  optionCategoryTypes,
  priceModifierTypes,
  projectTypes,
  salutations,
  timeframes,
  type DimensionType,
  type PriceModifierType,
  type ProductKind,
} from '../../shared/labels.ts';
import type { OpeningType } from '../../shared/opening-types.ts';
import { type AnySQLiteColumn, blob, check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * One catalogue model serves the configurator, the shop wizard and the back office (docs/domain.md).
 * Money is integer cents; timestamps are UTC milliseconds.
 */

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());

export const productLines = sqliteTable(
  'product_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Higher numbers are listed first. */
    priority: integer('priority').notNull().default(0),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** One level of nesting: a child line keeps its categories when the parent goes. */
    parentId: integer('parent_id').references((): AnySQLiteColumn => productLines.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('product_lines_listing_idx').on(table.active, table.priority)],
);

export const productCategories = sqliteTable(
  'product_categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('product_categories_line_idx').on(table.productLineId)],
);

export const legacyProductCategories = configuratorCategories;
export type LegacyProductCategory = (typeof legacyProductCategories)[number];

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The configurator's main category. */
    category: text('category', { enum: legacyProductCategories }).notNull(),
    productLineId: integer('product_line_id').references(() => productLines.id, { onDelete: 'set null' }),
    basePrice: integer('base_price').notNull().default(0),
    /** The size price grid (ADR 024); null prices the product by its base price alone. */
    priceGrid: text('price_grid', { mode: 'json' }).$type<PriceGrid>(),
    /**
     * The values declared for the standard size (EN 14351-1, ADR 063); null kind: none declared (shutters,
     * insect screens). U and g in hundredths (0,95 → 95), Rw in dB.
     */
    elementKind: text('element_kind', { enum: elementKinds }),
    uValue: integer('u_value'),
    ugValue: integer('ug_value'),
    gValue: integer('g_value'),
    rwDb: integer('rw_db'),
    rcClass: text('rc_class', { enum: rcClasses }),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('products_category_idx').on(table.category, table.active),
    check('products_base_price_not_negative', sql`${table.basePrice} >= 0`),
  ],
);

/** Which product categories of its line a product is offered in. */
export const productCategoryAssignments = sqliteTable(
  'product_category_assignments',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.categoryId] })],
);

export { optionCategoryTypes };

export const optionCategories = sqliteTable(
  'option_categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** Stable machine key; the shop's steps are found by it (profile_settings, farbe_und_dekore, …). */
    key: text('key').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: optionCategoryTypes }).notNull().default('select'),
    /** A configurator line cannot be added without a choice in a required category. */
    required: integer('required', { mode: 'boolean' }).notNull().default(false),
    orderIndex: integer('order_index').notNull().default(0),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('option_categories_key_unique').on(table.key),
    check('option_categories_order_not_negative', sql`${table.orderIndex} >= 0`),
  ],
);

export { priceModifierTypes, type PriceModifierType };

export const options = sqliteTable(
  'options',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => optionCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Cents when fixed, whole percent of the base price when percentage. */
    priceModifier: integer('price_modifier').notNull().default(0),
    priceModifierType: text('price_modifier_type', { enum: priceModifierTypes }).notNull().default('fixed'),
    imageUrl: text('image_url'),
    colorCode: text('color_code'),
    /**
     * What the option sets for the element (ADR 063): a glazing its Ug, g and the Uw it gives the element;
     * null keeps the product's value. U and g in hundredths, Rw in dB.
     */
    uValue: integer('u_value'),
    ugValue: integer('ug_value'),
    gValue: integer('g_value'),
    rwDb: integer('rw_db'),
    rcClass: text('rc_class', { enum: rcClasses }),
    orderIndex: integer('order_index').notNull().default(0),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('options_category_name_unique').on(table.categoryId, table.name),
    index('options_category_order_idx').on(table.categoryId, table.orderIndex),
  ],
);

export const productOptions = sqliteTable(
  'product_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.optionId] }), index('product_options_option_idx').on(table.optionId)],
);

/** A single row (id 1): the operator's shop switch. */
export const shopSettings = sqliteTable(
  'shop_settings',
  {
    id: integer('id').primaryKey(),
    shopEnabled: integer('shop_enabled', { mode: 'boolean' }).notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [check('shop_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * The catalogue's change log (docs/architecture.md): every admin change to lines, categories, products,
 * options, assignments and the shop switch, written in the same batch as the change, with the admin's
 * username, the entry's name at the time and the changed fields before → after. Kept ten years
 * (maintenance/retention.ts); it outlives what it describes, so it holds no foreign keys.
 */
export const catalogueChanges = sqliteTable(
  'catalogue_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    by: text('by').notNull(),
    entity: text('entity', { enum: catalogueEntities }).notNull(),
    entityId: integer('entity_id'),
    action: text('action', { enum: catalogueActions }).notNull(),
    label: text('label').notNull(),
    changes: text('changes', { mode: 'json' }).$type<Record<string, FieldChange>>().notNull(),
  },
  (table) => [index('catalogue_changes_at_idx').on(table.at), index('catalogue_changes_entity_idx').on(table.entity, table.at)],
);

/**
 * `admin` is the owner (Inhaber); vertrieb, buero and katalog are the other staff roles with their fixed
 * permissions (shared/staff-access.ts). Everyone who registers is a customer.
 */
export const userRoles = [...staffRoles, 'customer'] as const;
export type UserRole = (typeof userRoles)[number];

/** The three address blocks of an account (shared/address-fields.ts): empty text, the country Deutschland. */
function addressColumns() {
  const column = (field: AddressFieldName) =>
    text(field)
      .notNull()
      .default(addressPartOf(field) === 'country' ? DEFAULT_COUNTRY : '');
  return Object.fromEntries(addressFieldNames.map((field) => [addressColumnKey(field), column(field)])) as {
    [Field in AddressFieldName as AddressColumnKey<Field>]: ReturnType<typeof column>;
  };
}

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('customer'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    ...addressColumns(),
    /**
     * The address whose confirmation link was opened in this account's session, and when. The address
     * counts as confirmed only while it is still the account's `email` (accounts/email-confirmed.ts).
     */
    emailConfirmedFor: text('email_confirmed_for'),
    emailConfirmedAt: integer('email_confirmed_at', { mode: 'timestamp_ms' }),
    /** A staff account the owner deactivated cannot sign in, and its sessions ended then (issue 21). */
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** The TOTP secret (RFC 6238, base32) once two-factor sign-in is confirmed; null: off (issue 21). */
    totpKey: text('totp_key'),
    /** The last 30-second step a code was accepted for: a code is good once, not again within its window. */
    totpLastStep: integer('totp_last_step'),
    /** An owner gets the weekly report on Mondays unless they switched it off in their profile (ADR 069). */
    weeklyReport: integer('weekly_report', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Usernames and e-mail addresses are compared without regard to case.
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
  ],
);

/** Markers of one-time start-up work, such as the demo catalogue having been seeded. */
export const appMeta = sqliteTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** A configurator line as it was priced when the request came in (names and cents, not just ids). */
export interface ConfiguredItemSnapshot {
  productId: number;
  productName: string;
  /** `key` and `colorCode` feed the drawing; requests stored before they were kept lack them. */
  options: { id: number; key?: string; category: string; name: string; price: number | null; colorCode?: string | null }[];
  breite: number | null;
  hoehe: number | null;
  menge: number;
  /** null: the size has no price in the product's grid ("auf Anfrage", ADR 024). */
  unitPrice: number | null;
  totalPrice: number | null;
  /** The product's declared values and the förderfähig badge they earned when priced (ADR 063); older requests lack them. */
  values?: ElementValues | null;
  funding?: string | null;
}

/** An element as the customer measured it (issue 48), in mm; any side may be unknown. */
export interface SelfMeasurementRecord {
  typ: DimensionType | null;
  position: string;
  frameWidthMm: number | null;
  frameHeightMm: number | null;
  clearWidthMm: number | null;
  clearHeightMm: number | null;
  openingType: OpeningType | null;
  floor: string;
  note: string;
}

/** A quote request, in the funnel's own vocabulary (docs/domain.md). */
export const leads = sqliteTable(
  'leads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The request number the customer and the operator see, e.g. "A-7K3M9Q". */
    reference: text('reference').notNull(),
    vorname: text('vorname').notNull(),
    nachname: text('nachname').notNull(),
    email: text('email').notNull(),
    telefon: text('telefon').notNull().default(''),
    plz: text('plz').notNull().default(''),
    projektart: text('projektart', { enum: projectTypes }).notNull(),
    produkte: text('produkte', { mode: 'json' }).$type<ProductKind[]>().notNull(),
    material: text('material', { enum: materials }),
    verglasung: text('verglasung', { enum: glazings }),
    montage: text('montage', { enum: installationChoices }),
    zeitraum: text('zeitraum', { enum: timeframes }),
    nachricht: text('nachricht').notNull().default(''),
    dimensions: text('dimensions', { mode: 'json' }).$type<DimensionRow[]>().notNull(),
    configuration: text('configuration', { mode: 'json' }).$type<ConfiguredItemSnapshot[]>(),
    utmParams: text('utm_params', { mode: 'json' }).$type<CampaignParameters>().notNull(),
    sessionId: text('session_id'),
    source: text('source', { enum: leadSources }).notNull().default('funnel'),
    /**
     * Where the customer came from (ADR 062): a campaign's utm_source, the referring site's host, "direkt",
     * or the office's answer to "Wie kam der Kunde zu uns?". Copied to its quotes, orders and invoices.
     */
    origin: text('origin'),
    /** The Berlin day of the visit the request was sent on; null for requests not sent from the site. */
    visitDay: text('visit_day'),
    /** The day's visitor hash at submission, only until the visit is settled (lead-visits.ts); then null. */
    visitorId: text('visitor_id'),
    /** Whether the request's visitor was counted that day (leadVisitStates); null for requests not sent from the site. */
    visit: text('visit', { enum: leadVisitStates }),
    /** The first counted page of that visitor that day and the host of its referrer. */
    landingPath: text('landing_path'),
    referrerHost: text('referrer_host'),
    /** The saved configuration a customer asked a quote for ("kundenkonto"); its account receives the quote. */
    configurationId: integer('configuration_id').references((): AnySQLiteColumn => savedConfigurations.id, { onDelete: 'set null' }),
    privacyConsentAt: integer('privacy_consent_at', { mode: 'timestamp_ms' }).notNull(),
    privacyConsentVersion: text('privacy_consent_version').notNull(),
    marketingConsent: integer('marketing_consent', { mode: 'boolean' }).notNull().default(false),
    marketingConsentAt: integer('marketing_consent_at', { mode: 'timestamp_ms' }),
    marketingConsentVersion: text('marketing_consent_version'),
    status: text('status', { enum: leadStatuses }).notNull().default('offen'),
    /** When someone in the office first opened the lead; null: new, shown as unread. */
    openedAt: integer('opened_at', { mode: 'timestamp_ms' }),
    /**
     * The first answer the customer got from a person: a reply, a sent quote, or a status beyond "offen"
     * set in the back office. Null while the lead waits; the 24-hour promise is measured against it.
     */
    firstAnsweredAt: integer('first_answered_at', { mode: 'timestamp_ms' }),
    /** Name, e-mail, PLZ and reference folded for the inbox search (leads/search-text.ts); '' on rows from before it. */
    searchText: text('search_text').notNull().default(''),
    /** The person in the office who looks after the lead (issue 21); null: everyone in Vertrieb. */
    assignedTo: integer('assigned_to').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    /** The customer's own measurements, guided by the funnel's drawing (issue 48); null: none sent. */
    selfMeasurements: text('self_measurements', { mode: 'json' }).$type<SelfMeasurementRecord[]>(),
    /** SHA-256 of the key the request's photos are sent under afterwards (…/funnel/photos/{key}/{n}). */
    photoKeyHash: text('photo_key_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('leads_reference_unique').on(table.reference),
    index('leads_photo_key_idx').on(table.photoKeyHash),
    index('leads_assigned_idx').on(table.assignedTo, table.createdAt),
    index('leads_created_idx').on(table.createdAt),
    index('leads_status_idx').on(table.status, table.createdAt),
    // Access and erasure requests find a person's leads by address (Art. 15/17 DSGVO).
    index('leads_email_idx').on(sql`lower(${table.email})`),
    // A search scans this small covering index instead of the whole rows with their JSON columns.
    index('leads_search_idx').on(table.searchText, table.status, table.createdAt),
    // The sidebar's count of new leads and the overdue filter read these without touching the rows.
    index('leads_opened_idx').on(table.openedAt, table.createdAt),
    index('leads_waiting_idx').on(table.firstAnsweredAt, table.createdAt),
    // "bereits bekannt": earlier leads from the same phone number.
    index('leads_phone_idx').on(table.telefon),
  ],
);

/**
 * What happened to a lead, written in the same batch as the change (docs/architecture.md): status changes
 * (before → after) and notes, with the admin's username. Goes with its lead.
 */
export const leadHistory = sqliteTable(
  'lead_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: integer('at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    by: text('by').notNull(),
    kind: text('kind', { enum: leadHistoryKinds }).notNull(),
    text: text('text').notNull(),
  },
  (table) => [index('lead_history_lead_idx').on(table.leadId, table.at)],
);

/** Proof that an erasure request was carried out, without the address itself: its hash and the counts. */
export const privacyErasures = sqliteTable('privacy_erasures', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  emailHash: text('email_hash').notNull(),
  counts: text('counts', { mode: 'json' }).$type<Record<string, number>>().notNull(),
  by: text('by').notNull(),
  at: integer('at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
});

export const funnelEventActionValues = ['started', 'completed', 'abandoned'] as const;

/** Funnel analytics: which step a visit reached; no personal data (ADR 019). */
export const funnelEvents = sqliteTable(
  'funnel_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id').notNull(),
    step: integer('step').notNull(),
    action: text('action', { enum: funnelEventActionValues }).notNull(),
    /** The non-personal choices at that moment (project type, products, material, …). */
    choices: text('choices', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    utmParams: text('utm_params', { mode: 'json' }).$type<CampaignParameters>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('funnel_events_created_idx').on(table.createdAt), index('funnel_events_session_idx').on(table.sessionId)],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reference: text('reference').notNull(),
    salutation: text('salutation', { enum: salutations }).notNull(),
    companyName: text('company_name').notNull().default(''),
    contactPerson: text('contact_person').notNull().default(''),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject', { enum: contactSubjects }).notNull(),
    message: text('message').notNull(),
    privacyConsentAt: integer('privacy_consent_at', { mode: 'timestamp_ms' }).notNull(),
    privacyConsentVersion: text('privacy_consent_version').notNull(),
    /** Worked through in the back office like a lead. */
    status: text('status', { enum: leadStatuses }).notNull().default('offen'),
    /** When someone in the office first opened the message; null: new. */
    openedAt: integer('opened_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contact_messages_reference_unique').on(table.reference),
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_email_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * 'held': queued before the snapshot a restore came from (ADR 048). The server the snapshot was taken from
 * may have sent it already, so it waits for the owner's decision; the sender takes only 'pending'.
 */
export const outboxStatuses = ['pending', 'sent', 'failed', 'held'] as const;

/** A file a mail carries (a quote's PDF), kept with the mail so what is sent is what was made. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Mails waiting to be sent: written in the same batch as what caused them, sent by a background loop. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    topic: text('topic').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** Where the recipient's answer goes: the customer on the office's notification, the office on a reply. */
    replyTo: text('reply_to'),
    /** The username of the person in the back office who sent it; null for the site's own mails. */
    sentBy: text('sent_by'),
    attachments: text('attachments', { mode: 'json' }).$type<MailAttachment[]>(),
    /**
     * The record the mail is about ("lead:12", "quote:5", "order:3"), carried in its Message-ID so that an
     * answer finds its way back after the row itself is gone (features/inbound-mail, ADR 083).
     */
    record: text('record'),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    /** A sender that claimed the mail holds it until then; after that another may try. */
    lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    // The sender also takes the newest pending mail first (mail/outbox.ts, claimDueMails).
    index('outbox_pending_newest_idx').on(table.status, table.id),
  ],
);

export const inboundMailMatches = ['reply', 'contact', 'new'] as const;
export const inboundAttachmentKinds = ['image', 'pdf', 'other'] as const;

/**
 * Mails read from the company's mailbox (features/inbound-mail, ADR 083): the contact's personal data,
 * kept as long as the record they landed on and found by address for access and erasure.
 * The Message-ID is unique: a mail read twice (a restart mid-read) is stored once.
 */
export const inboundMails = sqliteTable(
  'inbound_mails',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageId: text('message_id').notNull(),
    /** Where it was read: the mailbox's UIDVALIDITY and the message's UID. */
    uidValidity: integer('uid_validity'),
    uid: integer('uid'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name').notNull().default(''),
    subject: text('subject').notNull().default(''),
    /** The new part of the text; the quoted history below it is kept apart, folded on screen. */
    text: text('text').notNull().default(''),
    quoted: text('quoted').notNull().default(''),
    /** How it found its record (inboundMailMatches). */
    match: text('match', { enum: inboundMailMatches }).notNull(),
    // Set null, not cascade: a mail on a quote stays with it when its lead goes; one left on no record goes (retention.ts).
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What could not be read (a broken MIME part); the rest is stored. */
    problem: text('problem'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('inbound_mails_message_id_unique').on(table.messageId),
    index('inbound_mails_lead_idx').on(table.leadId, table.receivedAt),
    index('inbound_mails_from_idx').on(sql`lower(${table.fromAddress})`),
  ],
);

/** A received mail's files: images re-encoded, PDFs as they came, anything else up to a size, else only listed. */
export const inboundMailAttachments = sqliteTable(
  'inbound_mail_attachments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    mailId: integer('mail_id')
      .notNull()
      .references(() => inboundMails.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    kind: text('kind', { enum: inboundAttachmentKinds }).notNull(),
    /** The size as received, in bytes. */
    size: integer('size').notNull(),
    /** Null: listed by name and size only (over the limit, or unreadable). */
    content: blob('content', { mode: 'buffer' }),
  },
  (table) => [index('inbound_mail_attachments_mail_idx').on(table.mailId)],
);

/**
 * The office's reply templates (Einstellungen → Vorlagen): a subject and a text with placeholders such as
 * {vorname} or {anfrage}, filled from the lead when a reply is written (leads/reply).
 */
export const mailTemplates = sqliteTable('mail_templates', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * An invitation to the office's team (Einstellungen → Team): a single-use link for 72 hours, stored as the
 * token's SHA-256, with the role the new person gets (issue 21).
 */
export const teamInvitations = sqliteTable(
  'team_invitations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    role: text('role', { enum: userRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('team_invitations_token_unique').on(table.tokenHash)],
);

/**
 * The recovery codes of a person's two-factor sign-in: only their SHA-256 is stored, and each works once
 * (issue 21). New codes replace all old ones.
 */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * What the owner sets in the back office, one JSON value per key (features/settings): who gets new
 * leads, whether two-factor sign-in is required, later the company data. Who changed it last, and when.
 */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});

/** Fixed-window request counters per client and purpose, shared by every server process. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * The answers to submissions that carried an Idempotency-Key, stored in the submission's own commit: a
 * client retrying after a lost answer gets the first answer again instead of a second lead. The key is
 * prefixed with the route ("funnel:…"); kept a day (retention).
 */
export const idempotencyKeys = sqliteTable('idempotency_keys', {
  key: text('key').primaryKey(),
  status: integer('status').notNull(),
  body: text('body').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Lucia-style sessions: the id is the SHA-256 of the token the client holds (ADR 011). */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** The second factor was given in this session (or the account needs none): the back office opens. */
    twoFactorVerified: integer('two_factor_verified', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * The client addresses an account logged in from successfully, as hashes (ADR 031): while the account is
 * under a guessing attack, only these still get past its login ceiling. Forgotten after a while unused.
 */
export const knownLoginAddresses = sqliteTable(
  'known_login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastLoginAt: integer('last_login_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.addressHash] }), index('known_login_addresses_last_idx').on(table.lastLoginAt)],
);

export interface ShopSelection {
  id: number;
  name: string;
  price: number;
  /** The option's colour, kept so the drawing shows the frame as chosen (absent in configurations saved before). */
  colorCode?: string | null;
}

export interface ShopDimensions {
  width: number;
  height: number;
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
}

/** A customer's saved shop configuration, priced by the server. */
export const savedConfigurations = sqliteTable(
  'saved_configurations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    basePrice: integer('base_price').notNull(),
    selectedOptions: text('selected_options', { mode: 'json' }).$type<Record<string, ShopSelection>>().notNull(),
    dimensions: text('dimensions', { mode: 'json' }).$type<ShopDimensions>().notNull(),
    totalPrice: integer('total_price').notNull(),
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('saved_configurations_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A logged-in customer's cart (ADR 053): the configured lines as the server priced them when they were
 * put in, one row per account, replaced as a whole. A visitor's cart lives in the tab's sessionStorage.
 */
export const customerCarts = sqliteTable('customer_carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lines: text('lines', { mode: 'json' }).$type<ConfiguredItemSnapshot[]>().notNull(),
  updatedAt: updatedAt(),
});

/** Password reset links: only the SHA-256 of the token is kept; one hour, one use (ADR 011). */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** The last number given per kind of document and Berlin year: quote and order numbers are gap-free per year. */
export const documentKinds = ['quote', 'order', 'invoice', 'purchase'] as const;
export const documentCounters = sqliteTable(
  'document_counters',
  {
    kind: text('kind', { enum: documentKinds }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

/**
 * A quote (Angebot) drafted from a lead (issue 14). A business record kept ten years (§ 147 AO), so it
 * keeps the customer's name and address as they were and outlives its lead (the link is nulled when the
 * lead goes); the DSGVO erasure anonymises it. Amounts are gross cents with VAT extracted per document.
 */
export const quotes = sqliteTable(
  'quotes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** "AN-2026-0001"; a later version keeps the number (shown "AN-2026-0001-2"). */
    number: text('number').notNull(),
    /** 1 for the first; "Neue Version" copies a sent quote as the next version (issue 20). */
    version: integer('version').notNull().default(1),
    /** The newer version that replaced this one once sent; its link then shows the newer one. */
    supersededBy: integer('superseded_by').references((): AnySQLiteColumn => quotes.id, { onDelete: 'set null' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    leadReference: text('lead_reference').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    configurationId: integer('configuration_id').references(() => savedConfigurations.id, { onDelete: 'set null' }),
    status: text('status', { enum: quoteStatuses }).notNull().default('draft'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    /** A business customer's company, printed above the name in the address window. */
    customerCompany: text('customer_company').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    /** The postal address of the address window; null until known (from the account, the lead or typed). */
    customerAddress: text('customer_address', { mode: 'json' }).$type<PostalAddress>(),
    /** Where to install, when not the postal address. */
    installationAddress: text('installation_address', { mode: 'json' }).$type<PostalAddress>(),
    lines: text('lines', { mode: 'json' }).$type<QuoteLine[]>().notNull(),
    /** How the line prices are meant (contract/quotes.ts, priceBases); documents before issue 20 are 'gross'. */
    priceBasis: text('price_basis', { enum: priceBases }).notNull().default('net'),
    gross: integer('gross').notNull(),
    vat: integer('vat').notNull(),
    net: integer('net').notNull(),
    /** The last Berlin calendar day the quote can be accepted on (YYYY-MM-DD). */
    validUntil: text('valid_until').notNull(),
    note: text('note').notNull().default(''),
    /** The office ticked the BEG EM funding condition (quotes/contract/funding-condition.ts, ADR 063). */
    fundingCondition: integer('funding_condition', { mode: 'boolean' }).notNull().default(false),
    /**
     * The deposit's share (percent) the quote was sent with: the setting at sending, printed in its PDF and
     * agreed by its acceptance (§ 145 BGB: an offer binds as made, ADR 073). Null for a draft, and for
     * quotes sent before the column: their acceptance takes the setting as before.
     */
    depositPercent: integer('deposit_percent'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    /** The person who looks after the quote (issue 21). */
    assignedTo: integer('assigned_to').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    /** The lead's origin, copied by the database when the quote is made or the lead's origin changes (ADR 062). */
    origin: text('origin'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('quotes_number_version_unique').on(table.number, table.version),
    index('quotes_assigned_idx').on(table.assignedTo, table.createdAt),
    index('quotes_lead_idx').on(table.leadId),
    index('quotes_user_idx').on(table.userId, table.createdAt),
    index('quotes_created_idx').on(table.createdAt),
  ],
);

/**
 * A customer's orders, shown in the customer area; since issue 14 created by accepting a quote, with the
 * quote's lines, amounts and customer as they were. A business record like its quote: the account's
 * deletion nulls the link instead of taking the order along.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull(),
    /** Gross, in cents. */
    totalPrice: integer('total_price').notNull(),
    vat: integer('vat').notNull().default(0),
    net: integer('net').notNull().default(0),
    status: text('status').notNull().default('pending'),
    quoteId: integer('quote_id').references(() => quotes.id),
    lines: text('lines', { mode: 'json' }).$type<QuoteLine[]>().notNull().default([]),
    priceBasis: text('price_basis', { enum: priceBases }).notNull().default('net'),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email'),
    customerCompany: text('customer_company').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    billingAddress: text('billing_address', { mode: 'json' }).$type<PostalAddress>(),
    installationAddress: text('installation_address', { mode: 'json' }).$type<PostalAddress>(),
    /** What the customer agreed to on acceptance (contract/quotes.ts, AcceptanceRecord); null before issue 20. */
    acceptance: text('acceptance', { mode: 'json' }).$type<AcceptanceRecord>(),
    /**
     * The deposit's share of the gross total in percent, as agreed on acceptance (the setting then, ADR 066);
     * the deposit invoice asks this, whatever the setting says later. 30: the share before it was a setting.
     */
    depositPercent: integer('deposit_percent').notNull().default(30),
    /**
     * What the § 35c EStG certificate needs and the invoice does not know (ADR 063), entered by the office:
     * the year the building was finished and whether the customer lives in it; null until entered.
     */
    buildingYear: integer('building_year'),
    ownerOccupied: integer('owner_occupied', { mode: 'boolean' }),
    /**
     * Under the funding condition (acceptance.fundingCondition): the Förderzusage the office recorded, or why
     * it proceeds without one (ADR 080); null until then. The deposit invoice waits for it.
     */
    fundingApproval: text('funding_approval', { mode: 'json' }).$type<FundingApproval>(),
    /** The person who looks after the order (issue 21). */
    assignedTo: integer('assigned_to').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    /** The quote's origin, copied by the database (ADR 062). */
    origin: text('origin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.orderNumber),
    index('orders_assigned_idx').on(table.assignedTo, table.createdAt),
    // One order per quote, however often it is accepted.
    uniqueIndex('orders_quote_unique').on(table.quoteId),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_status_idx').on(table.status, table.createdAt),
    // "Aufträge" pages newest first along it (with the implied id), instead of sorting every order (ADR 064).
    index('orders_created_idx').on(table.createdAt),
  ],
);

/**
 * The personal link a sent quote's mail carries (/angebot/{token}), for customers without an account. Only
 * the token's SHA-256 is stored; the link works until the quote's validity ends, it is accepted, or a
 * newer version replaces it (issue 20).
 */
export const quoteLinks = sqliteTable(
  'quote_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('quote_links_token_unique').on(table.tokenHash), index('quote_links_quote_idx').on(table.quoteId)],
);

/** The free lines the quote editor offers (Einstellungen → Positionen): name, unit, default net price, labour. */
export const linePresets = sqliteTable('line_presets', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  unit: text('unit', { enum: lineUnits }).notNull(),
  /** Net cents. */
  netPrice: integer('net_price').notNull(),
  /** Labour (Arbeitsleistung): shown apart on invoices (§ 35a EStG). */
  labour: integer('labour', { mode: 'boolean' }).notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every status change of an order, written in the same batch as the change. */
export const orderHistory = sqliteTable(
  'order_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: integer('at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    by: text('by').notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    text: text('text').notNull(),
    /** What the office told the customer with this change (shown in the mail and the account); '' none. */
    customerNote: text('customer_note').notNull().default(''),
    /** Whether the customer was mailed about this change (the office decides, issue 23). */
    customerNotified: integer('customer_notified', { mode: 'boolean' }).notNull().default(true),
  },
  (table) => [index('order_history_order_idx').on(table.orderId, table.at)],
);

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;

/**
 * Newsletter sign-ups with double opt-in (docs/domain.md): the consent proof is the confirmed link.
 * The confirmation token is stored only as its SHA-256; the unsubscribe token is kept as it is, because
 * every newsletter mail needs it in its link and it can do nothing but unsubscribe.
 */
export const newsletterSubscriptions = sqliteTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    status: text('status', { enum: newsletterStatuses }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmRequestedAt: integer('confirm_requested_at', { mode: 'timestamp_ms' }),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    consentVersion: text('consent_version').notNull(),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('newsletter_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('newsletter_confirm_token_unique').on(table.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_token_unique').on(table.unsubscribeToken),
  ],
);

/**
 * A customer's new e-mail address, waiting for its owner to confirm it by the mailed link; until then
 * every mail still goes to `users.email`. One per account (a new change replaces the older one), only
 * the SHA-256 of the link's token is kept, valid for 24 hours, used once.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('email_changes_user_unique').on(table.userId)],
);

/**
 * Cookieless visitor counting (ADR 019, ADR 019). The random salt of one Europe/Berlin day
 * ("2026-03-29"), shared by every server process through the database and deleted once its day is over:
 * after that a visitor id can no longer be recomputed from an address and a browser.
 */
export const visitSalts = sqliteTable('visit_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * What one client network (an IPv4 address, an IPv6 /64) added to the page views of one Berlin day, for
 * the beacon's caps (ADR 028). Keyed by a hash made with the day's salt, never the address; deleted with
 * that salt, like the visitor ids.
 */
export const visitAllowances = sqliteTable(
  'visit_allowances',
  {
    day: text('day').notNull(),
    networkId: text('network_id').notNull(),
    pageViews: integer('page_views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.networkId] })],
);

/**
 * One page view as it came in: technical data, rolled up into the daily tables and deleted after seven
 * days (maintenance/retention.ts). No address and no browser: only the salted hash of both.
 */
export const pageViews = sqliteTable(
  'page_views',
  {
    // No AUTOINCREMENT: its bookkeeping nearly doubled the cost of the beacon's insert.
    id: integer('id').primaryKey(),
    /** The Europe/Berlin day the view happened on. */
    day: text('day').notNull(),
    visitorId: text('visitor_id').notNull(),
    path: text('path').notNull(),
    /** Only the host of a referrer from another site; null for direct visits and internal links. */
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    createdAt: createdAt(),
  },
  (table) => [index('page_views_day_idx').on(table.day, table.visitorId)],
);

/** The rolled-up figures of one finished Europe/Berlin day; the yearly analytics read these. */
export const analyticsDays = sqliteTable('analytics_days', {
  day: text('day').primaryKey(),
  visitors: integer('visitors').notNull(),
  pageViews: integer('page_views').notNull(),
});

export const analyticsDimensions = ['path', 'referrer', 'utm_source'] as const;

/** Per finished day: page views and unique visitors per page, referrer host and utm_source. */
export const analyticsDayCounts = sqliteTable(
  'analytics_day_counts',
  {
    day: text('day').notNull(),
    dimension: text('dimension', { enum: analyticsDimensions }).notNull(),
    value: text('value').notNull(),
    pageViews: integer('page_views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.dimension, table.day, table.value] })],
);

/** Per finished day: funnel sessions per step and action (the raw funnel events go after seven days). */
export const funnelDays = sqliteTable(
  'funnel_days',
  {
    day: text('day').notNull(),
    step: integer('step').notNull(),
    action: text('action', { enum: funnelEventActionValues }).notNull(),
    sessions: integer('sessions').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.step, table.action] })],
);

export const appointmentKinds = ['aufmass', 'montage'] as const;
export const appointmentStatuses = ['booked', 'cancelled'] as const;

/**
 * An appointment with a customer (issue 23): an Aufmaß (measuring) for a lead, or a Montage
 * (installation) for an order. Times are instants (UTC ms); the calendar files (.ics) speak
 * Europe/Berlin. `uid` and `sequence` make a change or a cancellation replace the entry in the
 * customer's calendar (RFC 5545).
 */
export const appointments = sqliteTable(
  'appointments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: appointmentKinds }).notNull(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status', { enum: appointmentStatuses }).notNull().default('booked'),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    note: text('note').notNull().default(''),
    /** A Montage's crew: its hours count once per fitter in the order's Deckungsbeitrag (an Aufmaß: 1). */
    fitters: integer('fitters').notNull().default(1),
    /** Where: the installation address of the order or the lead's postcode; free text for the mail. */
    location: text('location').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email'),
    uid: text('uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('appointments_uid_unique').on(table.uid),
    index('appointments_starts_idx').on(table.startsAt),
    index('appointments_lead_idx').on(table.leadId),
    index('appointments_order_idx').on(table.orderId),
  ],
);

/**
 * Up to three Aufmaß slots offered to a lead's customer in a reply; the customer picks one through the
 * link (/termin/{token}, only its SHA-256 stored), without an account. Picking books the appointment.
 */
export const appointmentOffers = sqliteTable(
  'appointment_offers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    slots: text('slots', { mode: 'json' }).$type<{ startsAt: string; endsAt: string }[]>().notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('appointment_offers_token_unique').on(table.tokenHash), index('appointment_offers_lead_idx').on(table.leadId)],
);

export const invoiceKinds = ['deposit', 'final', 'cancellation'] as const;

/**
 * An invoice (Rechnung, issue 23): "RE-2026-0001", gap-free per year, issued from an order and never
 * changed afterwards (GoBD): a mistake is corrected by a cancellation invoice (Stornorechnung) that
 * refers to it. Everything printed is kept as it was at issue – seller, customer, lines, amounts – so
 * the document can be reproduced in ten years (§ 147 AO). Amounts in cents; lines as the quote's.
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: text('number').notNull(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The invoice a cancellation cancels; set on the cancellation. */
    cancelsInvoiceId: integer('cancels_invoice_id').references((): AnySQLiteColumn => invoices.id),
    /** Set on an invoice once cancelled: the cancellation's id. */
    cancelledById: integer('cancelled_by_id').references((): AnySQLiteColumn => invoices.id),
    /** Berlin calendar days (YYYY-MM-DD). */
    issueDate: text('issue_date').notNull(),
    serviceDate: text('service_date'),
    dueDate: text('due_date').notNull(),
    /** The document as issued: seller, buyer, lines, totals, prepaid amounts (features/invoices/contract). */
    document: text('document', { mode: 'json' }).$type<unknown>().notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    gross: integer('gross').notNull(),
    /** What the customer is to pay on this invoice: the gross less prepaid amounts (a final invoice). */
    amountDue: integer('amount_due').notNull(),
    /** A business customer: the invoice is also an e-invoice (Factur-X / XRechnung). */
    business: integer('business', { mode: 'boolean' }).notNull().default(false),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    createdBy: text('created_by').notNull(),
    /** The order's origin, copied by the database (ADR 062). */
    origin: text('origin'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    index('invoices_order_idx').on(table.orderId),
    index('invoices_user_idx').on(table.userId),
    index('invoices_issue_idx').on(table.issueDate),
  ],
);

/** A payment the office recorded against an invoice: amount and day, who recorded it and when. */
export const invoicePayments = sqliteTable(
  'invoice_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: integer('amount').notNull(),
    /** Berlin calendar day (YYYY-MM-DD). */
    paidOn: text('paid_on').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    /** The bank statement entry this payment was taken from (features/bank-statements); null when typed in. */
    bankEntryId: integer('bank_entry_id').references((): AnySQLiteColumn => bankStatementEntries.id),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    // One credit on the account pays once, even when two people confirm it at the same moment.
    uniqueIndex('invoice_payments_bank_entry_unique').on(table.bankEntryId),
  ],
);

/** What happened to an invoice: issued, paid, reminded, cancelled – with who and when (GoBD). */
export const invoiceEvents = sqliteTable(
  'invoice_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    at: integer('at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    by: text('by').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
  },
  (table) => [index('invoice_events_invoice_idx').on(table.invoiceId, table.at)],
);

/**
 * The dunning letters sent for an invoice (issue 35): Zahlungserinnerung, 1. Mahnung, 2. Mahnung, each at
 * most once (the unique index; the insert is conditional as well), with the figures the letter asked.
 */
export const invoiceDunning = sqliteTable(
  'invoice_dunning',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** 'reminder' | 'first' | 'second' */
    level: text('level').notNull(),
    /** Berlin calendar day the letter went out. */
    sentOn: text('sent_on').notNull(),
    sentBy: text('sent_by').notNull(),
    /** Cents: what was open of the invoice, the interest to the letter's day, fees charged with this letter, the total asked. */
    open: integer('open').notNull(),
    interest: integer('interest').notNull().default(0),
    fees: integer('fees').notNull().default(0),
    total: integer('total').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('invoice_dunning_level_idx').on(table.invoiceId, table.level)],
);

/**
 * The personal links of an invoice (/rechnung/{token}, issue 33): one per mail that carried one (the
 * invoice, its reminders), so each stays valid; only the SHA-256 of the token is stored (link-tokens.ts).
 */
export const invoiceLinks = sqliteTable(
  'invoice_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('invoice_links_token_unique').on(table.tokenHash), index('invoice_links_invoice_idx').on(table.invoiceId)],
);

/** An uploaded bank statement file (CAMT.053, ADR 058): who uploaded it and what it held. */
export const bankStatementImports = sqliteTable('bank_statement_imports', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  fileName: text('file_name').notNull(),
  /** The statements' booking days it covers (YYYY-MM-DD), from the first to the last entry. */
  firstDay: text('first_day'),
  lastDay: text('last_day'),
  /** Entries in the file, and those a previous import already holds (not stored again). */
  entries: integer('entries').notNull(),
  duplicates: integer('duplicates').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
});

/**
 * One booking of a bank statement, kept once: the bank's reference, the booking day and the signed amount
 * are unique, so the same statement uploaded twice (or at once from two browsers) records nothing twice.
 * Amounts in cents, credits positive and debits negative.
 */
export const bankStatementEntries = sqliteTable(
  'bank_statement_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    importId: integer('import_id')
      .notNull()
      .references(() => bankStatementImports.id),
    /** AcctSvcrRef, or a digest of the booking when the bank gives none (bank-statements/camt-entries.ts). */
    bankReference: text('bank_reference').notNull(),
    bookingDate: text('booking_date').notNull(),
    valueDate: text('value_date'),
    amount: integer('amount').notNull(),
    /** The other party: the payer of a credit, the payee of a debit. */
    counterparty: text('counterparty').notNull().default(''),
    remittance: text('remittance').notNull().default(''),
    endToEndId: text('end_to_end_id'),
    status: text('status', { enum: bankEntryStatuses }).notNull(),
    /** Why an entry is ignored (a debit, a return, a fee), or why a credit found no invoice. */
    note: text('note').notNull().default(''),
    /** The invoice it paid (matched, assigned), and how much of it went beyond what was open. */
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /** Less than was open on the invoice when it was recorded. */
    partPayment: integer('part_payment', { mode: 'boolean' }).notNull().default(false),
    surplus: integer('surplus').notNull().default(0),
    /** Invoice ids suggested for a credit without an invoice number, best first. */
    suggestions: text('suggestions', { mode: 'json' }).$type<number[]>().notNull().default([]),
    resolvedBy: text('resolved_by'),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('bank_statement_entries_booking_unique').on(table.bankReference, table.bookingDate, table.amount),
    index('bank_statement_entries_import_idx').on(table.importId),
  ],
);

/**
 * A month the owner closed for bookkeeping ("Monat abschließen", issue 36): "2026-10". Its DATEV export
 * carries the Festschreibung flag; a payment dated in it needs a confirmation. The first export that
 * covered it is remembered, so a second one says it is a repeat (features/bookkeeping).
 */
export const closedMonths = sqliteTable('closed_months', {
  month: text('month').primaryKey(),
  closedBy: text('closed_by').notNull(),
  closedAt: integer('closed_at', { mode: 'timestamp_ms' }).notNull(),
  exportedAt: integer('exported_at', { mode: 'timestamp_ms' }),
  exportedBy: text('exported_by'),
});

/**
 * A customer's personal account (Debitor) in DATEV: the account is 10^Sachkontenlänge plus the row's id
 * less one, assigned at the first export that books the customer and never reused (features/bookkeeping).
 */
export const bookkeepingDebtors = sqliteTable(
  'bookkeeping_debtors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** user:<id>, else email:<address>, else name:<name> – who the invoices were for. */
    customerKey: text('customer_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('bookkeeping_debtors_key_unique').on(table.customerKey)],
);

/**
 * A verified review (issue 38, ADR 060): one per order, made when the order's final invoice is paid in
 * full (or the office sends the invitation), with the personal link's SHA-256 (link-tokens.ts) valid 60
 * days. The city, what was installed and when are copied from the order, so the review says what it
 * comes from without naming anyone; the short name only with the customer's consent. An erasure empties
 * text, name and city and drops the link; the stars stay, anonymous (Art. 17 DSGVO).
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull(),
    /** Null once erased: no link opens the review any more. */
    tokenHash: text('token_hash'),
    linkExpiresAt: integer('link_expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the invitation mail goes (the payment, or some days later by the setting). */
    invitedAt: integer('invited_at', { mode: 'timestamp_ms' }).notNull(),
    invitedBy: text('invited_by').notNull(),
    status: text('status', { enum: reviewStatuses }).notNull().default('invited'),
    stars: integer('stars'),
    text: text('text').notNull().default(''),
    showName: integer('show_name', { mode: 'boolean' }).notNull().default(false),
    /** "Erika M.", from the order; shown only with showName. */
    authorName: text('author_name').notNull().default(''),
    city: text('city').notNull().default(''),
    /** What was installed: the order's first product line ("Kunststofffenster"). */
    product: text('product').notNull().default(''),
    /** The month of the installation, YYYY-MM. */
    installedMonth: text('installed_month').notNull().default(''),
    /** What the list-based check found (why it is 'checking'); empty when nothing. */
    checkFindings: text('check_findings', { mode: 'json' }).$type<string[]>().notNull().default([]),
    withheldReason: text('withheld_reason').notNull().default(''),
    withheldBy: text('withheld_by').notNull().default(''),
    withheldAt: integer('withheld_at', { mode: 'timestamp_ms' }),
    reply: text('reply').notNull().default(''),
    repliedBy: text('replied_by').notNull().default(''),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    writtenAt: integer('written_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reviews_order_unique').on(table.orderId),
    uniqueIndex('reviews_token_unique').on(table.tokenHash),
    index('reviews_status_idx').on(table.status, table.writtenAt),
  ],
);

export const workAcceptanceKinds = ['on_site', 'link', 'deemed'] as const;
export const workAcceptanceStates = ['requested', 'accepted', 'defects_named'] as const;
export const acceptanceDefectStates = ['open', 'fixed'] as const;

/**
 * The acceptance of the work (Abnahme, § 640 BGB, issue 37), one per order: signed on site on the
 * Abnahmeprotokoll, accepted through the customer's link, or deemed after the deadline of an "Abnahme
 * verlangen" passed without a defect named (§ 640 Abs. 2). `acceptedOn` is the day the final payment
 * falls due and the warranty starts; the photos and signatures are files under UPLOAD_DIR/acceptance.
 */
export const workAcceptances = sqliteTable(
  'work_acceptances',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: workAcceptanceStates }).notNull(),
    kind: text('kind', { enum: workAcceptanceKinds }),
    /** Berlin calendar days (YYYY-MM-DD). */
    acceptedOn: text('accepted_on'),
    warrantyEndsOn: text('warranty_ends_on'),
    /** Why the order counts as accepted, in German (shown on the order and in Mein Konto). */
    reason: text('reason').notNull().default(''),
    place: text('place').notNull().default(''),
    present: text('present').notNull().default(''),
    /** Indices of the order's lines ticked as installed. */
    installedLines: text('installed_lines', { mode: 'json' }).$type<number[]>().notNull().default([]),
    reservations: text('reservations').notNull().default(''),
    customerSigner: text('customer_signer').notNull().default(''),
    fitterName: text('fitter_name').notNull().default(''),
    customerSignature: text('customer_signature'),
    fitterSignature: text('fitter_signature'),
    /** "Abnahme verlangen": the link's SHA-256, its deadline (a Berlin day) and whether the notice of § 640 Abs. 2 S. 2 went. */
    requestTokenHash: text('request_token_hash'),
    requestDeadline: text('request_deadline'),
    consumerNotice: integer('consumer_notice', { mode: 'boolean' }).notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('work_acceptances_order_unique').on(table.orderId),
    uniqueIndex('work_acceptances_token_unique').on(table.requestTokenHash),
    index('work_acceptances_deadline_idx').on(table.state, table.requestDeadline),
  ],
);

/** A defect found at the Abnahme or named by the customer: open until fixed, with an optional repair appointment. */
export const acceptanceDefects = sqliteTable(
  'acceptance_defects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Index of the order's line it concerns; null: the work as a whole. */
    lineIndex: integer('line_index'),
    /** The deadline to fix it (Berlin day). */
    fixBy: text('fix_by'),
    state: text('state', { enum: acceptanceDefectStates }).notNull().default('open'),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** Who named it: the office on site or the customer through the link. */
    namedBy: text('named_by', { enum: ['office', 'customer'] }).notNull(),
    fixedAt: integer('fixed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('acceptance_defects_order_idx').on(table.orderId)],
);

/** A photo of a defect: the re-encoded file's name under UPLOAD_DIR/acceptance/{orderId}/. */
export const acceptancePhotos = sqliteTable(
  'acceptance_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    defectId: integer('defect_id').references(() => acceptanceDefects.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('acceptance_photos_order_idx').on(table.orderId)],
);

/**
 * One measured opening of an Aufmaß (issue 48), in millimetres: the masonry opening as measured, the
 * installation joint per side it was recorded with, and the order size (Bestellmaß) that follows from both.
 */
export interface AufmassOpeningRecord {
  position: string;
  productId: number | null;
  optionIds: number[];
  quantity: number;
  roughWidthMm: number;
  roughHeightMm: number;
  orderWidthMm: number;
  orderHeightMm: number;
  openingType: string;
  /** DIN direction of the sash (hinges seen from inside): 'links', 'rechts' or none for fixed lights. */
  hinge: string | null;
  sill: string;
  connection: string;
  removal: boolean;
  note: string;
  /** The customer's own measurement of this opening (mm), kept to show where the fitter changed it. */
  customerWidthMm: number | null;
  customerHeightMm: number | null;
  /** Re-encoded photos under UPLOAD_DIR/aufmass/{leadId}/. */
  photos: string[];
}

/** The fitter's Aufmaß of a lead, one row per version; a change is a new version, the old ones stay. */
export const aufmassRecords = sqliteTable(
  'aufmass_records',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    measuredOn: text('measured_on').notNull(),
    fitterName: text('fitter_name').notNull(),
    jointMm: integer('joint_mm').notNull(),
    openings: text('openings', { mode: 'json' }).$type<AufmassOpeningRecord[]>().notNull(),
    note: text('note').notNull().default(''),
    /** The quote draft made from this version ("Angebot aus Aufmaß"), if any. */
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('aufmass_records_lead_version_idx').on(table.leadId, table.version)],
);

/**
 * A manufacturer the office orders elements from (issue 49, Katalog → Lieferanten). `discount` is the
 * supplier's discount on the list price in hundredths of a percent (4250 = 42,50 %).
 */
export const suppliers = sqliteTable(
  'suppliers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    orderEmail: text('order_email').notNull(),
    /** Our customer number at the supplier, printed on every Bestellung. */
    customerNumber: text('customer_number').notNull().default(''),
    leadTimeWeeks: integer('lead_time_weeks').notNull().default(6),
    discount: integer('discount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('suppliers_name_unique').on(table.name)],
);

/**
 * Which supplier a product comes from, one per product, and its purchase price rule: its own discount
 * (overriding the supplier's) or a purchase price grid in net cents.
 */
export const supplierProducts = sqliteTable(
  'supplier_products',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    discount: integer('discount'),
    priceGrid: text('price_grid', { mode: 'json' }).$type<PriceGrid>(),
  },
  (table) => [index('supplier_products_supplier_idx').on(table.supplierId)],
);

/** The supplier's article code of an option (profile, glazing, colour, fitting), printed on its Bestellungen. */
export const supplierArticleCodes = sqliteTable(
  'supplier_article_codes',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.optionId] })],
);

/**
 * A Bestellung at a supplier (issue 49): "BE-2026-0001", gap-free per Berlin year. Its document is what
 * was sent and never changes after; a change is a new Bestellung that cancels this one (`replacesId`).
 * The supplier's Auftragsbestätigung and the delivery are added later, as entered by the office.
 */
export const purchaseOrders = sqliteTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: text('number').notNull(),
    // Kept as long as its order (ten years, maintenance/retention.ts), and goes with it.
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    status: text('status', { enum: purchaseOrderStatuses }).notNull().default('draft'),
    document: text('document', { mode: 'json' }).$type<PurchaseDocument>().notNull(),
    /** The Bestellung this one replaces; the old one is cancelled when this one is sent. */
    replacesId: integer('replaces_id').references((): AnySQLiteColumn => purchaseOrders.id),
    confirmation: text('confirmation', { mode: 'json' }).$type<PurchaseConfirmation>(),
    delivery: text('delivery', { mode: 'json' }).$type<PurchaseDelivery>(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    sentBy: text('sent_by'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('purchase_orders_number_unique').on(table.number), index('purchase_orders_order_idx').on(table.orderId)],
);

/** A photo the customer sent with a request (issue 48): the re-encoded file under UPLOAD_DIR/lead-photos/{leadId}/. */
export const leadPhotos = sqliteTable(
  'lead_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The photo's place in the request (0–9): a resend of the same place is the same photo. */
    slot: integer('slot').notNull(),
    file: text('file').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('lead_photos_slot_idx').on(table.leadId, table.slot)],
);
