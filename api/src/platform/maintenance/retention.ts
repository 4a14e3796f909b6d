import { and, eq, inArray, isNull, lt, lte, notExists, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  catalogueChanges,
  contactMessages,
  emailChanges,
  funnelEvents,
  idempotencyKeys,
  inboundMails,
  knownLoginAddresses,
  leads,
  newsletterSubscriptions,
  orders,
  outbox,
  pageViews,
  passwordResetTokens,
  quotes,
  rateLimits,
  sessions,
  visitAllowances,
  visitSalts,
} from '../db/schema.ts';
import { berlinDay, berlinDayRange, berlinYear } from '../../shared/dates.ts';

const DAY = 24 * 60 * 60 * 1000;

/** How long data is kept, as the privacy policy states it (datenschutz.md section 6). */
const RETENTION_MS = {
  /** Enquiries (quote requests, contact messages): three years. */
  enquiries: 3 * 365 * DAY,
  /** Copies of sent mails are technical data: seven days. */
  sentMails: 7 * DAY,
  /** Request counters are worthless after their window; a day is plenty. */
  rateCounters: DAY,
  /** Answers kept for retried submissions (Idempotency-Key): a retry comes within minutes, a day is plenty. */
  idempotencyKeys: DAY,
  /** Used or expired reset links. */
  resetLinks: DAY,
  /** Newsletter sign-ups never confirmed, and addresses that unsubscribed: thirty days. */
  newsletterLeftovers: 30 * DAY,
  /** The catalogue's change log (prices and who set them) is a business record: ten years (§ 147 AO, § 257 HGB). */
  catalogueChanges: 10 * 365 * DAY,
  /** Raw page views and funnel events are technical data: seven days, once their day is rolled up. */
  rawAnalytics: 7 * DAY,
} as const;

/**
 * Quotes and orders are business records (Handelsbriefe, Buchungsbelege): ten years, counted from the end
 * of the calendar year they were made in (§ 147 AO, § 257 HGB). A lead older than three years goes, and
 * its quotes stay with its link nulled; they carry the customer's name and address themselves.
 */
const BUSINESS_RECORD_YEARS = 10;

/** The moment before which quotes and orders are past their retention: 1 January (Berlin) ten years back. */
export function businessRecordsBefore(now: Date): Date {
  return new Date(berlinYear(Number(berlinDay(now).slice(0, 4)) - BUSINESS_RECORD_YEARS).start);
}

/**
 * What the features add to the hourly run, handed in by the composition (api/src/retention-jobs.ts), so
 * platform/ imports no feature.
 */
export interface RetentionJobs {
  /**
   * Runs before anything is deleted and answers the last Berlin day whose analytics are rolled up (null:
   * none yet): raw analytics rows go only after their day's aggregates exist, and requests are matched to
   * their visits while the raw page views still exist (ADR 062).
   */
  rollUp(db: Database, now: Date): Promise<string | null>;
  /** The known login addresses to forget (ADR 031). */
  forgottenLoginAddresses(now: Date): SQL;
  /** After the deletions, one after the other: the Abnahme's deadlines, photo folders of requests that are gone. */
  afterwards: readonly ((db: Database, uploadDir: string) => Promise<void>)[];
}

/** Deletes what is past its retention; returns how many rows went, per kind. */
export async function applyRetention(db: Database, jobs: RetentionJobs, now = new Date()): Promise<Record<string, number>> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const mark = (await jobs.rollUp(db, now)) ?? '';
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
    loginAddresses,
    orphanedMails,
  ] = await db.batch([
    db.delete(pageViews).where(and(lt(pageViews.day, berlinDay(before(RETENTION_MS.rawAnalytics))), lte(pageViews.day, mark))),
    db.delete(funnelEvents).where(lt(funnelEvents.createdAt, new Date(rawEventsBefore))),
    // A day's salt goes once the day is over (the beacon also deletes it when it meets the new day).
    db.delete(visitSalts).where(lt(visitSalts.day, berlinDay(now))),
    // The allowances are keyed by a hash with that salt (ADR 028): they go with it.
    db.delete(visitAllowances).where(lt(visitAllowances.day, berlinDay(now))),
    db.delete(rateLimits).where(lt(rateLimits.windowStart, now.getTime() - RETENTION_MS.rateCounters)),
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before(RETENTION_MS.idempotencyKeys))),
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before(RETENTION_MS.resetLinks))),
    db.delete(outbox).where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, before(RETENTION_MS.sentMails)))),
    db.delete(leads).where(lt(leads.createdAt, before(RETENTION_MS.enquiries))),
    db.delete(contactMessages).where(lt(contactMessages.createdAt, before(RETENTION_MS.enquiries))),
    db
      .delete(newsletterSubscriptions)
      .where(
        and(
          inArray(newsletterSubscriptions.status, ['pending', 'unsubscribed']),
          lt(newsletterSubscriptions.updatedAt, before(RETENTION_MS.newsletterLeftovers)),
        ),
      ),
    // An unconfirmed new address is of no use once its link expired.
    db.delete(emailChanges).where(lt(emailChanges.expiresAt, now)),
    db.delete(catalogueChanges).where(lt(catalogueChanges.at, before(RETENTION_MS.catalogueChanges))),
    db.delete(orders).where(lt(orders.createdAt, businessRecordsBefore(now))),
    // A quote goes with its order (an order is younger than its quote, so it may still be kept).
    db
      .delete(quotes)
      .where(
        and(lt(quotes.createdAt, businessRecordsBefore(now)), notExists(db.select().from(orders).where(eq(orders.quoteId, quotes.id)))),
      ),
    // Addresses an account logged in from: 180 days unused (ADR 031).
    db.delete(knownLoginAddresses).where(jobs.forgottenLoginAddresses(now)),
    // A received mail goes with the record it landed on (ADR 083): once its lead, quote and order are all gone.
    db.delete(inboundMails).where(and(isNull(inboundMails.leadId), isNull(inboundMails.quoteId), isNull(inboundMails.orderId))),
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
    knownLoginAddresses: loginAddresses.rowsAffected,
    inboundMails: orphanedMails.rowsAffected,
  };
}

/**
 * Runs the retention now and then every hour, beside the requests (each process; the work is idempotent),
 * and the features' jobs after it.
 */
export function startRetention(db: Database, uploadDir: string, jobs: RetentionJobs, intervalMs = 60 * 60 * 1000): () => void {
  const run = async () => {
    try {
      await applyRetention(db, jobs);
      for (const job of jobs.afterwards) await job(db, uploadDir);
    } catch (error) {
      console.error('[wartung] Aufbewahrungsfristen nicht angewendet:', error);
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
