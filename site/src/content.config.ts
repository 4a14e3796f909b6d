import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { blogCategories } from './lib/blog-categories.ts';

/**
 * A text field of the front matter with its German message: editors read it when the build stops
 * (Astro names the file and the field before it). docs/blog.md explains every field.
 */
const text = (field: string, min: number, max?: number) => {
  const rule = max ? `${min} bis ${max} Zeichen` : `mindestens ${min} Zeichen`;
  const error = `„${field}“ muss ein Text mit ${rule} sein (in Anführungszeichen).`;
  const length = z.string({ error }).min(min, { error });
  return max ? length.max(max, { error }) : length;
};

/** Blog articles: our own German texts. The body holds the sections as `##` headings; intro and Fazit frame them. */
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './site/src/content/blog' }),
  schema: ({ image }) =>
    z.object({
      title: text('title', 10, 90),
      excerpt: text('excerpt', 40, 240),
      date: z.coerce.date({ error: '„date“ muss ein Datum im Format JJJJ-MM-TT sein, z. B. 2026-05-07.' }),
      /** Reading time in minutes; left out, it is computed from the text (lib/reading-time.ts). */
      readTime: z
        .number({ error: '„readTime“ ist die Lesezeit in ganzen Minuten (1 bis 30) oder fehlt ganz.' })
        .int({ error: '„readTime“ ist die Lesezeit in ganzen Minuten (1 bis 30) oder fehlt ganz.' })
        .min(1, { error: '„readTime“ ist die Lesezeit in ganzen Minuten (1 bis 30) oder fehlt ganz.' })
        .max(30, { error: '„readTime“ ist die Lesezeit in ganzen Minuten (1 bis 30) oder fehlt ganz.' })
        .optional(),
      category: z.enum(blogCategories, { error: `„category“ muss eine dieser Kategorien sein: ${blogCategories.join(', ')}.` }),
      /** Drawn as SVG in site/src/assets/blog; pages show it as WebP (ADR 015: an SVG <img> is drawn on the main thread). */
      image: image(),
      imageAlt: text('imageAlt', 10),
      intro: text('intro', 80),
      conclusion: text('conclusion', 80),
      keywords: z
        .array(z.string(), { error: '„keywords“ ist eine Liste in eckigen Klammern, z. B. ["Fenster", "Förderung", "Dämmung"].' })
        .min(3, { error: '„keywords“ braucht mindestens drei Suchbegriffe.' }),
      metaDescription: text('metaDescription', 70, 160),
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

/**
 * Guide pages with their sources (/foerderung): rules that change, so each names its date and where it
 * comes from; the page prints both (ADR 063).
 */
const ratgeber = defineCollection({
  loader: glob({ pattern: '*.md', base: './site/src/content/ratgeber' }),
  schema: z.object({
    title: text('title', 10, 90),
    description: text('description', 70, 160),
    updated: z.coerce.date({ error: '„updated“ muss ein Datum im Format JJJJ-MM-TT sein, z. B. 2026-11-26.' }),
    sources: z
      .array(z.object({ title: text('sources.title', 5), publisher: text('sources.publisher', 3), date: text('sources.date', 4) }))
      .min(1, { error: '„sources“ braucht mindestens eine Quelle.' }),
  }),
});

export const collections = { blog, legal, ratgeber };
