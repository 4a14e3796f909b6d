import { z } from '../../../shared/zod.ts';

// Einstellungen → E-Mail: how the server sends mail, what waits in the outbox, and a test mail that
// shows at once whether the SMTP settings work. Browser-safe.

export interface MailSettingsJson {
  /** "SMTP smtp.example.de:587" or "Ordner /srv/fensterwerk/data/outbox" (no SMTP_URL set). */
  via: string;
  smtp: boolean;
  /** The sender the mails really carry, and where it comes from (ADR 050). */
  from: string;
  fromSource: 'MAIL_FROM' | 'company';
  /** Who really gets the office's notifications. */
  notifications: {
    /** New requests: the default person, else everyone in Vertrieb, else the office (Einstellungen → Zuweisung). */
    leads: string[];
    /** Contact messages, accepted quotes, change requests, replies. */
    office: string;
    officeSource: 'company' | 'NOTIFY_EMAIL';
  };
  /** held: mails from before the backup a restore came from, waiting for the owner (ADR 048). */
  outbox: { pending: number; failed: number; held: number; lastSentAt: string | null };
}

export const mailSettingsMessages = {
  recipient: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  sent: (to: string) => `Testmail an ${to} gesendet.`,
  failed: (reason: string) => `Die Testmail konnte nicht gesendet werden: ${reason}`,
  folderHint:
    'Es ist kein SMTP-Server eingestellt (SMTP_URL): Mails werden als Dateien im Ordner abgelegt und erreichen niemanden. Für den Betrieb SMTP_URL setzen (siehe docs/operations.md).',
  failedMails: (count: number) => `${count} Mail(s) konnten endgültig nicht gesendet werden.`,
  loadFailed: 'Die E-Mail-Einstellungen konnten nicht geladen werden.',
  fromSource: { MAIL_FROM: 'aus MAIL_FROM', company: 'Firmenname und E-Mail aus Einstellungen → Firma' },
  officeSource: {
    company: 'aus Einstellungen → Firma',
    NOTIFY_EMAIL: 'aus NOTIFY_EMAIL (in Einstellungen → Firma ist keine Adresse eingetragen)',
  },
  leadsHint: 'nach der Regel unter Einstellungen → Zuweisung',
  testSubject: 'Testmail aus dem Back Office',
  testText: (via: string) =>
    `Diese Testmail zeigt, dass der Mailversand funktioniert.\n\nVersandweg: ${via}\n\nSie müssen nichts weiter tun.`,
} as const;

export const testMailSchema = z.object({
  to: z.email({ error: mailSettingsMessages.recipient }),
});
