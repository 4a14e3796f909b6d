import { useState } from 'react';
import { formatCentsForInput, parseEuroToCents } from '#features/catalogue/contract/price-input.ts';
import { invoiceMessages, invoiceScreenTexts } from '#features/invoices/contract/invoice-messages.ts';
import type { InvoiceJson } from '#features/invoices/contract/invoices.ts';
import { closedMonthMessages, germanMonth } from '#features/documents/contract/closed-months.ts';
import { ApiError, fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextField } from '../../ui/Field.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { EuroField } from '../ui/EuroField.tsx';
import { recordPayment } from './api.ts';
import { berlinDay } from '#shared/dates.ts';

/**
 * "Zahlung erfassen": amount (the open balance suggested) and day; the server refuses more than is open.
 * A day in a month closed for the tax adviser is answered 409 first; the form asks and sends it again
 * confirmed (ADR 059).
 */
export function PaymentForm({ invoice, onRecorded }: { invoice: InvoiceJson; onRecorded: (invoice: InvoiceJson) => void }) {
  const [amount, setAmount] = useState(formatCentsForInput(invoice.balance));
  const [date, setDate] = useState(berlinDay(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();

  async function record(cents: number) {
    try {
      return await recordPayment(invoice.id, cents, date);
    } catch (error) {
      const closedMonth = closedMonthMessages.paymentInClosedMonth(germanMonth(date.slice(0, 7)));
      if (!(error instanceof ApiError && error.status === 409 && error.serverMessage === closedMonth)) throw error;
      if (!(await confirm({ title: invoiceScreenTexts.recordPayment, message: closedMonth, confirmLabel: 'Trotzdem erfassen' })))
        return null;
      return recordPayment(invoice.id, cents, date, true);
    }
  }

  async function submit() {
    const parsed = parseEuroToCents(amount);
    if (!parsed.ok || parsed.value <= 0) return setErrors({ amount: invoiceMessages.amount });
    setBusy(true);
    try {
      const changed = await record(parsed.value);
      if (!changed) return;
      setErrors({});
      onRecorded(changed);
      setAmount(formatCentsForInput(changed.balance));
      showToast({ title: invoiceMessages.paymentRecorded, description: changed.number });
    } catch (error) {
      const fields = fieldMessagesOf(error);
      setErrors({ amount: fields.amount ?? '', date: fields.date ?? '' });
      showToast({ title: 'Fehler', description: messageOf(error, 'Die Zahlung konnte nicht erfasst werden.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form
        className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        aria-label={invoiceScreenTexts.recordPayment}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <EuroField
          label="Betrag"
          name="amount"
          value={amount}
          error={errors.amount || undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label="Zahlungsdatum"
          name="date"
          type="date"
          value={date}
          error={errors.date || undefined}
          onChange={(event) => setDate(event.target.value)}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {invoiceScreenTexts.recordPayment}
        </button>
      </form>
      {dialog}
    </>
  );
}
