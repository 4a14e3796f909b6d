import type { Page } from '@playwright/test';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { staffRoles } from '../../api/src/features/accounts/contract/permissions.ts';
import { navigationFor } from '../../site/src/islands/admin/routes.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

/**
 * Every role sees only what it can use, and every screen fits (issue 33, item 8): no screen of a role asks
 * the API for something the role is refused, Büro gets no lead actions it may not take, the inbox fits
 * 1280 px, and at 390 px nothing is wider than the phone, no button or heading breaks inside a word and no
 * badge runs over its card.
 */

/** The back office's addresses a role reaches from its sidebar. */
const screensOf = (role: string) => [...new Set(navigationFor(role).map((entry) => `/admin/${entry.path}${entry.search ?? ''}`))];

async function signIn(page: Page, db: Parameters<typeof createAccount>[0], role: (typeof staffRoles)[number]) {
  const account = await createAccount(db, role);
  await storeSessionInBrowser(page, account.token, account.stored);
  return account;
}

/** Opens a screen and waits until its loading messages are gone. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsHydrated(page);
  await expect(page.getByRole('status').filter({ hasText: /wird geladen|Wird geladen/ })).toHaveCount(0, { timeout: 10_000 });
}

/**
 * What does not fit at the current width: words of buttons, links styled as buttons, headings, table
 * headings and tabs that are broken over two lines, and badges (rounded-full) that reach past their card.
 */
function misfits(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const labelled = 'button, a.btn, a[class*="btn-"], h1, h2, h3, th, [role="tab"]';
    for (const element of document.querySelectorAll(labelled)) {
      if (!visible(element) || element.closest('.sr-only')) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (node.parentElement?.closest('.sr-only')) continue;
        // A compound may wrap after its hyphen ("Funnel-|Klicks"); the parts themselves may not break.
        for (const match of text.matchAll(/[^\s\-–]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(`Wort umbrochen: „${match[0]}“ in <${element.tagName.toLowerCase()}>`);
        }
      }
    }
    // A region that scrolls sideways (a wide table on a phone) may hold what is wider than the screen.
    const scrolls = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    let past = 0;
    for (const element of document.querySelectorAll('main *, header *')) {
      if (past >= 3 || !visible(element) || element.closest('.sr-only') || scrolls(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth + 1) {
        past += 1;
        found.push(`Über den Bildschirmrand: <${element.tagName.toLowerCase()}> „${(element.textContent ?? '').trim().slice(0, 30)}“`);
      }
    }
    for (const badge of document.querySelectorAll('.rounded-full')) {
      if (!visible(badge) || scrolls(badge)) continue;
      const card = badge.closest('.card, li.rounded-xl, section');
      if (!card) continue;
      const inner = badge.getBoundingClientRect();
      const outer = card.getBoundingClientRect();
      if (inner.right > outer.right + 1 || inner.left < outer.left - 1) found.push(`Badge über den Rand: „${badge.textContent?.trim()}“`);
    }
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth) found.push(`Seite ${width} px breit bei ${window.innerWidth} px`);
    return found;
  });
}

test.describe('every role sees only what it can use', () => {
  for (const role of staffRoles) {
    test(`${role}: no screen of its sidebar asks for anything the role is refused`, async ({ page, db }) => {
      test.setTimeout(90_000);
      await insertLeads(db, [leadValues({ vorname: 'Rita', nachname: `Rolle-${role}` })]);
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/') && response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
      });
      await signIn(page, db, role);
      for (const path of screensOf(role)) await open(page, path);
      expect(refused).toEqual([]);
    });
  }

  test('Büro reads leads without a status select, "Löschen" or a selection, in the inbox and on the lead', async ({ page, db, uid }) => {
    const [lead] = await insertLeads(db, [leadValues({ vorname: 'Bea', nachname: `Buero${uid}` })]);
    await signIn(page, db, 'buero');
    await open(page, `/admin/dashboard?q=Buero${uid}`);
    const inbox = page.getByRole('table', { name: 'Anfragen' });
    await expect(inbox.getByRole('link', { name: `Bea Buero${uid}` }).first()).toBeVisible();
    await expect(inbox.getByRole('combobox')).toHaveCount(0);
    await expect(inbox.getByRole('button', { name: /löschen/ })).toHaveCount(0);
    await expect(inbox.getByRole('checkbox')).toHaveCount(0);
    await expect(inbox).toContainText('Offen');

    await open(page, `/admin/leads/${lead!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status der Anfrage' })).toHaveCount(0);
    await expect(page.getByText('Status: Offen')).toBeVisible();
  });
});

test.describe('every screen fits', () => {
  test('the inbox fits 1280 px, its actions inside the card', async ({ page, db }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await insertLeads(db, [
      leadValues({
        vorname: 'Maximiliane',
        nachname: 'Langername-Schmidtbauer',
        email: 'maximiliane.langername-schmidtbauer@beispiel-unternehmen.de',
      }),
    ]);
    await signIn(page, db, 'admin');
    await open(page, '/admin/dashboard');
    const sizes = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(sizes.page).toBeLessThanOrEqual(sizes.view);
    const card = await page.locator('section[aria-labelledby="leads-title"]').boundingBox();
    const actions = await page.getByRole('columnheader', { name: 'Aktionen' }).boundingBox();
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(card!.x + card!.width);
  });

  test('at 390 px every admin screen is as wide as the phone, no word breaks inside and no badge runs over', async ({ page, db }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await insertLeads(db, [leadValues({ vorname: 'Petra', nachname: 'Phone' })]);
    await signIn(page, db, 'admin');
    const problems: Record<string, string[]> = {};
    for (const path of screensOf('admin')) {
      await open(page, path);
      const found = await misfits(page);
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
  });
});
