import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { createQuote } from './api.ts';
import { OpenDraftButton } from './OpenDraftButton.tsx';

/** "Angebot erstellen": a draft with the lead's priced lines, opened in the editor. */
export function CreateQuoteButton({
  leadId,
  className = 'btn-secondary min-h-9 px-4 py-1.5 text-sm',
}: {
  leadId: number;
  className?: string;
}) {
  return (
    <OpenDraftButton
      label="Angebot erstellen"
      className={className}
      create={() => createQuote(leadId)}
      created={(quote) => ({ title: quoteScreenMessages.created, description: quote.number })}
      failed={quoteScreenMessages.createFailed}
    />
  );
}
