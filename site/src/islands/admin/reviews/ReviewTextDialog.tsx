import { useState } from 'react';
import { ConfirmFooter } from '../../ui/ConfirmFooter.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextArea } from '../../ui/Field.tsx';

interface ReviewTextDialogProps {
  title: string;
  /** What the dialog says before the field: what the text does and who sees it. */
  message: string;
  label: string;
  confirmLabel: string;
  /** The fewest characters the server takes (the withholding reason: 10); shown as the field's error before sending. */
  minLength: number;
  maxLength: number;
  error: string;
  destructive?: boolean;
  busy: boolean;
  onConfirm: (text: string) => void;
  onClose: () => void;
}

/** A confirmation that needs a text: the public answer, or the reason for withholding a review. Open while mounted. */
export function ReviewTextDialog({
  title,
  message,
  label,
  confirmLabel,
  minLength,
  maxLength,
  error,
  destructive,
  busy,
  onConfirm,
  onClose,
}: ReviewTextDialogProps) {
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const confirm = () => {
    const trimmed = text.trim();
    setTooShort(trimmed.length < minLength);
    if (trimmed.length >= minLength) onConfirm(trimmed);
  };
  return (
    <Dialog
      open
      role="alertdialog"
      title={title}
      onClose={onClose}
      footer={<ConfirmFooter onCancel={onClose} onConfirm={confirm} confirmLabel={confirmLabel} destructive={destructive} busy={busy} />}
    >
      <div className="grid gap-4">
        <p className="text-slate-700">{message}</p>
        <TextArea
          label={label}
          required
          rows={4}
          maxLength={maxLength}
          value={text}
          error={tooShort ? error : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
