import { map } from 'nanostores';
import type { ContactSubject, Salutation } from '#shared/labels.ts';

/** The contact form's fields. */
export interface ContactForm {
  salutation: Salutation | '';
  companyName: string;
  contactPerson: string;
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject | '';
  message: string;
  privacy: boolean;
}

const emptyContactForm = (): ContactForm => ({
  salutation: '',
  companyName: '',
  contactPerson: '',
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  privacy: false,
});

export const CONTACT_FORM_KEY = 'contact_form';
export const $contactForm = map<ContactForm>(emptyContactForm());

export function setContactField<K extends keyof ContactForm>(key: K, value: ContactForm[K]): void {
  $contactForm.set({ ...$contactForm.get(), [key]: value });
}

export function clearContactForm(): void {
  $contactForm.set(emptyContactForm());
}
