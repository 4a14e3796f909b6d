import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leads, quotes, savedConfigurations } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import type { UpdateQuoteBody } from './contract/quote-schemas.ts';
import { basisForCustomer, documentTotals, priceInBasis, type PriceBasis, type PricedLine } from '../documents/contract/totals.ts';
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
export async function draftQuote(
  db: Database,
  leadId: number,
  by: string,
  now = new Date(),
  measuredLines?: (basis: PriceBasis) => QuoteLine[],
) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) fail(404, quoteMessages.leadNotFound);
  const [configuration] = lead.configurationId
    ? await db
        .select({ id: savedConfigurations.id, userId: savedConfigurations.userId })
        .from(savedConfigurations)
        .where(eq(savedConfigurations.id, lead.configurationId))
    : [];
  const customer = await customerOfLead(db, lead, configuration?.userId ?? null);
  // A consumer's quote adds gross prices, a business customer's net ones (ADR 076).
  const priceBasis = basisForCustomer(customer.customerCompany);
  // An Aufmaß brings its own measured lines (aufmass/quote-from-aufmass.ts); else the request's.
  const lines = measuredLines ? measuredLines(priceBasis) : linesFromLead(lead, priceBasis);
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
        priceBasis,
        ...documentTotals(lines, priceBasis),
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
 * A draft's lines as meant in `to`: the editor sends them in the basis it showed, and a customer turned
 * from consumer into business (a company typed) or back turns the draft's basis with it (ADR 076).
 */
function linesInBasis<Line extends PricedLine>(lines: readonly Line[], from: PriceBasis, to: PriceBasis): Line[] {
  if (from === to) return [...lines];
  return lines.map((line) => ({
    ...line,
    unitPrice: priceInBasis(line.unitPrice, from, to),
    discount: priceInBasis(line.discount, from, to),
  }));
}

/**
 * A draft's new lines, validity, note and customer; the totals are always the server's, by the draft's
 * price basis, which follows the customer (consumer gross, business net: ADR 076). Only a draft changes;
 * the basis read first is re-checked by the update's condition, so a race cannot store lines in a basis
 * they were not meant in.
 */
export async function updateDraft(db: Database, id: number, body: UpdateQuoteBody, now = new Date()) {
  const latest = berlinDay(new Date(now.getTime() + QUOTE_MAX_VALIDITY_DAYS * DAY));
  if (body.validUntil < berlinDay(now) || body.validUntil > latest) fail(400, quoteMessages.validUntil);
  const [quote] = await db.select({ priceBasis: quotes.priceBasis }).from(quotes).where(eq(quotes.id, id));
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  const priceBasis = body.customer ? basisForCustomer(body.customer.company) : quote.priceBasis;
  const lines = linesInBasis(body.lines, quote.priceBasis, priceBasis);
  const [updated] = await db
    .update(quotes)
    .set({
      lines,
      priceBasis,
      ...documentTotals(lines, priceBasis),
      validUntil: body.validUntil,
      note: body.note,
      fundingCondition: body.fundingCondition,
      ...(body.customer && customerColumns(body.customer)),
      updatedAt: now,
    })
    .where(and(eq(quotes.id, id), eq(quotes.status, 'draft'), eq(quotes.priceBasis, quote.priceBasis)))
    .returning({ id: quotes.id });
  if (!updated) fail(409, quoteMessages.notEditable);
}
