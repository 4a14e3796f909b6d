import { invoiceScreenTexts } from '#features/invoices/contract/invoice-messages.ts';
import { invoiceFilename, invoiceKindLabels, invoiceStatusLabels } from '#features/invoices/contract/invoices.ts';
import { formatCents } from '#shared/format.ts';
import { accountAnswerOf, accountApi, accountBlobOf } from '../../lib/account-api.ts';
import { messageOf } from '../../lib/api.ts';
import { openFile } from '../../lib/download.ts';
import { showToast } from '../../stores/toast.ts';
import { useLoad } from '../ui/use-load.ts';
import { AccountSection } from './AccountSection.tsx';
import { LoadingNote } from './LoadingNote.tsx';
import { germanDay } from '#shared/dates.ts';

const invoices = accountApi.customer.invoices;

/**
 * "Ihre Rechnungen" in Mein Konto (issue 23): the customer's own invoices with their status, what is
 * still open and the PDF. Loads by itself, so the dashboard needs only one line for it.
 */
export function CustomerInvoices() {
  const { data, state } = useLoad((signal) => accountAnswerOf(invoices.$get(undefined, { init: { signal } })), 'invoices');

  async function download(id: number, number: string) {
    try {
      openFile(await accountBlobOf(invoices[':id'].pdf.$get({ param: { id: String(id) } })), invoiceFilename(number, 'pdf'));
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, 'Die Rechnung konnte nicht geladen werden.'), variant: 'destructive' });
    }
  }

  return (
    <AccountSection headingId="rechnungen-titel" title={invoiceScreenTexts.customerSection}>
      {state === 'error' ? (
        <p className="text-red-700" role="alert">
          Ihre Rechnungen konnten nicht geladen werden.
        </p>
      ) : !data ? (
        <LoadingNote />
      ) : data.length === 0 ? (
        <p className="text-slate-600">{invoiceScreenTexts.customerEmpty}</p>
      ) : (
        <ul className="grid gap-3">
          {data.map((invoice) => (
            <li key={invoice.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="text-sm">
                <p className="font-semibold text-slate-900">
                  {invoiceKindLabels[invoice.kind]} {invoice.number}
                </p>
                <p className="text-slate-600">
                  Auftrag {invoice.orderNumber} · {germanDay(invoice.issueDate)} · {formatCents(invoice.amountDue)} ·{' '}
                  {invoiceStatusLabels[invoice.status]}
                  {invoice.balance > 0 && ` · offen ${formatCents(invoice.balance)}, fällig am ${germanDay(invoice.dueDate)}`}
                </p>
              </div>
              <button type="button" className="btn-outline" onClick={() => void download(invoice.id, invoice.number)}>
                PDF herunterladen
              </button>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
