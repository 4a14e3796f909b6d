import { pagingShape } from '../../../shared/request-schemas.ts';
import { recordNumber } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { reviewMessages as m } from './review-messages.ts';
import { reviewStatuses, type ReviewStatus } from '../../../shared/record-statuses.ts';

/**
 * Verified reviews (issue 38, ADR 060): only a customer whose final invoice was paid in full gets a link,
 * and what they write is published whatever the stars, after a check for unlawful content only.
 *
 * 'invited': the link was made, nothing written yet (or the customer deleted what they wrote);
 * 'checking': held for a person's look because the list-based check found something (never by stars);
 * 'published': on the site; 'withheld': kept off the site by the office, with a reason the customer sees.
 */
export type { ReviewStatus } from '../../../shared/record-statuses.ts';

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  invited: 'Eingeladen',
  checking: 'In Prüfung',
  published: 'Veröffentlicht',
  withheld: 'Zurückgehalten',
};

/** How long the personal link opens the review form: 60 days from the mail. */
export const REVIEW_LINK_DAYS = 60;
const REVIEW_TEXT_MAX = 2000;

/** POST /api/reviews/by-link/{token}: the stars, the text and whether the short name may be shown. */
export const reviewBodySchema = z.object({
  stars: z.int({ error: m.stars }).check(z.minimum(1, { error: m.stars }), z.maximum(5, { error: m.stars })),
  text: z
    .string({ error: m.text })
    .check(z.trim(), z.minLength(1, { error: m.text }), z.maxLength(REVIEW_TEXT_MAX, { error: m.textTooLong })),
  showName: z._default(z.boolean({ error: m.showName }), false),
});
export type ReviewBody = z.output<typeof reviewBodySchema>;

export const reviewTokenParamSchema = z.object({ token: z.string().check(z.maxLength(100)) });
export const reviewIdParamSchema = z.object({ id: recordNumber(m.notFound) });
export const reviewOrderParamSchema = z.object({ orderId: recordNumber(m.notFound) });

/** GET /api/reviews: published reviews, newest first. */
export const publicReviewsQuerySchema = z.object({ ...pagingShape });

/** GET /api/admin/reviews: every review, optionally of one status. */
export const adminReviewsQuerySchema = z.object({
  status: z.optional(z.enum(reviewStatuses, { error: m.status })),
  ...pagingShape,
});

/** POST /api/admin/reviews/{id}/reply: the company's one public answer. */
export const reviewReplySchema = z.object({
  text: z.string({ error: m.reply }).check(z.trim(), z.minLength(1, { error: m.reply }), z.maxLength(REVIEW_TEXT_MAX, { error: m.reply })),
});

/** POST /api/admin/reviews/{id}/withhold: only for unlawful content, and the reason is shown to the customer. */
export const withholdSchema = z.object({
  reason: z.string({ error: m.reason }).check(z.trim(), z.minLength(10, { error: m.reason }), z.maxLength(500, { error: m.reason })),
});

/** The line under a review that says where it comes from: "Verifizierter Auftrag · Kunststofffenster · Montage 05/2026 · Hamburg". */
export function verifiedLine({ product, installedMonth, city }: { product: string; installedMonth: string; city: string }): string {
  const [year, month] = installedMonth.split('-');
  return ['Verifizierter Auftrag', product, installedMonth ? `Montage ${month}/${year}` : '', city].filter(Boolean).join(' · ');
}

/** The name as shown: "Vorname N." only with consent, else "Kunde aus {Ort}" (or "Kunde" once erased). */
export function shownAuthor({ showName, authorName, city }: { showName: boolean; authorName: string; city: string }): string {
  if (showName && authorName) return authorName;
  return city ? `Kunde aus ${city}` : 'Kunde';
}

/** "Erika Muster" → "Erika M.": the first name and the initial of the last. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const last = parts.length > 1 ? ` ${parts.at(-1)!.charAt(0).toUpperCase()}.` : '';
  return `${parts[0]}${last}`;
}

export interface PublicReviewJson {
  id: number;
  stars: number;
  text: string;
  author: string;
  verified: string;
  /** ISO time the customer wrote or last changed it. */
  writtenAt: string;
  reply: { text: string; at: string } | null;
}

export interface ReviewSummaryJson {
  /** Rounded to one decimal; null without any published review. */
  average: number | null;
  count: number;
  /** How many published reviews have 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  distribution: [number, number, number, number, number];
}

export interface PublicReviewsJson {
  summary: ReviewSummaryJson;
  items: PublicReviewJson[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/reviews/by-link/{token}: what the customer reviews, and what they wrote so far. */
export interface LinkReviewJson {
  orderNumber: string;
  product: string;
  installedMonth: string;
  city: string;
  /** The short name the review shows with consent ("Erika M."). */
  shortName: string;
  status: ReviewStatus;
  review: { stars: number; text: string; showName: boolean } | null;
  /** Why the office withheld it, shown to the customer (§ 5b Abs. 3 UWG: no silent filtering). */
  withheldReason: string;
  reply: string;
  /** Optional: where the customer may review the company on Google too; shown to everyone alike. */
  googleReviewUrl: string;
  expiresAt: string;
}

export interface AdminReviewJson {
  id: number;
  orderId: number | null;
  orderNumber: string;
  status: ReviewStatus;
  stars: number | null;
  text: string;
  author: string;
  verified: string;
  /** Why the automatic check held it ("in Prüfung"); empty otherwise. */
  checkFindings: string[];
  withheldReason: string;
  withheldBy: string;
  withheldAt: string | null;
  reply: string;
  repliedBy: string;
  invitedAt: string;
  writtenAt: string | null;
}

export interface AdminReviewsJson {
  items: AdminReviewJson[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/customer/reviews: one entry per invited order of the signed-in customer (Mein Konto → "Bewerten"). */
export interface CustomerReviewJson {
  orderId: number;
  orderNumber: string;
  status: ReviewStatus;
  review: { stars: number; text: string } | null;
  withheldReason: string;
}

/** GET /api/admin/orders/{id}/review: the order's review, and whether "Zur Bewertung einladen" may be pressed. */
export interface OrderReviewJson {
  review: AdminReviewJson | null;
  /** Why the invitation cannot be sent (German, shown beside the disabled button); empty when it can. */
  blocked: string;
}
