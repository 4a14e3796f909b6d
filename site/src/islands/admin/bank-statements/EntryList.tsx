import { useState } from 'react';
import { bankStatementScreenTexts as t } from '#features/bank-statements/contract/bank-statement-messages.ts';
import { bankEntryStatusLabels, type BankEntryJson } from '#features/bank-statements/contract/bank-statements.ts';
import { formatCents } from '#shared/format.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';
import { germanDay } from '#shared/dates.ts';
import { DocumentNumber, WithDocumentNumbers } from '../ui/DocumentNumber.tsx';

export interface EntryActions {
  onConfirm: (entry: BankEntryJson, invoice: { id: number; number: string }) => void;
  onAssign: (entry: BankEntryJson, invoiceNumber: string) => void;
}

/** The invoice number the office types for a credit without one; confirmed in a dialog before it counts. */
function AssignField({ entry, onAssign }: { entry: BankEntryJson; onAssign: EntryActions['onAssign'] }) {
  const [number, setNumber] = useState('');
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (number.trim()) onAssign(entry, number.trim());
      }}
    >
      <input
        className="min-h-9 w-36 rounded-lg border border-slate-300 px-2 text-sm"
        value={number}
        placeholder="RE-2026-0001"
        aria-label={`Rechnungsnummer für die Gutschrift über ${formatCents(entry.amount)} vom ${germanDay(entry.bookingDate)}`}
        onChange={(event) => setNumber(event.target.value)}
      />
      <button type="submit" className="btn min-h-9 border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:bg-slate-50">
        {t.assign}
      </button>
    </form>
  );
}

function outcome(entry: BankEntryJson) {
  if (entry.invoice) {
    const flags = [entry.partPayment ? t.partPayment : '', entry.surplus > 0 ? t.overpayment(formatCents(entry.surplus)) : ''].filter(
      Boolean,
    );
    return (
      <>
        <DocumentNumber>{entry.invoice.number}</DocumentNumber>
        {`${flags.length ? ` – ${flags.join(', ')}` : ''}${entry.resolvedBy ? ` (${entry.resolvedByName ?? entry.resolvedBy})` : ''}`}
      </>
    );
  }
  return entry.note;
}

/** One statement's bookings: day, amount, party, text, what became of it, and the office's choices. */
export function EntryList({ caption, entries, actions }: { caption: string; entries: BankEntryJson[]; actions: EntryActions }) {
  const open = (entry: BankEntryJson) => entry.amount > 0 && (entry.status === 'suggested' || entry.status === 'unmatched');
  const columns: Column<BankEntryJson>[] = [
    { key: 'day', header: 'Buchungstag', cell: (entry) => germanDay(entry.bookingDate) },
    { key: 'amount', header: 'Betrag', cell: (entry) => <span className="whitespace-nowrap">{formatCents(entry.amount)}</span> },
    // A zero-width space lets the name break after the slash on a phone instead of inside a word.
    { key: 'party', header: 'Auftraggeber/\u200BEmpfänger', cell: (entry) => entry.counterparty },
    {
      key: 'text',
      header: 'Verwendungszweck',
      cell: (entry) => (
        <span className="break-words">
          <WithDocumentNumbers text={entry.remittance} />
        </span>
      ),
    },
    { key: 'status', header: 'Status', cell: (entry) => bankEntryStatusLabels[entry.status] },
    { key: 'outcome', header: 'Rechnung', cell: outcome },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (entry) =>
        open(entry) && (
          <div className="grid gap-2">
            {entry.suggestions.length > 0 && (
              <RowActions>
                {entry.suggestions.map((invoice) => (
                  <RowButton
                    key={invoice.id}
                    label={`${t.confirm}: ${invoice.number}`}
                    target={`${invoice.customerName}, offen ${formatCents(invoice.balance)}`}
                    onClick={() => actions.onConfirm(entry, invoice)}
                  />
                ))}
              </RowActions>
            )}
            <AssignField entry={entry} onAssign={actions.onAssign} />
          </div>
        ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={entries}
      rowLabel={(entry) => `${germanDay(entry.bookingDate)} ${formatCents(entry.amount)}`}
    />
  );
}
