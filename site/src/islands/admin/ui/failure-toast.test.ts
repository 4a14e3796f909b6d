import { afterEach, describe, expect, it } from 'vitest';
import { placeholderCompanyMessages } from '#features/settings/contract/placeholder-company.ts';
import { ApiError } from '../../../lib/api.ts';
import { $toast, dismissToast } from '../../../stores/toast.ts';
import { showFailureToast } from './failure-toast.ts';

afterEach(() => dismissToast());

const refusal = (message: string) => new ApiError(409, JSON.stringify({ error: message }), 'Conflict');

describe('the toast of a refused action', () => {
  it('links the refusal for placeholder company data to Einstellungen → Firma and keeps it up', () => {
    showFailureToast(refusal(placeholderCompanyMessages.refused), 'Das hat nicht geklappt.');
    expect($toast.get()).toMatchObject({
      variant: 'destructive',
      description: placeholderCompanyMessages.refused,
      link: { href: '/admin/settings?tab=firma', label: 'Zu Einstellungen → Firma' },
      duration: 60_000,
    });
  });

  it('shows any other refusal as it is, without a link', () => {
    showFailureToast(refusal('Diese Rechnung ist bereits storniert.'), 'Das hat nicht geklappt.');
    expect($toast.get()).toMatchObject({ description: 'Diese Rechnung ist bereits storniert.' });
    expect($toast.get()?.link).toBeUndefined();
    showFailureToast(new Error('offline'), 'Das hat nicht geklappt.');
    expect($toast.get()).toMatchObject({ description: 'Das hat nicht geklappt.' });
  });
});
