import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { createTestUser } from '../../../testing/test-users.ts';

let test: TestApi;
let token: string;

beforeAll(async () => {
  test = await createTestApi();
  token = (await createTestUser(test.db, { role: 'admin' })).token;
  await insertLeads(test.db, [
    leadValues({
      reference: 'A-INJECT',
      vorname: '=HYPERLINK("http://böse.example")',
      nachname: 'Müller; Söhne',
      email: 'inject@example.de',
      telefon: '+49 40 123',
      plz: '22765',
      produkte: ['fenster', 'haustuer'],
      dimensions: [
        { typ: 'fenster', breite: 120, hoehe: 140, menge: 2 },
        { typ: 'haustuer', breite: null, hoehe: null, menge: 1 },
      ],
      nachricht: '@SUM(A1)\nzweite Zeile "zitiert"',
      utmParams: { utm_source: 'google', utm_campaign: '-rabatt' },
      marketingConsent: true,
      createdAt: new Date('2026-07-01T12:05:00Z'),
    }),
    ...Array.from({ length: 1203 }, (_, index) =>
      leadValues({
        reference: `A-S${String(index).padStart(5, '0')}`,
        nachname: 'Serie',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      }),
    ),
    leadValues({ reference: 'A-DONE', nachname: 'Fertig', status: 'abgeschlossen' }),
  ]);
});
afterAll(() => test.cleanup());

const exportCsv = (query = '') => test.request(`/api/admin/leads/export.csv${query}`, { headers: { Authorization: `Bearer ${token}` } });

function parseRows(text: string): string[][] {
  // Enough CSV for the test: quoted cells may hold ; and line breaks.
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ';') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return rows;
}

describe('GET /api/admin/leads/export.csv', () => {
  it('is CSV for German Excel: BOM, ; separator, CRLF, German headers, Berlin times, readable labels', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const response = await exportCsv('?q=inject');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="anfragen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFReferenz;Eingang;Status;Quelle;Vorname;Nachname;E-Mail;Telefon;PLZ;Projektart;Produkte;')).toBe(true);
    const [header, row, ...rest] = parseRows(text.slice(1));
    expect(rest).toEqual([]);
    const cells = Object.fromEntries(header!.map((name, index) => [name, row![index]]));
    expect(cells).toMatchObject({
      Referenz: 'A-INJECT',
      Eingang: '01.07.2026 14:05',
      Status: 'Offen',
      Quelle: 'Angebotsstrecke',
      Vorname: `'=HYPERLINK("http://böse.example")`,
      Nachname: 'Müller; Söhne',
      Telefon: "'+49 40 123",
      Projektart: 'Sanierung / Austausch',
      Produkte: 'Fenster, Haustür',
      Material: 'Kunststoff',
      Montage: 'Ja, Montage durch den Fachbetrieb',
      Zeitraum: 'In 1–3 Monaten',
      Maße: '2 × Fenster 120 × 140 cm, 1 × Haustür Maße vor Ort',
      Nachricht: `'@SUM(A1)\nzweite Zeile "zitiert"`,
      'Marketing-Einwilligung': 'ja',
      Kampagne: 'utm_source=google, utm_campaign=-rabatt',
    });
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/CSV-Export durch nutzer-.+: 1 Anfragen, Filter: q=inject/));
    info.mockRestore();
  });

  it('holds exactly the filtered leads over all pages, newest first, each once', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const rows = parseRows((await (await exportCsv('?q=serie')).text()).slice(1)).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1203);
    expect(rows[0]![0]).toBe('A-S01202');
    expect(rows.at(-1)![0]).toBe('A-S00000');
    const all = parseRows((await (await exportCsv()).text()).slice(1)).slice(1);
    expect(all.map((row) => row[0])).not.toContain('A-DONE');
    expect(all).toHaveLength(1204);
    const withDone = parseRows((await (await exportCsv('?showCompleted=true')).text()).slice(1)).slice(1);
    expect(withDone.map((row) => row[0])).toContain('A-DONE');
    info.mockRestore();
  });

  it('refuses bad filters with the German 400', async () => {
    const response = await exportCsv('?status=alle');
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual({
      'status.0': ['Unbekannter Status. Erlaubt sind offen, in_bearbeitung und abgeschlossen.'],
    });
  });
});
