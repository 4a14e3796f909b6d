import { useState } from 'react';
import { parseEuroToCents } from '#features/catalogue/contract/price-input.ts';
import { invoiceMessages, invoiceScreenTexts } from '#features/invoices/contract/invoice-messages.ts';
import { ConfirmFooter } from '../../ui/ConfirmFooter.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/Field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { loadAcceptance } from '../acceptance/api.ts';
import { EuroField } from '../ui/EuroField.tsx';

/**
 * "Schlussrechnung erstellen?" asks first, as every invoice does, and takes the Leistungsdatum (§ 14 Abs. 4
 * Nr. 6 UStG): empty, the server takes the Abnahme's day (ADR 061), else the last Montage day of the order
 * (ADR 054); the hint names the day it will be. While a defect of the Abnahme is open it offers the
 * retention for it (§ 641 Abs. 3 BGB, ADR 061).
 */
export function FinalInvoiceDialog({
  orderId,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  orderId: number;
  open: boolean;
  busy: boolean;
  onConfirm: (serviceDate: string | undefined, retention: number | undefined) => void;
  onClose: () => void;
}) {
  const [serviceDate, setServiceDate] = useState('');
  const [retention, setRetention] = useState('');
  const [retentionError, setRetentionError] = useState<string | undefined>();
  const { data } = useLoad(open ? (signal) => loadAcceptance(orderId, signal) : null, `${orderId}-${open}`);
  const openDefects = data?.acceptance?.defects.some((defect) => defect.state === 'open') ?? false;
  const label = invoiceScreenTexts.createFinal;

  const confirm = () => {
    if (!openDefects || retention.trim() === '') return onConfirm(serviceDate || undefined, undefined);
    const parsed = parseEuroToCents(retention);
    if (!parsed.ok || parsed.value <= 0) return setRetentionError(invoiceMessages.retention);
    setRetentionError(undefined);
    onConfirm(serviceDate || undefined, parsed.value);
  };

  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={`${label}?`}
      onClose={onClose}
      footer={<ConfirmFooter onCancel={onClose} onConfirm={confirm} confirmLabel={label} busy={busy} />}
    >
      <div className="grid gap-4">
        <p className="text-slate-700">{invoiceScreenTexts.confirmFinal}</p>
        <TextField
          label="Leistungsdatum"
          type="date"
          hint={invoiceScreenTexts.serviceDateHint(data?.acceptance?.acceptedOn ?? null)}
          value={serviceDate}
          onChange={(event) => setServiceDate(event.target.value)}
        />
        {openDefects && (
          <EuroField
            label={invoiceScreenTexts.retention}
            hint={invoiceScreenTexts.retentionHint}
            error={retentionError}
            value={retention}
            onChange={(event) => setRetention(event.target.value)}
          />
        )}
      </div>
    </Dialog>
  );
}
