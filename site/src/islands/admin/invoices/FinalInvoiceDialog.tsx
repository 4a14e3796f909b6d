import { useState } from 'react';
import { invoiceScreenTexts } from '#features/invoices/contract/invoice-messages.ts';
import { ConfirmFooter } from '../../ui/ConfirmFooter.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/Field.tsx';

/**
 * "Schlussrechnung erstellen?" asks first, as every invoice does, and takes the Leistungsdatum (§ 14 Abs. 4
 * Nr. 6 UStG): empty, the server takes the last Montage day of the order (ADR 054).
 */
export function FinalInvoiceDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: (serviceDate: string | undefined) => void;
  onClose: () => void;
}) {
  const [serviceDate, setServiceDate] = useState('');
  const label = invoiceScreenTexts.createFinal;
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={`${label}?`}
      onClose={onClose}
      footer={<ConfirmFooter onCancel={onClose} onConfirm={() => onConfirm(serviceDate || undefined)} confirmLabel={label} busy={busy} />}
    >
      <div className="grid gap-4">
        <p className="text-slate-700">{invoiceScreenTexts.confirmFinal}</p>
        <TextField
          label="Leistungsdatum"
          type="date"
          hint={invoiceScreenTexts.serviceDateHint}
          value={serviceDate}
          onChange={(event) => setServiceDate(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
