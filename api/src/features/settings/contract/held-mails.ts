import { z } from '../../../shared/zod.ts';

// Einstellungen → E-Mail, after a restore (ADR 048): the mails that were waiting when the backup was
// taken, held until the owner sends or discards them. Browser-safe.

/** How many held mails one answer lists, newest first; the actions reach all of them with `all`. */
export const HELD_MAILS_SHOWN = 100;

export interface HeldMailJson {
  id: number;
  topic: string;
  recipient: string;
  subject: string;
  createdAt: string;
}

export interface HeldMailsJson {
  total: number;
  mails: HeldMailJson[];
}

export const heldMailMessages = {
  title: 'Zurückgehaltene Mails',
  explanation: (total: number) =>
    `${total} ${total === 1 ? 'Mail stammt' : 'Mails stammen'} aus der Zeit vor der Sicherung, aus der diese Daten wiederhergestellt wurden. Der frühere Server hat sie womöglich schon verschickt; sie gehen erst hinaus, wenn Sie „Senden“ wählen.`,
  shown: (shown: number, total: number) => `Angezeigt werden die neuesten ${shown} von ${total}.`,
  selection: (selected: number, total: number) =>
    selected > 0
      ? `${selected} ausgewählt – die Schaltflächen gelten für die Auswahl.`
      : `Nichts ausgewählt – die Schaltflächen gelten für alle ${total}.`,
  send: 'Senden',
  discard: 'Verwerfen',
  sendTitle: 'Zurückgehaltene Mails senden?',
  sendConfirm: (count: number) =>
    `${count} ${count === 1 ? 'Mail wird' : 'Mails werden'} jetzt gesendet. Empfänger, die sie schon vom früheren Server bekommen haben, erhalten sie ein zweites Mal.`,
  discardTitle: 'Zurückgehaltene Mails verwerfen?',
  discardConfirm: (count: number) => `${count} ${count === 1 ? 'Mail wird' : 'Mails werden'} gelöscht und nie gesendet.`,
  sent: (count: number) => `${count} ${count === 1 ? 'Mail wird' : 'Mails werden'} gesendet.`,
  discarded: (count: number) => `${count} ${count === 1 ? 'Mail' : 'Mails'} verworfen.`,
  caption: 'Zurückgehaltene Mails aus der Zeit vor der Sicherung',
  created: 'Erstellt',
  recipient: 'Empfänger',
  subject: 'Betreff',
  ids: 'Bitte wählen Sie die Mails aus.',
  loadFailed: 'Die zurückgehaltenen Mails konnten nicht geladen werden.',
  actionFailed: 'Die Aktion ist fehlgeschlagen.',
} as const;

const selectedIds = z
  .array(z.int({ error: heldMailMessages.ids }).check(z.positive({ error: heldMailMessages.ids })), { error: heldMailMessages.ids })
  .check(z.minLength(1, { error: heldMailMessages.ids }), z.maxLength(HELD_MAILS_SHOWN, { error: heldMailMessages.ids }));

/** "Senden" and "Verwerfen" act on the selected mails, or on every held mail. */
export const heldMailSelectionSchema = z.union([z.object({ all: z.literal(true) }), z.object({ ids: selectedIds })], {
  error: heldMailMessages.ids,
});
