import type { InvoiceDocument, SellerParty } from '../src/features/invoices/contract/invoices.ts';

/**
 * A final invoice of one Montage line at 1.000,00 € net and 19 % VAT, nothing prepaid: the smallest
 * document the invoice's PDF and e-invoice are made from, for tests that need one without an order.
 */
export function oneLineInvoiceDocument(seller: SellerParty, buyer: InvoiceDocument['buyer'], business: boolean): InvoiceDocument {
  return {
    kind: 'final',
    orderNumber: 'B-2026-0001',
    seller,
    buyer,
    business,
    vatRate: 19,
    lines: [{ title: 'Montage', description: '', quantity: 1, unitPrice: 100_000, discount: 0, net: 100_000, labour: true }],
    totals: { net: 100_000, vat: 19_000, gross: 119_000 },
    prepaid: [],
    prepaidTotal: 0,
    amountDue: 119_000,
    labour: null,
    serviceText: 'Leistungsdatum: 20.11.2026',
    depositPercent: null,
    paymentTermDays: 14,
    cancels: null,
  };
}
