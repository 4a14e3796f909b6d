import { and, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { newToken, tokenHash } from '../accounts/tokens.ts';
import type { Database } from '../../platform/db/client.ts';
import { newsletterSubscriptions } from '../../platform/db/schema.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { rateLimit } from '../../platform/http/rate-limit.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { countConfirmationMail } from '../../platform/mail/confirmation-cap.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { newsletterConfirmationMail } from './mails.ts';
import { NEWSLETTER_CONSENT_VERSION, newsletterMessages, newsletterSignupSchema, newsletterTokenSchema } from './contract/newsletter.ts';

export interface NewsletterRouteDependencies {
  db: Database;
  trustProxy: ProxyHops;
  siteUrl: string;
  wakeMailer: () => void;
}

const SIGNUP_LIMIT = { bucket: 'newsletter', limit: 5, windowMs: 10 * 60 * 1000 };
const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * POST /api/newsletter (sign-up, answered the same whatever the address), /confirm and /unsubscribe.
 * Only a confirmed address receives newsletters; the confirmation is the proof of consent.
 */
export function newsletterRoutes({ db, trustProxy, siteUrl, wakeMailer }: NewsletterRouteDependencies) {
  const link = (path: string, token: string) => new URL(`${path}?token=${encodeURIComponent(token)}`, siteUrl).href;

  return new Hono<AppEnv>()
    .post('/', rateLimit(db, SIGNUP_LIMIT, trustProxy), validate('json', newsletterSignupSchema), async (c) => {
      const { email } = c.req.valid('json');
      const [existing] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
      const now = new Date();
      // Past the day's confirmation mails to this address nothing changes, so a link sent earlier stays valid.
      if (existing?.status !== 'confirmed' && (await countConfirmationMail(db, email, now))) {
        const confirmToken = newToken();
        const unsubscribeToken = existing?.unsubscribeToken ?? newToken();
        const pending = {
          status: 'pending' as const,
          confirmTokenHash: tokenHash(confirmToken),
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
            newsletterConfirmationMail(
              email,
              link('/newsletter/bestaetigen', confirmToken),
              link('/newsletter/abmelden', unsubscribeToken),
            ),
          ),
        ]);
        wakeMailer();
      }
      return c.json({ success: true, message: newsletterMessages.requested }, 202);
    })
    .post('/confirm', validate('json', newsletterTokenSchema), async (c) => {
      const { token } = c.req.valid('json');
      const now = new Date();
      const confirmed = await db
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
        .where(
          and(
            eq(newsletterSubscriptions.confirmTokenHash, tokenHash(token)),
            eq(newsletterSubscriptions.status, 'pending'),
            gt(newsletterSubscriptions.confirmRequestedAt, new Date(now.getTime() - CONFIRM_WITHIN_MS)),
          ),
        )
        .returning({ id: newsletterSubscriptions.id });
      if (confirmed.length === 0) fail(400, newsletterMessages.confirmFailed);
      return c.json({ success: true, message: newsletterMessages.confirmed });
    })
    .post('/unsubscribe', validate('json', newsletterTokenSchema), async (c) => {
      const { token } = c.req.valid('json');
      const left = await db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
        .where(eq(newsletterSubscriptions.unsubscribeToken, token))
        .returning({ id: newsletterSubscriptions.id });
      if (left.length === 0) fail(400, newsletterMessages.unsubscribeFailed);
      return c.json({ success: true, message: newsletterMessages.unsubscribed });
    });
}
