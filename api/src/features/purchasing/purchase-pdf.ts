import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { germanDay } from '../../shared/dates.ts';
import { formatSizeMm } from '../../shared/format.ts';
import { GREY, MARGIN, TEXT_WIDTH } from '../documents/letter/layout.ts';
import { ensureRoom, titledParagraph } from '../documents/letter/paragraphs.ts';
import { renderLetter } from '../documents/letter/render-letter.ts';
import { companySender } from '../settings/company-sender.ts';
import type { CompanyProfile } from '../settings/contract/company.ts';
import { formatWeek } from './contract/delivery-week.ts';
import type { PurchaseDocument, PurchasePosition } from './contract/purchasing.ts';
import { purchaseScreenMessages as screen } from './contract/purchasing-messages.ts';

export interface PurchasePdfInput {
  company: CompanyProfile;
  number: string;
  /** The Berlin day it was sent, or made while a draft. */
  day: string;
  document: PurchaseDocument;
  /** The number of the Bestellung this one replaces and cancels. */
  replacesNumber: string | null;
}

/** "Bestellmaß: 1170 × 1370 mm" or "Maß fehlt": the manufacturer builds to it. */
const orderSizeText = (position: PurchasePosition) =>
  position.widthMm && position.heightMm
    ? `Bestellmaß (B × H): ${formatSizeMm({ width: position.widthMm, height: position.heightMm })}`
    : `Bestellmaß: ${screen.sizeMissing}`;

/** The lines of one position, as printed and as the mail's text repeats them. */
export function positionFacts(position: PurchasePosition): string[] {
  return [
    `Produkt: ${position.product}`,
    orderSizeText(position),
    ...(position.openingType ? [`Öffnungsart: ${position.openingType}${position.hinge ? `, ${position.hinge}` : ''}`] : []),
    ...(position.glazing ? [`Verglasung: ${position.glazing}${position.glazingValues ? ` (${position.glazingValues})` : ''}`] : []),
    ...(position.colourInside || position.colourOutside
      ? [`Farbe innen: ${position.colourInside || '–'} · außen: ${position.colourOutside || '–'}`]
      : []),
    ...position.options.map(
      (option) => `${option.category}: ${option.name}${option.articleCode ? ` [Art.-Nr. ${option.articleCode}]` : ''}`,
    ),
  ];
}

function position(doc: PDFKit.PDFDocument, item: PurchasePosition, index: number) {
  const facts = positionFacts(item);
  ensureRoom(doc, 30 + facts.length * 11);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(10)
    .fillColor('black')
    .text(`Pos. ${index + 1}: ${item.name} – Menge ${item.quantity}`, MARGIN, doc.y + 10, { width: TEXT_WIDTH });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .text(facts.join('\n'), MARGIN + 12, doc.y + 2, { width: TEXT_WIDTH - 12 });
}

/** The Bestellung as an A4 PDF in the letter of every document (DIN 5008 form B, ADR 066). */
export function purchasePdf(input: PurchasePdfInput): Promise<Buffer> {
  const { document } = input;
  const { supplier } = document;
  return renderLetter(
    {
      title: `Bestellung ${input.number}`,
      sender: companySender(input.company),
      recipient: [supplier.name, supplier.street, `${supplier.postcode} ${supplier.city}`],
      facts: [
        ['Bestellung', input.number],
        ['Datum', germanDay(input.day)],
        ...(supplier.customerNumber ? ([['Kundennummer', supplier.customerNumber]] as const) : []),
        ['Unser Auftrag', document.orderNumber],
        ['Wunsch-Liefertermin', formatWeek(document.wishedWeek)],
      ],
      subject: `Bestellung ${input.number}`,
      intro: [
        ...(input.replacesNumber ? [`Diese Bestellung ersetzt unsere Bestellung ${input.replacesNumber}; jene ist damit storniert.`] : []),
        `Wir bestellen die folgenden Positionen zur Lieferung in ${formatWeek(document.wishedWeek)}. Maße in mm, Breite × Höhe, von innen gesehen. Bitte senden Sie uns Ihre Auftragsbestätigung mit Liefertermin und Preisen.`,
      ].join('\n'),
    },
    (doc) => {
      document.positions.forEach((item, index) => position(doc, item, index));
      titledParagraph(doc, 'Lieferanschrift', document.deliveryAddress.join('\n'));
      ensureRoom(doc, 30);
      doc
        .font(PDF_FONTS.regular)
        .fontSize(8)
        .fillColor(GREY)
        .text(
          `Bitte geben Sie auf Auftragsbestätigung, Lieferschein und Rechnung unsere Bestellnummer ${input.number} an.`,
          MARGIN,
          doc.y + 12,
          {
            width: TEXT_WIDTH,
          },
        );
    },
  );
}

export const purchasePdfFilename = (number: string) => `Bestellung-${number}.pdf`;
