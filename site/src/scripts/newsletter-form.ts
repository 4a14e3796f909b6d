import { newsletterMessages } from '#features/newsletter/contract/newsletter-messages.ts';
import { answerOf, api, messageOf } from '../lib/api.ts';
import { showToast } from '../stores/toast.ts';

/** The newsletter box: sign-up with double opt-in; the mail's link confirms (docs/domain.md). */
const form = document.querySelector<HTMLFormElement>('[data-newsletter-form]');

form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const input = form.elements.namedItem('email') as HTMLInputElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  if (!input.checkValidity() || input.value.trim() === '') {
    input.setAttribute('aria-invalid', 'true');
    input.focus();
    showToast({ title: newsletterMessages.failedTitle, description: newsletterMessages.email, variant: 'destructive' });
    return;
  }
  input.removeAttribute('aria-invalid');
  button.disabled = true;
  try {
    await answerOf(api.newsletter.$post({ json: { email: input.value.trim() } }));
    showToast({ title: newsletterMessages.requestedTitle, description: newsletterMessages.requested });
    form.reset();
  } catch (error) {
    showToast({
      title: newsletterMessages.failedTitle,
      description: messageOf(error, newsletterMessages.failed),
      variant: 'destructive',
    });
  } finally {
    button.disabled = false;
  }
});
