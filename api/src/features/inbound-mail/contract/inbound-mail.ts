import { z } from '../../../shared/zod.ts';

/**
 * The contract of the mailbox reader (ADR 083): its state on Einstellungen → E-Mail, "Verbindung prüfen",
 * how read mails are marked on the server, and the received mails on a lead's page.
 */

export const processedMarks = ['flag', 'folder'] as const;
export type ProcessedMark = (typeof processedMarks)[number];

/** The keyword flag and the folder name the server's copy is marked with once stored. */
export const PROCESSED_NAME = 'Verarbeitet';

export const readerStates = ['aus', 'verbunden', 'getrennt'] as const;
export type ReaderState = (typeof readerStates)[number];

export const inboundMailMessages = {
  stateLabels: { aus: 'nicht eingerichtet (IMAP_URL fehlt)', verbunden: 'verbunden', getrennt: 'nicht erreichbar' } satisfies Record<
    ReaderState,
    string
  >,
  processedLabels: {
    flag: 'Markierung „Verarbeitet“ setzen',
    folder: 'in den Ordner „Verarbeitet“ verschieben',
  } satisfies Record<ProcessedMark, string>,
  processed: 'Bitte wählen Sie, wie gelesene Mails markiert werden.',
  processedSaved: 'Gespeichert: so werden gelesene Mails markiert.',
  saveFailed: 'Die Einstellung konnte nicht gespeichert werden.',
  loadFailed: 'Der Posteingang konnte nicht geladen werden.',
  notConfigured: 'Kein Postfach eingerichtet: IMAP_URL ist nicht gesetzt.',
  checkOk: (mailbox: string, count: number) => `Verbindung in Ordnung: Postfach „${mailbox}“ mit ${count} Nachrichten.`,
  checkFailed: (reason: string) => `Verbindung fehlgeschlagen: ${reason}`,
  reasons: {
    auth: 'Anmeldung abgelehnt – Benutzername oder Passwort stimmen nicht.',
    refused: 'Der Server lehnt die Verbindung ab (falscher Port oder Dienst aus).',
    unknownHost: 'Den Servernamen gibt es nicht (Tippfehler in der Adresse?).',
    timeout: 'Der Server antwortet nicht (Firewall oder falscher Port?).',
    tls: 'Die verschlüsselte Verbindung kam nicht zustande (Zertifikat oder imaps/imap vertauscht?).',
    mailbox: (name: string) => `Den Ordner „${name}“ gibt es im Postfach nicht.`,
    other: (detail: string) => `Unerwarteter Fehler: ${detail}`,
  },
  mailNotFound: 'Diese E-Mail gibt es nicht mehr.',
  attachmentNotKept: 'Dieser Anhang wurde nur aufgeführt, nicht gespeichert.',
  attachmentFailed: 'Der Anhang konnte nicht geöffnet werden.',
  newAnswer: 'neue Antwort',
} as const;

export const processedMarkSchema = z.object({
  mark: z.enum(processedMarks, { error: inboundMailMessages.processed }),
});

export interface InboundMailStatusJson {
  configured: boolean;
  state: ReaderState;
  /** The server and folder read, without the password. */
  mailbox: string | null;
  lastReadAt: string | null;
  lastError: string | null;
  failingSince: string | null;
  processedMark: ProcessedMark;
}

/** POST /api/admin/inbound-mail/check: whether the mailbox could be opened, and what failed, in German. */
export interface ConnectionCheckJson {
  ok: boolean;
  message: string;
}

export interface InboundAttachmentJson {
  id: number;
  filename: string;
  contentType: string;
  kind: 'image' | 'pdf' | 'other';
  size: number;
  /** False: listed by name and size only. */
  kept: boolean;
}

/** GET /api/admin/inbound-mail/leads/{id}: the mails received on a lead, oldest first. */
export interface InboundMailJson {
  id: number;
  fromAddress: string;
  fromName: string;
  subject: string;
  text: string;
  /** The quoted history below the answer, shown folded. */
  quoted: string;
  receivedAt: string;
  /** The quote or order it answered, as its number, when it landed there. */
  quoteId: number | null;
  orderId: number | null;
  problem: string | null;
  attachments: InboundAttachmentJson[];
}
