import { formatCents } from '../../shared/format.ts';
import { CSV_BOM, csvRow } from '../leads/csv.ts';
import { germanDay } from '../../shared/format.ts';
import { invoiceKindLabels, invoiceStatusLabels, type InvoiceListItemJson } from './contract/invoices.ts';

const HEADER = [
  'Rechnungsnummer',
  'Art',
  'Status',
  'Rechnungsdatum',
  'Fällig am',
  'Auftrag',
  'Kunde',
  'Firma',
  'Geschäftskunde',
  'Netto',
  'USt.',
  'Brutto',
  'Zu zahlen',
  'Bezahlt',
  'Offen',
];

/** Amounts as German Excel reads them: "1.426,81" without the € sign. */
const amount = (cents: number) => formatCents(cents).replace(/\s*€$/, '');

/** The invoices as CSV for German Excel (leads/csv.ts: `;`, CRLF, BOM, the formula guard). */
export function invoicesCsv(rows: InvoiceListItemJson[]): string {
  return (
    CSV_BOM +
    csvRow(HEADER) +
    rows
      .map((row) =>
        csvRow([
          row.number,
          invoiceKindLabels[row.kind],
          invoiceStatusLabels[row.status],
          germanDay(row.issueDate),
          germanDay(row.dueDate),
          row.orderNumber,
          row.customerName,
          row.company,
          row.business ? 'ja' : 'nein',
          amount(row.net),
          amount(row.vat),
          amount(row.gross),
          amount(row.amountDue),
          amount(row.paid),
          amount(row.balance),
        ]),
      )
      .join('')
  );
}
