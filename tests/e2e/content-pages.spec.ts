import { expect, test } from '@playwright/test';

/** Every prerendered content page answers 200 and shows the headline the spec gives it. */
const pages: { path: string; heading: string | RegExp; title: RegExp }[] = [
  { path: '/', heading: 'Fenster & Türen Angebot in 3–5 Minuten', title: /^Fenster & Türen Angebot in 3–5 Minuten \| Fensterwerk Nord$/ },
  { path: '/about', heading: 'Über Fensterwerk Nord', title: /^Über uns \| Fensterwerk Nord$/ },
  { path: '/blog', heading: 'Ratgeber & Blog', title: /^Ratgeber & Blog \| Fensterwerk Nord$/ },
  { path: '/impressum', heading: 'Impressum', title: /^Impressum \|/ },
  { path: '/datenschutz', heading: 'Datenschutzerklärung', title: /^Datenschutzerklärung \|/ },
  { path: '/agb', heading: 'Allgemeine Geschäftsbedingungen', title: /^Allgemeine Geschäftsbedingungen \|/ },
  {
    path: '/foerderung',
    heading: 'Förderung für neue Fenster und Türen: BEG EM oder § 35c EStG',
    title: /^Förderung für neue Fenster und Türen: BEG EM oder § 35c EStG \|/,
  },
  { path: '/privacy', heading: 'Datenschutzhinweise zur Angebotsanfrage', title: /^Datenschutzhinweise/ },
  { path: '/thank-you', heading: 'Vielen Dank für Ihre Anfrage!', title: /^Vielen Dank/ },
  { path: '/contact', heading: 'Kontakt', title: /^Kontakt \|/ },
];

for (const { path, heading, title } of pages) {
  test(`${path} shows its headline`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
  });
}

test('the home page has its sections and calls to action', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByText('100% kostenlos & unverbindlich')).toBeVisible();
  await expect(main.getByRole('link', { name: "Los geht's" })).toHaveAttribute('href', '/funnel');
  await expect(main.getByRole('heading', { name: 'Warum Fensterwerk Nord?' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Premium-Qualität' })).toBeVisible();
  // Years and customers are the owner's to enter: a fresh installation shows neither card (ADR 050).
  await expect(main.getByRole('heading', { name: /Jahre Erfahrung|zufriedene Kunden/ })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Vertrauen Sie dem Experten' })).toBeVisible();
  const expert = main.locator('section', { has: page.getByRole('heading', { name: 'Vertrauen Sie dem Experten' }) });
  for (const item of ['Individuelle Lösungen für Ihr Zuhause', 'Antwort innerhalb von 24 Stunden', 'Deutschlandweite Lieferung']) {
    await expect(expert.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Angebot einholen' })).toHaveAttribute('href', '/funnel');
});

test('the about page shows values, team and key figures', async ({ page }) => {
  await page.goto('/about');
  for (const value of ['Qualität', 'Vertrauen', 'Service']) {
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Unser Team' })).toBeVisible();
  await expect(page.locator('#team ~ ul > li')).toHaveCount(3);
  const figures = page.getByRole('definition');
  // Customers, years and the warranty stay out until the owner enters them (ADR 050).
  await expect(figures).toHaveText(['24h']);
  await expect(page.getByRole('link', { name: /Zur Partnerseite/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('main').getByRole('link', { name: 'Angebot anfordern' })).toHaveAttribute('href', '/funnel');
});

test('the privacy policy has nine sections and the terms §1 to §10 with the spec terms', async ({ page }) => {
  await page.goto('/datenschutz');
  await expect(page.locator('article h2')).toHaveCount(9);
  await expect(page.locator('article')).toContainText('Tracking');

  await page.goto('/agb');
  const sections = page.locator('article h2');
  await expect(sections).toHaveCount(10);
  await expect(sections.first()).toHaveText(/^§ 1 /);
  await expect(sections.last()).toHaveText(/^§ 10 /);
  const terms = page.locator('article');
  for (const term of [
    'die im Angebot vereinbarte Anzahlung fällig',
    '9 Prozentpunkten über dem jeweiligen Basiszinssatz',
    'Garantie von 15 Jahren auf Funktion und Dichtheit',
    'Widerrufsrecht von 14 Tagen',
    'Nettopreise zuzüglich der gesetzlichen Umsatzsteuer',
    'Ein Angebot an einen Verbraucher übernimmt sie unverändert',
  ]) {
    await expect(terms).toContainText(term);
  }
});

test('the legal notice shows the company data from the one data file', async ({ page }) => {
  await page.goto('/impressum');
  const article = page.locator('article');
  await expect(article).toContainText('Fensterwerk Nord GmbH');
  await expect(article).toContainText('Musterstraße 1');
  await expect(article).toContainText('HRB 000000');
  await expect(article).not.toContainText('{{');
});

test('the contact page shows contact data, opening hours and the way to the funnel', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Kontaktdaten' })).toBeVisible();
  const contactCard = page.locator('section', { has: page.getByRole('heading', { name: 'Kontaktdaten' }) });
  await expect(contactCard.getByRole('link', { name: /040 1234567-0/ })).toHaveAttribute('href', 'tel:+494012345670');
  await expect(contactCard.getByRole('link', { name: /info@example\.de/ })).toHaveAttribute('href', 'mailto:info@example.de');
  const hours = page.locator('section', { has: page.getByRole('heading', { name: 'Öffnungszeiten' }) });
  await expect(hours).toContainText('8:00 – 17:00 Uhr');
  await expect(hours).toContainText('8:00 – 13:00 Uhr');
  await expect(hours).toContainText('geschlossen');
  await expect(page.getByRole('link', { name: /Zum Angebotsformular/ })).toHaveAttribute('href', '/funnel');
});

test('the thank-you page forgets the stored campaign parameters', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('utm_params', JSON.stringify({ utm_source: 'newsletter' })));
  await page.goto('/thank-you');
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('utm_params'))).toBeNull();
});
