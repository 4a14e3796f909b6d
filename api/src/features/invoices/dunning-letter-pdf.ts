import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { renderPdf } from '../../platform/pdf/render-pdf.ts';
import { GREY, INFO_Y, MARGIN, RECIPIENT, SUBJECT_Y, mm, titledParagraph } from '../../platform/pdf/letter.ts';
import { formatCents } from '../../shared/format.ts';
import { recipientLines } from '../quotes/contract/quote-customer.ts';
import { dunningLevelLabels, interestPoints, type DunningFigures, type DunningLevel } from './contract/dunning.ts';
import { interestPeriodText } from './contract/dunning-messages.ts';
import { giroCodePayload } from './contract/girocode.ts';
import { germanDay } from '../../shared/format.ts';
import { invoiceKindLabels, type InvoiceDocument } from './contract/invoices.ts';
import { giroCodeBlock } from './invoice-pdf.ts';

const WIDTH = 483;

export interface DunningLetterInput {
  level: DunningLevel;
  day: string;
  number: string;
  issueDate: string;
  dueDate: string;
  document: InvoiceDocument;
  figures: DunningFigures;
}

function body(input: DunningLetterInput): string {
  const { level, number, issueDate, dueDate, document, figures } = input;
  const invoice = `${invoiceKindLabels[document.kind]} ${number} vom ${germanDay(issueDate)}`;
  if (level === 'reminder')
    return `zu unserer ${invoice} ist noch ${formatCents(figures.open)} offen; sie war am ${germanDay(dueDate)} fällig. Sicher ist das nur übersehen worden. Bitte überweisen Sie den Betrag in den nächsten Tagen.`;
  const since = figures.defaultFrom ? ` Seit dem ${germanDay(figures.defaultFrom)} sind Sie in Verzug (§ 286 BGB).` : '';
  const opening = level === 'first' ? 'trotz unserer Zahlungserinnerung' : 'trotz unserer Zahlungserinnerung und unserer 1. Mahnung';
  return `${opening} ist zu unserer ${invoice}, fällig am ${germanDay(dueDate)}, noch ${formatCents(figures.open)} offen.${since} Bitte überweisen Sie den unten genannten Gesamtbetrag innerhalb von 10 Tagen.`;
}

/** A Zahlungserinnerung or Mahnung as a letter in the layout of every document (DIN 5008 form B). */
export function renderDunningLetter(input: DunningLetterInput): Promise<Buffer> {
  const { document, figures, level, number } = input;
  const { seller, buyer } = document;
  const title = `${dunningLevelLabels[level]} zur Rechnung ${number}`;
  return renderPdf({ Title: title, Author: seller.name }, (doc) => {
    doc.font(PDF_FONTS.bold).fontSize(16).fillColor('black').text(seller.name, MARGIN, MARGIN, { width: 300 });
    doc
      .font(PDF_FONTS.regular)
      .fontSize(7)
      .fillColor(GREY)
      .text(`${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`, RECIPIENT.x, RECIPIENT.y - mm(5), {
        width: RECIPIENT.width,
        lineBreak: false,
        underline: true,
      });
    doc.fontSize(10).fillColor('black').text(recipientLines(buyer).join('\n'), RECIPIENT.x, RECIPIENT.y, { width: RECIPIENT.width });
    doc.fontSize(9);
    [
      ['Datum', germanDay(input.day)],
      ['Rechnungsnummer', number],
      ['Auftrag', document.orderNumber],
    ].forEach(([label, value], index) => {
      doc.fillColor(GREY).text(label!, 340, INFO_Y + index * 14, { width: 90 });
      doc.fillColor('black').text(value!, 430, INFO_Y + index * 14, { width: 110, align: 'right' });
    });
    doc.font(PDF_FONTS.bold).fontSize(14).text(title, MARGIN, SUBJECT_Y, { width: WIDTH });
    doc
      .font(PDF_FONTS.regular)
      .fontSize(10)
      .text(`Guten Tag ${buyer.name},\n\n${body(input)}`, MARGIN, SUBJECT_Y + 26, { width: WIDTH });
    const rows: [string, number][] = [['Offener Rechnungsbetrag', figures.open]];
    if (figures.interest > 0)
      rows.push([`Verzugszinsen, ${interestPoints(document.business)} Prozentpunkte über dem Basiszinssatz (§ 288 BGB)`, figures.interest]);
    if (figures.flatFee > 0) rows.push(['Verzugspauschale (§ 288 Abs. 5 BGB)', figures.flatFee]);
    if (figures.dunningFees > 0) rows.push(['Mahngebühren', figures.dunningFees]);
    rows.push(['Gesamtbetrag', figures.total]);
    doc.y += 10;
    rows.forEach(([label, amount], index) => {
      const y = doc.y;
      const last = index === rows.length - 1;
      doc.font(last ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(last ? 11 : 9);
      doc.text(label, MARGIN, y, { width: WIDTH - 110 });
      doc.text(formatCents(amount), MARGIN + WIDTH - 100, y, { width: 100, align: 'right' });
      doc.y = Math.max(doc.y, y + 14);
    });
    if (figures.periods.length > 0)
      titledParagraph(
        doc,
        WIDTH,
        'Berechnung der Zinsen (Tage genau, Jahr zu 365 Tagen)',
        [...figures.periods.map(interestPeriodText), 'Basiszinssatz: Deutsche Bundesbank, § 247 BGB.'].join('\n'),
      );
    const { bank } = seller;
    titledParagraph(
      doc,
      WIDTH,
      'Zahlung',
      `Bitte überweisen Sie ${formatCents(figures.total)} unter Angabe der Rechnungsnummer ${number}.\nKontoinhaber: ${bank.holder} · IBAN ${bank.iban} · BIC ${bank.bic} · ${bank.bankName}\nHaben Sie inzwischen bezahlt, betrachten Sie dieses Schreiben bitte als gegenstandslos.`,
    );
    giroCodeBlock(doc, giroCodePayload({ ...bank, amount: figures.total, remittance: number }));
  });
}
