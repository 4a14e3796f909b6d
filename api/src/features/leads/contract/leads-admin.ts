import type { CampaignParameters } from '../../funnel/contract/campaign.ts';
import type { DimensionRow } from '../../funnel/contract/funnel.ts';
import type { FunnelStats } from '../../funnel/contract/funnel-stats.ts';
import type { SelfMeasurement } from '../../funnel/contract/self-measurement.ts';
import { inboxMessages as m } from './inbox-messages.ts';
import type { LeadHistoryKind } from '../../../shared/record-statuses.ts';
import {
  leadSources,
  leadStatuses,
  productKinds,
  projectTypes,
  type Glazing,
  type InstallationChoice,
  type LeadSource,
  type LeadStatus,
  type Material,
  type ProductKind,
  type ProjectType,
  type Timeframe,
} from '../../../shared/labels.ts';
import { calendarDay, emailAddress, recordNumber } from '../../../shared/schema-helpers.ts';
import { assignedFilterField, type AssigneeJson } from '../../assignment/contract/assignment.ts';
import { z } from '../../../shared/zod.ts';
import { MAX_PAGE_SIZE, pagingShape } from '../../../shared/request-schemas.ts';

/**
 * The lead inbox's contract: the filters of GET /api/admin/dashboard and of the CSV export, the bodies
 * of the lead changes, and the answers, shared by the routes and the back office (docs/architecture.md).
 * Query values arrive as strings; each is checked with its own German message.
 */

const NOTE_MAX_LENGTH = 5000;

/** "a,b,c" → ['a', 'b', 'c'], every part one of the known values; empty parts are ignored. */
const commaList = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: message }),
      z.transform((list) =>
        list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ),
    z.array(z.enum(values, { error: message })),
  );

const day = calendarDay(m.date);

const flag = z.pipe(
  z.enum(['true', 'false', '1', '0'], { error: m.flag }),
  z.transform((value) => value === 'true' || value === '1'),
);

const leadSortKeys = ['created_at', 'name', 'plz', 'projektart', 'status'] as const;

/**
 * The inbox's one-click views: "neu-heute" (arrived today, Berlin), "ueberfaellig" (waiting longer than
 * the 24-hour promise for a first answer, docs/domain.md), "ungelesen" (not opened yet).
 */
const leadViews = ['neu-heute', 'ueberfaellig', 'ungelesen'] as const;
export type LeadView = (typeof leadViews)[number];

/** The promise on the site: an answer within 24 hours (docs/domain.md, "Antwortzeit"). */
export const ANSWER_PROMISE_HOURS = 24;

/** The filters without paging: the list and the CSV export read the same ones. */
export const leadFilterShape = {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: m.query }))),
  status: z.optional(commaList(leadStatuses, m.status)),
  projektart: z.optional(commaList(projectTypes, m.projectType)),
  produkte: z.optional(commaList(productKinds, m.product)),
  source: z.optional(commaList(leadSources, m.source)),
  view: z.optional(z.enum(leadViews, { error: m.view })),
  /** `me`: the signed-in person's leads ("Mir zugewiesen"); `none`: nobody's yet. */
  assigned: assignedFilterField,
  from: z.optional(day),
  to: z.optional(day),
  showCompleted: z._default(flag, false),
  sort: z._default(z.enum(leadSortKeys, { error: m.sort }), 'created_at'),
  dir: z._default(z.enum(['asc', 'desc'], { error: m.direction }), 'desc'),
};

const datesInOrder = z.refine<{ from?: string | undefined; to?: string | undefined }>(
  (filter) => !filter.from || !filter.to || filter.from <= filter.to,
  {
    error: m.dateOrder,
    path: ['to'],
  },
);

export const leadFilterSchema = z.object(leadFilterShape).check(datesInOrder);
export type LeadFilter = z.output<typeof leadFilterSchema>;

export const dashboardQuerySchema = z.object({ ...leadFilterShape, ...pagingShape }).check(datesInOrder);
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** /admin/leads/{id} or /admin/leads/{reference}: the notification mail links by the reference it carries. */
export const leadKeyParamSchema = z.object({
  key: z.union([recordNumber(m.id), z.string().check(z.regex(/^A-[0-9A-Z]{6}$/, { error: m.id }))], { error: m.id }),
});

export const leadStatusBodySchema = z.object({ status: z.enum(leadStatuses, { error: m.status }) });

export const leadNoteBodySchema = z.object({
  text: z
    .string({ error: m.noteRequired })
    .check(z.trim(), z.minLength(1, { error: m.noteRequired }), z.maxLength(NOTE_MAX_LENGTH, { error: m.noteTooLong })),
});

const selectedIds = z
  .array(z.int({ error: m.ids }).check(z.positive({ error: m.ids })), { error: m.ids })
  .check(z.minLength(1, { error: m.ids }), z.maxLength(MAX_PAGE_SIZE, { error: m.ids }));

/** Bulk actions on the selected rows: one status for all, or delete all (one confirmation). */
export const bulkActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('status'), ids: selectedIds, status: z.enum(leadStatuses, { error: m.status }) }),
    z.object({ action: z.literal('delete'), ids: selectedIds }),
  ],
  { error: m.action },
);
export type BulkAction = z.output<typeof bulkActionSchema>;

/** A lead as the back office reads it, with the spec's field names. */
export interface LeadJson {
  id: number;
  reference: string;
  vorname: string;
  nachname: string;
  email: string;
  telefon: string;
  plz: string;
  projektart: ProjectType;
  produkte: ProductKind[];
  material: Material | null;
  verglasung: Glazing | null;
  montage: InstallationChoice | null;
  zeitraum: Timeframe | null;
  dimensions: DimensionRow[];
  nachricht: string;
  utm_params: CampaignParameters;
  datenschutz: boolean;
  marketing_ok: boolean;
  status: LeadStatus;
  source: LeadSource;
  created_at: string;
  /** False until someone in the office opened the lead: the list marks it as new. */
  opened: boolean;
  /** Not opened since the customer's mail arrived (features/inbound-mail): the list says "neue Antwort". */
  new_answer: boolean;
  /** The first answer from a person (reply, sent quote, status beyond offen); null while it waits. */
  first_answered_at: string | null;
  /** The person in the office who looks after it; null: everyone in Vertrieb. */
  assignee: AssigneeJson | null;
}

/** The history's kinds (shared/record-statuses.ts, where the schema reads them too). */
export { leadHistoryKinds } from '../../../shared/record-statuses.ts';

export interface LeadHistoryEntry {
  at: string;
  /** The username of who did it, or the site's part ("Funnel", "Kunde"). */
  by: string;
  /** The person's name when `by` is someone in the office (accounts/staff-names.ts). */
  byName?: string | null;
  kind: LeadHistoryKind;
  text: string;
}

export interface ConfiguredLineJson {
  productName: string;
  /** `key` and `colorCode` feed the drawing; lines stored before they were kept have neither. */
  options: { key?: string; category: string; name: string; price: number | null; colorCode?: string | null }[];
  breite: number | null;
  hoehe: number | null;
  menge: number;
  /** null: "Preis auf Anfrage" (the size has no price in the product's grid). */
  unitPrice: number | null;
  totalPrice: number | null;
}

/** GET /api/admin/leads/{id}: the lead with what the list leaves out. */
export interface LeadDetailJson extends LeadJson {
  configuration: ConfiguredLineJson[] | null;
  consents: {
    privacyAt: string;
    privacyVersion: string;
    marketingAt: string | null;
    marketingVersion: string | null;
  };
  /** Where the lead came from (ADR 062): its origin, and the landing page and referring host of its visit. */
  attribution: { origin: string | null; landingPath: string | null; referrerHost: string | null };
  history: LeadHistoryEntry[];
}

/** GET /api/admin/leads/{id}/self-measurement: what the customer measured and photographed (issue 48). */
export interface SelfMeasurementJson {
  measurements: SelfMeasurement[];
  /** The photos' ids, in the order the customer chose them. */
  photos: number[];
}

export interface DashboardJson {
  leads: { leads: LeadJson[]; total: number; page: number; pageSize: number };
  /** `overdue`: open leads waiting longer than the promise for a first answer; `unread`: not opened yet. */
  counters: { total: number; today: number; newestAt: string | null; overdue: number; unread: number };
  funnelStats: FunnelStats;
}

/** GET /api/admin/counts: the sidebar's figures. */
export interface WorkspaceCountsJson {
  newLeads: number;
  newMessages: number;
  overdueLeads: number;
}

/** The filters as address parameters, for the screen's address and the export link; defaults left out. */
export function filterSearchParams(filter: Record<string, string | number | boolean | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

export const privacyQuerySchema = z.object({ email: emailAddress(m.privacyEmail) });

/** The access report's forms: the readable German document (default), or the same data as JSON (Art. 20 DSGVO). */
const accessReportFormats = ['text', 'json'] as const;
export const accessReportQuerySchema = z.object({
  email: emailAddress(m.privacyEmail),
  format: z._default(z.enum(accessReportFormats), 'text'),
});

/** What DELETE /api/admin/privacy removed, counted per kind. */
interface ErasureCounts {
  leads: number;
  leadHistory: number;
  contactMessages: number;
  newsletterSubscriptions: number;
  accounts: number;
  configurations: number;
  sessions: number;
  mails: number;
  /** Copies of mails in the outbox folder (when mails are written there instead of sent by SMTP). */
  mailFiles: number;
  /** Mails read from the company's mailbox (features/inbound-mail), with their files. */
  inboundMails: number;
}

export interface ErasureJson {
  counts: ErasureCounts;
  /** Quotes and orders are kept ten years as business records: anonymised, not deleted (issue 14). */
  anonymised: { quotes: number; orders: number; invoices: number; reviews: number };
  /** The record kept of the erasure: the address's SHA-256, never the address. */
  emailHash: string;
  /** An admin account with that address stays (removing it here could lock the operator out). */
  adminAccountKept: boolean;
}
