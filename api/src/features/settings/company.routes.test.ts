import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { outbox } from '../../platform/db/schema.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { staffRoles, type StaffRole } from '../accounts/contract/permissions.ts';
import { companyMessages as m } from './contract/company-messages.ts';
import { defaultCompany } from './contract/company-defaults.ts';
import { shownRating } from './contract/company.ts';
import { isPlaceholderCompany, placeholderFields } from './contract/placeholder-company.ts';
import { testCompany } from '../../../testing/test-company.ts';

const test = adminTestApiForFile({ NOTIFY_EMAIL: 'env-buero@example.de' });

const path = '/api/admin/settings/company';
/** A valid IBAN (the checksum example of the German banks) and the same with one digit changed. */
const IBAN = 'DE89 3704 0044 0532 0130 00';
const IBAN_TYPO = 'DE89 3704 0044 0532 0130 01';

const save = (changes: Record<string, unknown>) => test.call('PUT', path, { ...defaultCompany, ...changes });

describe('GET/PUT /api/admin/settings/company', () => {
  it('answers the saved company data, the fallback address and the site’s state', async () => {
    const answer = await test.call('GET', path);
    expect(answer).toEqual({
      status: 200,
      body: { company: testCompany, notificationFallback: 'env-buero@example.de', site: { state: 'current', builtAt: null } },
    });
  });

  it('starts a fresh installation with placeholders and without any claim: no figures, no rating, no warranty (§ 5 UWG)', () => {
    expect(defaultCompany).toMatchObject({ ratingValue: null, projects: null, customers: null, years: null, warrantyYears: null });
    expect(placeholderFields(defaultCompany)).toEqual([
      'managingDirector',
      'street',
      'postalCode',
      'city',
      'registerCourt',
      'registerNumber',
      'vatId',
      'iban',
      'email',
    ]);
    expect(isPlaceholderCompany(testCompany)).toBe(false);
    expect(isPlaceholderCompany({ ...testCompany, email: 'post@büro.example.com' })).toBe(true);
  });

  it('keeps the warranty as a setting of its own: empty by default, 1 to 30 years', async () => {
    const saved = await save({ warrantyYears: 10 });
    expect(saved.body.company.warrantyYears).toBe(10);
    expect((await save({ warrantyYears: null })).body.company.warrantyYears).toBeNull();
  });

  it('saves the company data, trimmed and normalised, and answers it', async () => {
    const saved = await save({
      phone: ' +49 40 7654321-0 ',
      phoneDisplay: '040 7654321-0',
      iban: IBAN.toLowerCase(),
      bic: 'cobadeffxxx',
      vatId: 'de 123456789',
      taxNumber: '12/345/67890',
      openingHours: [{ days: 'Montag – Freitag', hours: '7:00 – 16:00 Uhr' }],
      ratingValue: 4.9,
      ratingCount: 212,
      ratingSource: 'Google-Bewertungen',
      ratingSourceUrl: 'https://g.page/fensterwerk',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.company).toMatchObject({
      phone: '+49 40 7654321-0',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      vatId: 'DE123456789',
      openingHours: [{ days: 'Montag – Freitag', hours: '7:00 – 16:00 Uhr' }],
      ratingValue: 4.9,
      ratingSource: 'Google-Bewertungen',
    });
    expect((await test.call('GET', path)).body.company).toEqual(saved.body.company);
  });

  it('checks every field with a German message next to it', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ brand: ' ' }, { brand: [m.brand] }],
      [{ legalName: 'x'.repeat(121) }, { legalName: [m.legalName] }],
      [{ postalCode: '1234' }, { postalCode: [m.postalCode] }],
      [{ phone: '040 123' }, { phone: [m.phone] }],
      [{ fax: 'Fax' }, { fax: [m.fax] }],
      [{ email: 'kein-mail' }, { email: [m.email] }],
      [{ notificationEmail: 'kein-mail' }, { notificationEmail: [m.notificationEmail] }],
      [{ vatId: 'DE12345' }, { vatId: [m.vatId] }],
      [{ taxNumber: 'Steuer' }, { taxNumber: [m.taxNumber] }],
      [{ foundedYear: 3000 }, { foundedYear: [m.foundedYear(new Date().getFullYear())] }],
      [{ openingHours: [{ days: '', hours: '8–12' }] }, { 'openingHours.0.days': [m.openingDays] }],
      [{ iban: 'DE89' }, { iban: [m.ibanFormat] }],
      [{ iban: IBAN_TYPO }, { iban: [m.iban] }],
      [{ bic: 'COBA' }, { bic: [m.bic] }],
      [{ ratingValue: 5.5, ratingSource: 'Google' }, { ratingValue: [m.ratingValue] }],
      [{ ratingValue: 4.85, ratingSource: 'Google' }, { ratingValue: [m.ratingValue] }],
      [{ ratingSourceUrl: 'http://example.de' }, { ratingSourceUrl: [m.ratingSourceUrl] }],
      [{ projects: -1 }, { projects: [m.projects] }],
      [{ years: 2.5 }, { years: [m.years] }],
      [{ warrantyYears: 0 }, { warrantyYears: [m.warrantyYears] }],
      [{ warrantyYears: 31 }, { warrantyYears: [m.warrantyYears] }],
      [{ street: 'Zeile\nzwei' }, { street: [expect.stringContaining('Zeilenumbrüche')] }],
    ];
    for (const [changes, issues] of cases) {
      const answer = await save(changes);
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(answer.body.issues, JSON.stringify(changes)).toEqual(issues);
    }
  });

  it('refuses a rating without its source, and the site would not show one either (§ 5b Abs. 3 UWG)', async () => {
    const refused = await save({ ratingValue: 4.8, ratingSource: '  ' });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual({ ratingSource: [m.ratingSource] });
    // No rating at all is fine: the badge is left out.
    expect((await save({ ratingValue: null, ratingSource: '' })).status).toBe(200);
    expect(shownRating({ ratingMode: 'typed', ratingValue: 4.8, ratingCount: 10, ratingSource: '', ratingSourceUrl: '' })).toBeNull();
    expect(
      shownRating({ ratingMode: 'typed', ratingValue: 4.8, ratingCount: 10, ratingSource: 'Google', ratingSourceUrl: '' }),
    ).toMatchObject({ value: 4.8 });
  });

  it('is only for roles with the settings permission', async () => {
    const expected: Record<StaffRole, number> = { admin: 200, vertrieb: 403, buero: 403, katalog: 403 };
    for (const role of staffRoles) {
      const { token } = await createTestUser(test.db, { role });
      const headers = { Authorization: `Bearer ${token}` };
      expect((await test.request(path, { headers })).status, role).toBe(expected[role]);
      const put = await test.request(path, { method: 'PUT', headers, json: defaultCompany });
      expect(put.status, role).toBe(expected[role]);
    }
    expect((await test.request(path)).status).toBe(401);
  });
});

describe('the API follows the saved company data', () => {
  it('signs mails and prints the quote PDF with the changed phone number', async () => {
    expect((await save({ phone: '+49 40 5550000-0', phoneDisplay: '040 5550000-0' })).status).toBe(200);
    const [lead] = await insertLeads(test.db, [leadValues({ email: 'signatur@example.de' })]);
    expect((await test.call('POST', `/api/admin/leads/${lead!.id}/reply`, { subject: 'Termin', text: 'Guten Tag' })).status).toBe(201);
    const [mail] = await test.db.select().from(outbox).where(eq(outbox.recipient, 'signatur@example.de'));
    expect(mail!.textBody).toContain('Telefon 040 5550000-0');
    expect(mail!.textBody).not.toContain(defaultCompany.phoneDisplay);

    const quote = await test.call('POST', '/api/admin/quotes', { leadId: lead!.id });
    expect(quote.status).toBe(201);
    const response = await test.request(`/api/admin/quotes/${quote.body.id}/pdf`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Telefon 040 5550000-0');
    expect(text).not.toContain(defaultCompany.phoneDisplay);
  });

  it('sends the office’s notifications to the saved address, and to NOTIFY_EMAIL again when it is emptied', async () => {
    const contact = (email: string) =>
      test.request('/api/contact', {
        method: 'POST',
        json: {
          salutation: 'herr',
          name: 'Jan Ost',
          email,
          phone: '0401111',
          subject: 'dachfenster',
          message: 'Bitte um Rückruf.',
          privacy: true,
        },
      });
    expect((await save({ notificationEmail: 'anfragen@example.de' })).status).toBe(200);
    expect((await contact('jan.ost@example.de')).status).toBe(201);
    expect((await save({ notificationEmail: '' })).status).toBe(200);
    expect((await contact('jan.west@example.de')).status).toBe(201);
    const notifications = await test.db.select().from(outbox).where(eq(outbox.topic, 'contact-notification'));
    expect(notifications.map((mail) => [mail.replyTo, mail.recipient])).toEqual([
      ['jan.ost@example.de', 'anfragen@example.de'],
      ['jan.west@example.de', 'env-buero@example.de'],
    ]);
  });
});
