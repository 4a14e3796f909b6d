/**
 * What XML 1.0 can carry (its Char production: tab, line feed, carriage return, U+0020–U+D7FF,
 * U+E000–U+FFFD, U+10000–U+10FFFF). Everything else – other control characters, U+FFFE/U+FFFF, lone
 * surrogates – makes the document not well-formed, and no receiver reads such an e-invoice.
 */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * The text with each character XML 1.0 cannot carry replaced by U+FFFD. Requests refuse such characters
 * (platform/http/json-body.ts), but a row stored before that check may hold one; replacing rather than
 * dropping keeps the gap visible, and the invoice PDF prints the same mark (platform/pdf, ADR 049).
 * The noncharacters U+FDD0–U+FDEF and plane ends above U+FFFF are XML characters and pass.
 */
const xmlText = (text: string) => text.replace(NOT_XML_CHARACTER, '\uFFFD');

/** Every string value of a JSON-like value made XML text. */
export function xmlSafe<T>(value: T): T {
  if (typeof value === 'string') return xmlText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => xmlSafe(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, xmlSafe(child)])) as T;
}
