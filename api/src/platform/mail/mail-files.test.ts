import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeMail, deleteMailFiles, readMailFiles } from './mail-files.ts';

const folder = mkdtempSync(join(tmpdir(), 'mail-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A mail as the folder transport writes it (transport.ts): nodemailer's own MIME encoding. */
async function composed(message: { to: string; subject: string; text: string }): Promise<string> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await composer.sendMail({ from: 'info@example.de', ...message });
  return (info.message as Buffer).toString('utf8');
}

describe('decodeMail', () => {
  it('finds an address and a name that the encoding hides from a byte search', async () => {
    // Umlauts make nodemailer write quoted-printable, which breaks long lines (soft line breaks) and
    // the subject as encoded words.
    const address = 'sehr-lange-adresse-fuer-den-zeilenumbruch@example.org';
    const raw = await composed({
      to: 'team@example.de',
      subject: 'Änderungswunsch von Jürgen Müller',
      text: `${'Ä'.repeat(20)} Bitte antworten Sie an ${address} – Jürgen Müller`,
    });
    expect(raw.replace(/\n/g, '')).not.toContain('Jürgen Müller');
    const mail = decodeMail(raw);
    expect(mail.to).toEqual(['team@example.de']);
    expect(mail.subject).toBe('Änderungswunsch von Jürgen Müller');
    expect(mail.searchText).toContain(address);
    expect(mail.searchText).toContain('jürgen müller');
  });

  it('reads and deletes the .eml files of a folder, and none of a folder that does not exist', async () => {
    writeFileSync(join(folder, '1-1-test.eml'), await composed({ to: 'a@example.de', subject: 'Eins', text: 'Hallo' }));
    writeFileSync(join(folder, 'notiz.txt'), 'kein Mail');
    const files = await readMailFiles(folder);
    expect(files.map((file) => [file.name, file.subject, file.to])).toEqual([['1-1-test.eml', 'Eins', ['a@example.de']]]);
    expect(await deleteMailFiles(folder, files)).toBe(1);
    expect(await readMailFiles(folder)).toEqual([]);
    expect(await readMailFiles(join(folder, 'fehlt'))).toEqual([]);
  });
});
