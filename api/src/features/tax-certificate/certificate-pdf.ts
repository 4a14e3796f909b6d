import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { germanDay } from '../../shared/dates.ts';
import { describeElementValues } from '../../shared/element-values.ts';
import { formatCents } from '../../shared/format.ts';
import { GREY, MARGIN, TEXT_WIDTH } from '../documents/letter/layout.ts';
import { ensureRoom, titledParagraph } from '../documents/letter/paragraphs.ts';
import { renderLetter, type LetterHeader } from '../documents/letter/render-letter.ts';
import { postalAddressLines, recipientLines } from '../quotes/contract/quote-customer.ts';
import { companySender } from '../settings/company-sender.ts';
import type { CompanyProfile } from '../settings/contract/company.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { TAX_CERTIFICATE_TITLE } from './contract/tax-certificate.ts';
import type { CertificateFacts } from './certificate-facts.ts';

/**
 * The certificate of the firm that did the work (§ 35c Abs. 1 Satz 7 EStG), following the sections of the
 * BMF's official pattern: the taxpayer and the object, the measure and its period, the costs from the paid
 * final invoice, the firm's confirmation. Printed on the letter of all our documents (ADR 066), so it
 * carries the company's letterhead and footer like the invoice it refers to.
 */

/** Label and value side by side, the value bold: the pattern's fields. */
function rows(doc: PDFKit.PDFDocument, entries: [string, string][]) {
  for (const [label, value] of entries) {
    ensureRoom(doc, 16);
    const y = doc.y + 4;
    doc.font(PDF_FONTS.regular).fontSize(9).fillColor('black').text(label, MARGIN, y, { width: 200 });
    const labelBottom = doc.y;
    doc.font(PDF_FONTS.bold).text(value, MARGIN + 210, y, { width: TEXT_WIDTH - 210 });
    doc.y = Math.max(doc.y, labelBottom);
  }
}

function letterHeader(facts: CertificateFacts, company: CompanyProfile): LetterHeader {
  return {
    title: `Bescheinigung § 35c EStG ${facts.orderNumber}`,
    sender: companySender(company),
    recipient: recipientLines({ company: '', name: facts.customerName, address: facts.address }),
    facts: [
      ['Auftrag', facts.orderNumber],
      ['Schlussrechnung', facts.invoiceNumber],
      ['Datum', germanDay(facts.to)],
    ],
    // The pattern's long title below a subject that fits the subject line.
    subject: 'Bescheinigung § 35c EStG',
    intro: TAX_CERTIFICATE_TITLE,
  };
}

function body(doc: PDFKit.PDFDocument, facts: CertificateFacts, company: CompanyProfile) {
  rows(doc, [
    ['Ausführendes Fachunternehmen', [company.legalName, company.street, `${company.postalCode} ${company.city}`].join(', ')],
    ['Steuerpflichtige/r (Auftraggeber/in)', facts.customerName],
    ['Gebäude (Objekt)', postalAddressLines(facts.object).join(', ')],
    ['Jahr der Fertigstellung des Gebäudes', String(facts.buildingYear)],
    ['Nutzung', 'zu eigenen Wohnzwecken genutzt (Angabe des Auftraggebers)'],
  ]);
  titledParagraph(
    doc,
    'Durchgeführte energetische Maßnahme',
    'Erneuerung der Fenster oder Außentüren (§ 35c Abs. 1 Satz 3 Nr. 4 EStG). Die Mindestanforderungen der ' +
      'Energetischen Sanierungsmaßnahmen-Verordnung (ESanMV, Anlage, Nr. 3) wurden eingehalten, nach den vom Hersteller ' +
      'erklärten Werten der Elemente (EN 14351-1):',
  );
  for (const element of facts.elements) {
    ensureRoom(doc, 14);
    doc
      .font(PDF_FONTS.regular)
      .fontSize(9)
      .text(`${element.quantity} × ${element.title}: ${describeElementValues(element.values)}`, MARGIN + 12, doc.y + 2, {
        width: TEXT_WIDTH - 12,
      });
  }
  rows(doc, [
    ['Zeitraum der Durchführung', `${germanDay(facts.from)} bis ${germanDay(facts.to)}`],
    ['Auftrag / Schlussrechnung', `${facts.orderNumber} / ${facts.invoiceNumber}`],
  ]);
  titledParagraph(doc, 'Aufwendungen laut Schlussrechnung (brutto, bezahlt)', '');
  rows(doc, [
    ['Arbeitskosten', formatCents(facts.labour)],
    ['Materialkosten', formatCents(facts.material)],
    ['Summe der Aufwendungen', formatCents(facts.total)],
  ]);
  titledParagraph(
    doc,
    'Bestätigung des Fachunternehmens',
    'Wir bestätigen, dass wir die genannte Maßnahme an dem genannten Gebäude fachgerecht durchgeführt haben und dass ' +
      'die Anforderungen der ESanMV erfüllt sind. Die Aufwendungen wurden mit der genannten Schlussrechnung in deutscher ' +
      'Sprache abgerechnet und sind bezahlt. Die Steuerermäßigung ist ausgeschlossen, wenn für die Maßnahme öffentliche ' +
      'Fördermittel (etwa aus der BEG EM) in Anspruch genommen werden (§ 35c Abs. 3 EStG).',
  );
  ensureRoom(doc, 40);
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .fillColor(GREY)
    .text(`${company.city}, den ${germanDay(facts.to)} · ${company.legalName}`, MARGIN, doc.y + 24, { width: TEXT_WIDTH });
}

export const certificateFilename = (facts: Pick<CertificateFacts, 'orderNumber'>) => `Bescheinigung-35c-${facts.orderNumber}.pdf`;

/** The certificate as PDF bytes; `company` defaults to the company data as stored now. */
export function renderCertificatePdf(facts: CertificateFacts, company: CompanyProfile = companySnapshot()): Promise<Buffer> {
  return renderLetter(letterHeader(facts, company), (doc) => body(doc, facts, company));
}
