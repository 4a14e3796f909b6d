import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { germanDay } from '../../shared/dates.ts';
import { companySender } from '../settings/company-sender.ts';
import { GREY, MARGIN, TEXT_WIDTH } from '../documents/letter/layout.ts';
import { ensureRoom, titledParagraph } from '../documents/letter/paragraphs.ts';
import { renderLetter, type LetterHeader } from '../documents/letter/render-letter.ts';
import { quantityLabel, type PostalAddress, type QuoteLine } from '../documents/contract/lines.ts';
import { recipientLines } from '../quotes/contract/quote-customer.ts';
import type { CompanyProfile } from '../settings/contract/company.ts';
import { acceptanceKindLabels, defectStateLabels, type AcceptanceJson } from './contract/acceptance.ts';

/** Everything the protocol prints: the order's data, the record, and the images as bytes. */
export interface AcceptancePdfInput {
  company: CompanyProfile;
  orderNumber: string;
  customer: { name: string; company: string; address: PostalAddress | null };
  installationAddress: PostalAddress | null;
  lines: QuoteLine[];
  acceptance: AcceptanceJson;
  /** The photos of each defect by defect id, already scaled to the server's edge (the PDF shows them small). */
  photos: Map<number, Buffer[]>;
  signatures: { customer: Buffer | null; fitter: Buffer | null };
}

const PHOTO = { width: 150, height: 112 };

function letterHeader(input: AcceptancePdfInput): LetterHeader {
  const { acceptance } = input;
  const place = input.installationAddress
    ? [input.installationAddress.street, `${input.installationAddress.postcode} ${input.installationAddress.city}`].join(', ')
    : '';
  return {
    title: `Abnahmeprotokoll ${input.orderNumber}`,
    sender: companySender(input.company),
    recipient: recipientLines(input.customer),
    facts: [
      ['Auftrag', input.orderNumber],
      ['Abnahme am', acceptance.acceptedOn ? germanDay(acceptance.acceptedOn) : '–'],
      ['Gewährleistung bis', acceptance.warrantyEndsOn ? germanDay(acceptance.warrantyEndsOn) : '–'],
    ],
    subject: `Abnahmeprotokoll zu Auftrag ${input.orderNumber}`,
    intro: [
      `${acceptance.kind ? acceptanceKindLabels[acceptance.kind] : ''}${acceptance.reason ? ` – ${acceptance.reason}` : ''}`,
      `Ort: ${acceptance.place || place}`,
      ...(acceptance.present ? [`Anwesend: ${acceptance.present}`] : []),
    ].join('\n'),
  };
}

function positions(doc: PDFKit.PDFDocument, input: AcceptancePdfInput) {
  titledParagraph(doc, 'Ausgeführte Leistungen', 'Die Positionen des Auftrags und ob sie ausgeführt sind:');
  doc.moveDown(0.3);
  input.lines.forEach((line, index) => {
    ensureRoom(doc, 16);
    const installed = input.acceptance.installedLines.includes(index);
    doc
      .font(installed ? PDF_FONTS.regular : PDF_FONTS.bold)
      .fontSize(9)
      .fillColor('black')
      .text(
        `${index + 1}. ${quantityLabel({ quantity: line.quantity, unit: line.unit as never })} ${line.title} – ${installed ? 'ausgeführt' : 'nicht ausgeführt'}`,
        MARGIN,
        doc.y + 2,
        {
          width: TEXT_WIDTH,
        },
      );
  });
}

function defects(doc: PDFKit.PDFDocument, input: AcceptancePdfInput) {
  const list = input.acceptance.defects;
  titledParagraph(
    doc,
    'Mängel',
    list.length === 0
      ? 'Bei der Abnahme wurden keine Mängel festgestellt.'
      : 'Folgende Mängel wurden festgestellt und vorbehalten (§ 640 Abs. 3 BGB):',
  );
  list.forEach((defect, index) => {
    ensureRoom(doc, 40);
    const about = defect.lineTitle ? ` (Position ${defect.lineIndex! + 1}: ${defect.lineTitle})` : '';
    const due = defect.fixBy ? ` – zu beseitigen bis ${germanDay(defect.fixBy)}` : '';
    doc
      .font(PDF_FONTS.bold)
      .fontSize(9)
      .fillColor('black')
      .text(`Mangel ${index + 1}${about}${due} – ${defectStateLabels[defect.state]}`, MARGIN, doc.y + 8, { width: TEXT_WIDTH });
    doc.font(PDF_FONTS.regular).text(defect.text, MARGIN, doc.y + 2, { width: TEXT_WIDTH });
    const photos = input.photos.get(defect.id) ?? [];
    photos.forEach((photo, photoIndex) => {
      const column = photoIndex % 3;
      if (column === 0) ensureRoom(doc, PHOTO.height + 8);
      const y = doc.y + 4;
      doc.image(photo, MARGIN + column * (PHOTO.width + 16), y, { fit: [PHOTO.width, PHOTO.height] });
      if (column === 2 || photoIndex === photos.length - 1) doc.y = y + PHOTO.height + 4;
      else doc.y = y - 4;
    });
  });
}

function signatures(doc: PDFKit.PDFDocument, input: AcceptancePdfInput) {
  const { acceptance } = input;
  if (acceptance.reservations) titledParagraph(doc, 'Vorbehalte des Kunden', acceptance.reservations);
  if (!input.signatures.customer && !input.signatures.fitter) return;
  ensureRoom(doc, 120);
  const y = doc.y + 20;
  const box = { width: 220, height: 70 };
  const sign = (x: number, image: Buffer | null, caption: string) => {
    if (image) doc.image(image, x, y, { fit: [box.width, box.height] });
    doc
      .moveTo(x, y + box.height + 2)
      .lineTo(x + box.width, y + box.height + 2)
      .strokeColor('black')
      .lineWidth(0.6)
      .stroke();
    doc
      .font(PDF_FONTS.regular)
      .fontSize(8)
      .fillColor(GREY)
      .text(caption, x, y + box.height + 6, { width: box.width });
  };
  const day = acceptance.acceptedOn ? germanDay(acceptance.acceptedOn) : '';
  sign(MARGIN, input.signatures.customer, `${day}, Kunde: ${acceptance.customerSigner}`);
  sign(MARGIN + TEXT_WIDTH - box.width, input.signatures.fitter, `${day}, Monteur: ${acceptance.fitterName}`);
  doc.y = y + box.height + 24;
}

/** The Abnahmeprotokoll as an A4 PDF in the letter of the quotes and invoices (DIN 5008 form B, ADR 066). */
export function acceptancePdf(input: AcceptancePdfInput): Promise<Buffer> {
  return renderLetter(letterHeader(input), (doc) => {
    positions(doc, input);
    defects(doc, input);
    signatures(doc, input);
    titledParagraph(
      doc,
      'Was die Abnahme bedeutet',
      'Mit der Abnahme wird die Schlusszahlung fällig (§ 641 BGB), die Gefahr geht auf Sie über und die Gewährleistung von fünf Jahren beginnt (§ 634a Abs. 1 Nr. 2 BGB). Die oben genannten Mängel beseitigen wir in der genannten Frist; Ihre Rechte wegen dieser Mängel bleiben vorbehalten.',
    );
  });
}
