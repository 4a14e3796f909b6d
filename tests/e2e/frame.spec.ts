import { expect, test, type Page } from '@playwright/test';
import { islandsHydrated } from './support/hydration.ts';

const storeSession = (page: Page, userData: string, token = 'token-123') =>
  page.addInitScript(
    ([user, adminToken]) => {
      localStorage.setItem('userData', user!);
      localStorage.setItem('adminToken', adminToken!);
    },
    [userData, token],
  );

test.describe('shared frame', () => {
  test('shows the trust badges, the navigation and the footer on every page', async ({ page }) => {
    for (const path of ['/', '/blog', '/impressum']) {
      await page.goto(path);
      const badges = page.getByRole('region', { name: 'Unsere Versprechen' });
      for (const badge of ['Deutschlandweite Lieferung', 'Kostenlos & unverbindlich']) {
        await expect(badges).toContainText(badge);
      }
      // A fresh installation claims nothing the owner did not enter (§ 5 UWG, ADR 050): no project count,
      // and no rating, which would also need its source (§ 5b Abs. 3 UWG; admin-company-settings.spec.ts).
      await expect(badges).not.toContainText('Projekte');
      await expect(badges).not.toContainText('Kundenbewertung');
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      for (const [name, href] of [
        ['Startseite', '/'],
        ['Shop', '/shop'],
        ['Konfigurator', '/konfigurator'],
        ['Jetzt Angebot anfordern', '/funnel'],
        ['Über uns', '/about'],
        ['Kontakt', '/contact'],
        ['Login', '/login'],
      ]) {
        await expect(nav.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
      }
      const footer = page.getByRole('contentinfo');
      for (const [name, href] of [
        ['Impressum', '/impressum'],
        ['Datenschutz', '/datenschutz'],
        ['AGB', '/agb'],
        ['Blog', '/blog'],
        ['Förderung', '/foerderung'],
      ]) {
        await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
      }
      await expect(footer).toContainText('Musterstraße 1');
      await expect(footer.getByRole('link', { name: 'info@example.de' })).toHaveAttribute('href', 'mailto:info@example.de');
      // Without years of experience and a warranty entered, only the reply within 24 hours is promised.
      await expect(footer.getByRole('list', { name: 'Warum Kunden uns vertrauen' }).getByRole('listitem')).toHaveText([
        /Antwort in 24 Stunden/,
      ]);
    }
  });

  test('marks the current page in the navigation', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Über uns' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Startseite' })).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('login state in the header', () => {
  test('shows Login when nothing is stored', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profil' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Abmelden' })).toBeHidden();
  });

  test('shows Profil to the customer area and Abmelden for a stored customer', async ({ page }) => {
    await storeSession(page, JSON.stringify({ role: 'customer', firstName: 'Eva' }));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
  });

  test("sends an admin's Profil to the back office", async ({ page }) => {
    await storeSession(page, JSON.stringify({ role: 'admin' }));
    await page.goto('/blog');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  test('treats unreadable user data as logged out', async ({ page }) => {
    await storeSession(page, '{kaputt');
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(errors.join('\n')).toContain('Gespeicherte Benutzerdaten sind unlesbar');
  });

  test('needs the token as well as the user data', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('userData', JSON.stringify({ role: 'admin' })));
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('Abmelden forgets the stored session and goes to the home page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('userData', JSON.stringify({ role: 'customer' }));
      localStorage.setItem('adminToken', 'token-123');
    });
    await page.goto('/about');
    await islandsHydrated(page);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Login' })).toBeVisible();
    // The toast's text, store and drawing load with the click and the toast (ADR 087).
    await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Abgemeldet');
    expect(await page.evaluate(() => [localStorage.getItem('userData'), localStorage.getItem('adminToken')])).toEqual([null, null]);
  });
});

test.describe('the header on one line', () => {
  /** How many lines the desktop header's items take: the tops of the logo and of every visible item. */
  const headerLines = (page: Page) =>
    page.evaluate(() => {
      const items = [...document.querySelectorAll<HTMLElement>('header a, header button')].filter((item) => item.offsetParent !== null);
      const texts = items.flatMap((item) => [...item.querySelectorAll<HTMLElement>('span'), item]);
      const wrapped = texts.some((item) => item.getClientRects().length > 1 || item.getBoundingClientRect().height > 44);
      const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top / 8)));
      return { wrapped, rows: tops.size, overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth) };
    });

  for (const width of [1024, 1280, 1440]) {
    for (const session of ['logged out', 'logged in'] as const) {
      test(`at ${width} px, ${session}: one line, with the phone number to call`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        if (session === 'logged in') await storeSession(page, JSON.stringify({ role: 'customer', firstName: 'Eva' }));
        await page.goto('/');
        const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
        await expect(
          nav.getByRole(session === 'logged in' ? 'button' : 'link', { name: session === 'logged in' ? 'Abmelden' : 'Login' }),
        ).toBeVisible();
        const phone = nav.getByRole('link', { name: /^Anrufen: / });
        await expect(phone).toBeVisible();
        await expect(phone).toHaveAttribute('href', /^tel:\+49/);
        expect(await headerLines(page)).toEqual({ wrapped: false, rows: 1, overflow: 0 });
      });
    }
  }
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes by click', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Über uns' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Konfigurator' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Anrufen: / })).toHaveAttribute('href', /^tel:\+49/);

    await page.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(menu).toBeHidden();
  });

  test('opens by keyboard, closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Startseite' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('follows a link and closes', async ({ page }) => {
    await page.goto('/');
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('navigation', { name: 'Mobile Navigation' }).getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Mobile Navigation' })).toBeHidden();
  });
});

test.describe('tooltips', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('open after 700 ms of hover, close on leaving, and say what an icon button does', async ({ page }) => {
    // The page's timers run on Playwright's clock, paused once the page is there: 400 ms and 700 ms are
    // exact however busy the machine is.
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 10_000);
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.hover();
    const tooltip = page.getByRole('tooltip');
    await page.clock.runFor(400);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(300);
    await expect(tooltip).toHaveText('Menü öffnen');
    await expect(tooltip).toBeVisible();
    await page.mouse.move(5, 800);
    await expect(tooltip).toBeHidden();
  });

  test('a press on the button cancels its waiting tooltip', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 10_000);
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.hover();
    await page.clock.runFor(400);
    await toggle.click();
    await page.clock.runFor(1000);
    await expect(page.getByRole('tooltip')).toBeHidden();
  });

  test('a hover that outlasts the loading of the tooltips opens its tooltip as soon as they are there', async ({ page }) => {
    // The code arrives only after 700 ms of hover on the page's (paused) clock: the tooltip is due at
    // once, with no further timer to wait for.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/tooltips\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 10_000);
    await page.locator('[data-menu-toggle]').hover();
    await page.clock.runFor(800);
    release();
    await expect(page.getByRole('tooltip')).toHaveText('Menü öffnen');
    await expect(page.getByRole('tooltip')).toBeVisible();
  });

  test('a tap before the tooltips have loaded opens the menu and no tooltip over it', async ({ page }) => {
    // The tooltips' code is held back half a second, as on a slow phone line: the tap's hover starts its
    // loading and the press happens before it is there.
    let loaded!: () => void;
    const served = new Promise<void>((resolve) => (loaded = resolve));
    await page.route(/\/_astro\/tooltips\.[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
      loaded();
    });
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 10_000);
    await page.locator('[data-menu-toggle]').click();
    await served;
    await expect(page.getByRole('navigation', { name: 'Mobile Navigation' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.clock.runFor(1500);
    await expect(page.getByRole('tooltip')).toBeHidden();
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the configurator at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('leads to the configurator from the home page and the shop', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: 'Preis selbst berechnen' }).click();
      await expect(page).toHaveURL(/\/konfigurator$/);
      await page.goto('/shop');
      await expect(page.getByRole('main').getByRole('link', { name: 'Konfigurator', exact: true })).toHaveAttribute(
        'href',
        '/konfigurator',
      );
    });
  });
}
