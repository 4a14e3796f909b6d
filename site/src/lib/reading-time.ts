/** Words a reader takes in per minute of German prose on a screen (a common estimate for factual text). */
const WORDS_PER_MINUTE = 200;

/**
 * Minutes to read a text, rounded up, at least one. Markdown marks (#, *, links' addresses) are not
 * words; the words of a link's text are.
 */
export function readingMinutes(text: string): number {
  const plain = text
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#*_>`|[\]-]+/g, ' ')
    .trim();
  const words = plain ? plain.split(/\s+/).length : 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
