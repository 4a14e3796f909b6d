import { describe, expect, it } from 'vitest';
import { fillTemplate, replyBodySchema, replyPlaceholders } from './reply.ts';

const lead = {
  vorname: 'Erika',
  nachname: 'Muster',
  reference: 'A-7K2M9P',
  plz: '20095',
  produkte: ['fenster', 'haustuer', 'rollladen'] as const,
  email: 'erika@example.de',
  telefon: '040 123456',
};

describe('fillTemplate', () => {
  it("puts the lead's fields in every placeholder, the products with their German labels", () => {
    expect(
      fillTemplate('{vorname} {nachname} | {anfrage} | {plz} | {produkte} | {email} | {telefon}', {
        ...lead,
        produkte: [...lead.produkte],
      }),
    ).toBe('Erika Muster | A-7K2M9P | 20095 | Fenster, Haustür, Rollläden | erika@example.de | 040 123456');
  });

  it('fills a placeholder as often as it is written, and the hint lists every one it fills', () => {
    expect(fillTemplate('{vorname}, {vorname}!', { ...lead, produkte: [] })).toBe('Erika, Erika!');
    const filled = fillTemplate(replyPlaceholders.join(' '), { ...lead, produkte: ['dachfenster'] });
    expect(filled).not.toContain('{');
    expect(filled).toContain('Dachfenster');
  });

  it('leaves unknown placeholders, other braces and inherited names as written', () => {
    const text = 'Hallo {Vorname} {name} {constructor} {toString} {} { vorname } {{vorname}}';
    expect(fillTemplate(text, { ...lead, produkte: [] })).toBe('Hallo {Vorname} {name} {constructor} {toString} {} { vorname } {Erika}');
  });

  it("does not read a lead's value as a pattern ($& in a name stays as typed)", () => {
    expect(fillTemplate('Guten Tag {nachname}', { ...lead, produkte: [], nachname: "$& $1 $' Müller" })).toBe("Guten Tag $& $1 $' Müller");
  });
});

describe('replyBodySchema', () => {
  it('trims subject and text and keeps line breaks in the text only', () => {
    expect(replyBodySchema.parse({ subject: ' Betreff ', text: '\nZeile 1\nZeile 2\n' })).toEqual({
      subject: 'Betreff',
      text: 'Zeile 1\nZeile 2',
    });
    expect(replyBodySchema.safeParse({ subject: 'a\tb', text: 'x' }).success).toBe(false);
  });
});
