import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, localBusinessJsonLd } from './structured-data.ts';

const site = new URL('https://www.example.de');

describe('structured data', () => {
  it('describes a local windows, doors and roof-windows business serving Germany', () => {
    const data = localBusinessJsonLd(site);
    expect(data['@type']).toBe('HomeAndConstructionBusiness');
    expect(data.areaServed).toEqual({ '@type': 'Country', name: 'Deutschland' });
    expect(data.makesOffer.map((offer) => offer.itemOffered.name).join(' ')).toMatch(/Fenster.*Türen.*Dachfenster/);
    expect(data.url).toBe('https://www.example.de/');
  });

  it('builds a BlogPosting with absolute URLs', () => {
    const data = blogPostingJsonLd(site, {
      title: 'Titel',
      description: 'Beschreibung',
      path: '/blog/artikel',
      image: '/images/blog/artikel.svg',
      date: new Date('2026-03-12T00:00:00Z'),
      keywords: ['Fenster', 'Ratgeber'],
      category: 'Ratgeber',
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://www.example.de/blog/artikel',
      image: 'https://www.example.de/images/blog/artikel.svg',
      datePublished: '2026-03-12T00:00:00.000Z',
      keywords: 'Fenster, Ratgeber',
    });
  });
});
