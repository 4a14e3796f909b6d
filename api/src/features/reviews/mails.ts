import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { customerSignature } from '../settings/signature.ts';
import { REVIEW_LINK_DAYS } from './contract/reviews.ts';
import { starCount } from './contract/rating-texts.ts';
import { greeting } from '../../shared/mail-greeting.ts';

/**
 * The one invitation to review an order. Every customer gets the same text (no filtering by how happy
 * they seem, Google's rules and § 5b Abs. 3 UWG) and no reward is offered for a review.
 */
export function reviewInvitationMail({
  recipient,
  orderNumber,
  link,
}: {
  recipient: string;
  orderNumber: string;
  link: string;
}): OutgoingMail {
  return {
    topic: 'review-invitation',
    recipient,
    subject: `Wie zufrieden sind Sie? Ihr Auftrag ${orderNumber}`,
    textBody: [
      greeting(),
      '',
      `Ihr Auftrag ${orderNumber} ist abgeschlossen – vielen Dank für Ihr Vertrauen.`,
      'Wir würden uns freuen, wenn Sie anderen Kundinnen und Kunden erzählen, wie es Ihnen mit uns ergangen ist, ob gut oder weniger gut. Jede Bewertung wird veröffentlicht; wir prüfen sie nur auf unzulässige Inhalte wie Beleidigungen oder Daten anderer Personen.',
      '',
      `Hier können Sie uns bewerten (der Link gilt ${REVIEW_LINK_DAYS} Tage; Sie können Ihre Bewertung dort auch ändern oder löschen):`,
      link,
      '',
      'Ihr Name erscheint nur, wenn Sie es erlauben, und dann nur als Vorname und erster Buchstabe des Nachnamens.',
      '',
      customerSignature(),
    ].join('\n'),
  };
}

interface ReviewVersion {
  stars: number;
  text: string;
}

/**
 * To the office: the customer rewrote a review the office had answered, so the answer was taken off the
 * site with the change – it answered another text (ADR 078). The mail keeps both versions and the answer,
 * so the office can answer the new one.
 */
export function replyWithdrawnMail({
  recipient,
  orderNumber,
  before,
  after,
  reply,
  repliedBy,
  screen,
}: {
  recipient: string;
  orderNumber: string;
  before: ReviewVersion;
  after: ReviewVersion;
  reply: string;
  repliedBy: string;
  screen: string;
}): OutgoingMail {
  const version = ({ stars, text }: ReviewVersion) => [`${starCount(stars)}:`, text];
  return {
    topic: 'review-reply-withdrawn',
    recipient,
    subject: `Bewertung zu Auftrag ${orderNumber} geändert: Ihre Antwort ist entfernt`,
    textBody: [
      `Der Kunde hat seine Bewertung zu Auftrag ${orderNumber} geändert. Ihre öffentliche Antwort bezog sich auf die frühere Fassung und steht deshalb nicht mehr darunter.`,
      '',
      'Frühere Fassung',
      ...version(before),
      '',
      'Neue Fassung',
      ...version(after),
      '',
      `Ihre entfernte Antwort (${repliedBy}):`,
      reply,
      '',
      `Sie können auf die neue Fassung antworten: ${screen}`,
    ].join('\n'),
  };
}
