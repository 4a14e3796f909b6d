import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { customerSignature } from '../../platform/mail/signature.ts';

/**
 * An answer written in the back office, to the lead's address: the admin's subject and text, then the
 * company's signature. Reply-To is the office's address, so the customer's answer reaches the team that
 * reads the notifications, whichever address the mails are sent from.
 */
export function leadReplyMail(lead: { email: string }, reply: { subject: string; text: string }, officeEmail: string): OutgoingMail {
  return {
    topic: 'lead-reply',
    recipient: lead.email,
    subject: reply.subject,
    textBody: `${reply.text}\n\n${customerSignature()}`,
    replyTo: officeEmail,
  };
}
