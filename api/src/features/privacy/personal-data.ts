import { asc, count, eq, inArray } from 'drizzle-orm';
import { accountUser } from '../accounts/users.ts';
import type { Database } from '../../platform/db/client.ts';
import {
  acceptanceDefects,
  aufmassRecords,
  leadPhotos,
  acceptancePhotos,
  contactMessages,
  inboundMailAttachments,
  inboundMails,
  invoices,
  leads,
  newsletterSubscriptions,
  orderHistory,
  orders,
  outbox,
  quotes,
  reviews,
  savedConfigurations,
  users,
  workAcceptances,
} from '../../platform/db/schema.ts';
import { readMailFiles } from '../../platform/mail/mail-files.ts';
import { accessReportMessages } from './contract/access-report-messages.ts';
import { leadDetailJson } from '../leads/lead-json.ts';
import { readLeadHistory } from '../leads/lead-history.ts';
import { officeAddresses } from '../settings/current-company.ts';
import {
  findPerson,
  mailFileAboutPerson,
  mailsAboutPerson,
  personsInvoices,
  personsOrders,
  personsQuotes,
  personsInboundMails,
  personsReviews,
  sameAddress,
} from './person.ts';

/** Where mails about a person can be: the operator's address they were sent to, and the folder of mail copies. */
export interface MailScope {
  notifyEmail: string;
  outboxDir: string;
}

/**
 * Everything stored about one e-mail address (Art. 15 DSGVO): quote requests with their history, contact
 * messages, the newsletter sign-up, a customer account with its configurations, the quotes and orders
 * with their history, and the mails sent to or about the person, in the outbox and as copies in the
 * outbox folder. Secrets (password hash, link tokens) are left out: they are no information about the
 * person. The rows as stored; personalDataJson and accessReport (access-report.ts) present them.
 */
export async function collectPersonalData(db: Database, email: string, scope: MailScope, now = new Date()) {
  const person = await findPerson(db, email);
  const [leadRows, messages, newsletter, accounts, quoteRows, orderRows, mails, invoiceRows, reviewRows] = await db.batch([
    db.select().from(leads).where(sameAddress(leads.email, person.address)).orderBy(leads.createdAt),
    db.select().from(contactMessages).where(sameAddress(contactMessages.email, person.address)).orderBy(contactMessages.createdAt),
    db.select().from(newsletterSubscriptions).where(sameAddress(newsletterSubscriptions.email, person.address)),
    db.select().from(users).where(inArray(users.id, person.accountIds)),
    db.select().from(quotes).where(personsQuotes(person)).orderBy(quotes.createdAt),
    db.select().from(orders).where(personsOrders(db, person)).orderBy(orders.createdAt),
    db
      .select()
      .from(outbox)
      .where(mailsAboutPerson(person, officeAddresses(scope.notifyEmail)))
      .orderBy(outbox.createdAt, outbox.id),
    db.select().from(invoices).where(personsInvoices(db, person)).orderBy(invoices.id),
    db.select().from(reviews).where(personsReviews(db, person)).orderBy(reviews.id),
  ]);
  const orderIds = orderRows.map((order) => order.id);
  const [configurations, history, acceptanceRows, defectRows, photoRows] = await db.batch([
    db
      .select()
      .from(savedConfigurations)
      .where(inArray(savedConfigurations.userId, person.accountIds))
      .orderBy(savedConfigurations.createdAt),
    db
      .select()
      .from(orderHistory)
      .where(
        inArray(
          orderHistory.orderId,
          orderRows.map((order) => order.id),
        ),
      )
      .orderBy(asc(orderHistory.at), asc(orderHistory.id)),
    db.select().from(workAcceptances).where(inArray(workAcceptances.orderId, orderIds)).orderBy(asc(workAcceptances.id)),
    db.select().from(acceptanceDefects).where(inArray(acceptanceDefects.orderId, orderIds)).orderBy(asc(acceptanceDefects.id)),
    db.select().from(acceptancePhotos).where(inArray(acceptancePhotos.orderId, orderIds)).orderBy(asc(acceptancePhotos.id)),
  ]);
  const received = await db.select().from(inboundMails).where(personsInboundMails(db, person)).orderBy(asc(inboundMails.receivedAt));
  const receivedFiles = await db
    .select({ mailId: inboundMailAttachments.mailId, filename: inboundMailAttachments.filename, size: inboundMailAttachments.size })
    .from(inboundMailAttachments)
    .where(
      inArray(
        inboundMailAttachments.mailId,
        received.map((mail) => mail.id),
      ),
    );
  const mailFiles = (await readMailFiles(scope.outboxDir)).filter((file) =>
    mailFileAboutPerson(file, person, officeAddresses(scope.notifyEmail)),
  );
  return {
    email,
    collectedAt: now,
    leads: await Promise.all(
      leadRows.map(async (row) => ({ row, history: await readLeadHistory(db, row), ...(await measuredOfLead(db, row.id)) })),
    ),
    contactMessages: messages,
    newsletter: newsletter[0] ?? null,
    account: accounts[0] ?? null,
    configurations,
    quotes: quoteRows,
    orders: orderRows.map((order) => ({ ...order, history: history.filter((entry) => entry.orderId === order.id) })),
    invoices: invoiceRows,
    reviews: reviewRows,
    // The Abnahme of her orders with its defects and the names of their photos (issue 37): the photos
    // show her home, so they are data about her as much as the protocol is.
    acceptances: acceptanceRows.map(({ requestTokenHash: _token, ...row }) => ({
      ...row,
      orderNumber: orderRows.find((order) => order.id === row.orderId)!.orderNumber,
      defects: defectRows.filter((defect) => defect.orderId === row.orderId),
      photos: photoRows.filter((photo) => photo.orderId === row.orderId).map((photo) => photo.file),
    })),
    mails,
    mailFiles,
    // The mails she wrote us, read from the company's mailbox (features/inbound-mail, ADR 083), with their files' names.
    receivedMails: received.map((mail) => ({ ...mail, files: receivedFiles.filter((file) => file.mailId === mail.id) })),
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

/**
 * The tokens in a mail's links (newsletter confirmation, password reset, address change) are left out:
 * they are secrets that act on the account or the sign-up, not information about the person.
 */
export const withoutLinkTokens = (text: string) =>
  text
    .replace(/([?&]token=)[^\s&]+/g, `$1${accessReportMessages.tokenRemoved}`)
    .replace(/(\/(?:bewertung|abnahme)\/)[A-Za-z0-9_-]{43}/g, `$1${accessReportMessages.tokenRemoved}`);

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The same as a JSON download, machine-readable (Art. 20 DSGVO): stored field names, times in ISO 8601. */
export function personalDataJson(data: PersonalData) {
  return {
    email: data.email,
    collectedAt: data.collectedAt.toISOString(),
    leads: data.leads.map(({ row, history, photos, aufmass }) => ({
      ...leadDetailJson(row, history),
      selfMeasurements: row.selfMeasurements ?? [],
      photos,
      aufmass: aufmass.map(({ version, measuredOn, fitterName, openings }) => ({ version, measuredOn, fitterName, openings })),
    })),
    contactMessages: data.contactMessages.map(({ privacyConsentAt, createdAt, ...message }) => ({
      ...message,
      privacyConsentAt: privacyConsentAt.toISOString(),
      createdAt: createdAt.toISOString(),
    })),
    newsletter: data.newsletter && {
      email: data.newsletter.email,
      status: data.newsletter.status,
      consentVersion: data.newsletter.consentVersion,
      confirmedAt: iso(data.newsletter.confirmedAt),
      unsubscribedAt: iso(data.newsletter.unsubscribedAt),
      createdAt: data.newsletter.createdAt.toISOString(),
    },
    quotes: data.quotes.map(({ userId: _user, createdBy: _by, ...quote }) => ({
      ...quote,
      createdAt: quote.createdAt.toISOString(),
      sentAt: iso(quote.sentAt),
      acceptedAt: iso(quote.acceptedAt),
      updatedAt: quote.updatedAt.toISOString(),
    })),
    orders: data.orders.map(({ userId: _user, history, ...order }) => ({
      ...order,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      history: history.map((entry) => ({ at: entry.at.toISOString(), by: entry.by, status: entry.status, text: entry.text })),
    })),
    invoices: data.invoices.map(({ userId: _user, createdBy: _by, ...invoice }) => ({
      ...invoice,
      createdAt: invoice.createdAt.toISOString(),
    })),
    reviews: data.reviews.map((review) => ({
      orderNumber: review.orderNumber,
      status: review.status,
      stars: review.stars,
      text: review.text,
      showName: review.showName,
      authorName: review.authorName,
      city: review.city,
      product: review.product,
      installedMonth: review.installedMonth,
      withheldReason: review.withheldReason,
      reply: review.reply,
      invitedAt: review.invitedAt.toISOString(),
      writtenAt: iso(review.writtenAt),
    })),
    acceptances: data.acceptances.map(({ createdAt, defects, ...acceptance }) => ({
      ...acceptance,
      createdAt: createdAt.toISOString(),
      defects: defects.map((defect) => ({ ...defect, fixedAt: iso(defect.fixedAt), createdAt: defect.createdAt.toISOString() })),
    })),
    account: data.account && {
      ...accountUser(data.account),
      createdAt: data.account.createdAt.toISOString(),
      configurations: data.configurations.map(({ userId: _user, ...configuration }) => ({
        ...configuration,
        createdAt: configuration.createdAt.toISOString(),
        updatedAt: configuration.updatedAt.toISOString(),
      })),
    },
    mails: data.mails.map((mail) => ({
      recipient: mail.recipient,
      subject: mail.subject,
      text: withoutLinkTokens(mail.textBody),
      attachments: (mail.attachments ?? []).map((attachment) => attachment.filename),
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
      sentAt: iso(mail.sentAt),
    })),
    mailFiles: data.mailFiles.map((file) => ({ name: file.name, subject: file.subject, date: iso(file.date) })),
    receivedMails: data.receivedMails.map((mail) => ({
      from: mail.fromAddress,
      fromName: mail.fromName,
      subject: mail.subject,
      text: mail.text,
      quoted: mail.quoted,
      sentAt: iso(mail.sentAt),
      receivedAt: mail.receivedAt.toISOString(),
      attachments: mail.files.map((file) => ({ filename: file.filename, size: file.size })),
    })),
  };
}

/** What was measured and photographed for a lead (issue 48): the photos' count and each Aufmaß version. */
async function measuredOfLead(db: Database, leadId: number) {
  const [photos, aufmass] = await db.batch([
    db.select({ n: count() }).from(leadPhotos).where(eq(leadPhotos.leadId, leadId)),
    db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, leadId)).orderBy(asc(aufmassRecords.version)),
  ]);
  return { photos: photos[0]?.n ?? 0, aufmass };
}
