/**
 * The statuses and kinds the database keeps in its text columns (platform/db/schema.ts's enums), below every
 * feature so the schema needs none. Each feature's contract re-exports its own and labels them.
 */

/** Order statuses; their labels are labels.ts's, which a saved configuration shows once ordered. */
export const orderStatuses = ['pending', 'confirmed', 'in_production', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const quoteStatuses = ['draft', 'sent', 'accepted', 'changes_requested', 'superseded'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const reviewStatuses = ['invited', 'checking', 'published', 'withheld'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const bankEntryStatuses = ['matched', 'suggested', 'unmatched', 'ignored', 'assigned'] as const;
export type BankEntryStatus = (typeof bankEntryStatuses)[number];

export const purchaseOrderStatuses = ['draft', 'sent', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

/**
 * 'mail': a document mailed (a quote); 'reply': an answer written in the back office, its subject and text;
 * 'assigned': given to a person in the office or taken away (features/assignment); 'received': a mail from the
 * customer read from the company's mailbox (features/inbound-mail). The column is plain text.
 */
export const leadHistoryKinds = ['created', 'status', 'note', 'export', 'mail', 'reply', 'opened', 'assigned', 'received'] as const;
export type LeadHistoryKind = (typeof leadHistoryKinds)[number];

/**
 * Where a lead came from (ADR 062, docs/domain.md "Origin"): a request sent from the site starts `pending`
 * with the day's visitor hash; settling it (features/analytics/lead-visits.ts) makes it `counted` (the
 * visitor's page view of that day exists: the first request of that visitor that day), `repeat` (counted,
 * but the visitor had already sent one that day) or `none` (no counted visit: a blocked beacon, an API
 * client, a visitor over the day's allowance).
 */
export const leadVisitStates = ['pending', 'counted', 'repeat', 'none'] as const;

/** What the catalogue's change log records (features/catalogue names them). */
export const catalogueEntities = [
  'product_line',
  'product_category',
  'product',
  'option_category',
  'option',
  'product_options',
  'shop_settings',
  'supplier',
] as const;
export type CatalogueEntity = (typeof catalogueEntities)[number];
export const catalogueActions = ['created', 'updated', 'deleted'] as const;
export type CatalogueAction = (typeof catalogueActions)[number];
