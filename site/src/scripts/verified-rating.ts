import { verifiedRatingText } from '#features/reviews/contract/rating-texts.ts';
import { answerOf, api } from '../lib/api.ts';

/**
 * The verified average and count where a page shows the rating (trust bar, home page), read when the page
 * is viewed: reviews change between builds, so the figures are never baked in (ADR 060).
 */
const targets = document.querySelectorAll<HTMLElement>('[data-verified-rating]');

if (targets.length > 0) {
  answerOf(api.reviews.$get({ query: { pageSize: '1' } }))
    .then(({ summary }) => {
      const text = verifiedRatingText(summary);
      if (text === null) return;
      for (const target of targets) {
        target.querySelector('[data-slot="text"]')!.textContent = text;
        target.hidden = false;
      }
    })
    .catch(() => {});
}
