import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's WCAG 2.1 AA and best-practice violations, as "rule: targets" lines. Colour transitions are
 * let finish first: axe measured a chip clicked a moment before halfway between its two colours and
 * found too little contrast that nobody ever sees for longer than the transition.
 * Only violations are collected in full (`resultTypes`): every rule still runs on every element, but the
 * passes are not gathered and sent back node by node, which halved an axe run on the back office's
 * largest screens.
 */
export async function axeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

/**
 * What does not fit the viewport's width: the page scrolling sideways, or a visible element inside `main`
 * reaching past the viewport or past its card (`.card`, a list item, a figure) – a badge or word that sticks
 * out even where an ancestor clips it. Each as "tag.class: text", so a failure names the culprit.
 */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`Seite ${document.documentElement.scrollWidth} px breit`);
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('.sr-only')) continue;
      const card = element.parentElement?.closest<HTMLElement>('.card, li, figure, dl');
      const limit = Math.min(width, card ? card.getBoundingClientRect().right : width);
      if (box.right > limit + 1 || (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1))
        found.push(`${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`);
    }
    return found;
  });
}
