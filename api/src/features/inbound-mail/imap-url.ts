/** What IMAP_URL says: imaps://user:password@host:993/INBOX (or imap:// for a server without TLS). */
export interface MailboxAddress {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
}

export function parseImapUrl(url: string): MailboxAddress {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'INBOX',
  };
}

/** The mailbox as shown on the settings screen: without the password. */
export const mailboxLabel = ({ user, host, port, mailbox }: MailboxAddress) => `${user}@${host}:${port}/${mailbox}`;
