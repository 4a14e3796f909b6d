import { verifiedRatingText } from '#features/reviews/contract/rating-texts.ts';
import type { api } from '../lib/api.ts';
import { readPublic } from '../lib/public-read.ts';

/**
 * The verified average and count where a page shows the rating (trust bar, home page), read when the page
 * is viewed: reviews change between builds, so the figures are never baked in (ADR 060).
 */
const targets = document.querySelectorAll<HTMLElement>('[data-verified-rating]');

if (targets.length > 0) {
  readPublic<(typeof api.reviews)['$get']>('/api/reviews?pageSize=1')
    .then((answer) => {
      const text = answer && verifiedRatingText(answer.summary);
      if (!text) return;
      for (const target of targets) {
        target.querySelector('[data-slot="text"]')!.textContent = text;
        target.hidden = false;
      }
    })
    .catch(() => {});
}
