import { companySnapshot } from '../../settings/current-company.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { personalSignature } from '../../settings/signature.ts';
import type { StaffActor } from '../../../platform/http/actor.ts';
import { greeting } from '../../../shared/mail-greeting.ts';

/** The invitation into the office's team: a single-use link for 72 hours to choose a name and password. */
export function teamInvitationMail(recipient: string, roleLabel: string, link: string, invitedBy: StaffActor): OutgoingMail {
  return {
    topic: 'team-invitation',
    recipient,
    subject: `Einladung ins Team – ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `${invitedBy.name} hat Sie in das Team von ${companySnapshot().brand} eingeladen (Rolle: ${roleLabel}). Über diesen Link legen Sie`,
      'Ihren Benutzernamen und Ihr Passwort fest; er gilt 72 Stunden lang und nur einmal:',
      '',
      link,
      '',
      'Erwarten Sie diese Einladung nicht, können Sie diese E-Mail ignorieren.',
      '',
      personalSignature(invitedBy.name),
    ].join('\n'),
    sentBy: invitedBy.username,
  };
}
