import { orderStatusLabel } from '../orders/contract/order-labels.ts';
import { addressFieldsOf, type AddressFields, type AddressPrefix } from '../../shared/address-fields.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { accessReportMessages as m } from './contract/access-report-messages.ts';
import { formatCents, formatSizeMm } from '../../shared/format.ts';
import {
  configurationStatusLabel,
  contactSubjectLabels,
  leadSourceLabels,
  leadStatusLabels,
  quoteStatusLabels,
  salutationLabels,
} from '../../shared/labels.ts';
import { funnelSummaryRows } from '../funnel/contract/funnel-summary.ts';
import { configurationLines, dimensionLines } from '../leads/mails.ts';
import { table } from '../../platform/mail/signature.ts';
import { postalAddressLines } from '../quotes/contract/quote-customer.ts';
import { invoiceKindLabels, type InvoiceDocument } from '../invoices/contract/invoices.ts';
import { withoutLinkTokens, type PersonalData } from './personal-data.ts';
import type { SelfMeasurementRecord } from '../../platform/db/schema.ts';
import { reviewStatusLabels, verifiedLine } from '../reviews/contract/reviews.ts';
import { acceptanceKindLabels, defectStateLabels } from '../acceptance/contract/acceptance.ts';
import { formatDateTime, germanDay } from '../../shared/dates.ts';

type Row = { label: string; value: string };

/** Dates as the person reads them: Europe/Berlin, "12.03.2026 14:05". */
const at = (date: Date | string) => formatDateTime(typeof date === 'string' ? new Date(date) : date);
const indent = (text: string, by = '  ') => text.replace(/^(?=.)/gm, by);
const rows = (list: [string, string | null | undefined][]): Row[] =>
  list.filter((row): row is [string, string] => Boolean(row[1]?.trim())).map(([label, value]) => ({ label, value }));
/** A heading with its fields and further texts below, indented; without a heading, not indented. */
function block(heading: string, lines: Row[], ...extra: string[]): string {
  const body = [...(lines.length > 0 ? [table(lines)] : []), ...extra.filter(Boolean)];
  return heading ? [heading, ...body.map((text) => indent(text))].join('\n') : body.join('\n');
}
const listed = (label: string, lines: string[]) => (lines.length > 0 ? `${label}:\n${indent(lines.join('\n'))}` : '');

/** A section per kind of data; kinds that can be there only once (the account) are not counted. */
function section(title: string, entries: string[], { counted = true } = {}): string {
  const heading = counted ? `${title} (${entries.length})` : title;
  return [heading, '-'.repeat(heading.length), entries.join('\n\n') || m.none].join('\n');
}

function postalAddress(fields: AddressFields, prefix: AddressPrefix): string {
  const part = (name: string) => fields[`${prefix}${name}` as keyof AddressFields].trim();
  if (!part('street') && !part('city')) return '';
  const street = [part('street'), part('house_number')].filter(Boolean).join(' ');
  const town = [part('postal_code'), part('city')].filter(Boolean).join(' ');
  return [part('company'), street, town, part('country')].filter(Boolean).join(', ');
}

function leads(data: PersonalData): string[] {
  return data.leads.map(({ row, history, photos, aufmass }) =>
    block(
      m.leadHeading(row.reference, at(row.createdAt)),
      [
        ...funnelSummaryRows(row),
        ...rows([
          [m.labels.source, leadSourceLabels[row.source]],
          [m.labels.status, leadStatusLabels[row.status]],
          [m.labels.privacyConsent, m.consentGiven(at(row.privacyConsentAt), row.privacyConsentVersion)],
          [
            m.labels.marketingConsent,
            row.marketingConsent && row.marketingConsentAt
              ? m.consentGiven(at(row.marketingConsentAt), row.marketingConsentVersion ?? '')
              : m.consentNotGiven,
          ],
          [
            m.labels.campaign,
            Object.entries(row.utmParams)
              .filter(([, value]) => value)
              .map(([name, value]) => `${name}=${value}`)
              .join(', '),
          ],
        ]),
      ],
      listed(
        m.labels.dimensions,
        dimensionLines(row.dimensions).map((line) => line.replace(/^- /, '')),
      ),
      listed(
        m.labels.configuration,
        configurationLines(row.configuration).map((line) => line.replace(/^- /, '')),
      ),
      listed(m.labels.selfMeasured, [...selfMeasured(row.selfMeasurements ?? []), ...(photos > 0 ? [m.photosKept(photos)] : [])]),
      listed(
        m.labels.aufmass,
        aufmass.map((version) =>
          m.aufmassVersion(
            version.version,
            germanDay(version.measuredOn),
            version.openings.map((opening) => `${opening.position} ${sizeMm(opening.orderWidthMm, opening.orderHeightMm)}`).join(', '),
          ),
        ),
      ),
      listed(
        m.labels.history,
        history.map((entry) => `${at(entry.at)}: ${entry.text}`),
      ),
    ),
  );
}

const sizeMm = (width: number | null, height: number | null) => (width && height ? formatSizeMm({ width, height }) : '–');

function selfMeasured(elements: SelfMeasurementRecord[]): string[] {
  return elements.map((element, index) =>
    m.measuredElement(
      element.position || `Element ${index + 1}`,
      sizeMm(element.frameWidthMm, element.frameHeightMm),
      sizeMm(element.clearWidthMm, element.clearHeightMm),
    ),
  );
}

function contactMessages(data: PersonalData): string[] {
  return data.contactMessages.map((message) =>
    block(
      m.messageHeading(message.reference, at(message.createdAt)),
      rows([
        [m.labels.salutation, salutationLabels[message.salutation]],
        [m.labels.company, message.companyName],
        [m.labels.contactPerson, message.contactPerson],
        [m.labels.name, message.name],
        [m.labels.phone, message.phone],
        [m.labels.subject, contactSubjectLabels[message.subject]],
        [m.labels.message, message.message],
        [m.labels.status, leadStatusLabels[message.status]],
        [m.labels.privacyConsent, m.consentGiven(at(message.privacyConsentAt), message.privacyConsentVersion)],
      ]),
    ),
  );
}

function account(data: PersonalData): string[] {
  if (!data.account) return [];
  const user = data.account;
  const fields = addressFieldsOf(user);
  return [
    block(
      '',
      rows([
        [m.labels.username, user.username],
        [m.labels.name, `${user.firstName} ${user.lastName}`],
        ['E-Mail', user.email],
        [m.labels.phone, user.phone],
        [m.labels.address, postalAddress(fields, '')],
        [m.labels.billingAddress, postalAddress(fields, 'billing_')],
        [m.labels.deliveryAddress, postalAddress(fields, 'delivery_')],
        [m.labels.accountSince, at(user.createdAt)],
      ]),
    ),
  ];
}

function configurations(data: PersonalData): string[] {
  return data.configurations.map((configuration) =>
    block(
      m.configurationHeading(configuration.name, at(configuration.createdAt)),
      rows([
        [m.labels.product, configuration.productName],
        [
          m.labels.options,
          Object.values(configuration.selectedOptions)
            .map((option) => option.name)
            .join(', '),
        ],
        [m.labels.size, formatSizeMm(configuration.dimensions)],
        [m.labels.price, formatCents(configuration.totalPrice)],
        [m.labels.status, configurationStatusLabel(configuration.status)],
      ]),
    ),
  );
}

const documentLines = (lines: { title: string; quantity: number; unitPrice: number; discount: number }[]) =>
  lines.map((line) => `${line.quantity} × ${line.title}: ${formatCents(line.quantity * line.unitPrice - line.discount)}`);

/** The customer as a quote or an order names them. */
const customerRows = (document: {
  customerName: string | null;
  customerEmail: string | null;
  customerCompany: string | null;
  customerPhone: string | null;
}): [string, string | null][] => [
  [m.labels.customer, document.customerName],
  ['E-Mail', document.customerEmail],
  [m.labels.company, document.customerCompany],
  [m.labels.phone, document.customerPhone],
];

function quotes(data: PersonalData): string[] {
  return data.quotes.map((quote) =>
    block(
      m.quoteHeading(quote.number, at(quote.createdAt)),
      rows([
        ...customerRows(quote),
        [m.labels.address, postalAddressLines(quote.customerAddress).join(', ')],
        [m.labels.installationAddress, postalAddressLines(quote.installationAddress).join(', ')],
        [m.labels.status, quoteStatusLabels[quote.status]],
        [m.labels.total, formatCents(quote.gross)],
        [m.labels.validUntil, germanDay(quote.validUntil)],
        [m.labels.sentAt, quote.sentAt && at(quote.sentAt)],
        [m.labels.acceptedAt, quote.acceptedAt && at(quote.acceptedAt)],
        [m.labels.note, quote.note],
      ]),
      listed(m.labels.lines, documentLines(quote.lines)),
    ),
  );
}

function orders(data: PersonalData): string[] {
  return data.orders.map((order) =>
    block(
      m.orderHeading(order.orderNumber, at(order.createdAt)),
      rows([
        ...customerRows(order),
        [m.labels.billingAddress, postalAddressLines(order.billingAddress).join(', ')],
        [m.labels.installationAddress, postalAddressLines(order.installationAddress).join(', ')],
        [m.labels.status, orderStatusLabel(order.status)],
        [m.labels.total, formatCents(order.totalPrice)],
      ]),
      listed(m.labels.lines, documentLines(order.lines)),
    ),
  );
}

function invoices(data: PersonalData): string[] {
  return data.invoices.map((invoice) => {
    const document = invoice.document as InvoiceDocument;
    return block(
      m.invoiceHeading(invoiceKindLabels[invoice.kind], invoice.number, germanDay(invoice.issueDate)),
      rows([
        [m.labels.customer, invoice.customerName],
        ['E-Mail', invoice.customerEmail],
        [m.labels.company, document.buyer.company],
        [m.labels.billingAddress, postalAddressLines(document.buyer.address).join(', ')],
        [m.labels.total, formatCents(invoice.gross)],
      ]),
    );
  });
}

function reviews(data: PersonalData): string[] {
  return data.reviews.map((review) =>
    block(
      m.reviewHeading(review.orderNumber),
      rows([
        [m.labels.status, reviewStatusLabels[review.status]],
        [m.labels.stars, review.stars === null ? '' : `${review.stars} von 5`],
        [m.labels.reviewText, review.text],
        [m.labels.shownName, review.showName ? review.authorName : m.nameNotShown],
        [m.labels.reviewFacts, verifiedLine(review)],
        [m.labels.withheldReason, review.withheldReason],
        [m.labels.reply, review.reply],
      ]),
    ),
  );
}

function acceptances(data: PersonalData): string[] {
  return data.acceptances.map((acceptance) =>
    block(
      m.acceptanceHeading(acceptance.orderNumber),
      rows([
        [m.labels.status, acceptance.kind ? acceptanceKindLabels[acceptance.kind] : acceptance.reason],
        [m.labels.acceptedOn, acceptance.acceptedOn && germanDay(acceptance.acceptedOn)],
        [m.labels.warrantyEndsOn, acceptance.warrantyEndsOn && germanDay(acceptance.warrantyEndsOn)],
        [m.labels.place, acceptance.place],
        [m.labels.present, acceptance.present],
        [m.labels.reservations, acceptance.reservations],
        [m.labels.customerSigner, acceptance.customerSigner],
        [m.labels.signatures, acceptance.customerSignature ? m.signaturesStored : ''],
      ]),
      listed(
        m.labels.defects,
        acceptance.defects.map((defect) => `${defect.text} (${defectStateLabels[defect.state]})`),
      ),
      listed(m.labels.photos, acceptance.photos),
    ),
  );
}

function orderHistory(data: PersonalData): string[] {
  return data.orders.flatMap((order) => order.history.map((entry) => m.orderHistoryEntry(at(entry.at), order.orderNumber, entry.text)));
}

function newsletter(data: PersonalData): string[] {
  const subscription = data.newsletter;
  if (!subscription) return [];
  return [
    block(
      '',
      rows([
        ['E-Mail', subscription.email],
        [m.labels.status, m.newsletterStatuses[subscription.status] ?? subscription.status],
        [m.labels.newsletterSince, at(subscription.createdAt)],
        [m.labels.newsletterConfirmed, subscription.confirmedAt && at(subscription.confirmedAt)],
        [m.labels.newsletterUnsubscribed, subscription.unsubscribedAt && at(subscription.unsubscribedAt)],
        [m.labels.consentVersion, subscription.consentVersion],
      ]),
    ),
  ];
}

function receivedMails(data: PersonalData): string[] {
  return data.receivedMails.map((mail) =>
    block(
      m.mailHeading(at(mail.receivedAt), mail.subject || m.noSubject),
      rows([[m.labels.attachments, mail.files.map((file) => file.filename).join(', ')]]),
      [mail.text, mail.quoted].filter(Boolean).join('\n\n'),
    ),
  );
}

function mails(data: PersonalData): string[] {
  const address = data.email.trim().toLowerCase();
  const entries = data.mails.map((mail) =>
    block(
      m.mailHeading(at(mail.sentAt ?? mail.createdAt), mail.subject),
      rows([
        [m.labels.to, mail.recipient.toLowerCase() === address ? m.recipientYou : m.recipientUs],
        [m.labels.status, m.mailStatuses[mail.status] ?? mail.status],
        [m.labels.attachments, (mail.attachments ?? []).map((attachment) => attachment.filename).join(', ')],
      ]),
      withoutLinkTokens(mail.textBody),
    ),
  );
  if (data.mailFiles.length > 0) {
    entries.push(
      [m.mailFilesNote, ...data.mailFiles.map((file) => indent(`${file.date ? `${at(file.date)}: ` : ''}${file.subject}`))].join('\n'),
    );
  }
  return entries;
}

/**
 * The access report (Art. 15 DSGVO) as the person receives it: a German plain-text document, one section
 * per kind of data, times in Europe/Berlin, amounts in euros, the stored keys translated into their
 * labels. Who in the back office did what is left out: it is no information about the person.
 */
export function accessReport(data: PersonalData): string {
  const title = m.title;
  return [
    `${title}\n${'='.repeat(title.length)}`,
    table([
      { label: m.controller, value: m.controllerValue(companySnapshot()) },
      { label: m.email, value: data.email },
      { label: m.collectedAt, value: at(data.collectedAt) },
    ]),
    '',
    m.intro,
    '',
    section(m.sections.leads, leads(data)),
    section(m.sections.contactMessages, contactMessages(data)),
    section(m.sections.account, account(data), { counted: false }),
    section(m.sections.configurations, configurations(data)),
    section(m.sections.quotes, quotes(data)),
    section(m.sections.orders, orders(data)),
    section(m.sections.orderHistory, orderHistory(data)),
    section(m.sections.acceptances, acceptances(data)),
    section(m.sections.invoices, invoices(data)),
    section(m.sections.reviews, reviews(data)),
    section(m.sections.newsletter, newsletter(data), { counted: false }),
    section(m.sections.mails, mails(data)),
    section(m.sections.receivedMails, receivedMails(data)),
    ...m.retention,
    '',
    ...m.rights(companySnapshot()),
    '',
  ]
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
}
