import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time.ts';

describe('readingMinutes', () => {
  it('counts words at 200 a minute, rounded up, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Wort '.repeat(200))).toBe(1);
    expect(readingMinutes('Wort '.repeat(201))).toBe(2);
    expect(readingMinutes('Wort '.repeat(1000))).toBe(5);
  });

  it('does not count Markdown marks or link addresses as words', () => {
    const markdown = `## Überschrift\n\n* [Förderung](https://www.kfw.de/ein/sehr/langer/pfad) | -- | **fett**\n`;
    expect(readingMinutes(markdown.repeat(50))).toBe(1);
    // 4 words per repeat: Überschrift, Förderung, fett… 3 words × 100 = 300 words → 2 minutes.
    expect(readingMinutes(markdown.repeat(100))).toBe(2);
  });
});
