import type { Visit } from './contract/analytics.ts';

export interface PageViewFacts {
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
}

interface CountedSite {
  /** The paths of the site's public pages (site-paths.ts); a view of any other path is not counted. */
  paths: ReadonlySet<string>;
  /** Host names of the site itself (its configured address, the request's Host): no referrer of ours. */
  ownHosts: readonly string[];
}

/** A campaign name as people write them into links ("newsletter", "google-ads", "flyer_2026"). */
const UTM_SOURCE = /^[a-z0-9._-]{1,40}$/;
/** A DNS name of letters, digits and hyphens (IDNs arrive as punycode) with a top-level domain of letters. */
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * What a beacon's body may leave behind (ADR 019, ADR 028): a path of the site's own pages without its
 * query (a query can carry tokens or names), utm_source from that query if it is a plain short token, and
 * only the host name of a referrer from another site. Null for a path that is not counted.
 */
export function pageViewFacts(visit: Visit, site: CountedSite): PageViewFacts | null {
  let url: URL;
  try {
    url = new URL(visit.path, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.host !== 'site.invalid' || !site.paths.has(url.pathname)) return null;
  const utmSource = url.searchParams.get('utm_source')?.trim().toLowerCase();
  return {
    path: url.pathname,
    referrerHost: referrerHostOf(visit.referrer, site.ownHosts),
    utmSource: utmSource && UTM_SOURCE.test(utmSource) ? utmSource : null,
  };
}

/** The host name of a URL or Host header without "www." and a trailing dot, lower-cased. */
export function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

function referrerHostOf(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = bareHost(url.hostname);
  // An address or a single label ("localhost") names no site a visitor came from.
  if (!DOMAIN_NAME.test(host) || ownHosts.includes(host)) return null;
  return host;
}
