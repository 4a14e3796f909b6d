import { asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { inboundMailAttachments, inboundMails } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { permit } from '../../platform/http/permit.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { checkConnection } from './connection.ts';
import {
  inboundMailMessages as m,
  processedMarkSchema,
  type ConnectionCheckJson,
  type InboundMailJson,
  type InboundMailStatusJson,
} from './contract/inbound-mail.ts';
import { mailboxLabel, parseImapUrl } from './imap-url.ts';
import { readProcessedMark, readReaderStatus, saveProcessedMark } from './reader-settings.ts';

export interface InboundMailRouteDependencies {
  db: Database;
  /** IMAP_URL; unset: no mailbox is read. */
  imapUrl: string | undefined;
}

/** A stored file's answer: re-encoded images inline, everything else only as a download. */
function fileResponse(file: { filename: string; contentType: string; kind: string; content: Buffer }) {
  const disposition = file.kind === 'image' ? 'inline' : 'attachment';
  return new Response(new Uint8Array(file.content), {
    headers: {
      'Content-Type': file.kind === 'image' || file.kind === 'pdf' ? file.contentType : 'application/octet-stream',
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

/**
 * Under /api/admin/inbound-mail (ADR 083): the reader's state and "Verbindung prüfen" for Einstellungen →
 * E-Mail, how read mails are marked on the server, and the mails received on a lead with their files.
 */
export function adminInboundMailRoutes({ db, imapUrl }: InboundMailRouteDependencies) {
  const address = imapUrl ? parseImapUrl(imapUrl) : null;
  return (
    new Hono<SignedInEnv>()
      .get('/status', permit('settings'), async (c) => {
        const [status, processedMark] = await Promise.all([readReaderStatus(db), readProcessedMark(db)]);
        return c.json({
          configured: address !== null,
          state: address ? status.state : 'aus',
          mailbox: address ? mailboxLabel(address) : null,
          lastReadAt: status.lastReadAt,
          lastError: address ? status.lastError : null,
          failingSince: address ? status.failingSince : null,
          processedMark,
        } satisfies InboundMailStatusJson);
      })
      // Answers what failed rather than failing itself: the check worked, the mailbox did not.
      .post('/check', permit('settings'), async (c) => {
        if (!address) return c.json({ ok: false, message: m.notConfigured } satisfies ConnectionCheckJson);
        const result = await checkConnection(address);
        return c.json(
          (result.ok
            ? { ok: true, message: m.checkOk(address.mailbox, result.count) }
            : { ok: false, message: m.checkFailed(result.reason) }) satisfies ConnectionCheckJson,
        );
      })
      .put('/processed', permit('settings'), validate('json', processedMarkSchema), async (c) => {
        await saveProcessedMark(db, c.req.valid('json').mark, c.get('user').username);
        return c.json({ mark: c.req.valid('json').mark });
      })
      .get('/leads/:id', permit('leads.read'), validate('param', idParamSchema), async (c) => {
        const mails = await db
          .select()
          .from(inboundMails)
          .where(eq(inboundMails.leadId, c.req.valid('param').id))
          .orderBy(asc(inboundMails.receivedAt), asc(inboundMails.id));
        const files =
          mails.length === 0
            ? []
            : await db
                .select({
                  id: inboundMailAttachments.id,
                  mailId: inboundMailAttachments.mailId,
                  filename: inboundMailAttachments.filename,
                  contentType: inboundMailAttachments.contentType,
                  kind: inboundMailAttachments.kind,
                  size: inboundMailAttachments.size,
                  kept: inboundMailAttachments.content,
                })
                .from(inboundMailAttachments)
                .where(
                  inArray(
                    inboundMailAttachments.mailId,
                    mails.map((mail) => mail.id),
                  ),
                )
                .orderBy(asc(inboundMailAttachments.id));
        return c.json(
          mails.map((mail) => ({
            id: mail.id,
            fromAddress: mail.fromAddress,
            fromName: mail.fromName,
            subject: mail.subject,
            text: mail.text,
            quoted: mail.quoted,
            receivedAt: mail.receivedAt.toISOString(),
            quoteId: mail.quoteId,
            orderId: mail.orderId,
            problem: mail.problem,
            attachments: files
              .filter((file) => file.mailId === mail.id)
              .map(({ mailId: _mailId, kept, ...file }) => ({ ...file, kept: kept !== null })),
          })) satisfies InboundMailJson[],
        );
      })
      .get('/attachments/:id', permit('leads.read'), validate('param', idParamSchema), async (c) => {
        const [file] = await db
          .select()
          .from(inboundMailAttachments)
          .where(eq(inboundMailAttachments.id, c.req.valid('param').id));
        if (!file) fail(404, m.mailNotFound);
        if (!file.content) fail(404, m.attachmentNotKept);
        return fileResponse({ ...file, content: file.content });
      })
  );
}
