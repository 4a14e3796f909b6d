import type { CompanyProfile } from '../settings/contract/company.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { formatShortDate, germanDay } from '../../shared/dates.ts';
import { formatCents } from '../../shared/format.ts';
import { amountRows } from '../documents/letter/amount-rows.ts';
import { companySender } from '../settings/company-sender.ts';
import { titledParagraph } from '../documents/letter/paragraphs.ts';
import { positionsTable, type LetterColumn, type PositionRow } from '../documents/letter/positions-table.ts';
import { renderLetter, type LetterHeader } from '../documents/letter/render-letter.ts';
import { priceColumnLabels, totalsRows } from './contract/price-labels.ts';
import { lineTotal, type PriceBasis } from '../documents/contract/totals.ts';
import { quantityLabel, type QuoteLine } from '../documents/contract/lines.ts';
import { quoteTerms } from './contract/quotes.ts';
import { quoteNumberLabel } from '../documents/contract/numbers.ts';
import { postalAddressLines, recipientLines } from './contract/quote-customer.ts';
import { lineDescription } from './contract/line-values.ts';
import { FUNDING_CONDITION, FUNDING_CONDITION_TITLE } from './contract/funding-condition.ts';
import { drawWindowVector, fitDrawing, windowOfLine } from './pdf-window-drawing.ts';
import type { QuoteRow } from './quote-json.ts';

/**
 * The quote as an A4 PDF (pdfkit, ADR 025), set in the embedded Unicode font of all our PDFs (ADR 030),
 * so customers' names in any Latin or Cyrillic script print as written. The price rule (ADR 035): the
 * price columns say whether the lines are net or gross, the totals block shows Nettobetrag, USt. and the
 * gross total, which is the prominent figure as German consumers must see it (PAngV § 3).
 */

type Quote = Pick<
  QuoteRow,
  | 'number'
  | 'version'
  | 'leadReference'
  | 'customerName'
  | 'customerCompany'
  | 'customerPhone'
  | 'customerAddress'
  | 'installationAddress'
  | 'lines'
  | 'priceBasis'
  | 'gross'
  | 'vat'
  | 'net'
  | 'validUntil'
  | 'note'
  | 'fundingCondition'
  | 'createdAt'
  | 'sentAt'
>;

const columns = (basis: PriceBasis): LetterColumn[] => {
  // "Einzelpreis netto" does not fit the column on one line: the basis is the heading's second line.
  const subtitle = priceColumnLabels(basis).basisWord;
  return [
    { title: 'Menge', width: 40, align: 'left' },
    { title: 'Bezeichnung', width: 223, align: 'left' },
    { title: 'Einzelpreis', subtitle, width: 75, align: 'right' },
    { title: 'Rabatt', subtitle, width: 70, align: 'right' },
    { title: 'Gesamt', subtitle, width: 75, align: 'right' },
  ];
};

/** Width and height of the box a configured window is drawn in, at the right of the Bezeichnung column. */
const DRAWING_BOX = 72;

function positionRow(line: QuoteLine): PositionRow {
  const window = windowOfLine(line.drawing);
  const fitted = window && fitDrawing(window, DRAWING_BOX, DRAWING_BOX);
  return {
    quantity: quantityLabel(line),
    title: line.title,
    // Noto Sans has no "≤" glyph: the PDF spells the badge's maximum out.
    description: lineDescription(line).replaceAll('≤', 'max.'),
    amounts: [formatCents(line.unitPrice), line.discount > 0 ? `-${formatCents(line.discount)}` : '–', formatCents(lineTotal(line))],
    // The window beside its text, as the customer saw it when configuring.
    figure: fitted
      ? {
          width: DRAWING_BOX,
          height: fitted.height,
          draw: (doc, x, y) => drawWindowVector(doc, fitted.drawing, fitted.scale, x, y),
        }
      : undefined,
  };
}

/** The quote's facts beside the window, the customer's phone and, when it differs, the installation address. */
function letterHeader(quote: Quote, company: CompanyProfile): LetterHeader {
  const number = quoteNumberLabel(quote);
  return {
    title: `Angebot ${number}`,
    sender: companySender(company),
    recipient: recipientLines({ company: quote.customerCompany, name: quote.customerName, address: quote.customerAddress }),
    facts: [
      ['Angebotsnummer', number],
      ['Datum', formatShortDate(quote.sentAt ?? quote.createdAt)],
      ['Gültig bis', germanDay(quote.validUntil)],
      ['Ihre Anfrage', quote.leadReference],
      ...(quote.customerPhone ? [['Ihre Telefonnummer', quote.customerPhone] as const] : []),
    ],
    aside: { title: 'Montageadresse', lines: postalAddressLines(quote.installationAddress) },
    subject: `Angebot ${number}`,
    intro: 'Vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:',
  };
}

function closing(doc: PDFKit.PDFDocument, quote: Quote, depositPercent: number) {
  if (quote.note) titledParagraph(doc, 'Anmerkung', quote.note);
  if (quote.fundingCondition) titledParagraph(doc, FUNDING_CONDITION_TITLE, FUNDING_CONDITION);
  titledParagraph(
    doc,
    'Bedingungen',
    `${quoteTerms(quote.gross, depositPercent, quote.fundingCondition)} Das Angebot gilt bis zum ${germanDay(quote.validUntil)}.`,
  );
}

export function quotePdfFilename(quote: Pick<Quote, 'number' | 'version'>): string {
  return `Angebot-${quoteNumberLabel(quote)}.pdf`;
}

/**
 * The quote's PDF as bytes, with the deposit share it is made with (settings/deposit-share.ts). `company`
 * defaults to the company data as stored now (the API refreshes it before every request).
 */
export function renderQuotePdf(quote: Quote, depositPercent: number, company: CompanyProfile = companySnapshot()): Promise<Buffer> {
  return renderLetter(letterHeader(quote, company), (doc) => {
    positionsTable(doc, columns(quote.priceBasis), quote.lines.map(positionRow));
    amountRows(doc, totalsRows(quote, quote.priceBasis));
    closing(doc, quote, depositPercent);
  });
}
