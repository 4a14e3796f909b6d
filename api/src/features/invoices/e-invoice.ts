import type { Invoice, InvoiceServiceOptions } from '@e-invoice-eu/core';
import type { ValidateFunction } from 'ajv/dist/2019.js';
import { type InvoiceDocument, type InvoiceLineJson } from './contract/invoices.ts';
import { xmlSafe } from './xml-characters.ts';
import { germanDay } from '../../shared/dates.ts';

/**
 * The e-invoice of a business customer's invoice (ADR 041), built by @e-invoice-eu/core from its JSON
 * invoice format (UBL names, mapped by the library to CII): the XRechnung CII download and the Factur-X
 * PDF (profile EN 16931, CII embedded as factur-x.xml in a PDF/A-3). Everything comes from the invoice's
 * stored document, so the XML says what the PDF prints.
 */

/** What the e-invoice needs beyond the document: the row's number, days and the buyer's e-mail. */
export interface EInvoiceHeader {
  number: string;
  issueDate: string;
  dueDate: string;
  serviceDate: string | null;
  /** BT-49 (XRechnung: the buyer's electronic address); null once erased (DSGVO): left out then. */
  customerEmail: string | null;
}

/** UNTDID 1001: 386 prepayment invoice, 380 commercial invoice (a cancellation is a negative 380, ADR 041). */
const typeCode = (kind: InvoiceDocument['kind']) => (kind === 'deposit' ? '386' : '380');

/** Cents as the decimal the XML carries: 142681 → "1426.81", -5 → "-0.05". */
const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * The line's own figures hold: quantity × unit price − discount = net. A cancellation's line has the
 * negative quantity and a negative discount, so it holds there too; a converted 'gross' line may miss by
 * a cent and then carries no discount (its net is what counts, BR-CO-10).
 */
const exact = (line: InvoiceLineJson) => line.quantity * line.unitPrice - line.discount === line.net;

/** UN/ECE Recommendation 20: piece, metre, lump sum (one). */
const unitCode = (unit: string | undefined) => (unit === 'm' ? 'MTR' : unit === 'Stk.' ? 'H87' : 'C62');

function invoiceLine(line: InvoiceLineJson, index: number, vatRate: number) {
  // A discount is a line allowance (BG-27); on a cancellation (negative quantity) its reversal a charge (BG-28).
  const adjustment = line.discount !== 0 && exact(line);
  return {
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': String(line.quantity),
    'cbc:InvoicedQuantity@unitCode': unitCode(line.unit),
    'cbc:LineExtensionAmount': decimal(line.net),
    'cbc:LineExtensionAmount@currencyID': 'EUR',
    ...(adjustment
      ? {
          'cac:AllowanceCharge': [
            {
              'cbc:ChargeIndicator': line.discount > 0 ? 'false' : 'true',
              ...(line.discount > 0 ? { 'cbc:AllowanceChargeReasonCode': '95' } : {}),
              'cbc:AllowanceChargeReason': line.discount > 0 ? 'Rabatt' : 'Storno des Rabatts',
              'cbc:Amount': decimal(Math.abs(line.discount)),
              'cbc:Amount@currencyID': 'EUR',
            },
          ],
        }
      : {}),
    'cac:Item': {
      ...(line.description ? { 'cbc:Description': line.description } : {}),
      'cbc:Name': line.title,
      'cac:ClassifiedTaxCategory': { 'cbc:ID': 'S', 'cbc:Percent': String(vatRate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
    },
    'cac:Price': { 'cbc:PriceAmount': decimal(line.unitPrice), 'cbc:PriceAmount@currencyID': 'EUR' },
  };
}

/**
 * The invoice in the library's format (its UBL-shaped JSON), every string made XML text: the library
 * writes what it is given, and one U+FFFF in a stored name made the whole XML unreadable (ADR 049).
 */
function eInvoiceData(document: InvoiceDocument, header: EInvoiceHeader): Invoice {
  const { seller, buyer, totals } = document;
  const buyerName = buyer.company.trim() || buyer.name;
  const address = buyer.address;
  const notes = [
    ...(document.cancels ? [`Stornorechnung zur Rechnung ${document.cancels.number} vom ${germanDay(document.cancels.issueDate)}`] : []),
    document.serviceText,
    ...document.prepaid.map(
      (deposit) =>
        `Abzüglich Anzahlungsrechnung ${deposit.number} vom ${germanDay(deposit.issueDate)}: netto ${decimal(deposit.net)} EUR, USt. ${decimal(deposit.vat)} EUR, brutto ${decimal(deposit.gross)} EUR`,
    ),
  ];
  const data = {
    'ubl:Invoice': {
      'cbc:ID': header.number,
      'cbc:IssueDate': header.issueDate,
      'cbc:DueDate': header.dueDate,
      'cbc:InvoiceTypeCode': typeCode(document.kind),
      'cbc:Note': [notes.join('\n')],
      'cbc:DocumentCurrencyCode': 'EUR',
      // BT-10: the buyer's reference; without a Leitweg-ID the order number the customer knows.
      'cbc:BuyerReference': document.orderNumber,
      'cac:OrderReference': { 'cbc:ID': document.orderNumber },
      // BT-25/26: the cancelled invoice. The library (2.3) validates this shape but its CII mapping drops
      // it; the note below names the cancelled invoice as well, so a reader of the XML finds it (ADR 041).
      ...(document.cancels
        ? {
            'cac:BillingReference': [
              { 'cac:InvoiceDocumentReference': { 'cbc:ID': document.cancels.number, 'cbc:IssueDate': document.cancels.issueDate } },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': {
            'cbc:StreetName': seller.street,
            'cbc:CityName': seller.city,
            'cbc:PostalZone': seller.postcode,
            'cac:Country': { 'cbc:IdentificationCode': seller.countryCode },
          },
          'cac:PartyTaxScheme': [
            ...(seller.vatId ? [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
            ...(seller.taxNumber ? [{ 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
          ],
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.name, 'cbc:CompanyLegalForm': seller.legalInfo },
          'cac:Contact': { 'cbc:Name': seller.name, 'cbc:Telephone': seller.phone, 'cbc:ElectronicMail': seller.email },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(header.customerEmail ? { 'cbc:EndpointID': header.customerEmail, 'cbc:EndpointID@schemeID': 'EM' } : {}),
          'cac:PostalAddress': {
            ...(address ? { 'cbc:StreetName': address.street, 'cbc:CityName': address.city, 'cbc:PostalZone': address.postcode } : {}),
            'cac:Country': { 'cbc:IdentificationCode': 'DE' },
          },
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyerName },
          ...(buyer.company.trim() && buyer.name ? { 'cac:Contact': { 'cbc:Name': buyer.name } } : {}),
        },
      },
      ...(header.serviceDate ? { 'cac:Delivery': { 'cbc:ActualDeliveryDate': header.serviceDate } } : {}),
      'cac:PaymentMeans': [
        {
          // 58: SEPA credit transfer.
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentID': header.number,
          'cac:PayeeFinancialAccount': {
            'cbc:ID': seller.bank.iban.replace(/\s/g, ''),
            'cbc:Name': seller.bank.holder,
            // The BIC is optional within SEPA (BT-86); left out rather than sent empty.
            ...(seller.bank.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bank.bic } } : {}),
          },
        },
      ],
      'cac:PaymentTerms': { 'cbc:Note': `Zahlbar ohne Abzug bis ${germanDay(header.dueDate)}.` },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': decimal(totals.vat),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': decimal(totals.net),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': decimal(totals.vat),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': { 'cbc:ID': 'S', 'cbc:Percent': String(document.vatRate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': decimal(totals.net),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': decimal(totals.net),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': decimal(totals.gross),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        ...(document.prepaidTotal !== 0
          ? { 'cbc:PrepaidAmount': decimal(document.prepaidTotal), 'cbc:PrepaidAmount@currencyID': 'EUR' }
          : {}),
        'cbc:PayableAmount': decimal(document.amountDue),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': document.lines.map((line, index) => invoiceLine(line, index, document.vatRate)),
    },
  };
  return xmlSafe(data) as unknown as Invoice;
}

/** The library logs through this; its warnings go to the server log with the feature's prefix. */
const logger = {
  log: () => {},
  warn: (message: string) => console.warn(`[rechnungen] ${message}`),
  error: (message: string) => console.error(`[rechnungen] ${message}`),
};

/**
 * The library's generate(), with the schema validator compiled once per format. The library compiles its
 * invoice schema anew for every invoice, 0.3 to 0.5 s of CPU each time; a compiled validator is
 * stateless between calls, so it is kept (ADR 090). The steps are the library's own public ones, in its
 * order: patch the schema for the format, validate (filling defaults), fill the format's defaults, write.
 * Loaded on first use: with its PDF, XML, schema and spreadsheet tooling the library is the heaviest module
 * of the server (about 50 MB resident), and most processes never issue an e-invoice (ADR 044).
 */
const validators = new Map<string, ValidateFunction<Invoice>>();
async function generate(invoice: Invoice, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const [{ FormatFactoryService, ValidationService, invoiceSchema }, { Ajv2019 }] = await Promise.all([
    import('@e-invoice-eu/core'),
    import('ajv/dist/2019.js'),
  ]);
  const formats = new FormatFactoryService();
  const formatter = formats.createFormatService(options.format, logger);
  const format = formats.normalizeFormat(options.format);
  let validator = validators.get(format);
  if (!validator) {
    const schema = structuredClone(invoiceSchema);
    formatter.patchSchema(schema);
    validator = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile<Invoice>(schema);
    validators.set(format, validator);
  }
  const valid = new ValidationService(logger).validate('invoice data', validator, structuredClone(invoice));
  formatter.fillInvoiceDefaults(valid);
  return formatter.generate(valid, { ...options, format });
}

/** The XRechnung (CII syntax) as text; the invoice data is validated against the library's schema first. */
export async function xRechnungXml(document: InvoiceDocument, header: EInvoiceHeader): Promise<string> {
  const xml = await generate(eInvoiceData(document, header), { format: 'XRECHNUNG-CII', lang: 'de-de' });
  return typeof xml === 'string' ? xml : new TextDecoder().decode(xml);
}

/** The invoice's PDF made a Factur-X (EN 16931): PDF/A-3 with the CII as factur-x.xml. */
export async function facturXPdf(document: InvoiceDocument, header: EInvoiceHeader, pdf: Buffer): Promise<Buffer> {
  const result = await generate(eInvoiceData(document, header), {
    format: 'Factur-X-EN16931',
    lang: 'de-de',
    pdf: { buffer: new Uint8Array(pdf), filename: `Rechnung-${header.number}.pdf`, mimetype: 'application/pdf' },
  });
  return Buffer.from(result as Uint8Array);
}
