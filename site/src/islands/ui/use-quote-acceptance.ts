import { useState } from 'react';
import { linkAcceptSchema, type LinkAcceptBody } from '#features/quotes/contract/quote-link-schemas.ts';
import { messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import type { InstallationDetails } from './InstallationDetailsFields.tsx';
import { useSubmit, type SubmitOptions } from './use-submit.ts';

/**
 * The state and submit flow of accepting a quote, through the personal link and in the account alike: the
 * installation details, the confirmed terms, the link's schema as the check (the account's accepts the same
 * body) and the failure toast.
 */
export function useQuoteAcceptance<Answer>(
  {
    initialDetails,
    send,
    onSent,
    failedMessage,
  }: {
    initialDetails: () => InstallationDetails;
    send: (body: LinkAcceptBody) => Promise<Answer>;
    onSent: (answer: Answer) => void;
    failedMessage: string;
  },
  options?: SubmitOptions,
) {
  const [details, setDetails] = useState(initialDetails);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { submit, errors, sending } = useSubmit(
    {
      check: () =>
        linkAcceptSchema.safeParse({
          termsAccepted,
          installationAddress: details.address,
          samePostalAddress: details.samePostal,
          phone: details.phone,
        }),
      send,
      onSent,
      onFailed: (error) => showToast({ title: 'Fehler', description: messageOf(error, failedMessage), variant: 'destructive' }),
    },
    options,
  );
  return { details, setDetails, termsAccepted, setTermsAccepted, submit, errors, sending };
}
