/**
 * Up to `limit` other articles: those of the same category first, then the rest, each group in the
 * order given (newest first).
 */
export function relatedArticles<T extends { id: string }>(
  articles: readonly T[],
  current: T,
  limit: number,
  categoryOf: (article: T) => string,
): T[] {
  const others = articles.filter((article) => article.id !== current.id);
  const sameCategory = others.filter((article) => categoryOf(article) === categoryOf(current));
  const rest = others.filter((article) => categoryOf(article) !== categoryOf(current));
  return [...sameCategory, ...rest].slice(0, limit);
}
