/**
 * User agents that are not people: crawlers, link previews, monitoring, headless browsers and measuring
 * tools (Lighthouse, PageSpeed, WebPageTest), HTTP libraries. A request without a user agent is none
 * either. Matched case-insensitively; "bot" only as a word or before / - ; ) so that a CUBOT phone
 * still counts as a person.
 */
const BOT_PATTERN =
  /\bbot\b|bot[/\-;)]|crawl|spider|slurp|archiver|facebookexternalhit|embedly|headless|lighthouse|pagespeed|ptst|gtmetrix|phantomjs|puppeteer|playwright|selenium|webdriver|python|curl|wget|httpclient|okhttp|java\/|go-http|axios|node-fetch|undici|libwww|uptime|pingdom/i;

/**
 * Chromium browsers list a made-up brand in their client hints ("Not)A;Brand", the UA-CH "GREASE").
 * Lighthouse (and PageSpeed Insights, which runs it) emulates a phone with a real-looking user agent
 * since version 10, but sets the brands itself, without one: `"Chromium";v="150", "Google Chrome";v="150"`.
 * Firefox and Safari send no brands at all.
 */
const GREASE_BRAND = /Not.A.Brand/i;

export function isBot(userAgent: string | undefined, brands?: string): boolean {
  if (!userAgent || userAgent.trim() === '' || BOT_PATTERN.test(userAgent)) return true;
  return brands !== undefined && (/headless/i.test(brands) || !GREASE_BRAND.test(brands));
}
