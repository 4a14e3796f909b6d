import { getCollection, type CollectionEntry } from 'astro:content';
import { relatedArticles } from './related-articles.ts';

export type Article = CollectionEntry<'blog'>;

/** Every article, newest first. */
export async function getArticles(): Promise<Article[]> {
  const articles = await getCollection('blog');
  return articles.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

export async function getRelatedArticles(current: Article, limit = 3): Promise<Article[]> {
  return relatedArticles(await getArticles(), current, limit, (article) => article.data.category);
}
