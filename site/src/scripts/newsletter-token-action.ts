import { newsletterMessages } from '#shared/newsletter-messages.ts';
import { ApiError, apiRequest } from '../lib/api-client.ts';

/**
 * Confirming or unsubscribing needs a click, not just opening the link: mail scanners that open links
 * must not subscribe anyone.
 */
const box = document.querySelector<HTMLElement>('[data-newsletter-action]');
const token = new URLSearchParams(window.location.search).get('token');

if (box) {
  const button = box.querySelector('button')!;
  const result = box.querySelector<HTMLElement>('[data-result]')!;
  if (!token) {
    button.disabled = true;
    result.textContent = box.dataset.endpoint?.endsWith('confirm') ? newsletterMessages.confirmFailed : newsletterMessages.unsubscribeFailed;
  }
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const answer = await apiRequest<{ message: string }>(box.dataset.endpoint!, { method: 'POST', body: { token } });
      result.textContent = answer.message;
      button.hidden = true;
    } catch (error) {
      result.textContent = (error instanceof ApiError && error.serverMessage) || newsletterMessages.failed;
      button.disabled = false;
    }
  });
}
