import { invoiceFilename } from '#features/invoices/contract/invoices.ts';
import { messageOf } from '../../../lib/api.ts';
import { openFile, saveFile } from '../../../lib/download.ts';
import { showToast } from '../../../stores/toast.ts';
import { loadInvoicePdf, loadInvoiceXml } from './api.ts';

/** The PDF (a Factur-X for business customers) and, for those, the XRechnung to download. */
export function InvoiceFiles({ invoice }: { invoice: { id: number; number: string; business: boolean } }) {
  async function download(kind: 'pdf' | 'xml') {
    try {
      if (kind === 'pdf') openFile(await loadInvoicePdf(invoice.id), invoiceFilename(invoice.number, 'pdf'));
      else saveFile(await loadInvoiceXml(invoice.id), invoiceFilename(invoice.number, 'xml'));
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, 'Die Datei konnte nicht geladen werden.'), variant: 'destructive' });
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-outline" onClick={() => void download('pdf')}>
        PDF {invoice.number}
      </button>
      {invoice.business && (
        <button type="button" className="btn-outline" onClick={() => void download('xml')}>
          XRechnung (XML)
        </button>
      )}
    </div>
  );
}
