import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { pageViews, visitSalts } from '../../api/src/platform/db/schema.ts';
import { currentAnalyticsYear } from '#features/analytics/contract/analytics.ts';
import { monthLabels } from '#shared/labels.ts';
import { createAccount, login } from './support/accounts.ts';
import { FULL_CHROMIUM } from './support/chromium.ts';
import { expect, test } from './support/test.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
/** What Lighthouse 13 makes of the browser it runs (core/lib/emulation.js): a phone, with brands of its own. */
const LIGHTHOUSE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const LIGHTHOUSE_METADATA = {
  brands: [
    { brand: 'Chromium', version: '136' },
    { brand: 'Google Chrome', version: '136' },
  ],
  fullVersion: '136.0.0.0',
  platform: 'Android',
  platformVersion: '11.0',
  architecture: '',
  model: 'moto g power (2022)',
  mobile: true,
};

/** A visitor of their own: a fresh browser context with its own user agent and client address. */
async function visitPages(browser: Browser, userAgent: string, address: string, paths: string[], { asLighthouse = false } = {}) {
  const context = await browser.newContext({ userAgent, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  if (asLighthouse) {
    // Exactly the override Lighthouse sends over the DevTools protocol.
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setUserAgentOverride', { userAgent, userAgentMetadata: LIGHTHOUSE_METADATA });
  }
  for (const path of paths) {
    const counted = page.waitForResponse((response) => response.url().endsWith('/api/visits'));
    await page.goto(path);
    expect((await counted).status()).toBe(204);
  }
  const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  const cookies = await context.cookies();
  await context.close();
  return { storage, cookies };
}

test.describe('analytics', () => {
  // The full Chromium: its client hints are an ordinary Chromium's whatever the user agent says; the
  // headless shell puts "HeadlessChrome" among their brands, and the server rightly takes it for a bot.
  test(
    'two visitors with different browsers are counted without cookie or storage; Lighthouse is not; the admin sees them',
    { tag: FULL_CHROMIUM },
    async ({ page, browser, db, uid }) => {
      // One address octet per test (1–200), so the visitors of another run of it are other visitors.
      const unique = `${(parseInt(uid.slice(0, 6), 36) % 200) + 1}`;
      const visitors = [
        { agent: FIREFOX, address: `198.51.100.${unique}` },
        { agent: SAFARI, address: `198.51.101.${unique}` },
      ];
      for (const visitor of visitors) {
        const written = await visitPages(browser, visitor.agent, visitor.address, ['/', '/about', '/blog']);
        // The counting writes nothing into the browser.
        expect(written).toEqual({ storage: { local: [], session: [] }, cookies: [] });
      }
      const lighthouse = `198.51.102.${unique}`;
      await visitPages(browser, LIGHTHOUSE, lighthouse, ['/'], { asLighthouse: true });

      // The stored ids are the salted hashes of address and browser; none for Lighthouse.
      const [salt] = await db.select().from(visitSalts);
      const idOf = (address: string, agent: string) =>
        createHash('sha256').update(salt!.salt).update('\n').update(address).update('\n').update(agent).digest('base64url').slice(0, 22);
      for (const visitor of visitors) {
        const rows = await db
          .select()
          .from(pageViews)
          .where(eq(pageViews.visitorId, idOf(visitor.address, visitor.agent)));
        expect(rows.map((row) => row.path).sort()).toEqual(['/', '/about', '/blog']);
      }
      expect(
        await db
          .select()
          .from(pageViews)
          .where(eq(pageViews.visitorId, idOf(lighthouse, LIGHTHOUSE))),
      ).toEqual([]);

      const admin = await createAccount(db, 'admin');
      await login(page, admin.user.username, 'geheim123');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.getByRole('link', { name: 'Auswertungen' }).click();
      await expect(page).toHaveURL(/\/admin\/analytics$/);
      await expect(page.getByRole('heading', { name: 'Auswertungen', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Jahr')).toHaveValue(String(currentAnalyticsYear()));

      const visitorsCard = page
        .getByRole('term')
        .filter({ hasText: 'Besucher (Summe der Tagesbesucher)' })
        .locator('xpath=following-sibling::dd');
      expect(Number((await visitorsCard.textContent())!.replace(/\./g, ''))).toBeGreaterThanOrEqual(2);
      const month = new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'Europe/Berlin' }).format(new Date());
      const row = page.getByRole('table', { name: /je Monat/ }).getByRole('row', { name: new RegExp(`^${month}`) });
      expect(Number((await row.getByRole('cell').first().textContent())!.replace(/\./g, ''))).toBeGreaterThanOrEqual(2);
      // A month without visitors (next month; in December, November of a fresh database) has no rate: "–", uncoloured.
      const monthNumber = Number(new Intl.DateTimeFormat('en-CA', { month: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date()));
      const quiet = monthLabels[monthNumber === 12 ? 10 : monthNumber]!;
      const quietRate = page
        .getByRole('table', { name: /je Monat/ })
        .getByRole('row', { name: new RegExp(`^${quiet}`) })
        .getByRole('cell')
        .last();
      await expect(quietRate).toHaveText('–');
      await expect(quietRate.locator('[data-level]')).toHaveAttribute('data-level', 'none');
      await expect(page.getByRole('heading', { name: `Reaktionszeit ${currentAnalyticsYear()}` })).toBeVisible();
      await expect(page.getByRole('table', { name: /Reaktionszeit nach Eingangsmonat/ })).toBeVisible();
      // The chart speaks in words too; the funnel and the top pages are there.
      await expect(page.getByText(new RegExp(`Besucher pro Monat: .*${month} \\d`))).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Angebotsstrecke: Abbrüche je Schritt' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Meistbesuchte Seiten' })).toContainText('/about');
      const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze())
        .violations;
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);

      // On a phone the table scrolls inside its region; the page itself does not scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // An earlier year without data says so.
      if (currentAnalyticsYear() > 2025) {
        await page.getByLabel('Jahr').selectOption('2025');
        await expect(page.getByText('Keine Daten für 2025 verfügbar')).toBeVisible();
        // The year is in the address: a reload shows the same one.
        await expect(page).toHaveURL(/\/admin\/analytics\?year=2025$/);
        await page.reload();
        await expect(page.getByLabel('Jahr')).toHaveValue('2025');
        await expect(page.getByText('Keine Daten für 2025 verfügbar')).toBeVisible();
      }
    },
  );

  test('a failed load shows the spec toast', async ({ page, db }) => {
    const admin = await createAccount(db, 'admin');
    await login(page, admin.user.username, 'geheim123');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.route('**/api/admin/analytics?*', (route) => route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }));
    await page.getByRole('link', { name: 'Auswertungen' }).click();
    await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Auswertungen konnten nicht geladen werden.');
  });
});
