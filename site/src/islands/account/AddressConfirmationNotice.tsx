import { useState } from 'react';
import { customerMessages } from '#features/accounts/contract/customer.ts';
import { accountMessages } from '#features/accounts/contract/account-messages.ts';
import { messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { requestAddressConfirmation } from './api.ts';

/**
 * The top of "Mein Konto" while the account's address is unconfirmed: until then the page shows only what the
 * account made itself, so it says why instead of letting empty lists read as "nothing there".
 */
export function AddressConfirmationNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function sendLink() {
    setSending(true);
    try {
      setSentMessage((await requestAddressConfirmation()).message);
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, accountMessages.addressConfirmationFailed), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900"
      aria-labelledby="adresse-bestaetigen-titel"
    >
      <h2 id="adresse-bestaetigen-titel" className="font-bold">
        {customerMessages.confirmAddressTitle}
      </h2>
      <p>{customerMessages.confirmAddressHint(email)}</p>
      <p role="status">{sentMessage}</p>
      {!sentMessage && (
        <button type="button" className="btn-outline min-h-9 justify-self-start px-3 py-1.5 text-sm" onClick={sendLink} disabled={sending}>
          {customerMessages.confirmAddressButton}
        </button>
      )}
    </section>
  );
}
