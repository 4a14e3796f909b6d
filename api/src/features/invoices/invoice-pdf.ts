import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { renderPdf } from '../../platform/pdf/render-pdf.ts';
import { GREY, INFO_Y, MARGIN, PAGE_BOTTOM, RECIPIENT, SUBJECT_Y, mm, titledParagraph } from '../../platform/pdf/letter.ts';
import { drawQrSymbol } from '../../platform/pdf/qr-symbol.ts';
import { formatCents } from '../../shared/format.ts';
import { defaultNoticeText } from './contract/default-notice.ts';
import { giroCodePayload } from './contract/girocode.ts';
import { dueNow } from './contract/invoice-amounts.ts';
import { quantityLabel } from '../documents/contract/lines.ts';
import { recipientLines } from '../quotes/contract/quote-customer.ts';
import { germanDay } from '../../shared/format.ts';
import { invoiceKindLabels, type Amounts, type InvoiceDocument, type InvoiceLineJson } from './contract/invoices.ts';

/**
 * An invoice as an A4 PDF (pdfkit and the embedded Unicode font of all our documents, ADR 030), laid
 * out like the quote (DIN 5008 form B). It prints what § 14 Abs. 4 UStG asks for: seller and buyer with
 * their addresses, the tax number and VAT id, date and number, the date of the supply, the lines, the
 * net amount, rate and VAT, the gross; the final invoice deducts each deposit with number, date, net,
 * VAT and gross (§ 14 Abs. 5 S. 2); a consumer's invoice shows the labour share (§ 35a EStG); payment
 * term, bank details, what happens after the due date (§ 286 Abs. 3 BGB) and the GiroCode close it. For a business customer the same bytes become the Factur-X.
 */

export interface InvoicePdfInput {
  number: string;
  issueDate: string;
  dueDate: string;
  document: InvoiceDocument;
}

const COLUMNS = [
  { title: 'Menge', width: 48, align: 'left' },
  { title: 'Bezeichnung', width: 235, align: 'left' },
  { title: 'Einzelpreis netto', width: 75, align: 'right' },
  { title: 'Rabatt netto', width: 55, align: 'right' },
  { title: 'Gesamt netto', width: 70, align: 'right' },
] as const;
const TABLE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);
const columnX = (index: number) => MARGIN + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);

function header(doc: PDFKit.PDFDocument, invoice: InvoicePdfInput) {
  const { seller, buyer } = invoice.document;
  doc.font(PDF_FONTS.bold).fontSize(16).fillColor('black').text(seller.name, MARGIN, MARGIN, { width: 300 });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .fillColor(GREY)
    .text(
      [seller.street, `${seller.postcode} ${seller.city}`, `Telefon ${seller.phoneDisplay ?? seller.phone}`, seller.email].join('\n'),
      380,
      MARGIN,
      {
        width: 160,
        align: 'right',
      },
    );
  doc.fontSize(7).text(`${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`, RECIPIENT.x, RECIPIENT.y - mm(5), {
    width: RECIPIENT.width,
    lineBreak: false,
    underline: true,
  });
  doc
    .fontSize(10)
    .fillColor('black')
    .text(recipientLines(buyer).join('\n'), RECIPIENT.x, RECIPIENT.y, {
      width: RECIPIENT.width,
      height: RECIPIENT.bottom - RECIPIENT.y,
      ellipsis: true,
    });
  const facts: [string, string][] = [
    ['Rechnungsnummer', invoice.number],
    ['Rechnungsdatum', germanDay(invoice.issueDate)],
    ['Auftrag', invoice.document.orderNumber],
    ['Fällig am', germanDay(invoice.dueDate)],
    ...(seller.vatId ? [['USt-IdNr.', seller.vatId] as [string, string]] : []),
    ...(seller.taxNumber ? [['Steuernummer', seller.taxNumber] as [string, string]] : []),
  ];
  doc.fontSize(9);
  facts.forEach(([label, value], index) => {
    const y = INFO_Y + index * 14;
    doc.fillColor(GREY).text(label, 340, y, { width: 90 });
    doc.fillColor('black').text(value, 430, y, { width: 110, align: 'right' });
  });
  const title = `${invoiceKindLabels[invoice.document.kind]} ${invoice.number}`;
  doc.font(PDF_FONTS.bold).fontSize(16).text(title, MARGIN, SUBJECT_Y, { width: TABLE_WIDTH });
  const intro = [
    ...(invoice.document.cancels
      ? [
          `Diese Stornorechnung hebt die Rechnung ${invoice.document.cancels.number} vom ${germanDay(invoice.document.cancels.issueDate)} vollständig auf.`,
        ]
      : []),
    invoice.document.serviceText,
  ];
  doc
    .font(PDF_FONTS.regular)
    .fontSize(10)
    .text(intro.join('\n'), MARGIN, SUBJECT_Y + 26, { width: TABLE_WIDTH });
  doc.y += 12;
}

function tableHead(doc: PDFKit.PDFDocument) {
  const y = doc.y;
  doc.font(PDF_FONTS.bold).fontSize(8).fillColor('black');
  COLUMNS.forEach((column, index) => doc.text(column.title, columnX(index), y, { width: column.width - 6, align: column.align }));
  doc
    .moveTo(MARGIN, y + 22)
    .lineTo(MARGIN + TABLE_WIDTH, y + 22)
    .strokeColor('black')
    .lineWidth(0.8)
    .stroke();
  doc.y = y + 28;
}

function lineRow(doc: PDFKit.PDFDocument, line: InvoiceLineJson) {
  const textWidth = COLUMNS[1].width - 6;
  const title = line.labour ? `${line.title} (Arbeitsleistung)` : line.title;
  doc.font(PDF_FONTS.bold).fontSize(9);
  const titleHeight = doc.heightOfString(title, { width: textWidth });
  doc.font(PDF_FONTS.regular).fontSize(8);
  const height = titleHeight + (line.description ? doc.heightOfString(line.description, { width: textWidth }) : 0) + 8;
  if (doc.y + height > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
    tableHead(doc);
  }
  const y = doc.y;
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor('black');
  doc.text(quantityLabel({ quantity: line.quantity, unit: line.unit as never }), columnX(0), y, { width: COLUMNS[0].width - 6 });
  doc.text(formatCents(line.unitPrice), columnX(2), y, { width: COLUMNS[2].width - 6, align: 'right' });
  doc.text(line.discount !== 0 ? `-${formatCents(line.discount)}` : '–', columnX(3), y, { width: COLUMNS[3].width - 6, align: 'right' });
  doc.text(formatCents(line.net), columnX(4), y, { width: COLUMNS[4].width - 6, align: 'right' });
  doc.font(PDF_FONTS.bold).text(title, columnX(1), y, { width: textWidth });
  if (line.description)
    doc
      .font(PDF_FONTS.regular)
      .fontSize(8)
      .fillColor(GREY)
      .text(line.description, columnX(1), y + titleHeight, { width: textWidth });
  doc.y = y + height;
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(MARGIN + TABLE_WIDTH, doc.y - 3)
    .strokeColor('#cccccc')
    .lineWidth(0.5)
    .stroke();
}

/** A block of label/amount rows at the right, as the quote's totals. */
function rows(doc: PDFKit.PDFDocument, entries: { label: string; amount: number; prominent?: boolean }[]) {
  if (doc.y + entries.length * 16 + 10 > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
  const labelWidth = 300;
  const valueWidth = 100;
  const labelX = MARGIN + TABLE_WIDTH - 6 - valueWidth - labelWidth;
  doc.y += 6;
  for (const entry of entries) {
    const size = entry.prominent ? 12 : 9;
    const y = doc.y;
    doc
      .font(entry.prominent ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(size)
      .fillColor('black');
    doc.text(entry.label, labelX, y, { width: labelWidth, align: 'right' });
    doc.text(formatCents(entry.amount), labelX + labelWidth, y, { width: valueWidth, align: 'right' });
    doc.y = y + size + 6;
  }
}

/** A side of 34 mm: above the 2 cm the GiroCode guidelines ask as the least, readable by every phone. */
const GIRO_CODE_SIZE = mm(34);

/** The GiroCode with a line on what it does; nothing without a complete bank account or an amount to pay. */
export function giroCodeBlock(doc: PDFKit.PDFDocument, payload: string | null) {
  if (!payload) return;
  if (doc.y + GIRO_CODE_SIZE + 16 > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
  const y = doc.y + 10;
  drawQrSymbol(doc, payload, MARGIN, y, GIRO_CODE_SIZE);
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .fillColor('black')
    .text(
      'GiroCode: Scannen Sie den Code mit Ihrer Banking-App. Empfänger, IBAN, Betrag und Verwendungszweck sind dann ausgefüllt.',
      MARGIN + GIRO_CODE_SIZE + 12,
      y + 12,
      { width: TABLE_WIDTH - GIRO_CODE_SIZE - 12 },
    );
  doc.y = y + GIRO_CODE_SIZE;
}

const paragraph = (doc: PDFKit.PDFDocument, title: string, text: string) => titledParagraph(doc, TABLE_WIDTH, title, text);

const amountsText = (amounts: Amounts, rate: number) =>
  `netto ${formatCents(amounts.net)}, zzgl. ${rate} % USt. ${formatCents(amounts.vat)}, brutto ${formatCents(amounts.gross)}`;

function totals(doc: PDFKit.PDFDocument, invoice: InvoicePdfInput) {
  const { totals: amounts, vatRate, prepaid, amountDue, retention } = invoice.document;
  rows(doc, [
    { label: 'Nettobetrag', amount: amounts.net },
    { label: `zzgl. ${vatRate} % USt. auf ${formatCents(amounts.net)}`, amount: amounts.vat },
    { label: `Gesamtbetrag inkl. ${vatRate} % USt.`, amount: amounts.gross, prominent: prepaid.length === 0 && !retention },
  ]);
  if (prepaid.length > 0) deposits(doc, invoice);
  // § 641 Abs. 3 BGB: the retention lowers what is asked now, not the invoice's amounts (ADR 061).
  if (retention) {
    paragraph(doc, 'Einbehalt', `Einbehalt wegen offener Mängel: ${formatCents(retention)}, fällig nach Beseitigung`);
    rows(doc, [{ label: 'Jetzt fällig', amount: amountDue - retention, prominent: true }]);
  }
}

function deposits(doc: PDFKit.PDFDocument, invoice: InvoicePdfInput) {
  const { totals: amounts, vatRate, prepaid, amountDue } = invoice.document;
  // § 14 Abs. 5 S. 2 UStG: each deposit invoice with its number, date and amounts, deducted.
  paragraph(
    doc,
    'Abzüglich geleisteter Anzahlungen',
    prepaid
      .map((deposit) => `Anzahlungsrechnung ${deposit.number} vom ${germanDay(deposit.issueDate)}: ${amountsText(deposit, vatRate)}`)
      .join('\n'),
  );
  const deducted = prepaid.reduce((sum, deposit) => ({ net: sum.net + deposit.net, vat: sum.vat + deposit.vat }), { net: 0, vat: 0 });
  rows(doc, [
    { label: 'Abzüglich Anzahlungen netto', amount: -deducted.net },
    { label: `Abzüglich darin enthaltene ${vatRate} % USt.`, amount: -deducted.vat },
    { label: `Verbleibender Nettobetrag`, amount: amounts.net - deducted.net },
    { label: `Verbleibende ${vatRate} % USt.`, amount: amounts.vat - deducted.vat },
    { label: 'Zu zahlender Restbetrag', amount: amountDue, prominent: !invoice.document.retention },
  ]);
}

function closing(doc: PDFKit.PDFDocument, invoice: InvoicePdfInput) {
  const { document } = invoice;
  if (document.labour) {
    paragraph(
      doc,
      'Arbeitskosten (§ 35a EStG)',
      `In den Positionen sind Arbeitskosten (Montage, Entsorgung) enthalten: ${amountsText(document.labour, document.vatRate)}. Materialkosten sind darin nicht enthalten. Bitte zahlen Sie per Überweisung; Barzahlungen sind nicht begünstigt.`,
    );
  }
  const { bank } = document.seller;
  // What is asked now: the amount due less a retention for open defects (ADR 061).
  const payable = dueNow(document.amountDue, document, true);
  if (document.kind === 'cancellation') {
    paragraph(doc, 'Hinweis', 'Bereits gezahlte Beträge erstatten wir Ihnen auf Ihr Konto.');
  } else {
    paragraph(
      doc,
      'Zahlung',
      `Bitte überweisen Sie ${formatCents(payable)} ohne Abzug bis zum ${germanDay(invoice.dueDate)} (${document.paymentTermDays} Tage nach Rechnungsdatum) unter Angabe der Rechnungsnummer ${invoice.number}.\nKontoinhaber: ${bank.holder} · IBAN ${bank.iban} · BIC ${bank.bic} · ${bank.bankName}`,
    );
    if (document.defaultNotice) paragraph(doc, 'Nach dem Fälligkeitstag', defaultNoticeText(document.business));
    // The invoice as issued asks for its amount due; what is open later is asked by the dunning letters.
    giroCodeBlock(doc, giroCodePayload({ ...bank, amount: payable, remittance: invoice.number }));
  }
}

function footers(doc: PDFKit.PDFDocument, document: InvoiceDocument) {
  const { seller } = document;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const ids = [seller.vatId && `USt-IdNr. ${seller.vatId}`, seller.taxNumber && `Steuernummer ${seller.taxNumber}`]
      .filter(Boolean)
      .join(' · ');
    doc.page.margins.bottom = 0;
    doc
      .font(PDF_FONTS.regular)
      .fontSize(7)
      .fillColor(GREY)
      .text(
        [
          `${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city} · ${seller.legalInfo}`,
          `${ids} · Seite ${index + 1} von ${range.count}`,
        ].join('\n'),
        MARGIN,
        841.89 - 50,
        { width: TABLE_WIDTH, align: 'center' },
      );
  }
}

/** The invoice's PDF as bytes. */
export function renderInvoicePdf(invoice: InvoicePdfInput): Promise<Buffer> {
  const info = { Title: `${invoiceKindLabels[invoice.document.kind]} ${invoice.number}`, Author: invoice.document.seller.name };
  return renderPdf(info, (doc) => {
    header(doc, invoice);
    tableHead(doc);
    for (const line of invoice.document.lines) lineRow(doc, line);
    totals(doc, invoice);
    closing(doc, invoice);
    footers(doc, invoice.document);
  });
}
