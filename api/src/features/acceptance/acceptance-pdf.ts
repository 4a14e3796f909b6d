import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { renderPdf } from '../../platform/pdf/render-pdf.ts';
import { GREY, INFO_Y, MARGIN, PAGE_BOTTOM, RECIPIENT, SUBJECT_Y, mm, titledParagraph } from '../../platform/pdf/letter.ts';
import { quantityLabel, type PostalAddress, type QuoteLine } from '../documents/contract/lines.ts';
import { recipientLines } from '../quotes/contract/quote-customer.ts';
import type { CompanyProfile } from '../settings/contract/company.ts';
import { germanDay } from '../../shared/format.ts';
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

const WIDTH = 483;
const PHOTO = { width: 150, height: 112 };

const room = (doc: PDFKit.PDFDocument, height: number) => {
  if (doc.y + height > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
};

function header(doc: PDFKit.PDFDocument, input: AcceptancePdfInput) {
  const { company, acceptance } = input;
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
  doc
    .fontSize(7)
    .text(`${company.legalName} · ${company.street} · ${company.postalCode} ${company.city}`, RECIPIENT.x, RECIPIENT.y - mm(5), {
      width: RECIPIENT.width,
      lineBreak: false,
      underline: true,
    });
  doc
    .fontSize(10)
    .fillColor('black')
    .text(recipientLines(input.customer).join('\n'), RECIPIENT.x, RECIPIENT.y, {
      width: RECIPIENT.width,
      height: RECIPIENT.bottom - RECIPIENT.y,
    });
  const facts: [string, string][] = [
    ['Auftrag', input.orderNumber],
    ['Abnahme am', acceptance.acceptedOn ? germanDay(acceptance.acceptedOn) : '–'],
    ['Gewährleistung bis', acceptance.warrantyEndsOn ? germanDay(acceptance.warrantyEndsOn) : '–'],
  ];
  doc.fontSize(9);
  facts.forEach(([label, value], index) => {
    doc.fillColor(GREY).text(label, 340, INFO_Y + index * 14, { width: 90 });
    doc.fillColor('black').text(value, 430, INFO_Y + index * 14, { width: 110, align: 'right' });
  });
  doc.font(PDF_FONTS.bold).fontSize(16).text(`Abnahmeprotokoll zu Auftrag ${input.orderNumber}`, MARGIN, SUBJECT_Y, { width: WIDTH });
  const place = input.installationAddress
    ? [input.installationAddress.street, `${input.installationAddress.postcode} ${input.installationAddress.city}`].join(', ')
    : '';
  doc
    .font(PDF_FONTS.regular)
    .fontSize(10)
    .text(
      [
        `${acceptance.kind ? acceptanceKindLabels[acceptance.kind] : ''}${acceptance.reason ? ` – ${acceptance.reason}` : ''}`,
        `Ort: ${acceptance.place || place}`,
        ...(acceptance.present ? [`Anwesend: ${acceptance.present}`] : []),
      ].join('\n'),
      MARGIN,
      SUBJECT_Y + 26,
      { width: WIDTH },
    );
}

function positions(doc: PDFKit.PDFDocument, input: AcceptancePdfInput) {
  titledParagraph(doc, WIDTH, 'Ausgeführte Leistungen', 'Die Positionen des Auftrags und ob sie eingebaut sind:');
  doc.moveDown(0.3);
  input.lines.forEach((line, index) => {
    room(doc, 16);
    const installed = input.acceptance.installedLines.includes(index);
    doc
      .font(installed ? PDF_FONTS.regular : PDF_FONTS.bold)
      .fontSize(9)
      .fillColor('black')
      .text(
        `${index + 1}. ${quantityLabel({ quantity: line.quantity, unit: line.unit as never })} ${line.title} – ${installed ? 'eingebaut' : 'nicht eingebaut'}`,
        MARGIN,
        doc.y + 2,
        {
          width: WIDTH,
        },
      );
  });
}

function defects(doc: PDFKit.PDFDocument, input: AcceptancePdfInput) {
  const list = input.acceptance.defects;
  titledParagraph(
    doc,
    WIDTH,
    'Mängel',
    list.length === 0
      ? 'Bei der Abnahme wurden keine Mängel festgestellt.'
      : 'Folgende Mängel wurden festgestellt und vorbehalten (§ 640 Abs. 3 BGB):',
  );
  list.forEach((defect, index) => {
    room(doc, 40);
    const about = defect.lineTitle ? ` (Position ${defect.lineIndex! + 1}: ${defect.lineTitle})` : '';
    const due = defect.fixBy ? ` – zu beseitigen bis ${germanDay(defect.fixBy)}` : '';
    doc
      .font(PDF_FONTS.bold)
      .fontSize(9)
      .fillColor('black')
      .text(`Mangel ${index + 1}${about}${due} – ${defectStateLabels[defect.state]}`, MARGIN, doc.y + 8, { width: WIDTH });
    doc.font(PDF_FONTS.regular).text(defect.text, MARGIN, doc.y + 2, { width: WIDTH });
    const photos = input.photos.get(defect.id) ?? [];
    photos.forEach((photo, photoIndex) => {
      const column = photoIndex % 3;
      if (column === 0) room(doc, PHOTO.height + 8);
      const y = doc.y + 4;
      doc.image(photo, MARGIN + column * (PHOTO.width + 16), y, { fit: [PHOTO.width, PHOTO.height] });
      if (column === 2 || photoIndex === photos.length - 1) doc.y = y + PHOTO.height + 4;
      else doc.y = y - 4;
    });
  });
}

function signatures(doc: PDFKit.PDFDocument, input: AcceptancePdfInput) {
  const { acceptance } = input;
  if (acceptance.reservations) titledParagraph(doc, WIDTH, 'Vorbehalte des Kunden', acceptance.reservations);
  if (!input.signatures.customer && !input.signatures.fitter) return;
  room(doc, 120);
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
  sign(MARGIN + WIDTH - box.width, input.signatures.fitter, `${day}, Monteur: ${acceptance.fitterName}`);
  doc.y = y + box.height + 24;
}

/** The Abnahmeprotokoll as an A4 PDF in the letter layout of the quotes and invoices (DIN 5008 form B). */
export function acceptancePdf(input: AcceptancePdfInput): Promise<Buffer> {
  return renderPdf({ Title: `Abnahmeprotokoll ${input.orderNumber}`, Author: input.company.legalName }, (doc) => {
    header(doc, input);
    positions(doc, input);
    defects(doc, input);
    signatures(doc, input);
    titledParagraph(
      doc,
      WIDTH,
      'Was die Abnahme bedeutet',
      'Mit der Abnahme wird die Schlusszahlung fällig (§ 641 BGB), die Gefahr geht auf Sie über und die Gewährleistung von fünf Jahren beginnt (§ 634a Abs. 1 Nr. 2 BGB). Die oben genannten Mängel beseitigen wir in der genannten Frist; Ihre Rechte wegen dieser Mängel bleiben vorbehalten.',
    );
  });
}
