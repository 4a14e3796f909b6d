import type { ConfiguredItemSnapshot } from '../../platform/db/schema.ts';
import type { DimensionRow } from '../funnel/contract/funnel.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { formatPrice, formatSizeCm } from '../../shared/format.ts';
import { funnelSummaryRows, type SummaryInput } from '../funnel/contract/funnel-summary.ts';
import { dimensionTypeLabels } from '../../shared/labels.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { table } from '../../platform/mail/signature.ts';
import { customerSignature } from '../settings/signature.ts';
import { greeting } from '../../shared/mail-greeting.ts';

export interface LeadForMail extends SummaryInput {
  reference: string;
  vorname: string;
  nachname: string;
  email: string;
  dimensions: DimensionRow[];
  configuration: ConfiguredItemSnapshot[] | null;
  utmParams: Record<string, string | undefined>;
  marketingConsent: boolean;
}

/** "- 2 × Fenster, 120 × 140 cm": the sizes of a request, also listed in the access report (leads/access-report.ts). */
export function dimensionLines(rows: DimensionRow[]): string[] {
  return rows
    .filter((row) => row.typ || row.breite || row.hoehe || row.menge)
    .map((row) => {
      const type = row.typ ? dimensionTypeLabels[row.typ] : 'Element';
      const size = row.breite || row.hoehe ? formatSizeCm(row.breite, row.hoehe) : 'Maße vor Ort';
      return `- ${row.menge ?? 1} × ${type}, ${size}`;
    });
}

export function configurationLines(items: ConfiguredItemSnapshot[] | null): string[] {
  return (items ?? []).map((item) => {
    const size = item.breite && item.hoehe ? `, ${formatSizeCm(item.breite, item.hoehe)}` : '';
    const options = item.options.map((option) => option.name).join(', ');
    return `- ${item.menge} × ${item.productName}${size}${options ? ` (${options})` : ''}: ${formatPrice(item.totalPrice)}`;
  });
}

type Details = SummaryInput & Pick<LeadForMail, 'dimensions' | 'configuration'>;

function details(lead: Details): string {
  const sections = [table(funnelSummaryRows(lead))];
  const dimensions = dimensionLines(lead.dimensions);
  if (dimensions.length > 0) sections.push(`Maße und Mengen:\n${dimensions.join('\n')}`);
  const configuration = configurationLines(lead.configuration);
  if (configuration.length > 0) sections.push(`Aus dem Konfigurator:\n${configuration.join('\n')}`);
  return sections.join('\n\n');
}

/**
 * What the requester picked from fixed lists (and sizes and products as numbers and catalogue names),
 * without anything typed in: name, e-mail, PLZ, phone and message.
 */
function chosenFromLists({
  projektart,
  produkte,
  material,
  verglasung,
  montage,
  zeitraum,
  dimensions,
  configuration,
}: LeadForMail): Details {
  return { projektart, produkte, material, verglasung, montage, zeitraum, dimensions, configuration };
}

/**
 * The customer's confirmation, sent as soon as the request is stored. It goes to an address nobody has
 * confirmed, so it repeats no text the requester typed: otherwise anyone could have the company send
 * their words to a stranger (ADR 027). The operator's notification below carries everything.
 */
export function leadConfirmationMail(lead: LeadForMail): OutgoingMail {
  return {
    topic: 'lead-confirmation',
    recipient: lead.email,
    subject: `Ihre Anfrage bei ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `vielen Dank für Ihre Anfrage. Sie ist bei uns unter der Nummer ${lead.reference} eingegangen, und so geht es weiter:`,
      '',
      '1. Ein Fachberater meldet sich innerhalb von 24 Stunden bei Ihnen.',
      '2. Ihr persönliches Angebot erhalten Sie innerhalb von 2–3 Tagen.',
      '3. Auf Wunsch kommen wir kostenlos zu Ihnen, messen auf und beraten Sie vor Ort.',
      '',
      'Ihre Auswahl:',
      '',
      details(chosenFromLists(lead)),
      '',
      'Sie möchten etwas ergänzen? Antworten Sie einfach auf diese E-Mail.',
      '',
      customerSignature(),
    ].join('\n'),
  };
}

/**
 * The operator's notification of a new lead, with a link to it in the back office. Answering the mail
 * answers the customer (Reply-To), as the customer's own confirmation invites them to answer.
 */
export function leadNotificationMail(lead: LeadForMail, recipient: string, siteUrl: string): OutgoingMail {
  const campaign = Object.entries(lead.utmParams)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
  return {
    topic: 'lead-notification',
    recipient,
    subject: `Neue Angebotsanfrage ${lead.reference}: ${lead.vorname} ${lead.nachname}`,
    replyTo: lead.email,
    textBody: [
      `Neue Angebotsanfrage ${lead.reference}`,
      '',
      details(lead),
      '',
      `Werbeeinwilligung: ${lead.marketingConsent ? 'ja' : 'nein'}`,
      `Kampagne: ${campaign || '–'}`,
      '',
      // The lead page takes the reference as well as the number, and the reference is in the subject too.
      `Anfrage öffnen: ${new URL(`/admin/leads/${lead.reference}`, siteUrl).href}`,
    ].join('\n'),
  };
}
