import type { reviews } from '../../platform/db/schema.ts';
import { shownAuthor, verifiedLine, type AdminReviewJson, type PublicReviewJson } from './contract/reviews.ts';

type ReviewRow = typeof reviews.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function publicReviewJson(row: ReviewRow): PublicReviewJson {
  return {
    id: row.id,
    stars: row.stars ?? 0,
    text: row.text,
    author: shownAuthor(row),
    verified: verifiedLine(row),
    writtenAt: iso(row.writtenAt) ?? iso(row.createdAt)!,
    reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
  };
}

export function adminReviewJson(row: ReviewRow): AdminReviewJson {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    status: row.status,
    stars: row.stars,
    text: row.text,
    author: shownAuthor(row),
    verified: verifiedLine(row),
    checkFindings: row.checkFindings,
    withheldReason: row.withheldReason,
    withheldBy: row.withheldBy,
    withheldAt: iso(row.withheldAt),
    reply: row.reply,
    repliedBy: row.repliedBy,
    invitedAt: row.invitedAt.toISOString(),
    writtenAt: iso(row.writtenAt),
  };
}
