import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { personalSignature } from '../settings/signature.ts';
import type { StaffActor } from '../../platform/http/actor.ts';

/**
 * An answer written in the back office, to the lead's address: the subject and text, then the
 * signature with the writer's name and the company's. Reply-To is the office's address, so the customer's answer reaches the team that
 * reads the notifications, whichever address the mails are sent from.
 */
export function leadReplyMail(
  lead: { email: string },
  reply: { subject: string; text: string },
  officeEmail: string,
  sender: StaffActor,
): OutgoingMail {
  return {
    topic: 'lead-reply',
    recipient: lead.email,
    subject: reply.subject,
    textBody: `${reply.text}\n\n${personalSignature(sender.name)}`,
    replyTo: officeEmail,
    sentBy: sender.username,
  };
}
