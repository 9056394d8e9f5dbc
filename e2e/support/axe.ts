import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * The serious and critical accessibility violations of the page as it stands, one line each; the
 * parts matching `exclude` (CSS selectors) left out, though page-wide rules still run.
 */
export async function seriousA11yViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  // Colours caught mid-transition (a link turning active) are not what a reader sees.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  // Legacy mode runs axe.run in the page itself: the default opens a blank page per check to merge
  // the frames' results (Plantel has no iframes) and copies every passing node across, which was
  // most of the walk's time. Only violations are asked for: nothing reads the rest.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical accessibility violation on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}
