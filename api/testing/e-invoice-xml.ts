import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream } from '@cantoo/pdf-lib';
import { SaxesParser } from 'saxes';
import { convert } from 'xmlbuilder2';

/**
 * Reading e-invoices in tests: the files a PDF embeds (a Factur-X carries factur-x.xml), read with
 * pdf-lib, and the figures of a CII invoice, parsed with xmlbuilder2 – so the tests check the XML a
 * receiver would read, not the data we handed the library.
 */
export async function embeddedFiles(pdf: Uint8Array): Promise<Map<string, string>> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const files = new Map<string, string>();
  const names = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const embedded = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = embedded?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let index = 0; list && index < list.size(); index += 2) {
    const name = list.lookup(index) as unknown as { decodeText(): string };
    const spec = list.lookup(index + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    files.set(name.decodeText(), Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8'));
  }
  return files;
}

/**
 * The well-formedness errors of an XML document, read by saxes, a parser that holds to XML 1.0 (its Char
 * production among the rest) as a receiver's would; xmlbuilder2 and sax read U+FFFF without a word.
 */
export function notWellFormed(xml: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => errors.push(error.message));
  parser.write(xml).close();
  return errors;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = any;

/** A child element (the first, or all) by its qualified name; arrays where the parser made one. */
const all = (node: Node, name: string): Node[] => {
  const value = node?.[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
const one = (node: Node, ...path: string[]): Node => path.reduce((current, name) => all(current, name)[0], node);
/** An element's text, whether the parser gave a string or an object with attributes and '#'. */
const text = (node: Node): string | undefined =>
  node === undefined ? undefined : typeof node === 'object' ? String(node['#'] ?? '') : String(node);
const cents = (node: Node): number | undefined => {
  const value = text(node);
  return value === undefined || value === '' ? undefined : Math.round(Number(value) * 100);
};

/** The business terms the tests check, read from a CII (Factur-X or XRechnung) document. */
export function ciiFacts(xml: string) {
  const root = (convert(xml, { format: 'object' }) as Node)['rsm:CrossIndustryInvoice'];
  const transaction = one(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = one(transaction, 'ram:ApplicableHeaderTradeAgreement');
  const settlement = one(transaction, 'ram:ApplicableHeaderTradeSettlement');
  const sums = one(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const party = (node: Node) => ({
    name: text(one(node, 'ram:Name')),
    postcode: text(one(node, 'ram:PostalTradeAddress', 'ram:PostcodeCode')),
    street: text(one(node, 'ram:PostalTradeAddress', 'ram:LineOne')),
    city: text(one(node, 'ram:PostalTradeAddress', 'ram:CityName')),
    country: text(one(node, 'ram:PostalTradeAddress', 'ram:CountryID')),
    taxRegistrations: all(node, 'ram:SpecifiedTaxRegistration').map((registration) => ({
      scheme: one(registration, 'ram:ID')?.['@schemeID'],
      id: text(one(registration, 'ram:ID')),
    })),
  });
  return {
    guideline: text(one(root, 'rsm:ExchangedDocumentContext', 'ram:GuidelineSpecifiedDocumentContextParameter', 'ram:ID')),
    number: text(one(root, 'rsm:ExchangedDocument', 'ram:ID')),
    typeCode: text(one(root, 'rsm:ExchangedDocument', 'ram:TypeCode')),
    issueDate: text(one(root, 'rsm:ExchangedDocument', 'ram:IssueDateTime', 'udt:DateTimeString')),
    currency: text(one(settlement, 'ram:InvoiceCurrencyCode')),
    precedingInvoice: text(one(settlement, 'ram:InvoiceReferencedDocument', 'ram:IssuerAssignedID')),
    note: text(one(root, 'rsm:ExchangedDocument', 'ram:IncludedNote', 'ram:Content')),
    seller: party(one(agreement, 'ram:SellerTradeParty')),
    buyer: party(one(agreement, 'ram:BuyerTradeParty')),
    lines: all(transaction, 'ram:IncludedSupplyChainTradeLineItem').map((line) => ({
      name: text(one(line, 'ram:SpecifiedTradeProduct', 'ram:Name')),
      net: cents(
        one(line, 'ram:SpecifiedLineTradeSettlement', 'ram:SpecifiedTradeSettlementLineMonetarySummation', 'ram:LineTotalAmount'),
      )!,
    })),
    vatBreakdown: all(settlement, 'ram:ApplicableTradeTax').map((tax) => ({
      basis: cents(one(tax, 'ram:BasisAmount'))!,
      amount: cents(one(tax, 'ram:CalculatedAmount'))!,
      category: text(one(tax, 'ram:CategoryCode')),
      rate: Number(text(one(tax, 'ram:RateApplicablePercent'))),
    })),
    totals: {
      /** BT-106 … BT-115 */
      lineTotal: cents(one(sums, 'ram:LineTotalAmount')),
      allowances: cents(one(sums, 'ram:AllowanceTotalAmount')) ?? 0,
      charges: cents(one(sums, 'ram:ChargeTotalAmount')) ?? 0,
      taxBasis: cents(one(sums, 'ram:TaxBasisTotalAmount')),
      taxTotal: cents(one(sums, 'ram:TaxTotalAmount')),
      grandTotal: cents(one(sums, 'ram:GrandTotalAmount')),
      prepaid: cents(one(sums, 'ram:TotalPrepaidAmount')) ?? 0,
      rounding: cents(one(sums, 'ram:RoundingAmount')) ?? 0,
      duePayable: cents(one(sums, 'ram:DuePayableAmount')),
    },
  };
}

/**
 * The EN 16931 rules the tests hold every e-invoice to: the mandatory terms are there and the sums add up
 * (BR-CO-10 … BR-CO-16, BR-CO-17 per VAT rate). Answers the broken rules; empty when all hold.
 */
export function en16931Problems(facts: ReturnType<typeof ciiFacts>): string[] {
  const problems: string[] = [];
  const { totals } = facts;
  const check = (rule: string, holds: boolean) => {
    if (!holds) problems.push(rule);
  };
  check('BT-1 Rechnungsnummer', Boolean(facts.number));
  check('BT-2 Rechnungsdatum', /^\d{8}$/.test(facts.issueDate ?? ''));
  check('BT-3 Rechnungsart 380/386', ['380', '386'].includes(facts.typeCode ?? ''));
  check('BT-5 Währung', facts.currency === 'EUR');
  for (const [role, party] of [
    ['Verkäufer', facts.seller],
    ['Käufer', facts.buyer],
  ] as const) {
    check(`${role}: Name`, Boolean(party.name));
    check(`${role}: Anschrift`, Boolean(party.street && party.postcode && party.city && party.country));
  }
  check(
    'BT-31/BT-32 USt-IdNr. oder Steuernummer',
    facts.seller.taxRegistrations.some((registration) => ['VA', 'FC'].includes(registration.scheme)),
  );
  check(
    'BT-106…BT-115 vorhanden',
    [totals.lineTotal, totals.taxBasis, totals.taxTotal, totals.grandTotal, totals.duePayable].every((value) => value !== undefined),
  );
  check('BR-CO-10', totals.lineTotal === facts.lines.reduce((sum, line) => sum + line.net, 0));
  check('BR-CO-13', totals.taxBasis === totals.lineTotal! - totals.allowances + totals.charges);
  check('BR-CO-14', totals.taxTotal === facts.vatBreakdown.reduce((sum, tax) => sum + tax.amount, 0));
  check('BR-CO-15', totals.grandTotal === totals.taxBasis! + totals.taxTotal!);
  check('BR-CO-16', totals.duePayable === totals.grandTotal! - totals.prepaid + totals.rounding);
  for (const tax of facts.vatBreakdown)
    check(`BR-CO-17 ${tax.rate} %`, Math.abs(tax.amount - Math.round((tax.basis * tax.rate) / 100)) <= 1);
  return problems;
}
