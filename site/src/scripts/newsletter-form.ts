import { showToast } from '../stores/toast.ts';

/**
 * The newsletter box. Sign-ups need the double opt-in mail (DESIGN.md section 7), which arrives with the
 * mail outbox; until then the box says so honestly instead of pretending to subscribe.
 */
const form = document.querySelector<HTMLFormElement>('[data-newsletter-form]');

form?.addEventListener('submit', (event) => {
  event.preventDefault();
  const input = form.elements.namedItem('email') as HTMLInputElement;
  if (!input.checkValidity() || input.value.trim() === '') {
    input.setAttribute('aria-invalid', 'true');
    input.focus();
    showToast({ title: 'Ungültige E-Mail-Adresse', description: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', variant: 'destructive' });
    return;
  }
  input.removeAttribute('aria-invalid');
  showToast({
    title: 'Newsletter in Vorbereitung',
    description: 'Die Anmeldung ist in Kürze möglich. Bis dahin beraten wir Sie gern persönlich.',
  });
});
