import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { contactMessages, contactRequestSchema, type ContactSubmission } from '#features/contact/contract/contact.ts';
import { contactSubjectLabels, contactSubjects, salutationLabels, salutations } from '#shared/labels.ts';
import { answerOf, api } from '../../lib/api.ts';
import { submissionKeys } from '../../lib/submission-key.ts';
import { $contactForm, CONTACT_FORM_KEY, clearContactForm, setContactField, type ContactForm as Form } from '../../stores/contact-form.ts';
import { persistInSession } from '../../stores/persist.ts';
import { showToast } from '../../stores/toast.ts';
import { EmailField, PhoneField } from '../ui/ContactFields.tsx';
import { ChoiceField, TextArea, TextField } from '../ui/Field.tsx';
import { PrivacyConsent } from '../ui/PrivacyConsent.tsx';
import { useSubmit, type Checked } from '../ui/use-submit.ts';

/** One key per submission attempt: a retry of an unchanged message is not stored twice. */
const submissionKeyFor = submissionKeys<Form>();

/** The contact form, sent to POST /api/contact. */
export default function ContactForm() {
  const form = useStore($contactForm);
  const { submit, errors, sending } = useSubmit({
    check: (): Checked<ContactSubmission> => {
      if (!form.privacy) {
        showToast({ title: contactMessages.privacyTitle, description: contactMessages.privacy, variant: 'destructive' });
        // Refused before the schema: the messages at the fields stay as they are.
        return { success: false, messages: errors };
      }
      return contactRequestSchema.safeParse(form);
    },
    send: (data) => answerOf(api.contact.$post({ json: data }, { headers: { 'Idempotency-Key': submissionKeyFor(form) } })),
    onSent: () => {
      showToast({ title: contactMessages.sentTitle, description: contactMessages.sent });
      clearContactForm();
    },
    onFailed: () => showToast({ title: contactMessages.failedTitle, description: contactMessages.failed, variant: 'destructive' }),
  });
  useEffect(() => persistInSession($contactForm, CONTACT_FORM_KEY), []);

  const isCompany = form.salutation === 'firma';
  const ready = form.privacy && form.salutation !== '' && form.subject !== '';
  /** A field's value, message and change, for every field but the consent. */
  const bind = <K extends Exclude<keyof Form, 'privacy'>>(key: K) => ({
    value: form[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setContactField(key, event.target.value as Form[K]),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <ChoiceField label="Anrede" required choices={salutations} labels={salutationLabels} {...bind('salutation')} />
      <ChoiceField label="Betreff" required choices={contactSubjects} labels={contactSubjectLabels} {...bind('subject')} />
      {isCompany ? (
        <>
          <TextField label="Firmenname" required autoComplete="organization" {...bind('companyName')} />
          <TextField label="Ansprechpartner" required autoComplete="name" {...bind('contactPerson')} />
        </>
      ) : (
        <div className="sm:col-span-2">
          <TextField label="Name" required autoComplete="name" {...bind('name')} />
        </div>
      )}
      <EmailField {...bind('email')} />
      <PhoneField label="Telefon" {...bind('phone')} />
      <div className="sm:col-span-2">
        <TextArea label="Nachricht" required rows={6} {...bind('message')} />
      </div>
      <div className="sm:col-span-2">
        <PrivacyConsent
          checked={form.privacy}
          error={errors.privacy}
          onChange={(checked) => setContactField('privacy', checked)}
          purpose="meiner Anfrage"
          href="/datenschutz"
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!ready || sending}>
          {sending ? 'Wird gesendet...' : 'Nachricht senden'}
        </button>
        {!ready && (
          <p className="mt-2 text-sm text-slate-600">Bitte wählen Sie Anrede und Betreff und stimmen Sie der Datenschutzerklärung zu.</p>
        )}
      </div>
    </form>
  );
}
