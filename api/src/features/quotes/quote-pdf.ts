import { ADDRESS_WINDOW, GREY, INFO_Y, MARGIN, PAGE_BOTTOM, RECIPIENT, SUBJECT_Y, mm, titledParagraph } from '../../platform/pdf/letter.ts';
import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { renderPdf } from '../../platform/pdf/render-pdf.ts';
import type { CompanyProfile } from '../settings/contract/company.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { formatCents, formatShortDate } from '../../shared/format.ts';
import { priceColumnLabels, totalsRows } from './contract/price-labels.ts';
import { lineTotal, type PriceBasis } from '../documents/contract/totals.ts';
import { quantityLabel, type QuoteLine } from '../documents/contract/lines.ts';
import { quoteMessages } from './contract/quotes.ts';
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

/** `priced`: the column's second heading line says "netto" or "brutto" (the document's price basis). */
const COLUMNS = [
  { title: 'Menge', width: 40, align: 'left', priced: false },
  { title: 'Bezeichnung', width: 223, align: 'left', priced: false },
  { title: 'Einzelpreis', width: 75, align: 'right', priced: true },
  { title: 'Rabatt', width: 70, align: 'right', priced: true },
  { title: 'Gesamt', width: 75, align: 'right', priced: true },
] as const;
const TABLE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);

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

/** "2026-04-12" → "12.04.2026" */
const calendarDate = (day: string) => day.split('-').reverse().join('.');

function columnX(index: number): number {
  return MARGIN + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);
}

function letterhead(doc: PDFKit.PDFDocument, company: CompanyProfile) {
  doc.font(PDF_FONTS.bold).fontSize(18).fillColor('black').text(company.brand, MARGIN, MARGIN);
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .fillColor(GREY)
    .text(
      [company.legalName, company.street, `${company.postalCode} ${company.city}`, `Telefon ${company.phoneDisplay}`, company.email].join(
        '\n',
      ),
      380,
      MARGIN,
      {
        width: 160,
        align: 'right',
      },
    );
}

/** The address window: the return line in small type, then company, name, street, postcode and city. */
function addressWindow(doc: PDFKit.PDFDocument, quote: Quote, company: CompanyProfile) {
  doc
    .font(PDF_FONTS.regular)
    .fontSize(7)
    .fillColor(GREY)
    .text(`${company.legalName} · ${company.street} · ${company.postalCode} ${company.city}`, RECIPIENT.x, RECIPIENT.y - mm(5), {
      width: RECIPIENT.width,
      lineBreak: false,
      underline: true,
    });
  const lines = recipientLines({ company: quote.customerCompany, name: quote.customerName, address: quote.customerAddress });
  doc
    .fontSize(10)
    .fillColor('black')
    .text(lines.join('\n'), RECIPIENT.x, RECIPIENT.y, {
      width: RECIPIENT.width,
      height: ADDRESS_WINDOW.y + ADDRESS_WINDOW.height - RECIPIENT.y,
      ellipsis: true,
    });
}

/** Beside the window: the quote's facts, the customer's phone and, when it differs, the installation address. */
function informationBlock(doc: PDFKit.PDFDocument, quote: Quote) {
  const facts = [
    ['Angebotsnummer', quoteNumberLabel(quote)],
    ['Datum', formatShortDate(quote.sentAt ?? quote.createdAt)],
    ['Gültig bis', calendarDate(quote.validUntil)],
    ['Ihre Anfrage', quote.leadReference],
    ...(quote.customerPhone ? [['Ihre Telefonnummer', quote.customerPhone]] : []),
  ];
  doc.font(PDF_FONTS.regular).fontSize(9);
  facts.forEach(([label, value], index) => {
    const y = INFO_Y + index * 14;
    doc.fillColor(GREY).text(label!, 340, y, { width: 90 });
    doc.fillColor('black').text(value!, 430, y, { width: 110, align: 'right' });
  });
  const installation = postalAddressLines(quote.installationAddress);
  if (installation.length === 0) return;
  const y = INFO_Y + facts.length * 14 + 6;
  doc.fillColor(GREY).text('Montageadresse', 340, y, { width: 200 });
  doc.fillColor('black').text(installation.join('\n'), 340, y + 12, { width: 200 });
}

function header(doc: PDFKit.PDFDocument, quote: Quote, company: CompanyProfile) {
  letterhead(doc, company);
  addressWindow(doc, quote, company);
  informationBlock(doc, quote);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(16)
    .fillColor('black')
    .text(`Angebot ${quoteNumberLabel(quote)}`, MARGIN, SUBJECT_Y);
  doc
    .font(PDF_FONTS.regular)
    .fontSize(10)
    .text('Vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:', MARGIN, SUBJECT_Y + 26);
  doc.y = SUBJECT_Y + 52;
}

function tableHead(doc: PDFKit.PDFDocument, basis: PriceBasis) {
  const y = doc.y;
  doc.font(PDF_FONTS.bold).fontSize(9).fillColor('black');
  COLUMNS.forEach((column, index) => doc.text(column.title, columnX(index), y, { width: column.width - 6, align: column.align }));
  // "Einzelpreis netto" does not fit the column on one line: the basis is the heading's second line.
  doc.font(PDF_FONTS.regular).fontSize(8);
  COLUMNS.forEach((column, index) => {
    if (column.priced)
      doc.text(priceColumnLabels(basis).basisWord, columnX(index), y + 11, { width: column.width - 6, align: column.align });
  });
  doc
    .moveTo(MARGIN, y + 24)
    .lineTo(MARGIN + TABLE_WIDTH, y + 24)
    .strokeColor('black')
    .lineWidth(0.8)
    .stroke();
  doc.y = y + 30;
}

/** The quantity with its unit on one line ("2 Stk."), set smaller where "1 pauschal" is wider than the column. */
function quantityCell(doc: PDFKit.PDFDocument, line: QuoteLine, y: number) {
  const text = quantityLabel(line);
  const width = COLUMNS[0].width - 6;
  const fits = width / doc.fontSize(9).widthOfString(text);
  doc.fontSize(fits < 1 ? Math.max(6, 9 * fits) : 9).text(text, columnX(0), y, { width, lineBreak: false });
  doc.fontSize(9);
}

/** Width and height of the box a configured window is drawn in, at the right of the Bezeichnung column. */
const DRAWING_BOX = 72;

function lineRow(doc: PDFKit.PDFDocument, line: QuoteLine, basis: PriceBasis) {
  const window = windowOfLine(line.drawing);
  const fitted = window && fitDrawing(window, DRAWING_BOX, DRAWING_BOX);
  const textWidth = COLUMNS[1].width - 6 - (fitted ? DRAWING_BOX + 6 : 0);
  doc.font(PDF_FONTS.bold).fontSize(9);
  const titleHeight = doc.heightOfString(line.title, { width: textWidth });
  doc.font(PDF_FONTS.regular).fontSize(8);
  // Noto Sans has no "≤" glyph: the PDF spells the badge's maximum out.
  const description = lineDescription(line).replaceAll('≤', 'max.');
  const descriptionHeight = description ? doc.heightOfString(description, { width: textWidth }) : 0;
  const height = Math.max(titleHeight + descriptionHeight, fitted ? fitted.height + 2 : 0) + 8;
  if (doc.y + height > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
    tableHead(doc, basis);
  }
  const y = doc.y;
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor('black');
  quantityCell(doc, line, y);
  doc.text(formatCents(line.unitPrice), columnX(2), y, { width: COLUMNS[2].width - 6, align: 'right' });
  doc.text(line.discount > 0 ? `-${formatCents(line.discount)}` : '–', columnX(3), y, { width: COLUMNS[3].width - 6, align: 'right' });
  doc.text(formatCents(lineTotal(line)), columnX(4), y, { width: COLUMNS[4].width - 6, align: 'right' });
  doc.font(PDF_FONTS.bold).text(line.title, columnX(1), y, { width: textWidth });
  if (description)
    doc
      .font(PDF_FONTS.regular)
      .fontSize(8)
      .fillColor(GREY)
      .text(description, columnX(1), y + titleHeight, { width: textWidth });
  // The window beside its text, as the customer saw it when configuring.
  if (fitted) drawWindowVector(doc, fitted.drawing, fitted.scale, columnX(1) + COLUMNS[1].width - 6 - DRAWING_BOX, y + 2);
  doc.y = y + height;
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(MARGIN + TABLE_WIDTH, doc.y - 3)
    .strokeColor('#cccccc')
    .lineWidth(0.5)
    .stroke();
}

function totals(doc: PDFKit.PDFDocument, quote: Quote) {
  if (doc.y + 70 > PAGE_BOTTOM) doc.addPage();
  // Wide enough for "Gesamtbetrag inkl. 19 % USt." and 9.999.999,99 € at 13 pt bold on one line each.
  const labelWidth = 230;
  const valueWidth = 100;
  const labelX = MARGIN + TABLE_WIDTH - 6 - valueWidth - labelWidth;
  const row = (label: string, value: string, size: number, bold: boolean) => {
    const y = doc.y;
    doc
      .font(bold ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(size)
      .fillColor('black');
    doc.text(label, labelX, y, { width: labelWidth });
    doc.text(value, labelX + labelWidth, y, { width: valueWidth, align: 'right' });
    doc.y = y + size + 6;
  };
  doc.y += 6;
  for (const total of totalsRows(quote, quote.priceBasis)) {
    if (total.prominent) doc.y += 2;
    row(total.label, formatCents(total.amount), total.prominent ? 13 : 9, total.prominent);
    if (total.prominent) doc.y += 2;
  }
}

function closing(doc: PDFKit.PDFDocument, quote: Quote) {
  const paragraph = (title: string, text: string) => titledParagraph(doc, TABLE_WIDTH, title, text);
  if (quote.note) paragraph('Anmerkung', quote.note);
  if (quote.fundingCondition) paragraph(FUNDING_CONDITION_TITLE, FUNDING_CONDITION);
  paragraph('Bedingungen', `${quoteMessages.terms} Das Angebot gilt bis zum ${calendarDate(quote.validUntil)}.`);
}

function footers(doc: PDFKit.PDFDocument, company: CompanyProfile) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const text = [
      `${company.legalName} · ${company.street} · ${company.postalCode} ${company.city} · Geschäftsführer: ${company.managingDirector}`,
      `${company.registerCourt}, ${company.registerNumber} · USt-IdNr. ${company.vatId} · Seite ${index + 1} von ${range.count}`,
    ].join('\n');
    // Writing below the bottom margin would start a new page; the margin is lifted for the footer.
    doc.page.margins.bottom = 0;
    doc
      .font(PDF_FONTS.regular)
      .fontSize(7)
      .fillColor(GREY)
      .text(text, MARGIN, 841.89 - 50, { width: TABLE_WIDTH, align: 'center' });
  }
}

export function quotePdfFilename(quote: Pick<Quote, 'number' | 'version'>): string {
  return `Angebot-${quoteNumberLabel(quote)}.pdf`;
}

/** The quote's PDF as bytes. `company` defaults to the company data as stored now (the API refreshes it before every request). */
export function renderQuotePdf(quote: Quote, company: CompanyProfile = companySnapshot()): Promise<Buffer> {
  return renderPdf({ Title: `Angebot ${quoteNumberLabel(quote)}`, Author: company.legalName }, (doc) => {
    header(doc, quote, company);
    tableHead(doc, quote.priceBasis);
    for (const line of quote.lines) lineRow(doc, line, quote.priceBasis);
    totals(doc, quote);
    closing(doc, quote);
    footers(doc, company);
  });
}
