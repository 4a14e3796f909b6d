/**
 * What the office sees of the lead inbox without scrolling: a 1280 × 800 window on /admin/dashboard
 * with 12 fresh requests. Prints where the first lead row starts, how many rows are fully visible,
 * whether the public frame (trust bar, marketing header, footer) is on the page, and how tall it is.
 *
 *   node bench/inbox-fold.ts            (in a built checkout: starts its own server on a fresh database)
 *
 * Run it in an older checkout's folder (with this file's path) to compare before and after a change.
 */
import { chromium } from '@playwright/test';
import { chromiumExecutable, playwrightChromiumArgs } from '../tests/e2e/support/chromium.ts';
import { openServerDatabase } from '../tests/e2e/support/database.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { accountUser } from '../api/src/features/accounts/users.ts';
import { storeSessionInBrowser } from '../tests/e2e/support/accounts.ts';
import { createTestUser } from '../api/testing/test-users.ts';

const VIEWPORT = { width: 1280, height: 800 };
const LEADS = 12;

const server = await startServer();
const db = await openServerDatabase(server.databaseUrl);
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: playwrightChromiumArgs });
try {
  for (let index = 0; index < LEADS; index += 1) {
    const answer = await fetch(`${server.url}/api/funnel/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, 'X-Forwarded-For': `10.9.0.${index + 1}` },
      body: JSON.stringify({
        projektart: 'neubau',
        produkt_fenster: true,
        vorname: 'Erika',
        nachname: `Muster${index}`,
        email: `erika${index}@example.de`,
        datenschutz: true,
      }),
    });
    if (answer.status !== 201) throw new Error(`Anfrage ${index}: ${answer.status} ${await answer.text()}`);
  }
  const admin = await createTestUser(db, { role: 'admin' });
  const page = await browser.newPage({ viewport: VIEWPORT, locale: 'de-DE' });
  await storeSessionInBrowser(page, admin.token, accountUser(admin.user), `${server.url}/`);
  await page.goto(`${server.url}/admin/dashboard`);
  const rows = page.getByRole('table', { name: 'Anfragen' }).locator('tbody tr');
  await rows.first().waitFor();
  const figures = await page.evaluate((height) => {
    const leadRows = [...document.querySelectorAll('table tbody tr')].filter((row) =>
      row.closest('table')?.querySelector('caption')?.textContent?.includes('Anfragen'),
    );
    const tops = leadRows.map((row) => row.getBoundingClientRect());
    return {
      firstRowTop: Math.round(tops[0]?.top ?? -1),
      rowsVisible: tops.filter((box) => box.bottom <= height).length,
      publicFrame: Boolean(document.querySelector('footer')) || document.body.textContent!.includes('Jetzt Angebot anfordern'),
      pageHeight: document.documentElement.scrollHeight,
    };
  }, VIEWPORT.height);
  console.log(`Posteingang bei ${VIEWPORT.width} × ${VIEWPORT.height} px, ${LEADS} Anfragen (${process.cwd()}):`);
  console.log(`  erste Anfrage beginnt bei   ${figures.firstRowTop} px`);
  console.log(`  Anfragen ohne Scrollen      ${figures.rowsVisible} von ${LEADS}`);
  console.log(`  öffentlicher Rahmen         ${figures.publicFrame ? 'ja (Kopf, Vertrauensleiste, Fußzeile)' : 'nein'}`);
  console.log(`  Seitenhöhe                  ${figures.pageHeight} px`);
} finally {
  await browser.close();
  db.$client.close();
  await server.stop();
}
