import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { germanDay } from '../../shared/dates.ts';
import { formatMillimetres, formatSizeMm } from '../../shared/format.ts';
import { companySender } from '../settings/company-sender.ts';
import { GREY, MARGIN, TEXT_WIDTH } from '../documents/letter/layout.ts';
import { ensureRoom, titledParagraph } from '../documents/letter/paragraphs.ts';
import { renderLetter } from '../documents/letter/render-letter.ts';
import type { CompanyProfile } from '../settings/contract/company.ts';
import { drawOpening } from './aufmass-drawing.ts';
import type { AufmassJson, AufmassOpeningJson } from './contract/aufmass.ts';
import { hingeLabels, openingTypeLabels } from '../../shared/opening-types.ts';

/** What the protocol prints: the lead's customer, the record and each opening's photos as bytes. */
export interface AufmassPdfInput {
  company: CompanyProfile;
  reference: string;
  customer: { name: string; lines: string[] };
  aufmass: AufmassJson;
  photos: Map<number, Buffer[]>;
}

const SKETCH = 130;
const PHOTO = { width: 110, height: 82 };

function facts(opening: AufmassOpeningJson, jointMm: number): string[] {
  const order = formatSizeMm({ width: opening.orderWidthMm, height: opening.orderHeightMm });
  const rough = formatSizeMm({ width: opening.roughWidthMm, height: opening.roughHeightMm });
  const customer =
    opening.customerWidthMm && opening.customerHeightMm
      ? `vom Kunden gemessen: ${formatSizeMm({ width: opening.customerWidthMm, height: opening.customerHeightMm })}${opening.changedFromCustomer ? ' (vom Monteur geändert)' : ''}`
      : null;
  return [
    `Produkt: ${opening.productName ?? 'noch offen'} · Menge ${opening.quantity}`,
    `Rohbaumaß: ${rough}`,
    `Bestellmaß: ${order} (Einbaufuge ${formatMillimetres(jointMm)} je Seite)`,
    `Öffnungsart: ${openingTypeLabels[opening.openingType]}${opening.hinge ? `, ${hingeLabels[opening.hinge]}` : ''}`,
    ...(opening.sill ? [`Fensterbank: ${opening.sill}`] : []),
    ...(opening.connection ? [`Anschluss: ${opening.connection}`] : []),
    `Altfenster: ${opening.removal ? 'ausbauen und entsorgen' : 'bleibt / kein Ausbau'}`,
    ...(customer ? [customer] : []),
    ...(opening.note ? [`Notiz: ${opening.note}`] : []),
  ];
}

function opening(doc: PDFKit.PDFDocument, input: AufmassPdfInput, item: AufmassOpeningJson, index: number) {
  ensureRoom(doc, SKETCH + 40);
  const top = doc.y + 10;
  doc
    .font(PDF_FONTS.bold)
    .fontSize(10)
    .fillColor('black')
    .text(`${index + 1}. ${item.position}`, MARGIN, top, { width: TEXT_WIDTH });
  const sketchTop = doc.y + 4;
  drawOpening(doc, item, MARGIN, sketchTop, SKETCH);
  const textX = MARGIN + SKETCH + 70;
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor('black');
  doc.text(facts(item, input.aufmass.jointMm).join('\n'), textX, sketchTop, { width: TEXT_WIDTH - (textX - MARGIN) });
  doc.y = Math.max(doc.y, sketchTop + SKETCH + 26);
  const photos = input.photos.get(index) ?? [];
  photos.forEach((photo, photoIndex) => {
    const column = photoIndex % 4;
    if (column === 0) ensureRoom(doc, PHOTO.height + 8);
    const y = doc.y + 4;
    doc.image(photo, MARGIN + column * (PHOTO.width + 12), y, { fit: [PHOTO.width, PHOTO.height] });
    if (column === 3 || photoIndex === photos.length - 1) doc.y = y + PHOTO.height + 4;
    else doc.y = y - 4;
  });
}

/** The Aufmaßprotokoll as an A4 PDF in the letter of every document (DIN 5008 form B, ADR 066). */
export function aufmassPdf(input: AufmassPdfInput): Promise<Buffer> {
  const { aufmass } = input;
  return renderLetter(
    {
      title: `Aufmaßprotokoll ${input.reference}`,
      sender: companySender(input.company),
      recipient: input.customer.lines,
      facts: [
        ['Anfrage', input.reference],
        ['Aufmaß am', germanDay(aufmass.measuredOn)],
        ['Version', String(aufmass.version)],
      ],
      subject: `Aufmaßprotokoll zu Anfrage ${input.reference}`,
      intro: `Aufgemessen von ${aufmass.fitterName}. Maße in mm, von innen gesehen. R = Rohbaumaß der Maueröffnung, B = Bestellmaß des Elements (Rohbaumaß abzüglich ${formatMillimetres(aufmass.jointMm)} Einbaufuge je Seite).`,
    },
    (doc) => {
      aufmass.openings.forEach((item, index) => opening(doc, input, item, index));
      if (aufmass.note) titledParagraph(doc, 'Anmerkungen', aufmass.note);
      ensureRoom(doc, 30);
      doc
        .font(PDF_FONTS.regular)
        .fontSize(8)
        .fillColor(GREY)
        .text(
          'Die Bestellmaße sind die Grundlage des Angebots und der Bestellung beim Hersteller. Bitte prüfen Sie Anzahl, Lage und Öffnungsart.',
          MARGIN,
          doc.y + 12,
          { width: TEXT_WIDTH },
        );
    },
  );
}
