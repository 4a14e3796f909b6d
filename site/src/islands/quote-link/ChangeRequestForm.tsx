import { useState } from 'react';
import { quoteLinkMessages } from '#features/quotes/contract/quote-link.ts';
import { quoteMessages } from '#features/quotes/contract/quotes.ts';
import { messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { TextArea } from '../ui/Field.tsx';
import { useSubmit } from '../ui/use-submit.ts';
import { requestChangeByLink } from './api.ts';

/** "Änderung wünschen": the message reaches the operator, who answers with a new version of the quote. */
export function ChangeRequestForm({ token, onSent }: { token: string; onSent: () => void }) {
  const [message, setMessage] = useState('');
  const { submit, errors, sending } = useSubmit({
    // The server's changeRequestSchema, by hand: its module brings the back office's query schemas along.
    check: () => {
      const text = message.trim();
      return text.length > 0 && text.length <= 2000
        ? { success: true, data: { message: text } }
        : { success: false, messages: { message: quoteMessages.changeMessage } };
    },
    send: (data) => requestChangeByLink(token, data.message),
    onSent: () => {
      showToast({ title: quoteMessages.changeRequestedTitle, description: quoteLinkMessages.changeSent });
      setMessage('');
      onSent();
    },
    onFailed: (error) =>
      showToast({ title: 'Fehler', description: messageOf(error, quoteLinkMessages.changeFailed), variant: 'destructive' }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-labelledby="aendern">
      <h2 id="aendern" className="text-xl font-bold text-brand-900">
        Änderung wünschen
      </h2>
      <p className="text-sm text-slate-700">Passt etwas noch nicht? Schreiben Sie uns; Sie erhalten ein angepasstes Angebot.</p>
      <TextArea
        label="Ihre Nachricht"
        rows={4}
        maxLength={2000}
        required
        value={message}
        error={errors.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button type="submit" className="btn-outline w-full sm:w-auto sm:justify-self-start" disabled={sending}>
        {sending ? 'Wird gesendet …' : 'Änderungswunsch senden'}
      </button>
    </form>
  );
}
