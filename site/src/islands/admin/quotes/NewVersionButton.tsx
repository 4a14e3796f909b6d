import { useState } from 'react';
import { quoteVersionMessages as m } from '#features/quotes/contract/quote-versions.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { navigate } from '../router.ts';
import { quoteAddress } from './addresses.ts';
import { createQuoteVersion } from './api.ts';

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
  const [creating, setCreating] = useState(false);

  async function create() {
    setCreating(true);
    try {
      const draft = await createQuoteVersion(quoteId);
      showToast({ title: m.created, description: quoteNumberLabel(draft) });
      navigate(quoteAddress(draft.id));
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, m.createFailed), variant: 'destructive' });
      setCreating(false);
    }
  }

  return (
    <button type="button" className={className} onClick={create} disabled={creating}>
      {creating ? 'Wird erstellt …' : label}
    </button>
  );
}
