import { describe, expect, it } from 'vitest';
import { relatedArticles } from './related-articles.ts';

const article = (id: string, category: string) => ({ id, category });
const byCategory = (entry: { category: string }) => entry.category;

describe('related articles', () => {
  const articles = [
    article('a', 'Design'),
    article('b', 'Wartung'),
    article('c', 'Design'),
    article('d', 'Sicherheit'),
    article('e', 'Ratgeber'),
  ];

  it('leaves out the current article and puts its category first', () => {
    expect(relatedArticles(articles, articles[3]!, 3, byCategory).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(relatedArticles(articles, articles[2]!, 3, byCategory).map((entry) => entry.id)).toEqual(['a', 'b', 'd']);
  });

  it('never returns more than the limit, nor more than there are', () => {
    expect(relatedArticles(articles, articles[0]!, 3, byCategory)).toHaveLength(3);
    expect(relatedArticles(articles.slice(0, 2), articles[0]!, 3, byCategory)).toHaveLength(1);
  });
});
