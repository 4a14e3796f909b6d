import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { outbox } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { discardHeldMails, releaseHeldMails } from '../../platform/mail/outbox.ts';
import { HELD_MAILS_SHOWN, heldMailMessages as m, heldMailSelectionSchema, type HeldMailsJson } from './contract/held-mails.ts';
import { permit } from '../../platform/http/permit.ts';

export interface HeldMailsDependencies {
  db: Database;
  wakeMailer: () => void;
}

/**
 * GET /api/admin/settings/mail/held, POST …/send and …/discard (ADR 048): after a restore, the mails that
 * were waiting at snapshot time wait for the owner. "Senden" makes them due like new mails; "Verwerfen"
 * deletes them. Either acts on the selected ids or, with `all`, on every held mail; a mail no longer held
 * (sent or discarded by a second click) is left alone, and the answer counts only what changed.
 */
export function adminHeldMailRoutes({ db, wakeMailer }: HeldMailsDependencies) {
  return new Hono<SignedInEnv>()
    .get('/', permit('settings'), async (c) => {
      const held = eq(outbox.status, 'held');
      const [[total], mails] = await db.batch([
        db.select({ n: count() }).from(outbox).where(held),
        db
          .select({ id: outbox.id, topic: outbox.topic, recipient: outbox.recipient, subject: outbox.subject, createdAt: outbox.createdAt })
          .from(outbox)
          .where(held)
          .orderBy(desc(outbox.id))
          .limit(HELD_MAILS_SHOWN),
      ]);
      return c.json({
        total: total?.n ?? 0,
        mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
      } satisfies HeldMailsJson);
    })
    .post('/send', permit('settings'), validate('json', heldMailSelectionSchema), async (c) => {
      const selection = c.req.valid('json');
      const released = await releaseHeldMails(db, 'ids' in selection ? selection.ids : null);
      if (released > 0) wakeMailer();
      return c.json({ count: released, message: m.sent(released) });
    })
    .post('/discard', permit('settings'), validate('json', heldMailSelectionSchema), async (c) => {
      const selection = c.req.valid('json');
      const discarded = await discardHeldMails(db, 'ids' in selection ? selection.ids : null);
      return c.json({ count: discarded, message: m.discarded(discarded) });
    });
}
