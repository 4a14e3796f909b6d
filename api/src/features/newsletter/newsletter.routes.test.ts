import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { newsletterSubscriptions, outbox } from '../../platform/db/schema.ts';
import { CONFIRMATIONS_PER_RECIPIENT_AND_DAY } from '../../platform/mail/confirmation-cap.ts';

const test = testApiForFile({ PUBLIC_SITE_URL: 'https://www.example.de' });

const post = (path: string, json: unknown, clientAddress?: string) =>
  test.request(path, { method: 'POST', json, headers: clientAddress ? { 'X-Forwarded-For': clientAddress } : {} });
const mailsTo = async (email: string) =>
  (await test.db.select().from(outbox).where(eq(outbox.recipient, email))).map((mail) => mail.textBody);
const tokenFrom = (mail: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail)![1]!;

describe('newsletter double opt-in', () => {
  it('sends a confirmation link and an unsubscribe link; only the link confirms', async () => {
    const response = await post('/api/newsletter', { email: 'leserin@example.de' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      success: true,
      message: 'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
    });
    const [mail] = await mailsTo('leserin@example.de');
    expect(mail).toContain('https://www.example.de/newsletter/bestaetigen?token=');
    expect(mail).toContain('https://www.example.de/newsletter/abmelden?token=');
    const [row] = await test.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'leserin@example.de'));
    expect(row).toMatchObject({ status: 'pending', consentVersion: '2026-11-01' });
    expect(row!.confirmTokenHash).not.toContain(tokenFrom(mail!, 'bestaetigen'));

    const confirmed = await post('/api/newsletter/confirm', { token: tokenFrom(mail!, 'bestaetigen') });
    expect(await confirmed.json()).toEqual({ success: true, message: 'Danke! Ihre Anmeldung zum Newsletter ist bestätigt.' });
    const [after] = await test.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row!.id));
    expect(after).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    expect((await post('/api/newsletter/confirm', { token: tokenFrom(mail!, 'bestaetigen') })).status).toBe(400);

    const left = await post('/api/newsletter/unsubscribe', { token: tokenFrom(mail!, 'abmelden') });
    expect(left.status).toBe(200);
    const [gone] = await test.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row!.id));
    expect(gone!.status).toBe('unsubscribed');
  });

  it('answers a confirmed address the same way and sends it nothing new', async () => {
    await post('/api/newsletter', { email: 'treu@example.de' });
    const [mail] = await mailsTo('treu@example.de');
    await post('/api/newsletter/confirm', { token: tokenFrom(mail!, 'bestaetigen') });
    const again = await post('/api/newsletter', { email: 'TREU@example.de' });
    expect(again.status).toBe(202);
    expect(await mailsTo('treu@example.de')).toHaveLength(1);
  });

  it('refuses unknown links and bad addresses with German messages', async () => {
    expect(await (await post('/api/newsletter/confirm', { token: 'x'.repeat(43) })).json()).toEqual({
      error: 'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
    });
    expect((await post('/api/newsletter/unsubscribe', { token: 'y'.repeat(43) })).status).toBe(400);
    // A link cut off in the mail program says the same as an unknown one, not "check your input".
    expect(await (await post('/api/newsletter/confirm', { token: 'kaputt' })).json()).toEqual({
      error: 'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
    });
    expect((await (await post('/api/newsletter/unsubscribe', { token: '' })).json()).error).toBe(
      (await (await post('/api/newsletter/unsubscribe', { token: 'y'.repeat(43) })).json()).error,
    );
    expect((await (await post('/api/newsletter', { email: 'keine-adresse' })).json()).issues).toEqual({
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein'],
    });
  });

  it('sends one address a few links a day, however many client addresses ask; the last link sent stays valid', async () => {
    for (let client = 1; client <= 5; client += 1) {
      expect((await post('/api/newsletter', { email: 'fremd@example.de' }, `198.51.100.${client}`)).status).toBe(202);
    }
    const mails = await mailsTo('fremd@example.de');
    expect(mails).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_AND_DAY);
    const confirmed = await post('/api/newsletter/confirm', { token: tokenFrom(mails.at(-1)!, 'bestaetigen') });
    expect(confirmed.status).toBe(200);
  });

  it('counts quote request confirmations and newsletter links to an address together', async () => {
    const lead = {
      projektart: 'neubau',
      produkt_fenster: true,
      vorname: 'Ida',
      nachname: 'Nord',
      email: 'gemeinsam@example.de',
      datenschutz: true,
    };
    for (let index = 0; index < 2; index += 1) expect((await post('/api/funnel/submit', lead)).status).toBe(201);
    for (let index = 0; index < 2; index += 1) await post('/api/newsletter', { email: 'gemeinsam@example.de' });
    expect(await mailsTo('gemeinsam@example.de')).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_AND_DAY);
  });
});
