import { useState } from 'react';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { navigate } from '../router.ts';
import { quoteAddress } from './addresses.ts';
import { createQuote } from './api.ts';

/** "Angebot erstellen": a draft with the lead's priced lines, opened in the editor. */
export function CreateQuoteButton({
  leadId,
  className = 'btn-secondary min-h-9 px-4 py-1.5 text-sm',
}: {
  leadId: number;
  className?: string;
}) {
  const [creating, setCreating] = useState(false);

  async function create() {
    setCreating(true);
    try {
      const quote = await createQuote(leadId);
      showToast({ title: quoteScreenMessages.created, description: quote.number });
      navigate(quoteAddress(quote.id));
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, quoteScreenMessages.createFailed), variant: 'destructive' });
      setCreating(false);
    }
  }

  return (
    <button type="button" className={className} onClick={create} disabled={creating}>
      {creating ? 'Wird erstellt …' : 'Angebot erstellen'}
    </button>
  );
}
