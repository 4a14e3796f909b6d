import { COMPANY_SETTINGS_HREF, placeholderCompanyMessages } from '#features/settings/contract/placeholder-company.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';

/**
 * The toast of a refused action. The refusal for placeholder company data (ADR 050) comes with a link to
 * Einstellungen → Firma, where it is resolved, and stays until closed: reading it and the link takes time.
 */
export function showFailureToast(error: unknown, fallback: string): void {
  const description = messageOf(error, fallback);
  const placeholders = description === placeholderCompanyMessages.refused;
  showToast({
    title: 'Fehler',
    description,
    variant: 'destructive',
    ...(placeholders ? { link: { href: COMPANY_SETTINGS_HREF, label: placeholderCompanyMessages.linkLabel }, duration: 60_000 } : {}),
  });
}
