/**
 * Whether two review texts say the same: the same words in the same order, whatever the case, the
 * punctuation, the spacing, emoji or Unicode's ways of writing a letter. A withheld review sent again so
 * is still the text the office withheld (ADR 078); a word added, changed or dropped makes it another text.
 */
export function substantiallySame(a: string, b: string): boolean {
  const words = (text: string) =>
    text
      .normalize('NFKC')
      .toLocaleLowerCase('de')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const [left, right] = [words(a), words(b)];
  return left.length === right.length && left.every((word, index) => word === right[index]);
}
