import { useState, type SubmitEvent } from 'react';
import { messageOf } from '../../lib/api.ts';
import { useSubmit, type SubmitFlow } from './use-submit.ts';

/**
 * The submit of a FormDialog rendered only while open: a failed request's message (or `failed`) stays in
 * the dialog until the next try, and `sending` stays on after a success while the dialog closes. Spread
 * the answer onto the FormDialog.
 */
export function useDialogSubmit<Data, Answer>(
  flow: Omit<SubmitFlow<Data, Answer>, 'onFailed'>,
  failed: string,
  setErrors: (errors: Record<string, string>) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, sending } = useSubmit(
    { ...flow, onFailed: (error) => setFailure(messageOf(error, failed)) },
    { setErrors, keepSendingAfterSuccess: true },
  );
  return {
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => (setFailure(null), void submit(event)),
    sending,
    failure,
  };
}
