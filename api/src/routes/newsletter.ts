import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { newsletterSubscriptions } from '../db/schema.ts';
import type { ProxyHops } from '../http/client-address.ts';
import type { AppEnv } from '../http/env.ts';
import { readJson } from '../http/json-body.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { fail } from '../http/request-errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { newsletterConfirmationMail } from '../mail/templates/newsletter-mails.ts';
import { NEWSLETTER_CONSENT_VERSION, newsletterMessages, newsletterSignupSchema, newsletterTokenSchema } from '../shared/newsletter.ts';

export interface NewsletterRouteDependencies {
  db: Database;
  trustProxy: ProxyHops;
  siteUrl: string;
  wakeMailer: () => void;
}

const SIGNUP_LIMIT = { bucket: 'newsletter', limit: 5, windowMs: 10 * 60 * 1000 };
const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/newsletter (sign-up, answered the same whatever the address), /confirm and /unsubscribe.
 * Only a confirmed address receives newsletters; the confirmation is the proof of consent.
 */
export function newsletterRoutes({ db, trustProxy, siteUrl, wakeMailer }: NewsletterRouteDependencies) {
  const link = (path: string, token: string) => new URL(`${path}?token=${encodeURIComponent(token)}`, siteUrl).href;

  return new Hono<AppEnv>()
    .post('/', rateLimit(db, SIGNUP_LIMIT, trustProxy), async (c) => {
      const { email } = await readJson(c, newsletterSignupSchema);
      const [existing] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
      if (existing?.status !== 'confirmed') {
        const confirmToken = newToken();
        const unsubscribeToken = existing?.unsubscribeToken ?? newToken();
        const now = new Date();
        const pending = {
          status: 'pending' as const,
          confirmTokenHash: hashOf(confirmToken),
          confirmRequestedAt: now,
          consentVersion: NEWSLETTER_CONSENT_VERSION,
          unsubscribedAt: null,
        };
        await db.batch([
          existing
            ? db.update(newsletterSubscriptions).set(pending).where(eq(newsletterSubscriptions.id, existing.id))
            : db.insert(newsletterSubscriptions).values({ email, unsubscribeToken, ...pending }),
          enqueueMail(
            db,
            newsletterConfirmationMail(email, link('/newsletter/bestaetigen', confirmToken), link('/newsletter/abmelden', unsubscribeToken)),
          ),
        ]);
        wakeMailer();
      }
      return c.json({ success: true, message: newsletterMessages.requested }, 202);
    })
    .post('/confirm', async (c) => {
      const { token } = await readJson(c, newsletterTokenSchema);
      const now = new Date();
      const confirmed = await db
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
        .where(
          and(
            eq(newsletterSubscriptions.confirmTokenHash, hashOf(token)),
            eq(newsletterSubscriptions.status, 'pending'),
            gt(newsletterSubscriptions.confirmRequestedAt, new Date(now.getTime() - CONFIRM_WITHIN_MS)),
          ),
        )
        .returning({ id: newsletterSubscriptions.id });
      if (confirmed.length === 0) fail(400, newsletterMessages.confirmFailed);
      return c.json({ success: true, message: newsletterMessages.confirmed });
    })
    .post('/unsubscribe', async (c) => {
      const { token } = await readJson(c, newsletterTokenSchema);
      const left = await db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
        .where(eq(newsletterSubscriptions.unsubscribeToken, token))
        .returning({ id: newsletterSubscriptions.id });
      if (left.length === 0) fail(400, newsletterMessages.unsubscribeFailed);
      return c.json({ success: true, message: newsletterMessages.unsubscribed });
    });
}
