import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { recordAddress } from '../../shared/record-addresses.ts';
import { assignableRecordLabels, type AssignableRecord } from './contract/assignment.ts';
import { greeting } from '../../shared/mail-greeting.ts';

export interface AssignedRecord {
  kind: AssignableRecord;
  id: number;
  /** What the office calls it: the lead's reference, the quote's or the order's number. */
  label: string;
}

/**
 * "Ihnen zugewiesen: Anfrage A-7K2M9Q": a colleague gave the person a record. Only the record's number and
 * its back-office link: the customer's details stay behind the sign-in.
 */
export function assignmentMail(
  record: AssignedRecord,
  to: { email: string; name: string },
  by: { username: string; name: string },
  siteUrl: string,
): OutgoingMail {
  const what = `${assignableRecordLabels[record.kind].one} ${record.label}`;
  return {
    topic: 'assignment',
    recipient: to.email,
    subject: `Ihnen zugewiesen: ${what}`,
    sentBy: by.username,
    textBody: [
      greeting(),
      '',
      `${by.name} hat Ihnen ${what} zugewiesen.`,
      '',
      `Öffnen: ${new URL(recordAddress[record.kind](record.id), siteUrl).href}`,
    ].join('\n'),
  };
}
