import { useCallback, useRef, useState } from 'react';
import { Dialog } from './Dialog.tsx';
import { ConfirmFooter } from './ConfirmFooter.tsx';

interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * Destructive actions ask first (everywhere else too): `confirm()` opens the dialog and
 * resolves true for the confirming button, false for Abbrechen, Escape or ×.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => {});

  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );

  const close = (confirmed: boolean) => {
    setRequest(null);
    answer.current(confirmed);
  };

  const dialog = (
    <Dialog
      open={request !== null}
      role="alertdialog"
      title={request?.title ?? ''}
      onClose={() => close(false)}
      footer={
        <ConfirmFooter onCancel={() => close(false)} onConfirm={() => close(true)} confirmLabel={request?.confirmLabel ?? ''} destructive />
      }
    >
      <p className="text-slate-700">{request?.message}</p>
    </Dialog>
  );

  return { confirm, dialog };
}
