import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { contactMessages, contactRequestSchema, type ContactSubmission } from '#features/contact/contract/contact.ts';
import { contactSubjectLabels, contactSubjects, salutationLabels, salutations } from '#shared/labels.ts';
import { answerOf, api } from '../../lib/api.ts';
import { submissionKeys } from '../../lib/submission-key.ts';
import { $contactForm, CONTACT_FORM_KEY, clearContactForm, setContactField, type ContactForm as Form } from '../../stores/contact-form.ts';
import { persistInSession } from '../../stores/persist.ts';
import { showToast } from '../../stores/toast.ts';
import { SelectField, TextArea, TextField } from '../ui/Field.tsx';
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
  const field =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setContactField(key, value);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Anrede"
        required
        value={form.salutation}
        error={errors.salutation}
        onChange={(event) => field('salutation')(event.target.value as Form['salutation'])}
      >
        <option value="">Bitte wählen</option>
        {salutations.map((value) => (
          <option key={value} value={value}>
            {salutationLabels[value]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Betreff"
        required
        value={form.subject}
        error={errors.subject}
        onChange={(event) => field('subject')(event.target.value as Form['subject'])}
      >
        <option value="">Bitte wählen</option>
        {contactSubjects.map((value) => (
          <option key={value} value={value}>
            {contactSubjectLabels[value]}
          </option>
        ))}
      </SelectField>
      {isCompany ? (
        <>
          <TextField
            label="Firmenname"
            required
            autoComplete="organization"
            value={form.companyName}
            error={errors.companyName}
            onChange={(event) => field('companyName')(event.target.value)}
          />
          <TextField
            label="Ansprechpartner"
            required
            autoComplete="name"
            value={form.contactPerson}
            error={errors.contactPerson}
            onChange={(event) => field('contactPerson')(event.target.value)}
          />
        </>
      ) : (
        <div className="sm:col-span-2">
          <TextField
            label="Name"
            required
            autoComplete="name"
            value={form.name}
            error={errors.name}
            onChange={(event) => field('name')(event.target.value)}
          />
        </div>
      )}
      <TextField
        label="E-Mail"
        required
        type="email"
        autoComplete="email"
        value={form.email}
        error={errors.email}
        onChange={(event) => field('email')(event.target.value)}
      />
      <TextField
        label="Telefon"
        type="tel"
        autoComplete="tel"
        value={form.phone}
        error={errors.phone}
        onChange={(event) => field('phone')(event.target.value)}
      />
      <div className="sm:col-span-2">
        <TextArea
          label="Nachricht"
          required
          rows={6}
          value={form.message}
          error={errors.message}
          onChange={(event) => field('message')(event.target.value)}
        />
      </div>
      <div className="sm:col-span-2">
        <PrivacyConsent
          checked={form.privacy}
          error={errors.privacy}
          onChange={field('privacy')}
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
