import { invoiceScreenTexts } from '#features/invoices/contract/invoice-messages.ts';
import { messageOf } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/download.ts';
import { showToast } from '../../../stores/toast.ts';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { useAddressQuery } from '../use-address-query.ts';
import { loadInvoices, loadInvoicesCsv } from './api.ts';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog.tsx';
import { InvoiceFilters } from './InvoiceFilters.tsx';
import { InvoiceList } from './InvoiceList.tsx';
import { berlinDay } from '#shared/dates.ts';

/**
 * /admin/invoices, "Rechnungen" (issue 23): filtered and paged on the server like the other lists; the
 * open invoice is in the address (?invoice=…). The CSV export takes the same filters.
 */
export default function InvoicesScreen() {
  const { search, update } = useAddressQuery();
  const query = new URLSearchParams(search);
  query.delete('invoice');
  const { data, setData, state, reload } = useLoad((signal) => loadInvoices(query, signal), query.toString());
  const open = Number(search.get('invoice')) || null;

  async function exportCsv() {
    const filters = new URLSearchParams(query);
    filters.delete('page');
    filters.delete('pageSize');
    try {
      saveFile(await loadInvoicesCsv(filters), `rechnungen-${berlinDay(new Date())}.csv`);
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, 'Der Export ist fehlgeschlagen.'), variant: 'destructive' });
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenTitle title={invoiceScreenTexts.title} />
      <section className="card grid grid-cols-1 gap-5" aria-label={invoiceScreenTexts.title}>
        <InvoiceFilters search={search} onChange={update} />
        <div>
          <button type="button" className="btn-outline" onClick={() => void exportCsv()}>
            CSV exportieren
          </button>
        </div>
        <LoadState
          state={state}
          error="Die Rechnungen konnten nicht geladen werden."
          empty={data && data.invoices.length === 0 ? invoiceScreenTexts.empty : null}
          onRetry={reload}
        >
          {data && <InvoiceList invoices={data.invoices} onDetails={(invoice) => update({ invoice: String(invoice.id) })} />}
        </LoadState>
        <Pagination result={data} onChange={update} />
      </section>
      <InvoiceDetailsDialog
        invoiceId={open}
        onClose={() => update({ invoice: null })}
        onChanged={(changed) =>
          setData(
            (current) =>
              current && { ...current, invoices: current.invoices.map((row) => (row.id === changed.id ? { ...row, ...changed } : row)) },
          )
        }
      />
    </div>
  );
}
