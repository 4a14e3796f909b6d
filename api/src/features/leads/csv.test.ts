import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('CSV cells for German Excel', () => {
  it('puts a quote before what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+49 40 123')).toBe("'+49 40 123");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('\nx')).toBe(`"'\nx"`);
  });

  it('quotes cells with the separator, quotes or line breaks, and leaves plain text alone', () => {
    expect(csvCell('Müller; Söhne')).toBe('"Müller; Söhne"');
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell('sagt "hallo"')).toBe('"sagt ""hallo"""');
    expect(csvCell('Jürgen')).toBe('Jürgen');
    expect(csvRow(['a', 'b;c', ''])).toBe('a;"b;c";\r\n');
  });
});
