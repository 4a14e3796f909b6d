import { useState } from 'react';
import { configurationQuoteSchema, customerMessages } from '#features/accounts/contract/customer.ts';
import { projectTypeLabels, projectTypes } from '#shared/labels.ts';
import { ApiError, messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { FormDialogFooter } from '../ui/FormDialogFooter.tsx';
import { SelectField, TextArea } from '../ui/Field.tsx';
import { PrivacyConsent } from '../ui/PrivacyConsent.tsx';
import { useForm } from '../ui/use-form.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { requestQuote, type SavedConfiguration } from './api.ts';

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
  const { values, setValues, errors, setErrors, bind } = useForm({ projektart: '', nachricht: '' });
  const [privacy, setPrivacy] = useState(false);
  const { submit, sending } = useSubmit(
    {
      check: () => configurationQuoteSchema.safeParse({ ...values, privacy }),
      // The dialog shows a form only for a configuration.
      send: (data) => requestQuote(configuration!.id, data),
      onSent: () => {
        showToast({ title: customerMessages.quoteSentTitle, description: customerMessages.quoteSent });
        onRequested(configuration!.id);
        setValues({ projektart: '', nachricht: '' });
        setPrivacy(false);
        onClose();
      },
      onFailed: (error) => {
        showToast({ title: 'Fehler', description: messageOf(error, customerMessages.quoteFailed), variant: 'destructive' });
        if (error instanceof ApiError && error.status === 409) {
          onRefused();
          onClose();
        }
      },
    },
    { setErrors },
  );

  return (
    <Dialog open={configuration !== null} title="Angebot anfordern" onClose={onClose}>
      {configuration && (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <p className="text-slate-700">
            Für „{configuration.name}“ erstellen wir Ihnen ein unverbindliches Angebot. Ihre Kontaktdaten aus dem Kundenkonto werden
            mitgesendet.
          </p>
          <SelectField label="Projektart" required {...bind('projektart')}>
            <option value="">Bitte wählen</option>
            {projectTypes.map((type) => (
              <option key={type} value={type}>
                {projectTypeLabels[type]}
              </option>
            ))}
          </SelectField>
          <TextArea label="Nachricht (optional)" rows={3} {...bind('nachricht')} />
          <PrivacyConsent checked={privacy} error={errors.privacy} onChange={setPrivacy} purpose="der Anfrage" />
          <div className="flex justify-end gap-3">
            <FormDialogFooter onCancel={onClose} sending={sending} label="Angebot anfordern" pendingLabel="Wird gesendet..." />
          </div>
        </form>
      )}
    </Dialog>
  );
}
