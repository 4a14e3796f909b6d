import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { leads } from '../../api/src/platform/db/schema.ts';
import { mailHeader, mailText, startTestSmtpServer } from '../../api/testing/smtp-server.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { createAccount } from './support/accounts.ts';
import { openServerDatabase } from './support/database.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations } from './support/screen-checks.ts';
import { startServer } from './support/server.ts';
import { expect, test } from './support/test.ts';

const HOUR = 3_600_000;

/** Signs in as a fresh admin by leaving the session in the browser of `origin`, as a login does. */
async function signInAdmin(page: Page, db: Parameters<typeof createAccount>[0], origin = '') {
  const admin = await createAccount(db, 'admin');
  await page.goto(`${origin}/`);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('adminToken', token!);
      localStorage.setItem('userData', user!);
    },
    [admin.token, JSON.stringify(admin.stored)],
  );
  return admin;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Backoffice' });

test.describe('the operator workspace', () => {
  test('the back office has a frame of its own: no public header, trust bar or footer; a sidebar with the current entry', async ({
    page,
    db,
  }) => {
    const admin = await signInAdmin(page, db);
    await page.goto('/admin/dashboard');
    await islandsHydrated(page);
    await expect(sidebar(page).getByRole('link', { name: /^Anfragen/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Jetzt Angebot anfordern' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByText('Antwort binnen 24 Stunden')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(`Angemeldet als ${admin.user.firstName || admin.user.username}`);
    for (const label of ['Nachrichten', 'Angebote', 'Aufträge', 'Produktlinien', 'Auswertungen', 'Datenschutz', 'Einstellungen']) {
      await expect(sidebar(page).getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await sidebar(page)
      .getByRole('link', { name: /^Nachrichten/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=nachrichten$/);
    await expect(sidebar(page).getByRole('link', { name: /^Nachrichten/ })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('link', { name: /^Anfragen/ })).not.toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the sidebar count follows a new lead and its reading; overdue leads are marked until answered', async ({ page, uid }) => {
    // A server of its own: other tests add and open leads meanwhile, which would move the shared count.
    const server = await startServer();
    const db = await openServerDatabase(server.databaseUrl);
    try {
      await signInAdmin(page, db, server.url);
      await page.goto(`${server.url}/admin/dashboard`);
      await islandsHydrated(page);
      const count = async () => {
        const name =
          (await sidebar(page)
            .getByRole('link', { name: /^Anfragen/ })
            .textContent()) ?? '';
        return Number(/\d+/.exec(name)?.[0] ?? 0);
      };
      expect(await count()).toBe(0);
      const [waiting] = await insertLeads(db, [
        leadValues({
          vorname: 'Wartet',
          nachname: `Lange${uid}`,
          email: `wartet-${uid}@example.de`,
          createdAt: new Date(Date.now() - 30 * HOUR),
        }),
      ]);
      // The next change of screen asks again.
      await sidebar(page)
        .getByRole('link', { name: /^Angebote/ })
        .click();
      await sidebar(page)
        .getByRole('link', { name: /^Anfragen/ })
        .click();
      await expect.poll(count).toBe(1);

      await page
        .getByRole('group', { name: 'Ansicht der Anfragen' })
        .getByRole('button', { name: /^Überfällig/ })
        .click();
      await expect(page).toHaveURL(/view=ueberfaellig/);
      const row = page.getByRole('row').filter({ hasText: `Lange${uid}` });
      await expect(row).toContainText('Neu');
      await expect(row).toContainText(/Überfällig · wartet seit (30|31) Std\./);

      await row.getByRole('link', { name: `Wartet Lange${uid}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/leads/${waiting!.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Anfrage ${waiting!.reference}`);
      await expect(page.getByText(/Überfällig · wartet seit/)).toBeVisible();
      await expect.poll(count).toBe(0);
      await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText('Anfrage geöffnet');

      await page.getByLabel('Status der Anfrage').selectOption('in_bearbeitung');
      await expect(page.getByText(/Beantwortet nach (30|31) Std\./)).toBeVisible();
      const [stored] = await db.select().from(leads).where(eq(leads.id, waiting!.id));
      expect(stored!.firstAnsweredAt).not.toBeNull();
      await page.getByRole('link', { name: '← Zurück zu den Anfragen' }).click();
      await page
        .getByRole('group', { name: 'Ansicht der Anfragen' })
        .getByRole('button', { name: /^Überfällig/ })
        .click();
      await expect(page.getByText('Keine Anfragen gefunden.')).toBeVisible();
    } finally {
      db.$client.close();
      await server.stop();
    }
  });

  test('search in the top bar: "/" focuses it, it finds a lead by its phone number and a quote by its number', async ({
    page,
    db,
    uid,
  }) => {
    const admin = await signInAdmin(page, db);
    const phone = `0431 55${uid.replace(/\D/g, '').padEnd(4, '7').slice(0, 4)}`;
    const [lead] = await insertLeads(db, [
      leadValues({ vorname: 'Suche', nachname: `Quote${uid}`, email: `suche-${uid}@example.de`, telefon: phone }),
    ]);
    const created = await page.request.post('/api/admin/quotes', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { leadId: lead!.id },
    });
    expect(created.status()).toBe(201);
    const quote = (await created.json()) as { id: number; number: string };
    await page.goto('/admin/dashboard');
    await islandsHydrated(page);
    const search = page.getByRole('combobox', { name: 'Suche', exact: true });
    // The frame shows once the session's second factor is checked (ADR 038); "/" works from then on.
    await expect(search).toBeVisible();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await search.fill(`+49 ${phone.slice(1)}`);
    const results = page.getByRole('listbox');
    await expect(results.getByRole('option', { name: new RegExp(`Quote${uid}`) }).first()).toBeVisible();
    await search.fill(quote.number);
    const option = results.getByRole('option', { name: new RegExp(quote.number) });
    await expect(option).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/quote\\?id=${quote.id}$`));
  });

  test('at 390 px: the menu opens the sidebar, and the inbox and a lead page fit without sideways scrolling', async ({ page, db, uid }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAdmin(page, db);
    const [lead] = await insertLeads(db, [
      leadValues({ vorname: 'Schmal', nachname: `Bildschirm${uid}`, email: `schmal-${uid}@example.de`, telefon: '040 1234567' }),
    ]);
    await page.goto('/admin/dashboard');
    await islandsHydrated(page);
    const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await scrollsSideways()).toBe(false);
    await expect(sidebar(page)).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menü', exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();

    await page.goto(`/admin/leads/${lead!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Anfrage ${lead!.reference}`);
    await expect(page.getByRole('link', { name: '040 1234567' })).toHaveAttribute('href', 'tel:0401234567');
    expect(await scrollsSideways()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('replies from inside, over SMTP on loopback', () => {
  test('the notification mail links to the lead page; a reply from a template reaches the customer with Reply-To and ends the wait', async ({
    page,
    uid,
  }) => {
    const smtp = await startTestSmtpServer();
    const server = await startServer({ SMTP_URL: smtp.url, NOTIFY_EMAIL: 'buero@example.de' });
    const db = await openServerDatabase(server.databaseUrl);
    try {
      const email = `antwort-${uid}@example.de`;
      const submitted = await page.request.post(`${server.url}/api/funnel/submit`, {
        headers: { Origin: server.url },
        data: {
          projektart: 'neubau',
          produkt_fenster: true,
          vorname: 'Ada',
          nachname: `Antwort${uid}`,
          email,
          telefon: '0431 987654',
          plz: '24103',
          datenschutz: true,
        },
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      const notification = await smtp.waitForRecipient('buero@example.de');
      expect(mailHeader(notification, 'Reply-To')).toContain(email);
      const link = /\/admin\/leads\/A-[0-9A-Z]{6}/.exec(mailText(notification))?.[0];
      expect(link).toBeDefined();
      // Make it wait past the promise, to see the reply end the wait.
      await db
        .update(leads)
        .set({ createdAt: new Date(Date.now() - 26 * HOUR) })
        .where(eq(leads.email, email));

      await signInAdmin(page, db, server.url);
      await page.goto(`${server.url}${link}`);
      await islandsHydrated(page);
      await expect(page).toHaveURL(/\/admin\/leads\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Anfrage ${link!.split('/').pop()}`);
      await expect(page.getByText(/Überfällig · wartet seit/)).toBeVisible();

      await page.getByRole('button', { name: 'Antworten' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Ada Antwort${uid}`);
      await dialog.getByLabel('Vorlage').selectOption({ label: 'Aufmaß-Termin vorschlagen' });
      await expect(dialog.getByLabel('Betreff')).toHaveValue(/^Aufmaß-Termin zu Ihrer Anfrage A-/);
      await expect(dialog.getByLabel('Text', { exact: true })).toHaveValue(new RegExp(`Guten Tag Ada Antwort${uid},[\\s\\S]*nach 24103`));
      expect(await axeViolations(page)).toEqual([]);
      // The template opens "Termine anbieten" (issue 23); this reply goes without slots.
      await expect(dialog.getByLabel('Termine anbieten')).toBeChecked();
      await dialog.getByLabel('Termine anbieten').uncheck();
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await expect(dialog).toBeHidden();

      const replies = () => smtp.received.filter((mail) => mail.to.includes(email) && /Aufma/.test(mailHeader(mail, 'Subject') ?? ''));
      await expect.poll(() => replies().length, { timeout: 10_000 }).toBe(1);
      const [reply] = replies();
      expect(mailHeader(reply!, 'Reply-To')).toContain('buero@example.de');
      expect(mailText(reply!)).toContain(`Guten Tag Ada Antwort${uid},`);
      expect(mailText(reply!)).toContain('nach 24103');

      await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText('Aufmaß-Termin zu Ihrer Anfrage');
      await expect(page.getByText(/Beantwortet nach 26 Std\./)).toBeVisible();
    } finally {
      db.$client.close();
      await server.stop();
      await smtp.close();
    }
  });
});
