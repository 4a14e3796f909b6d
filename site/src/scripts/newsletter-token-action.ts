import { newsletterMessages } from '#features/newsletter/contract/newsletter-messages.ts';
import { answerOf, api, messageOf } from '../lib/api.ts';

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
    result.textContent = box.dataset.endpoint?.endsWith('confirm')
      ? newsletterMessages.confirmFailed
      : newsletterMessages.unsubscribeFailed;
  }
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const request = { json: { token: token ?? '' } };
      const answer = box.dataset.endpoint?.endsWith('confirm')
        ? await answerOf(api.newsletter.confirm.$post(request))
        : await answerOf(api.newsletter.unsubscribe.$post(request));
      result.textContent = answer.message;
      button.hidden = true;
    } catch (error) {
      result.textContent = messageOf(error, newsletterMessages.failed);
      button.disabled = false;
    }
  });
}
