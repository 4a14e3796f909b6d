/** An invoice a credit may pay: what is still open on it, and the day it was issued. */
export interface OpenInvoice {
  id: number;
  number: string;
  customerName: string;
  issueDate: string;
  balance: number;
  /** What the payment needs to know of the invoice (a final invoice's full payment invites a review). */
  kind: string;
  orderId: number | null;
  serviceDate: string | null;
}

/** "RE-2026-0001" found as "RE-2026-0001", "RE 2026 0001", "re20260001" or split across two lines of the text. */
function numberPattern(number: string) {
  const characters = [...number.replace(/[\s-]/g, '')].map((character) => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![A-Za-z0-9])${characters.join('[\\s-]*')}(?!\\d)`, 'i');
}

const folded = (text: string) => text.replace(/[\s-]/g, '').toLowerCase();

/**
 * Finds the invoices whose number a remittance text names. The patterns are made once for all credits of
 * an import, and a text is tried only against the numbers it holds once spaces and dashes are dropped.
 */
export function invoiceNamer<Invoice extends { number: string }>(invoices: readonly Invoice[]): (remittance: string) => Invoice[] {
  const numbers = invoices.map((invoice) => ({ invoice, plain: folded(invoice.number), pattern: numberPattern(invoice.number) }));
  return (remittance) => {
    const plain = folded(remittance);
    return numbers.filter((number) => plain.includes(number.plain) && number.pattern.test(remittance)).map(({ invoice }) => invoice);
  };
}

const FILLER = new Set(['gmbh', 'und', 'ohg', 'kg', 'ug', 'mbh', 'herr', 'frau', 'dr', 'von', 'der', 'die', 'das']);

/** The words of a name, lower case, umlauts spelled out as banks do (Müller, MUELLER), without fillers. */
function nameWords(name: string) {
  const folded = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return folded.split(/[^a-z0-9]+/).filter((word) => word.length >= 3 && !FILLER.has(word));
}

const MAX_SUGGESTIONS = 3;

/**
 * Invoices a credit without an invoice number may pay, best first: the open amount equal to the credit
 * and a word of the customer's name in the payer's name counts most, either alone less. Only invoices
 * issued on or before the booking day, with what is open on them when asked (an import's earlier
 * credits pay some). The customers' names are split into words once for all credits of an import.
 */
export function invoiceSuggester(invoices: readonly OpenInvoice[]) {
  const customers = invoices.map((invoice) => ({ invoice, words: nameWords(invoice.customerName) }));
  return (credit: { amount: number; counterparty: string; bookingDate: string }): OpenInvoice[] => {
    const payer = new Set(nameWords(credit.counterparty));
    return customers
      .filter(({ invoice }) => invoice.balance > 0 && invoice.issueDate <= credit.bookingDate)
      .map(({ invoice, words }) => ({
        invoice,
        score: (invoice.balance === credit.amount ? 2 : 0) + (words.some((word) => payer.has(word)) ? 1 : 0),
      }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.invoice.issueDate.localeCompare(b.invoice.issueDate) || a.invoice.id - b.invoice.id)
      .slice(0, MAX_SUGGESTIONS)
      .map(({ invoice }) => invoice);
  };
}
