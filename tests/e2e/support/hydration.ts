import { expect, type Page } from '@playwright/test';

/** Waits until every island of the page has hydrated: a click or key press before that goes nowhere. */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
