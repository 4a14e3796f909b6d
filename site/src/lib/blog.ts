import { getCollection, type CollectionEntry } from 'astro:content';
import { readingMinutes } from './reading-time.ts';
import { relatedArticles } from './related-articles.ts';

/** An article with its reading time: the front matter's `readTime`, or computed from the text when left out. */
export type Article = CollectionEntry<'blog'> & { data: { readTime: number } };

function withReadingTime(article: CollectionEntry<'blog'>): Article {
  const { readTime, intro, conclusion } = article.data;
  return { ...article, data: { ...article.data, readTime: readTime ?? readingMinutes(`${intro}\n${article.body ?? ''}\n${conclusion}`) } };
}

/** Every article, newest first. */
export async function getArticles(): Promise<Article[]> {
  const articles = (await getCollection('blog')).map(withReadingTime);
  return articles.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

export async function getRelatedArticles(current: Article, limit = 3): Promise<Article[]> {
  return relatedArticles(await getArticles(), current, limit, (article) => article.data.category);
}
