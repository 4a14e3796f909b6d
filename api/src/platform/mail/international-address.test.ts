import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile, testSmtpServerForFile } from '../../../testing/fixtures.ts';
import { users } from '../db/schema.ts';
import { deliverOutbox } from '../../../testing/test-mail-sender.ts';

const test = testApiForFile();
const smtp = testSmtpServerForFile();

const JUERGEN = 'jürgen@müller.de';
const post = (path: string, json: unknown) => test.request(path, { method: 'POST', json });

describe('an internationalised address (RFC 6531/6532)', () => {
  it('is accepted by the funnel, the contact form and the registration, and its mails go out with SMTPUTF8', async () => {
    const funnel = await post('/api/funnel/submit', {
      projektart: 'neubau',
      produkt_fenster: true,
      vorname: 'Jürgen',
      nachname: 'Müller',
      email: JUERGEN,
      datenschutz: true,
    });
    expect(funnel.status).toBe(201);
    const contact = await post('/api/contact', {
      salutation: 'herr',
      name: 'Jürgen Müller',
      email: JUERGEN,
      subject: 'beratung',
      message: 'Bitte rufen Sie mich an.',
      privacy: true,
    });
    expect(contact.status).toBe(201);
    const registration = { firstName: 'Jürgen', lastName: 'Müller', username: 'juergen', password: 'sicher123' };
    expect((await post('/api/register', { ...registration, email: 'JÜRGEN@MÜLLER.DE' })).status).toBe(202);
    // Stored folded, so the address in another case is the same address, for registration and login alike.
    const [account] = await test.db.select().from(users).where(eq(users.username, 'juergen'));
    expect(account!.email).toBe(JUERGEN);
    expect((await post('/api/register', { ...registration, username: 'juergen2', email: JUERGEN })).status).toBe(202);
    expect(await test.db.select().from(users).where(eq(users.username, 'juergen2'))).toEqual([]);
    expect((await post('/api/admin/login', { username: 'Jürgen@Müller.de', password: 'sicher123' })).status).toBe(200);

    await deliverOutbox(test.db, smtp.url);
    const toJuergen = smtp.received.filter((mail) => mail.to.includes(JUERGEN));
    // The lead's confirmation, the registration's address-confirmation link and the notice about the second
    // registration (a contact message is confirmed on screen only).
    expect(toJuergen).toHaveLength(3);
    expect(toJuergen.every((mail) => mail.smtpUtf8)).toBe(true);
  });
});
