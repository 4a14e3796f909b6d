import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { blogCategories } from './lib/blog-categories.ts';

/** Blog articles: our own German texts. The body holds the sections as `##` headings; intro and Fazit frame them. */
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './site/src/content/blog' }),
  schema: ({ image }) =>
    z.object({
      title: z.string().min(10).max(90),
      excerpt: z.string().min(40).max(240),
      date: z.coerce.date(),
      /** Reading time in minutes. */
      readTime: z.number().int().min(1).max(30),
      category: z.enum(blogCategories),
      /** Drawn as SVG in site/src/assets/blog; pages show it as WebP (ADR 015: an SVG <img> is drawn on the main thread). */
      image: image(),
      imageAlt: z.string().min(10),
      intro: z.string().min(80),
      conclusion: z.string().min(80),
      keywords: z.array(z.string()).min(3),
      metaDescription: z.string().min(70).max(160),
    }),
});

/** Legal pages. Company data is written as {{key}} placeholders and filled in from one data file at build time. */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './site/src/content/legal' }),
  schema: z.object({
    title: z.string(),
    description: z.string().min(50).max(160),
    updated: z.coerce.date(),
  }),
});

export const collections = { blog, legal };
