import { germanDay } from '../../shared/dates.ts';
import { formatCents } from '../../shared/format.ts';
import { amountRows } from '../documents/letter/amount-rows.ts';
import { titledParagraph } from '../documents/letter/paragraphs.ts';
import { positionsTable, type LetterColumn, type PositionRow } from '../documents/letter/positions-table.ts';
import { renderLetter, type LetterHeader } from '../documents/letter/render-letter.ts';
import { quantityLabel } from '../documents/contract/lines.ts';
import type { PriceBasis } from '../documents/contract/totals.ts';
import { recipientLines } from '../quotes/contract/quote-customer.ts';
import { defaultNoticeText } from './contract/default-notice.ts';
import { giroCodePayload } from './contract/girocode.ts';
import { dueNow } from './contract/invoice-amounts.ts';
import { invoiceKindLabels, type Amounts, type InvoiceDocument, type InvoiceLineJson } from './contract/invoices.ts';
import { paymentWithGiroCode } from './giro-code-block.ts';
import { sellerSender } from './seller-letter.ts';

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

/** The price columns say whether the lines are net or, on a consumer's invoice, gross (ADR 076). */
const columns = (basis: PriceBasis): LetterColumn[] => {
  const word = basis === 'gross' ? 'brutto' : 'netto';
  return [
    { title: 'Menge', width: 48, align: 'left' },
    { title: 'Bezeichnung', width: 235, align: 'left' },
    { title: 'Einzelpreis', subtitle: word, width: 75, align: 'right' },
    { title: 'Rabatt', subtitle: word, width: 55, align: 'right' },
    { title: 'Gesamt', subtitle: word, width: 70, align: 'right' },
  ];
};

function letterHeader(invoice: InvoicePdfInput): LetterHeader {
  const { seller, buyer, cancels } = invoice.document;
  const title = `${invoiceKindLabels[invoice.document.kind]} ${invoice.number}`;
  return {
    title,
    sender: sellerSender(seller),
    recipient: recipientLines(buyer),
    facts: [
      ['Rechnungsnummer', invoice.number],
      ['Rechnungsdatum', germanDay(invoice.issueDate)],
      ['Auftrag', invoice.document.orderNumber],
      ['Fällig am', germanDay(invoice.dueDate)],
      ...(seller.vatId ? [['USt-IdNr.', seller.vatId] as const] : []),
      ...(seller.taxNumber ? [['Steuernummer', seller.taxNumber] as const] : []),
    ],
    subject: title,
    intro: [
      ...(cancels ? [`Diese Stornorechnung hebt die Rechnung ${cancels.number} vom ${germanDay(cancels.issueDate)} vollständig auf.`] : []),
      invoice.document.serviceText,
    ].join('\n'),
  };
}

function positionRow(line: InvoiceLineJson): PositionRow {
  const shown = line.gross ?? { unitPrice: line.unitPrice, discount: line.discount, amount: line.net };
  return {
    quantity: quantityLabel({ quantity: line.quantity, unit: line.unit as never }),
    title: line.labour ? `${line.title} (Arbeitsleistung)` : line.title,
    description: line.description,
    amounts: [formatCents(shown.unitPrice), shown.discount !== 0 ? `-${formatCents(shown.discount)}` : '–', formatCents(shown.amount)],
  };
}

const amountsText = (amounts: Amounts, rate: number) =>
  `netto ${formatCents(amounts.net)}, zzgl. ${rate} % USt. ${formatCents(amounts.vat)}, brutto ${formatCents(amounts.gross)}`;

function totals(doc: PDFKit.PDFDocument, invoice: InvoicePdfInput) {
  const { totals: amounts, vatRate, prepaid, amountDue, retention, priceBasis } = invoice.document;
  const gross = { label: `Gesamtbetrag inkl. ${vatRate} % USt.`, amount: amounts.gross, prominent: prepaid.length === 0 && !retention };
  const net = { label: 'Nettobetrag', amount: amounts.net };
  // Gross lines add up to the Gesamtbetrag first, then the VAT it contains (ADR 035, 076).
  amountRows(
    doc,
    priceBasis === 'gross'
      ? [gross, { label: `enthaltene ${vatRate} % USt.`, amount: amounts.vat }, net]
      : [net, { label: `zzgl. ${vatRate} % USt. auf ${formatCents(amounts.net)}`, amount: amounts.vat }, gross],
  );
  if (prepaid.length > 0) deposits(doc, invoice);
  // § 641 Abs. 3 BGB: the retention lowers what is asked now, not the invoice's amounts (ADR 061).
  if (retention) {
    titledParagraph(doc, 'Einbehalt', `Einbehalt wegen offener Mängel: ${formatCents(retention)}, fällig nach Beseitigung`);
    amountRows(doc, [{ label: 'Jetzt fällig', amount: amountDue - retention, prominent: true }]);
  }
}

function deposits(doc: PDFKit.PDFDocument, invoice: InvoicePdfInput) {
  const { totals: amounts, vatRate, prepaid, amountDue } = invoice.document;
  // § 14 Abs. 5 S. 2 UStG: each deposit invoice with its number, date and amounts, deducted.
  titledParagraph(
    doc,
    'Abzüglich geleisteter Anzahlungen',
    prepaid
      .map((deposit) => `Anzahlungsrechnung ${deposit.number} vom ${germanDay(deposit.issueDate)}: ${amountsText(deposit, vatRate)}`)
      .join('\n'),
  );
  const deducted = prepaid.reduce((sum, deposit) => ({ net: sum.net + deposit.net, vat: sum.vat + deposit.vat }), { net: 0, vat: 0 });
  amountRows(doc, [
    { label: 'Abzüglich Anzahlungen netto', amount: -deducted.net },
    { label: `Abzüglich darin enthaltene ${vatRate} % USt.`, amount: -deducted.vat },
    { label: `Verbleibender Nettobetrag`, amount: amounts.net - deducted.net },
    { label: `Verbleibende ${vatRate} % USt.`, amount: amounts.vat - deducted.vat },
    { label: 'Zu zahlender Restbetrag', amount: amountDue, prominent: !invoice.document.retention },
  ]);
}

/**
 * The § 35a paragraph. A final invoice after deposit invoices that declared labour names the order's whole
 * labour, each deposit's part and the rest this invoice declares (ADR 076): no part is declared twice.
 */
function labourText(document: InvoiceDocument, labour: Amounts): string {
  const { vatRate, labourSplit } = document;
  const close = 'Materialkosten sind darin nicht enthalten. Bitte zahlen Sie per Überweisung; Barzahlungen sind nicht begünstigt.';
  if (document.kind !== 'final' || !labourSplit || labourSplit.deposits.length === 0) {
    return `In den Positionen sind Arbeitskosten (Montage, Entsorgung) enthalten: ${amountsText(labour, vatRate)}. ${close}`;
  }
  const deposits = labourSplit.deposits
    .map((deposit) => `mit der Anzahlungsrechnung ${deposit.number} bereits ausgewiesen: ${amountsText(deposit.labour, vatRate)}`)
    .join('; ');
  return `In den Positionen des Auftrags sind Arbeitskosten (Montage, Entsorgung) enthalten: ${amountsText(labourSplit.order, vatRate)}. Davon ${deposits}. Mit dieser Rechnung ausgewiesen: ${amountsText(labour, vatRate)}. ${close}`;
}

function closing(doc: PDFKit.PDFDocument, invoice: InvoicePdfInput) {
  const { document } = invoice;
  if (document.labour) titledParagraph(doc, 'Arbeitskosten (§ 35a EStG)', labourText(document, document.labour));
  const { bank } = document.seller;
  // What is asked now: the amount due less a retention for open defects (ADR 061).
  const payable = dueNow(document.amountDue, document, true);
  if (document.kind === 'cancellation') {
    titledParagraph(doc, 'Hinweis', 'Bereits gezahlte Beträge erstatten wir Ihnen auf Ihr Konto.');
    return;
  }
  const payment = {
    title: 'Zahlung',
    text: `Bitte überweisen Sie ${formatCents(payable)} ohne Abzug bis zum ${germanDay(invoice.dueDate)} (${document.paymentTermDays} Tage nach Rechnungsdatum) unter Angabe der Rechnungsnummer ${invoice.number}.\nKontoinhaber: ${bank.holder} · IBAN ${bank.iban} · BIC ${bank.bic} · ${bank.bankName}`,
  };
  const notice = document.defaultNotice ? [{ title: 'Nach dem Fälligkeitstag', text: defaultNoticeText(document.business) }] : [];
  // The invoice as issued asks for its amount due; what is open later is asked by the dunning letters.
  paymentWithGiroCode(doc, [payment, ...notice], giroCodePayload({ ...bank, amount: payable, remittance: invoice.number }));
}

/** The invoice's PDF as bytes. */
export function renderInvoicePdf(invoice: InvoicePdfInput): Promise<Buffer> {
  return renderLetter(letterHeader(invoice), (doc) => {
    positionsTable(doc, columns(invoice.document.priceBasis ?? 'net'), invoice.document.lines.map(positionRow));
    totals(doc, invoice);
    closing(doc, invoice);
  });
}
