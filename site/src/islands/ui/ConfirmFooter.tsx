interface ConfirmFooterProps {
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  /** Red for what cannot be undone (deleting, cancelling an order); the brand colour otherwise. */
  destructive?: boolean;
  /** While the action runs: the button is disabled and says so, so it is not sent twice. */
  busy?: boolean;
}

/**
 * The footer of every dialog that asks before it acts: "Abbrechen" first and focused, so Enter alone never
 * deletes, sends or cancels (WAI-ARIA alert dialog pattern), then the action.
 */
export function ConfirmFooter({ onCancel, onConfirm, confirmLabel, destructive = false, busy = false }: ConfirmFooterProps) {
  return (
    <>
      <button type="button" className="btn-outline" onClick={onCancel} data-autofocus="">
        Abbrechen
      </button>
      <button
        type="button"
        className={destructive ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {confirmLabel}
      </button>
    </>
  );
}
