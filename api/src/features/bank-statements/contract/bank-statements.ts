/**
 * Bank statements (Zahlungseingänge, issue 35): the contract shared by the API and the back office's
 * screen. Amounts in cents, credits positive and debits negative; days are YYYY-MM-DD. ADR 058.
 */

import type { BankEntryStatus } from '../../../shared/record-statuses.ts';
export type { BankEntryStatus } from '../../../shared/record-statuses.ts';

export const bankEntryStatusLabels: Record<BankEntryStatus, string> = {
  matched: 'Automatisch zugeordnet',
  suggested: 'Vorschlag',
  unmatched: 'Nicht zugeordnet',
  ignored: 'Ignoriert',
  assigned: 'Von Hand zugeordnet',
};

/** The answer to an upload: how the file's bookings were taken. */
export interface BankStatementSummaryJson {
  importId: number | null;
  entries: number;
  matched: number;
  suggested: number;
  unmatched: number;
  ignored: number;
  duplicates: number;
}

export interface BankEntryInvoiceJson {
  id: number;
  number: string;
  customerName: string;
  balance: number;
}

export interface BankEntryJson {
  id: number;
  bookingDate: string;
  amount: number;
  counterparty: string;
  remittance: string;
  status: BankEntryStatus;
  note: string;
  /** The invoice it paid, with what was open before: below it a part payment, above it an overpayment. */
  invoice: BankEntryInvoiceJson | null;
  partPayment: boolean;
  surplus: number;
  suggestions: BankEntryInvoiceJson[];
  resolvedBy: string | null;
  /** The person's name of `resolvedBy` (import-authors.ts), null for the site itself or an account gone. */
  resolvedByName?: string | null;
}

/** An import in the list: its bookings are read page by page (BankEntriesPageJson). */
export interface BankStatementImportJson {
  id: number;
  fileName: string;
  firstDay: string | null;
  lastDay: string | null;
  /** The bookings this import stored (those a previous import held are `duplicates`). */
  entryCount: number;
  /** Credits still waiting for the office: a suggestion to confirm or an invoice to name. */
  openCount: number;
  duplicates: number;
  createdBy: string;
  createdByName?: string | null;
  createdAt: string;
}

/** GET /api/admin/bank-statements: the imports, newest first. */
export interface BankStatementImportsPageJson {
  items: BankStatementImportJson[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/bank-statements/{id}/entries: one import's bookings in booking order. */
export interface BankEntriesPageJson {
  items: BankEntryJson[];
  total: number;
  page: number;
  pageSize: number;
}
