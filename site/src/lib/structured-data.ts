import { company } from './site-company.ts';

/** schema.org data for search engines (docs/architecture.md). */

const services = ['Fenster', 'Türen', 'Dachfenster'];

/** The home page's local business: a windows, doors and roof-windows service serving Germany. */
export function localBusinessJsonLd(site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': new URL('/#unternehmen', site).href,
    name: company.brand,
    legalName: company.legalName,
    description: `${company.tagline}: Beratung, Aufmaß, Lieferung und Montage von Fenstern, Türen und Dachfenstern.`,
    url: new URL('/', site).href,
    image: new URL('/og-image.png', site).href,
    logo: new URL('/favicon.svg', site).href,
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressRegion: company.region,
      addressCountry: company.countryCode,
    },
    areaServed: { '@type': 'Country', name: 'Deutschland' },
    makesOffer: services.map((name) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: `${name}: Beratung, Lieferung und Montage`, areaServed: 'DE' },
    })),
  };
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  path: string;
  image: string;
  date: Date;
  keywords: readonly string[];
  category: string;
}

export function blogPostingJsonLd(site: URL, article: ArticleJsonLdInput) {
  const url = new URL(article.path, site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    image: new URL(article.image, site).href,
    datePublished: article.date.toISOString(),
    dateModified: article.date.toISOString(),
    inLanguage: 'de-DE',
    keywords: article.keywords.join(', '),
    articleSection: article.category,
    author: { '@type': 'Organization', name: company.brand, url: new URL('/', site).href },
    publisher: {
      '@type': 'Organization',
      name: company.brand,
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', site).href },
    },
  };
}
