import { averageText, distributionLines, reviewCountText } from '#features/reviews/contract/rating-texts.ts';
import type { api } from '../lib/api.ts';
import { readPublic } from '../lib/public-read.ts';

/** Fills /bewertungen from GET /api/reviews: summary, distribution, and the reviews newest first, page by page. */
const root = document.querySelector<HTMLElement>('[data-reviews]');
const PAGE_SIZE = 10;
let page = 1;

const stars = (count: number) => '★'.repeat(count) + '☆'.repeat(5 - count);
const slot = (name: string) => root!.querySelector<HTMLElement>(`[data-slot="${name}"]`)!;

async function showPage() {
  const answer = await readPublic<(typeof api.reviews)['$get']>(`/api/reviews?page=${page}&pageSize=${PAGE_SIZE}`);
  if (!answer) throw new Error('Die Bewertungen kamen nicht.');
  const { summary } = answer;
  slot('average').textContent = averageText(summary);
  slot('count').textContent = reviewCountText(summary.count);
  slot('distribution').replaceChildren(
    ...distributionLines(summary).map((line) => {
      const row = document.createElement('li');
      row.textContent = line;
      return row;
    }),
  );
  const list = slot('list');
  for (const review of answer.items) {
    const item = document.createElement('li');
    item.className = 'rounded-xl border border-slate-200 bg-white p-4';
    const head = document.createElement('p');
    head.className = 'font-semibold text-brand-900';
    head.textContent = `${stars(review.stars)} · ${review.author}`;
    head.setAttribute('aria-label', `${review.stars} von 5 Sternen, ${review.author}`);
    const text = document.createElement('p');
    text.className = 'mt-2 whitespace-pre-line text-slate-700';
    text.textContent = review.text;
    const verified = document.createElement('p');
    verified.className = 'mt-2 text-sm text-slate-600';
    verified.textContent = review.verified;
    item.append(head, text, verified);
    if (review.reply) {
      const reply = document.createElement('p');
      reply.className = 'mt-3 border-l-4 border-brand-200 pl-3 text-sm text-slate-700';
      reply.textContent = `Antwort von uns: ${review.reply.text}`;
      item.append(reply);
    }
    list.append(item);
  }
  slot('more').hidden = page * PAGE_SIZE >= answer.total;
  slot('empty').hidden = answer.total > 0;
}

if (root) {
  slot('more').addEventListener('click', () => {
    page += 1;
    void showPage();
  });
  showPage().catch(() => {
    slot('empty').hidden = false;
    slot('empty').textContent = 'Die Bewertungen konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.';
  });
}
