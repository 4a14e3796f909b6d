import { count, desc, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { outbox } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { senderDomain } from '../../platform/mail/sender.ts';
import { createMailTransport } from '../../platform/mail/transport.ts';
import { mailSettingsMessages as m, testMailSchema, type MailSettingsJson } from './contract/mail-settings.ts';
import { currentCompany, notificationRecipient } from './current-company.ts';
import { mailSender } from './mail-sender-address.ts';
import { permit } from '../../platform/http/permit.ts';

export interface MailSettingsDependencies {
  db: Database;
  smtpUrl: string | undefined;
  outboxDir: string;
  /** MAIL_FROM; unset: the company's name and address (ADR 050). */
  from: string | undefined;
  notifyEmail: string;
  /** Who gets a new lead's notice now (the assignment's setting, a layer above; app.ts passes it in). */
  newLeadRecipients: (officeAddress: string) => Promise<string[]>;
}

/**
 * GET /api/admin/settings/mail and POST …/test-mail. The test mail goes out directly through a transport
 * of its own, not through the outbox: the person who clicks sees at once whether it worked, and the
 * SMTP server's own words when it did not (a wrong password, a refused sender).
 */
export function adminMailSettingsRoutes({ db, smtpUrl, outboxDir, from, notifyEmail, newLeadRecipients }: MailSettingsDependencies) {
  const via = () => {
    const transport = createMailTransport({ smtpUrl, outboxDir });
    transport.close();
    return transport.description;
  };
  return new Hono<SignedInEnv>()
    .get('/', permit('settings'), async (c) => {
      const company = await currentCompany(db);
      const office = notificationRecipient(notifyEmail);
      const [[pending], [failed], [held], [last]] = await db.batch([
        db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending')),
        db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed')),
        db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'held')),
        db.select({ at: outbox.sentAt }).from(outbox).where(isNotNull(outbox.sentAt)).orderBy(desc(outbox.sentAt)).limit(1),
      ]);
      return c.json({
        via: via(),
        smtp: Boolean(smtpUrl),
        from: await mailSender(db, from),
        fromSource: from ? 'MAIL_FROM' : 'company',
        notifications: {
          leads: await newLeadRecipients(office),
          office,
          officeSource: company.notificationEmail ? 'company' : 'NOTIFY_EMAIL',
        },
        outbox: { pending: pending?.n ?? 0, failed: failed?.n ?? 0, held: held?.n ?? 0, lastSentAt: last?.at?.toISOString() ?? null },
      } satisfies MailSettingsJson);
    })
    .post('/test-mail', permit('settings'), validate('json', testMailSchema), async (c) => {
      const { to } = c.req.valid('json');
      const sender = await mailSender(db, from);
      const transport = createMailTransport({ smtpUrl, outboxDir });
      const reference = `${Date.now()}-test-mail`;
      try {
        await transport.send({
          from: sender,
          to,
          subject: m.testSubject,
          text: m.testText(transport.description),
          reference,
          messageId: `<${reference}@${senderDomain(sender)}>`,
        });
      } catch (error) {
        fail(502, m.failed(error instanceof Error ? error.message : String(error)));
      } finally {
        transport.close();
      }
      return c.json({ message: m.sent(to), via: transport.description });
    });
}
