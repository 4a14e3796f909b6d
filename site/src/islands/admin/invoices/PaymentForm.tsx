import { useState } from 'react';
import { formatCentsForInput, parseEuroToCents } from '#features/catalogue/contract/price-input.ts';
import { invoiceMessages, invoiceScreenTexts } from '#features/invoices/contract/invoice-messages.ts';
import type { InvoiceJson } from '#features/invoices/contract/invoices.ts';
import { berlinDay } from '#shared/format.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextField } from '../../ui/Field.tsx';
import { EuroField } from '../ui/EuroField.tsx';
import { recordPayment } from './api.ts';

/** "Zahlung erfassen": amount (the open balance suggested) and day; the server refuses more than is open. */
export function PaymentForm({ invoice, onRecorded }: { invoice: InvoiceJson; onRecorded: (invoice: InvoiceJson) => void }) {
  const [amount, setAmount] = useState(formatCentsForInput(invoice.balance));
  const [date, setDate] = useState(berlinDay(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const parsed = parseEuroToCents(amount);
    if (!parsed.ok || parsed.value <= 0) return setErrors({ amount: invoiceMessages.amount });
    setBusy(true);
    try {
      const changed = await recordPayment(invoice.id, parsed.value, date);
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
  );
}
