import { useState } from 'react';
import type { OrderJson } from '#features/orders/contract/orders.ts';
import { taxCertificateMessages as m } from '#features/tax-certificate/contract/tax-certificate.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { openFile } from '../../../lib/download.ts';
import { showToast } from '../../../stores/toast.ts';
import { CheckboxField, TextField } from '../../ui/Field.tsx';
import { loadTaxCertificate, saveTaxCertificateDetails } from './api.ts';

/**
 * The § 35c EStG certificate of an order (ADR 063): the office enters what the invoice does not know, the
 * year the building was finished and whether the customer lives in it, and downloads the PDF once the
 * final invoice is paid; the server answers in German why not yet.
 */
export function OrderTaxCertificate({ order }: { order: Pick<OrderJson, 'id' | 'order_number' | 'taxCertificate'> }) {
  const [year, setYear] = useState(order.taxCertificate.buildingYear === null ? '' : String(order.taxCertificate.buildingYear));
  const [ownerOccupied, setOwnerOccupied] = useState(order.taxCertificate.ownerOccupied ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    const buildingYear = /^\d{4}$/.test(year.trim()) ? Number(year.trim()) : null;
    if (buildingYear === null) return setErrors({ buildingYear: m.buildingYear });
    setSaving(true);
    try {
      await saveTaxCertificateDetails(order.id, { buildingYear, ownerOccupied });
      setErrors({});
      showToast({ title: 'Gespeichert', description: 'Die Angaben für die Bescheinigung sind gespeichert.' });
    } catch (error) {
      setErrors({ buildingYear: fieldMessagesOf(error).buildingYear ?? messageOf(error, m.buildingYear) });
    } finally {
      setSaving(false);
    }
  }

  async function download() {
    try {
      openFile(await loadTaxCertificate(order.id), `Bescheinigung-35c-${order.order_number}.pdf`);
    } catch (error) {
      showToast({ title: 'Keine Bescheinigung', description: messageOf(error, m.notPaid), variant: 'destructive' });
    }
  }

  return (
    <form className="grid gap-3" noValidate onSubmit={(event) => (event.preventDefault(), void save())}>
      <TextField
        label="Jahr der Fertigstellung des Gebäudes"
        inputMode="numeric"
        maxLength={4}
        value={year}
        error={errors.buildingYear}
        onChange={(event) => setYear(event.target.value)}
      />
      <CheckboxField
        label="Der Kunde bewohnt das Gebäude selbst"
        checked={ownerOccupied}
        onChange={(event) => setOwnerOccupied(event.target.checked)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary min-h-11" disabled={saving}>
          {saving ? 'Wird gespeichert...' : 'Angaben speichern'}
        </button>
        <button type="button" className="btn-outline min-h-11" onClick={() => void download()}>
          Bescheinigung § 35c (PDF)
        </button>
      </div>
    </form>
  );
}
