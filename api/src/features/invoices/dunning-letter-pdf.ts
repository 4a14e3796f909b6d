import { germanDay } from '../../shared/dates.ts';
import { formatCents } from '../../shared/format.ts';
import { amountRows, type AmountRow } from '../documents/letter/amount-rows.ts';
import { titledParagraph } from '../documents/letter/paragraphs.ts';
import { renderLetter } from '../documents/letter/render-letter.ts';
import { recipientLines } from '../quotes/contract/quote-customer.ts';
import { dunningLevelLabels, interestPoints, type DunningFigures, type DunningLevel } from './contract/dunning.ts';
import { interestPeriodText } from './contract/dunning-messages.ts';
import { giroCodePayload } from './contract/girocode.ts';
import { invoiceKindLabels, type InvoiceDocument } from './contract/invoices.ts';
import { paymentWithGiroCode } from './giro-code-block.ts';
import { sellerSender } from './seller-letter.ts';
import { greeting } from '../../shared/mail-greeting.ts';

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

/** A Zahlungserinnerung or Mahnung as a letter in the layout of every document (DIN 5008 form B, ADR 066). */
export function renderDunningLetter(input: DunningLetterInput): Promise<Buffer> {
  const { document, figures, level, number } = input;
  const { seller, buyer } = document;
  const title = `${dunningLevelLabels[level]} zur Rechnung ${number}`;
  const header = {
    title,
    sender: sellerSender(seller),
    recipient: recipientLines(buyer),
    facts: [
      ['Datum', germanDay(input.day)],
      ['Rechnungsnummer', number],
      ['Auftrag', document.orderNumber],
    ] as const,
    subject: title,
    intro: `${greeting()}\n\n${body(input)}`,
  };
  return renderLetter(header, (doc) => {
    const rows: AmountRow[] = [{ label: 'Offener Rechnungsbetrag', amount: figures.open }];
    if (figures.interest > 0)
      rows.push({
        label: `Verzugszinsen, ${interestPoints(document.business)} Prozentpunkte über dem Basiszinssatz (§ 288 BGB)`,
        amount: figures.interest,
      });
    if (figures.flatFee > 0) rows.push({ label: 'Verzugspauschale (§ 288 Abs. 5 BGB)', amount: figures.flatFee });
    if (figures.dunningFees > 0) rows.push({ label: 'Mahngebühren', amount: figures.dunningFees });
    rows.push({ label: 'Gesamtbetrag', amount: figures.total, prominent: true });
    amountRows(doc, rows);
    if (figures.periods.length > 0)
      titledParagraph(
        doc,
        'Berechnung der Zinsen (Tage genau, Jahr zu 365 Tagen)',
        [...figures.periods.map(interestPeriodText), 'Basiszinssatz: Deutsche Bundesbank, § 247 BGB.'].join('\n'),
      );
    const { bank } = seller;
    const payment = {
      title: 'Zahlung',
      text: `Bitte überweisen Sie ${formatCents(figures.total)} unter Angabe der Rechnungsnummer ${number}.\nKontoinhaber: ${bank.holder} · IBAN ${bank.iban} · BIC ${bank.bic} · ${bank.bankName}\nHaben Sie inzwischen bezahlt, betrachten Sie dieses Schreiben bitte als gegenstandslos.`,
    };
    paymentWithGiroCode(doc, [payment], giroCodePayload({ ...bank, amount: figures.total, remittance: number }));
  });
}
