import { quoteLinkMessages } from '#features/quotes/contract/quote-link.ts';
import { ChangeMessageField } from '../ui/ChangeMessageField.tsx';
import { useChangeRequest } from '../ui/use-change-request.ts';
import { requestChangeByLink } from './api.ts';

/** "Änderung wünschen": the message reaches the operator, who answers with a new version of the quote. */
export function ChangeRequestForm({ token, onSent }: { token: string; onSent: () => void }) {
  const { submit, sending, field } = useChangeRequest({
    send: (message) => requestChangeByLink(token, message),
    sentMessage: quoteLinkMessages.changeSent,
    failedMessage: quoteLinkMessages.changeFailed,
    onSent,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-labelledby="aendern">
      <h2 id="aendern" className="text-xl font-bold text-brand-900">
        Änderung wünschen
      </h2>
      <p className="text-sm text-slate-700">Passt etwas noch nicht? Schreiben Sie uns; Sie erhalten ein angepasstes Angebot.</p>
      <ChangeMessageField {...field} />
      <button type="submit" className="btn-outline w-full sm:w-auto sm:justify-self-start" disabled={sending}>
        {sending ? 'Wird gesendet …' : 'Änderungswunsch senden'}
      </button>
    </form>
  );
}
