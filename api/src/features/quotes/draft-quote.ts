import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leads, quotes, savedConfigurations } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import type { UpdateQuoteBody } from './contract/quote-schemas.ts';
import { documentTotals } from '../documents/contract/totals.ts';
import { QUOTE_MAX_VALIDITY_DAYS, QUOTE_VALIDITY_DAYS, quoteMessages } from './contract/quotes.ts';
import { berlinYear, countDocument, documentNumber } from '../documents/numbering.ts';
import { linesFromLead } from './lines-from-lead.ts';
import type { QuoteLine } from '../documents/contract/lines.ts';
import { customerColumns, customerOfLead } from './quote-customer.ts';
import { berlinDay } from '../../shared/dates.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A numbered draft from a lead: its lines, the customer and address from the account or the lead
 * (quote-customer.ts), valid for 30 days. A request made from a saved configuration in the customer
 * area links the quote to that configuration and its account, so the customer sees and accepts it on
 * /dashboard.
 */
export async function draftQuote(db: Database, leadId: number, by: string, now = new Date(), measuredLines?: QuoteLine[]) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) fail(404, quoteMessages.leadNotFound);
  const [configuration] = lead.configurationId
    ? await db
        .select({ id: savedConfigurations.id, userId: savedConfigurations.userId })
        .from(savedConfigurations)
        .where(eq(savedConfigurations.id, lead.configurationId))
    : [];
  // An Aufmaß brings its own measured lines (aufmass/quote-from-aufmass.ts); else the request's.
  const lines = measuredLines ?? linesFromLead(lead);
  const customer = await customerOfLead(db, lead, configuration?.userId ?? null);
  const year = berlinYear(now);
  const [, [created]] = await db.batch([
    countDocument(db, 'quote', year),
    db
      .insert(quotes)
      .values({
        number: documentNumber('quote', year),
        leadId: lead.id,
        leadReference: lead.reference,
        userId: configuration?.userId ?? null,
        configurationId: configuration?.id ?? null,
        ...customer,
        customerEmail: lead.email,
        lines,
        // Every new quote is net (ADR 035): net lines, VAT once on the net sum, the gross total.
        priceBasis: 'net',
        ...documentTotals(lines, 'net'),
        validUntil: berlinDay(new Date(now.getTime() + QUOTE_VALIDITY_DAYS * DAY)),
        createdBy: by,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  ]);
  return created!;
}

/**
 * A draft's new lines, validity, note and customer; the totals are always the server's, by the draft's own
 * price basis (which never changes, so reading it first cannot race). Only a draft changes.
 */
export async function updateDraft(db: Database, id: number, body: UpdateQuoteBody, now = new Date()) {
  const latest = berlinDay(new Date(now.getTime() + QUOTE_MAX_VALIDITY_DAYS * DAY));
  if (body.validUntil < berlinDay(now) || body.validUntil > latest) fail(400, quoteMessages.validUntil);
  const [quote] = await db.select({ priceBasis: quotes.priceBasis }).from(quotes).where(eq(quotes.id, id));
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  const totals = documentTotals(body.lines, quote.priceBasis);
  const [updated] = await db
    .update(quotes)
    .set({
      lines: body.lines,
      ...totals,
      validUntil: body.validUntil,
      note: body.note,
      fundingCondition: body.fundingCondition,
      ...(body.customer && customerColumns(body.customer)),
      updatedAt: now,
    })
    .where(and(eq(quotes.id, id), eq(quotes.status, 'draft')))
    .returning({ id: quotes.id });
  if (!updated) fail(409, quoteMessages.notEditable);
}
