/**
 * User agents that are not people: crawlers, link previews, monitoring, headless browsers and measuring
 * tools (Lighthouse, PageSpeed, WebPageTest), HTTP libraries. A request without a user agent is none
 * either. Matched case-insensitively; "bot" only as a word or before / - ; ) so that a CUBOT phone
 * still counts as a person.
 */
const BOT_PATTERN =
  /\bbot\b|bot[/\-;)]|crawl|spider|slurp|archiver|facebookexternalhit|embedly|headless|lighthouse|pagespeed|ptst|gtmetrix|phantomjs|puppeteer|playwright|selenium|webdriver|python|curl|wget|httpclient|okhttp|java\/|go-http|axios|node-fetch|undici|libwww|uptime|pingdom/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || BOT_PATTERN.test(userAgent);
}
