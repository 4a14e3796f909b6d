import { useState, type SubmitEvent } from 'react';
import { configurationQuoteSchema, customerMessages } from '#shared/customer.ts';
import { projectTypeLabels, projectTypes, type ProjectType } from '#shared/labels.ts';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import { accountRequest } from '../../lib/account-api.ts';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { showToast } from '../../stores/toast.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { SelectField, TextArea } from '../ui/Field.tsx';
import { PrivacyConsent } from '../ui/PrivacyConsent.tsx';
import type { SavedConfiguration } from './types.ts';

interface QuoteRequestDialogProps {
  configuration: SavedConfiguration | null;
  onClose: () => void;
  onRequested: (id: number) => void;
  /** The server refused (409): the configuration was requested meanwhile, e.g. in another tab. */
  onRefused: () => void;
}

/**
 * "Angebot anfordern" on a saved configuration: the account's contact data go with it; the visitor adds
 * the project type, an optional note and the consent the quote request needs.
 */
export function QuoteRequestDialog({ configuration, onClose, onRequested, onRefused }: QuoteRequestDialogProps) {
  const [form, setForm] = useState({ projektart: '' as ProjectType | '', nachricht: '', privacy: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = configurationQuoteSchema.safeParse(form);
    if (!checked.success || !configuration) {
      if (!checked.success) setErrors(firstErrors(fieldErrors(checked.error)));
      return;
    }
    setSending(true);
    try {
      await accountRequest(`/api/customer/configurations/${configuration.id}/quote-request`, { method: 'POST', body: checked.data });
      showToast({ title: customerMessages.quoteSentTitle, description: customerMessages.quoteSent });
      onRequested(configuration.id);
      setForm({ projektart: '', nachricht: '', privacy: false });
      setErrors({});
      onClose();
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, customerMessages.quoteFailed), variant: 'destructive' });
      if (error instanceof ApiError && error.status === 409) {
        onRefused();
        onClose();
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={configuration !== null} title="Angebot anfordern" onClose={onClose}>
      {configuration && (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <p className="text-slate-700">
            Für „{configuration.name}“ erstellen wir Ihnen ein unverbindliches Angebot. Ihre Kontaktdaten aus dem Kundenkonto werden mitgesendet.
          </p>
          <SelectField label="Projektart" required value={form.projektart} error={errors.projektart} onChange={(event) => setForm({ ...form, projektart: event.target.value as ProjectType | '' })}>
            <option value="">Bitte wählen</option>
            {projectTypes.map((type) => (
              <option key={type} value={type}>
                {projectTypeLabels[type]}
              </option>
            ))}
          </SelectField>
          <TextArea label="Nachricht (optional)" rows={3} value={form.nachricht} onChange={(event) => setForm({ ...form, nachricht: event.target.value })} />
          <PrivacyConsent checked={form.privacy} error={errors.privacy} onChange={(privacy) => setForm({ ...form, privacy })} purpose="der Anfrage" />
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-outline" onClick={onClose}>
              Abbrechen
            </button>
            <button type="submit" className="btn-primary" disabled={sending}>
              {sending ? 'Wird gesendet...' : 'Angebot anfordern'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
