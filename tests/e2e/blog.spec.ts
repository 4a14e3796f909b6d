import { expect, test } from './support/test.ts';
import { waitForMail } from './support/outbox.ts';
import type { Page } from '@playwright/test';
import { islandsHydrated } from './support/hydration.ts';

const cards = (page: Page) => page.locator('[data-blog-list] > li');

test.describe('blog list', () => {
  test('lists five articles, newest first, with the newsletter box and the call to action', async ({ page }) => {
    await page.goto('/blog');
    await expect(cards(page).filter({ visible: true })).toHaveCount(5);
    const dates = await cards(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.getByRole('button', { name: 'Abonnieren' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ihre E-Mail-Adresse' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Jetzt Angebot anfordern' })).toHaveAttribute('href', '/funnel');
  });

  test('category chips filter the list and keep the choice in the address', async ({ page }) => {
    await page.goto('/blog');
    const chips = page.getByRole('group', { name: 'Nach Kategorie filtern' });
    await expect(chips.getByRole('button')).toHaveText(['Alle', 'Ratgeber', 'Energiesparen', 'Design', 'Wartung', 'Sicherheit']);

    await chips.getByRole('button', { name: 'Sicherheit' }).click();
    await expect(chips.getByRole('button', { name: 'Sicherheit' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page).filter({ visible: true })).toHaveCount(1);
    await expect(cards(page).filter({ visible: true })).toContainText('Sicherheit');
    await expect(page).toHaveURL(/\?kategorie=sicherheit$/);

    await page.reload();
    await expect(cards(page).filter({ visible: true })).toHaveCount(1);

    await chips.getByRole('button', { name: 'Alle' }).click();
    await expect(cards(page).filter({ visible: true })).toHaveCount(5);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown category in the address shows every article', async ({ page }) => {
    await page.goto('/blog?kategorie=unbekannt');
    await expect(cards(page).filter({ visible: true })).toHaveCount(5);
  });

  test('an article card leads to its article', async ({ page }) => {
    await page.goto('/blog');
    const first = cards(page).first();
    const title = await first.getByRole('heading').innerText();
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test.describe('article', () => {
  const path = '/blog/einbruchschutz-fenster-rc2';

  test('shows intro, sections, Fazit, the call to action and up to three other articles', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einbruchschutz am Fenster: Was RC2 wirklich bedeutet');
    expect(await page.locator('article .prose-content h2').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('heading', { name: 'Fazit', level: 2 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Jetzt Angebot anfordern' })).toHaveAttribute('href', '/funnel');
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Weitere Artikel' }) }).getByRole('listitem');
    await expect(related).toHaveCount(3);
    await expect(related.getByRole('link', { name: /RC2/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  test('computes the reading time from the text when the front matter leaves it out', async ({ page }) => {
    // fensterfarben-und-dekore.md has no readTime: about 950 words at 200 a minute.
    await page.goto('/blog/fensterfarben-und-dekore');
    await expect(
      page
        .getByRole('main')
        .getByText(/^\d+ Min\. Lesezeit$/)
        .first(),
    ).toHaveText('5 Min. Lesezeit');
  });

  test.describe('sharing without a system share sheet', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copies the link and says "Link kopiert!"', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
      await page.goto(path);
      await islandsHydrated(page);
      await page.getByRole('button', { name: 'Artikel teilen' }).click();
      const toast = page.getByRole('region', { name: 'Notification' });
      await expect(toast).toContainText('Link kopiert!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });
  });

  test('uses the system share sheet where there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.goto(path);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Artikel teilen' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(page.url());
    await expect(page.getByRole('region', { name: 'Notification' })).not.toContainText('Link kopiert!');
  });
});

test.describe('newsletter', () => {
  test('sign-up sends a confirmation link; the link page confirms with a click', async ({ page, uid }) => {
    const email = `leser-${uid}@example.de`;
    await page.goto('/blog');
    await islandsHydrated(page);
    await page.getByRole('textbox', { name: 'Ihre E-Mail-Adresse' }).fill('kein-mail');
    await page.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Bitte geben Sie eine gültige E-Mail-Adresse ein');

    await page.getByRole('textbox', { name: 'Ihre E-Mail-Adresse' }).fill(email);
    await page.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Fast geschafft!');

    const mail = await waitForMail(process.env.E2E_OUTBOX_DIR!, email, 'bestaetigen');
    const link = /https?:\/\/\S+\/newsletter\/bestaetigen\?token=[A-Za-z0-9_-]+/.exec(mail)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'bestätigt' })).toHaveText(
      'Danke! Ihre Anmeldung zum Newsletter ist bestätigt.',
    );

    const unsubscribe = /https?:\/\/\S+\/newsletter\/abmelden\?token=[A-Za-z0-9_-]+/.exec(mail)![0];
    await page.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Vom Newsletter abmelden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'abgemeldet' })).toContainText('Sie sind vom Newsletter abgemeldet.');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a wide table scrolls inside its own box; the page keeps its width', async ({ page }) => {
    await page.goto('/blog/dreifachverglasung-lohnt-sich');
    const table = page.locator('.prose-content table').first();
    await expect(table).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const box = await table.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(box.client).toBeLessThanOrEqual(390);
    expect(box.scroll).toBeGreaterThanOrEqual(box.client);
  });
});
