import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact.ts';
import { fieldErrors } from '../../../shared/validation.ts';

const person = {
  salutation: 'frau',
  name: 'Eva Nord',
  email: 'eva@example.de',
  subject: 'fenster',
  message: 'Bitte um Rückruf.',
  privacy: true,
};

const errorsOf = (body: unknown) => {
  const result = contactRequestSchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
};

describe('contact form schema', () => {
  it('accepts a person with a name', () => {
    expect(errorsOf(person)).toEqual({});
  });

  it('requires company name and contact person instead of a name for a company', () => {
    expect(errorsOf({ ...person, salutation: 'firma', name: '' })).toEqual({
      companyName: ['Firmenname ist erforderlich'],
      contactPerson: ['Ansprechpartner ist erforderlich'],
    });
    expect(errorsOf({ ...person, salutation: 'firma', name: '', companyName: 'Bau GmbH', contactPerson: 'Herr Ost' })).toEqual({});
  });

  it('requires name, e-mail, message, Anrede, Betreff and consent with German messages', () => {
    expect(errorsOf({ ...person, name: '' }).name).toEqual(['Name ist erforderlich']);
    expect(errorsOf({ ...person, email: 'x' }).email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein']);
    expect(errorsOf({ ...person, message: ' ' }).message).toEqual(['Nachricht ist erforderlich']);
    expect(errorsOf({ ...person, salutation: '' }).salutation).toEqual(['Bitte wählen Sie eine Anrede']);
    expect(errorsOf({ ...person, subject: 'x' }).subject).toEqual(['Bitte wählen Sie einen Betreff']);
    expect(errorsOf({ ...person, privacy: false }).privacy).toEqual(['Bitte akzeptieren Sie die Datenschutzerklärung, um fortzufahren.']);
  });
});
