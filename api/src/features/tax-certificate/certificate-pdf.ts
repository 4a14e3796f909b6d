import { GREY, MARGIN, titledParagraph } from '../../platform/pdf/letter.ts';
import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { renderPdf } from '../../platform/pdf/render-pdf.ts';
import { describeElementValues } from '../../shared/element-values.ts';
import type { CompanyProfile } from '../settings/contract/company.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { formatCents } from '../../shared/format.ts';
import { postalAddressLines } from '../quotes/contract/quote-customer.ts';
import { TAX_CERTIFICATE_TITLE } from './contract/tax-certificate.ts';
import type { CertificateFacts } from './certificate-facts.ts';

/**
 * The certificate of the firm that did the work (§ 35c Abs. 1 Satz 7 EStG), following the sections of the
 * BMF's official pattern: the taxpayer and the object, the measure and its period, the costs from the paid
 * final invoice, the firm's confirmation. Drawn in this one file on the letter's margins, so it can move
 * onto the shared letter layout when that exists.
 */
const WIDTH = 483;

/** "2026-04-12" → "12.04.2026" */
const calendarDate = (day: string) => day.split('-').reverse().join('.');

function rows(doc: PDFKit.PDFDocument, entries: [string, string][]) {
  for (const [label, value] of entries) {
    const y = doc.y + 4;
    doc.font(PDF_FONTS.regular).fontSize(9).fillColor('black').text(label, MARGIN, y, { width: 200 });
    const labelBottom = doc.y;
    doc.font(PDF_FONTS.bold).text(value, MARGIN + 210, y, { width: WIDTH - 210 });
    doc.y = Math.max(doc.y, labelBottom);
  }
}

function draw(doc: PDFKit.PDFDocument, facts: CertificateFacts, company: CompanyProfile) {
  doc.font(PDF_FONTS.bold).fontSize(11).fillColor('black').text(TAX_CERTIFICATE_TITLE, MARGIN, MARGIN, { width: WIDTH });
  doc.moveDown(0.5);
  rows(doc, [
    ['Ausführendes Fachunternehmen', [company.legalName, company.street, `${company.postalCode} ${company.city}`].join(', ')],
    ['Steuerpflichtige/r (Auftraggeber/in)', facts.customerName],
    ['Gebäude (Objekt)', postalAddressLines(facts.object).join(', ')],
    ['Jahr der Fertigstellung des Gebäudes', String(facts.buildingYear)],
    ['Nutzung', 'zu eigenen Wohnzwecken genutzt (Angabe des Auftraggebers)'],
  ]);
  titledParagraph(
    doc,
    WIDTH,
    'Durchgeführte energetische Maßnahme',
    'Erneuerung der Fenster oder Außentüren (§ 35c Abs. 1 Satz 3 Nr. 4 EStG). Die Mindestanforderungen der ' +
      'Energetischen Sanierungsmaßnahmen-Verordnung (ESanMV, Anlage, Nr. 3) wurden eingehalten, nach den vom Hersteller ' +
      'erklärten Werten der Elemente (EN 14351-1):',
  );
  for (const element of facts.elements)
    doc
      .font(PDF_FONTS.regular)
      .fontSize(9)
      .text(`${element.quantity} × ${element.title}: ${describeElementValues(element.values)}`, MARGIN + 12, doc.y + 2, {
        width: WIDTH - 12,
      });
  rows(doc, [
    ['Zeitraum der Durchführung', `${calendarDate(facts.from)} bis ${calendarDate(facts.to)}`],
    ['Auftrag / Schlussrechnung', `${facts.orderNumber} / ${facts.invoiceNumber}`],
  ]);
  titledParagraph(doc, WIDTH, 'Aufwendungen laut Schlussrechnung (brutto, bezahlt)', '');
  rows(doc, [
    ['Arbeitskosten', formatCents(facts.labour)],
    ['Materialkosten', formatCents(facts.material)],
    ['Summe der Aufwendungen', formatCents(facts.total)],
  ]);
  titledParagraph(
    doc,
    WIDTH,
    'Bestätigung des Fachunternehmens',
    'Wir bestätigen, dass wir die genannte Maßnahme an dem genannten Gebäude fachgerecht durchgeführt haben und dass ' +
      'die Anforderungen der ESanMV erfüllt sind. Die Aufwendungen wurden mit der genannten Schlussrechnung in deutscher ' +
      'Sprache abgerechnet und sind bezahlt. Die Steuerermäßigung ist ausgeschlossen, wenn für die Maßnahme öffentliche ' +
      'Fördermittel (etwa aus der BEG EM) in Anspruch genommen werden (§ 35c Abs. 3 EStG).',
  );
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .fillColor(GREY)
    .text(`${company.city}, den ${calendarDate(facts.to)} · ${company.legalName}`, MARGIN, doc.y + 24, { width: WIDTH });
}

export const certificateFilename = (facts: Pick<CertificateFacts, 'orderNumber'>) => `Bescheinigung-35c-${facts.orderNumber}.pdf`;

/** The certificate as PDF bytes; `company` defaults to the company data as stored now. */
export function renderCertificatePdf(facts: CertificateFacts, company: CompanyProfile = companySnapshot()): Promise<Buffer> {
  return renderPdf({ Title: `Bescheinigung § 35c EStG ${facts.orderNumber}`, Author: company.legalName }, (doc) =>
    draw(doc, facts, company),
  );
}
