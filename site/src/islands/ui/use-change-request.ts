import { useState } from 'react';
import { quoteMessages } from '#features/quotes/contract/quotes.ts';
import { messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { useSubmit } from './use-submit.ts';

/** As long as the server's changeRequestSchema lets a message be. */
export const CHANGE_MESSAGE_MAX_LENGTH = 2000;

/**
 * A change request to a quote, through the personal link and in the account alike: the message, its check,
 * the toasts, and an empty field once it is sent. `field` goes to ChangeMessageField.
 */
export function useChangeRequest({
  send,
  sentMessage,
  failedMessage,
  onSent,
}: {
  send: (message: string) => Promise<unknown>;
  sentMessage: string;
  failedMessage: string;
  onSent: () => void;
}) {
  const [message, setMessage] = useState('');
  const { submit, errors, sending } = useSubmit({
    // The server's changeRequestSchema, by hand: its module brings the back office's query schemas along.
    check: () => {
      const text = message.trim();
      return text.length > 0 && text.length <= CHANGE_MESSAGE_MAX_LENGTH
        ? { success: true, data: { message: text } }
        : { success: false, messages: { message: quoteMessages.changeMessage } };
    },
    send: (data) => send(data.message),
    onSent: () => {
      showToast({ title: quoteMessages.changeRequestedTitle, description: sentMessage });
      setMessage('');
      onSent();
    },
    onFailed: (error) => showToast({ title: 'Fehler', description: messageOf(error, failedMessage), variant: 'destructive' }),
  });
  return { submit, sending, field: { value: message, error: errors.message, onChange: setMessage } };
}
