import { Dialog } from './Dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will be lost, in a sentence. */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is removed; "Abbrechen" has the focus first, so Enter alone never deletes. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* Focus on the least destructive choice first (WAI-ARIA dialog pattern): Enter alone never deletes. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="btn-outline" onClick={onCancel} autoFocus>
          Abbrechen
        </button>
        <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
