import { useCallback, useRef, useState } from 'react';
import { Dialog } from './Dialog.tsx';

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
        <>
          {/* Focus on the least destructive choice first (WAI-ARIA dialog pattern): Enter alone never deletes. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <button type="button" className="btn-outline" onClick={() => close(false)} autoFocus>
            Abbrechen
          </button>
          <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={() => close(true)}>
            {request?.confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-slate-700">{request?.message}</p>
    </Dialog>
  );

  return { confirm, dialog };
}
