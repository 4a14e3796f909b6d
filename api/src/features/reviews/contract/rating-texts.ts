import type { ReviewSummaryJson } from './reviews.ts';

/**
 * How the site words the verified rating, shared by every place that shows it (the trust bar and the home
 * page, /bewertungen, the review link): the figures come from GET /api/reviews when the page is viewed
 * (ADR 060), and one wording keeps them saying the same. German counts: "1 Stern", "2 Sterne".
 */
export const starCount = (stars: number) => `${stars} ${stars === 1 ? 'Stern' : 'Sterne'}`;

const average = (summary: ReviewSummaryJson) => (summary.average === null ? '–' : summary.average.toFixed(1).replace('.', ','));

/** "12 verifizierte Bewertungen", "1 verifizierte Bewertung". */
export const reviewCountText = (count: number) => `${count} verifizierte ${count === 1 ? 'Bewertung' : 'Bewertungen'}`;

/** The trust bar's and the home page's line: "4,7/5 aus 12 verifizierten Bewertungen"; null without any review. */
export const verifiedRatingText = (summary: ReviewSummaryJson) =>
  summary.average === null
    ? null
    : `${average(summary)}/5 aus ${summary.count} verifizierten ${summary.count === 1 ? 'Bewertung' : 'Bewertungen'}`;

/** The distribution of /bewertungen, five stars first: "5 Sterne: 8" … "1 Stern: 1". */
export const distributionLines = (summary: ReviewSummaryJson) =>
  [5, 4, 3, 2, 1].map((stars) => `${starCount(stars)}: ${summary.distribution[stars - 1]}`);

/** The big figure of /bewertungen: "4,7", or "–" without any review. */
export const averageText = average;
