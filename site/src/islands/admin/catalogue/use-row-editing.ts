import { useState } from 'react';
import { fieldMessagesOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { runBusy } from '../ui/busy-action.ts';
import { showFailureToast } from '../ui/failure-toast.ts';

/**
 * The create, edit and delete of a catalogue screen's rows. `editing` is the row in the dialog, null for a
 * new one, undefined while the dialog is closed; a refused save keeps the dialog open with the messages at
 * its fields. `dialog` is the delete question, to be rendered by the screen.
 */
export function useRowEditing<T>(reload: () => void) {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { confirm, dialog } = useConfirm();

  function open(row: T | null) {
    setErrors({});
    setEditing(row);
  }

  const save = (action: () => Promise<unknown>, saved: string, failed: string) =>
    runBusy(
      setSaving,
      async () => {
        await action();
        showToast({ title: saved });
        setEditing(undefined);
        reload();
      },
      failed,
      (error) => setErrors(fieldMessagesOf(error)),
    );

  /** Asks `title`/`question` first; once deleted the list is read again. */
  async function remove(title: string, question: string, action: () => Promise<unknown>, deleted: string, failed: string) {
    if (!(await confirm({ title, message: question, confirmLabel: 'Löschen' }))) return;
    try {
      await action();
      showToast({ title: deleted });
      reload();
    } catch (error) {
      showFailureToast(error, failed);
    }
  }

  return { editing, open, close: () => setEditing(undefined), saving, errors, save, remove, dialog };
}
