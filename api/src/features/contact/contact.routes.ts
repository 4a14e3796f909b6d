import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { contactMessages, idempotencyKeys } from '../../platform/db/schema.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { answerRepeat, idempotencyKeyOf, isRepeatedKey, rememberedAnswer } from '../../platform/http/idempotency.ts';
import { rateLimit } from '../../platform/http/rate-limit.ts';
import { validate } from '../../platform/http/validate.ts';
import { newReference } from '../leads/reference.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { contactNotificationMail } from './mails.ts';
import { CONTACT_PRIVACY_VERSION, contactMessages as texts, contactRequestSchema } from './contract/contact.ts';
import { notificationRecipient } from '../settings/current-company.ts';

export interface ContactRouteDependencies {
  db: Database;
  notifyEmail: string;
  trustProxy: ProxyHops;
  wakeMailer: () => void;
}

const CONTACT_LIMIT = { bucket: 'contact', limit: 5, windowMs: 10 * 60 * 1000 };

/** POST /api/contact: the message is stored and mailed to the operator through the outbox, in one batch. */
export function contactRoutes({ db, notifyEmail, trustProxy, wakeMailer }: ContactRouteDependencies) {
  return new Hono<AppEnv>().post('/', rateLimit(db, CONTACT_LIMIT, trustProxy), validate('json', contactRequestSchema), async (c) => {
    const key = idempotencyKeyOf(c, 'contact');
    const submitted = c.req.valid('json');
    // Only the fields of the chosen Anrede count; what was typed into the hidden ones is dropped.
    const isCompany = submitted.salutation === 'firma';
    const message = {
      ...submitted,
      companyName: isCompany ? submitted.companyName : '',
      contactPerson: isCompany ? submitted.contactPerson : '',
      name: isCompany ? '' : submitted.name,
      reference: newReference('K'),
    };
    const now = new Date();
    const answer = { success: true, message: texts.sent } as const;
    try {
      await db.batch([
        db.insert(contactMessages).values({
          reference: message.reference,
          salutation: message.salutation,
          companyName: message.companyName,
          contactPerson: message.contactPerson,
          name: message.name,
          email: message.email,
          phone: message.phone,
          subject: message.subject,
          message: message.message,
          privacyConsentAt: now,
          privacyConsentVersion: CONTACT_PRIVACY_VERSION,
          createdAt: now,
        }),
        enqueueMail(db, contactNotificationMail(message, notificationRecipient(notifyEmail))),
        ...(key ? [db.insert(idempotencyKeys).values(rememberedAnswer(key, 201, answer, now))] : []),
      ]);
    } catch (error) {
      if (key && isRepeatedKey(error)) return answerRepeat(c, db, key);
      throw error;
    }
    wakeMailer();
    return c.json(answer, 201);
  });
}
