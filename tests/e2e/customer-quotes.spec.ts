import { eq } from 'drizzle-orm';
import { leads, quotes, users } from '../../api/src/platform/db/schema.ts';
import { createTestConfiguration } from '../../api/testing/test-configurations.ts';
import { createAccount, login } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { waitForMail } from './support/outbox.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

const outbox = () => process.env.E2E_OUTBOX_DIR!;
test.describe('"Mein Konto": quotes first, requests and messages by the confirmed address', () => {
  test('a registered customer sees the sent quote open under "Ihre Angebote", and the funnel request made before registering once the address is confirmed', async ({
    page,
    db,
    uid,
  }) => {
    const email = `vorher-${uid}@example.de`;
    const username = `vorher${uid}`;
    // The funnel request, sent before there is an account.
    const funnel = await page.request.post('/api/funnel/submit', {
      data: { projektart: 'sanierung', produkt_fenster: true, vorname: 'Vera', nachname: 'Vorher', email, datenschutz: true },
    });
    expect(funnel.status()).toBe(201);
    const [funnelLead] = await db.select().from(leads).where(eq(leads.email, email));

    // Registration, then a saved configuration, its quote request and the quote the office sends.
    const registered = await page.request.post('/api/register', {
      data: { firstName: 'Vera', lastName: 'Vorher', email, username, password: 'geheim123' },
    });
    expect(registered.status()).toBe(202);
    const [account] = await db.select().from(users).where(eq(users.username, username));
    const configuration = await createTestConfiguration(db, account!.id, { name: `Küchenfenster ${uid}` });
    const admin = await createAccount(db, 'admin');
    const asAdmin = { Authorization: `Bearer ${admin.token}` };
    await login(page, username, 'geheim123');
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const requested = await page.request.post(`/api/customer/configurations/${configuration.id}/quote-request`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { projektart: 'sanierung', nachricht: '', privacy: true },
    });
    expect(requested.status()).toBe(201);
    const accountRequest = (await requested.json()).reference as string;
    const [lead] = await db.select().from(leads).where(eq(leads.reference, accountRequest));
    const created = await page.request.post('/api/admin/quotes', { headers: asAdmin, data: { leadId: lead!.id } });
    expect(created.status()).toBe(201);
    const { id: quoteId, number, validUntil } = await created.json();
    const saved = await page.request.put(`/api/admin/quotes/${quoteId}`, {
      headers: asAdmin,
      data: {
        lines: [{ kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 25_000, discount: 0 }],
        validUntil,
        note: '',
      },
    });
    expect(saved.status()).toBe(200);
    // A quote goes out only with a postal address (the editor's "Kunde und Anschrift").
    await db
      .update(quotes)
      .set({ customerAddress: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' } })
      .where(eq(quotes.id, quoteId));
    expect((await page.request.post(`/api/admin/quotes/${quoteId}/send`, { headers: asAdmin })).status()).toBe(200);
    const quoteMail = await waitForMail(outbox(), email, number);
    expect(quoteMail).toContain(`/dashboard#angebot-${quoteId}`);

    // The quote is the first thing on the page, open: number, date, status, total, validity, PDF, accept.
    await page.goto('/dashboard');
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { name: 'Ihre Angebote' })).toBeVisible();
    const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(sections.indexOf('Ihre Angebote')).toBeGreaterThanOrEqual(0);
    expect(sections.indexOf('Ihre Angebote')).toBeLessThan(sections.indexOf('Gespeicherte Konfigurationen'));
    expect(sections.indexOf('Ihre Angebote')).toBeLessThan(sections.indexOf('Ihre Daten'));
    const quote = page.getByRole('region', { name: `Angebot ${number}`, exact: true });
    await expect(quote).toBeVisible();
    await expect(quote).toContainText(/vom \d{2}\.\d{2}\.\d{4} · Gültig bis \d{2}\.\d{2}\.\d{4}/);
    await expect(quote).toContainText('Versendet');
    await expect(quote).toContainText('Montage');
    await expect(quote.getByRole('button', { name: /^PDF herunterladen/ })).toBeVisible();
    await expect(quote.getByRole('button', { name: /annehmen$/ })).toBeVisible();
    // The configuration points to its quote instead of showing its saved price as if it were the offer.
    const configurations = page.getByRole('list', { name: 'Gespeicherte Konfigurationen' });
    await expect(configurations.getByRole('link', { name: `Zum Angebot ${number}` })).toHaveAttribute('href', `#angebot-${quoteId}`);

    // Unconfirmed: only the request from the account's own configuration; the funnel request waits.
    const requests = page.getByRole('list', { name: 'Ihre Anfragen' });
    await expect(requests).toContainText(`Anfrage ${accountRequest}`);
    await expect(requests).not.toContainText(funnelLead!.reference);
    await expect(page.getByText(`Bestätigen Sie Ihre E-Mail-Adresse ${email}`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The link mailed at registration confirms the address; then the earlier funnel request shows too.
    const confirmationMail = await waitForMail(outbox(), email, 'email-bestaetigen');
    const link = /\/customer\/email-bestaetigen\?token=[A-Za-z0-9_-]+/.exec(confirmationMail)![0];
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText(
      'Ihre E-Mail-Adresse ist bestätigt. In „Mein Konto“ sehen Sie jetzt auch Ihre Anfragen, Nachrichten, Aufträge und Rechnungen.',
    );
    await page.goto('/dashboard');
    await islandsHydrated(page);
    await expect(requests).toContainText(`Anfrage ${funnelLead!.reference}`);
    await expect(requests).toContainText(`Anfrage ${accountRequest}`);
    await expect(page.getByText(`Bestätigen Sie Ihre E-Mail-Adresse ${email}`)).toHaveCount(0);

    // The mail's link opens "Mein Konto" at the quote (from another page: a new load, as from the mail).
    await page.goto('/impressum');
    await page.goto(`/dashboard#angebot-${quoteId}`);
    await islandsHydrated(page);
    await expect(quote).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});
