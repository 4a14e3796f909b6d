import { newsletterMessages } from '#features/newsletter/contract/newsletter-messages.ts';
import { answerOf, api, messageOf } from '../lib/api.ts';
import { showToast } from '../stores/toast.ts';

/**
 * The newsletter box's sign-up with double opt-in; the mail's link confirms (docs/domain.md). Loaded with
 * the first submit (NewsletterBox.astro, ADR 087); a second submit while one is under way does nothing.
 */
export async function signUp(form: HTMLFormElement): Promise<void> {
  const input = form.elements.namedItem('email') as HTMLInputElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  if (button.disabled) return;
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
}
