/**
 * The footer of a dialog that holds a form: Abbrechen, and the form's submit button (tied to the form by
 * its id, since the footer sits outside it) that says it is working while the request runs.
 */
export function FormDialogFooter({
  formId,
  onCancel,
  sending,
  label,
  pendingLabel,
}: {
  formId: string;
  onCancel: () => void;
  sending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <button type="button" className="btn-outline" onClick={onCancel}>
        Abbrechen
      </button>
      <button type="submit" form={formId} className="btn-primary" disabled={sending}>
        {sending ? pendingLabel : label}
      </button>
    </>
  );
}
