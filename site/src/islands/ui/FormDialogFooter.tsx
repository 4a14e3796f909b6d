/**
 * The footer of a dialog that holds a form: Abbrechen, and the form's submit button that says it is working
 * while the request runs. In the dialog's footer, outside the form, the button is tied to it by its id; at the
 * end of the form itself it needs none.
 */
export function FormDialogFooter({
  formId,
  onCancel,
  sending,
  label,
  pendingLabel,
  disabled = false,
}: {
  formId?: string;
  onCancel: () => void;
  sending: boolean;
  label: string;
  pendingLabel: string;
  /** Not yet sendable (a required field is empty, an upload runs), besides while sending. */
  disabled?: boolean;
}) {
  return (
    <>
      <button type="button" className="btn-outline" onClick={onCancel}>
        Abbrechen
      </button>
      <button type="submit" form={formId} className="btn-primary" disabled={sending || disabled}>
        {sending ? pendingLabel : label}
      </button>
    </>
  );
}
