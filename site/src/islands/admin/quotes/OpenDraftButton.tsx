import { useState } from 'react';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { navigate } from '../router.ts';
import { quoteAddress } from './addresses.ts';

/**
 * A button that makes a quote draft on the server and opens it in the editor. It stays busy after the
 * success: the editor replaces the screen, and a second click meanwhile would make a second draft.
 */
export function OpenDraftButton<Draft extends { id: number }>({
  label,
  className,
  create,
  created,
  failed,
}: {
  label: string;
  className: string;
  create: () => Promise<Draft>;
  /** The toast's title and description for the new draft. */
  created: (draft: Draft) => { title: string; description: string };
  failed: string;
}) {
  const [creating, setCreating] = useState(false);

  async function open() {
    setCreating(true);
    try {
      const draft = await create();
      showToast(created(draft));
      navigate(quoteAddress(draft.id));
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, failed), variant: 'destructive' });
      setCreating(false);
    }
  }

  return (
    <button type="button" className={className} onClick={open} disabled={creating}>
      {creating ? 'Wird erstellt …' : label}
    </button>
  );
}
