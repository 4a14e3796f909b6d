import { taxCertificateMessages as m } from '#features/tax-certificate/contract/tax-certificate.ts';
import { messageOf } from '../../lib/api.ts';
import { openFile } from '../../lib/download.ts';
import { showToast } from '../../stores/toast.ts';
import { loadTaxCertificate } from './api.ts';

/**
 * The § 35c EStG certificate of a completed order in Mein Konto (ADR 063). The server decides whether there
 * is one (final invoice paid, a private customer's own home) and says in German why not yet.
 */
export function OrderTaxCertificate({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const download = async () => {
    try {
      openFile(await loadTaxCertificate(orderId), `Bescheinigung-35c-${orderNumber}.pdf`);
    } catch (error) {
      showToast({ title: 'Keine Bescheinigung', description: messageOf(error, m.notPaid), variant: 'destructive' });
    }
  };
  return (
    <button type="button" className="btn-outline mt-3 min-h-11 px-3 py-1.5 text-sm" onClick={() => void download()}>
      Steuerbescheinigung § 35c EStG (PDF)<span className="sr-only"> zu Bestellung {orderNumber}</span>
    </button>
  );
}
