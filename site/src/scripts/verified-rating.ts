import { answerOf, api } from '../lib/api.ts';

/**
 * The verified average and count where a page shows the rating (trust bar, home page), read when the page
 * is viewed: reviews change between builds, so the figures are never baked in (ADR 060).
 */
const targets = document.querySelectorAll<HTMLElement>('[data-verified-rating]');

if (targets.length > 0) {
  answerOf(api.reviews.$get({ query: { pageSize: '1' } }))
    .then(({ summary }) => {
      if (summary.average === null) return;
      for (const target of targets) {
        target.querySelector('[data-slot="text"]')!.textContent =
          `${summary.average.toFixed(1).replace('.', ',')}/5 aus ${summary.count} verifizierten Bewertungen`;
        target.hidden = false;
      }
    })
    .catch(() => {});
}
