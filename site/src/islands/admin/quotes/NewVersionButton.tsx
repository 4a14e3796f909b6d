import { quoteVersionMessages as m } from '#features/quotes/contract/quote-versions.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { createQuoteVersion } from './api.ts';
import { OpenDraftButton } from './OpenDraftButton.tsx';

/**
 * "Neue Version" of a sent quote (or one the customer asked changes for): the copy is a draft with the
 * same number and the next version, opened in the editor at once.
 */
export function NewVersionButton({
  quoteId,
  label = m.newVersion,
  className = 'btn-secondary',
}: {
  quoteId: number;
  label?: string;
  className?: string;
}) {
  return (
    <OpenDraftButton
      label={label}
      className={className}
      create={() => createQuoteVersion(quoteId)}
      created={(draft) => ({ title: m.created, description: quoteNumberLabel(draft) })}
      failed={m.createFailed}
    />
  );
}
