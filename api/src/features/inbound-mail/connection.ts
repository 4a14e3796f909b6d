import type { ImapFlow } from 'imapflow';
import { inboundMailMessages as m } from './contract/inbound-mail.ts';
import type { MailboxAddress } from './imap-url.ts';

/**
 * A client for the mailbox with timeouts short enough that a dead server is noticed, logging nothing.
 * imapflow (with pino and its socket stack, about 6 MB resident) loads with the first connection, not
 * at the server's start (ADR 086).
 */
export async function imapClient(address: MailboxAddress): Promise<ImapFlow> {
  const { ImapFlow } = await import('imapflow');
  return new ImapFlow({
    host: address.host,
    port: address.port,
    secure: address.secure,
    auth: { user: address.user, pass: address.password },
    logger: false,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 5 * 60_000,
    // A server without IDLE is asked with NOOP instead (issue 50: polling otherwise).
    missingIdleCommand: 'NOOP',
  });
}

interface ImapError {
  code?: string;
  authenticationFailed?: boolean;
  serverResponseCode?: string;
  responseText?: string;
  message?: string;
}

/** What failed, in German, for the settings screen and the owner's notice. */
export function connectionFailure(error: unknown, mailbox: string): string {
  const failure = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as ImapError;
  if (failure.authenticationFailed || failure.serverResponseCode === 'AUTHENTICATIONFAILED') return m.reasons.auth;
  if (failure.code === 'ECONNREFUSED') return m.reasons.refused;
  if (failure.code === 'ENOTFOUND' || failure.code === 'EAI_AGAIN') return m.reasons.unknownHost;
  if (failure.code === 'ETIMEDOUT' || failure.code === 'CONNECT_TIMEOUT' || failure.code === 'GREETING_TIMEOUT') return m.reasons.timeout;
  if (/certificate|ssl|tls|wrong version number/i.test(`${failure.code ?? ''} ${failure.message ?? ''}`)) return m.reasons.tls;
  if (
    failure.serverResponseCode === 'NONEXISTENT' ||
    /mailbox doesn't exist|NONEXISTENT/i.test(`${failure.responseText ?? ''} ${failure.message ?? ''}`)
  ) {
    return m.reasons.mailbox(mailbox);
  }
  return m.reasons.other(failure.responseText ?? failure.message ?? failure.code ?? 'unbekannt');
}

/** "Verbindung prüfen": sign in, open the folder, count its mails, sign out. */
export async function checkConnection(address: MailboxAddress): Promise<{ ok: true; count: number } | { ok: false; reason: string }> {
  const client = await imapClient(address);
  client.on('error', () => {});
  try {
    await client.connect();
    const status = await client.status(address.mailbox, { messages: true });
    await client.logout();
    return { ok: true, count: status ? (status.messages ?? 0) : 0 };
  } catch (error) {
    client.close();
    return { ok: false, reason: connectionFailure(error, address.mailbox) };
  }
}
