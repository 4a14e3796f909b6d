import { useState, type SubmitEvent } from 'react';
import type { $ZodError } from 'zod/v4/core';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import { fieldMessagesOf } from '../../lib/api.ts';

/**
 * What a zod `safeParse` gives; only its shape is used here, so the hook itself adds no zod to a bundle. A check
 * without a schema names its messages per field itself.
 */
export type Checked<Data> =
  { success: true; data: Data } | { success: false; error: $ZodError } | { success: false; messages: Record<string, string> };

export interface SubmitFlow<Data, Answer> {
  /** Checks the form in the browser; stopping here shows the messages at the fields. */
  check: () => Checked<Data>;
  /** The request; a 400 answer's messages per field are shown at the fields too. */
  send: (data: Data) => Promise<Answer>;
  /** After a successful answer: the toast, a reset, the next page. */
  onSent: (answer: Answer, data: Data) => void;
  /** After a failed request: the failure toast. */
  onFailed: (error: unknown) => void;
}

export interface SubmitOptions {
  /** `sending` stays on after a success, so a form that leaves the page cannot be sent twice meanwhile. */
  keepSendingAfterSuccess?: boolean;
  /** Where the messages at the fields go when the form keeps them itself (useForm); `errors` then stays empty. */
  setErrors?: (errors: Record<string, string>) => void;
}

/** The submit flow the forms share: check → messages at the fields → sending → request → toast. */
export function useSubmit<Data, Answer>(
  flow: SubmitFlow<Data, Answer>,
  { keepSendingAfterSuccess = false, ...options }: SubmitOptions = {},
) {
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const setErrors = options.setErrors ?? setOwnErrors;
  const [sending, setSending] = useState(false);

  async function submit(event?: SubmitEvent) {
    event?.preventDefault();
    const checked = flow.check();
    if (!checked.success) {
      setErrors('messages' in checked ? checked.messages : firstErrors(fieldErrors(checked.error)));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await flow.send(checked.data);
      flow.onSent(answer, checked.data);
      if (!keepSendingAfterSuccess) setSending(false);
    } catch (error) {
      setErrors(fieldMessagesOf(error));
      flow.onFailed(error);
      setSending(false);
    }
  }

  return { submit, errors: ownErrors, setErrors, sending };
}
