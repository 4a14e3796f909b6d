import { useId, type ReactNode, type SubmitEvent } from 'react';
import { Dialog } from './Dialog.tsx';
import { FormDialogFooter } from './FormDialogFooter.tsx';

interface FormDialogProps {
  /** For a dialog that stays mounted (the catalogue's); the others are rendered only while open. */
  open?: boolean;
  title: string;
  size?: 'narrow' | 'wide';
  /** Two columns of fields from medium screens on. */
  columns?: 1 | 2;
  onClose: () => void;
  /** The form is sent: the browser's own submit is already prevented. */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  sending: boolean;
  /** Not yet sendable, e.g. while a required field is empty. */
  submitDisabled?: boolean;
  label?: string;
  pendingLabel?: string;
  /** Why the last request failed; it stays in the dialog, announced, until the next try. */
  failure?: string | null;
  children: ReactNode;
}

/**
 * A dialog that is one form (create, edit, invite, reply): its fields, the failure of the last try, and
 * Abbrechen and the submit button in the footer (tied to the form by a generated id).
 */
export function FormDialog({
  open = true,
  title,
  size,
  columns = 1,
  onClose,
  onSubmit,
  sending,
  submitDisabled,
  label = 'Speichern',
  pendingLabel = 'Wird gespeichert …',
  failure,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      size={size}
      title={title}
      onClose={onClose}
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={onClose}
          sending={sending}
          disabled={submitDisabled}
          label={label}
          pendingLabel={pendingLabel}
        />
      }
    >
      <form
        id={formId}
        className={columns === 2 ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        {children}
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
