import { expect, test } from '@playwright/test';

test('static pages, the 404 page and the API carry the security headers', async ({ request }) => {
  for (const path of ['/', '/blog/einbruchschutz-fenster-rc2', '/gibt-es-nicht', '/api/health', '/favicon.svg']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('pages restrict scripts and styles with a content security policy, and run no inline code unhashed', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
  await page.goto('/blog');
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toContain('unsafe-inline');
  await page.getByRole('button', { name: 'Sicherheit' }).click();
  expect(violations).toEqual([]);
});

test('text answers are compressed', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
});
