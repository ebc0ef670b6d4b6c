import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page's finite animations and transitions run to their end: axe measures colours as drawn,
 * and a text fading in is, for a moment, a text of too little contrast.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** WCAG 2.1 A and AA, the level the site answers for (and axe's heading order where asked). */
async function violationsOf(page: Page, { include, headings }: { include?: string; headings?: boolean }) {
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  // Only the violations are read: axe then skips describing every passing node, a fifth of its
  // time on the admin's longest screen (/admin/contenu-du-site, 445 fields: 5.4 s to 4.3 s).
  builder.options({
    resultTypes: ['violations'],
    ...(headings ? { rules: { 'heading-order': { enabled: true } } } : {}),
  });
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No WCAG 2.1 A or AA violation that axe finds in the part of the page `selector` names. */
export async function expectNoViolations(page: Page, selector: string) {
  expect(await violationsOf(page, { include: selector }), selector).toEqual([]);
}

/**
 * No WCAG 2.1 A or AA violation that axe finds in the whole page; `where` names the screen in the
 * failure, with each violation's elements.
 */
export async function expectNoViolationsOnPage(page: Page, where: string) {
  expect(await violationsOf(page, {}), where).toEqual([]);
}

/**
 * As {@link expectNoViolationsOnPage}, with axe's heading-order rule on too (a best practice, which
 * the WCAG tags leave out); `include` narrows it to a part of the page.
 */
export async function expectNoViolationsWithHeadings(page: Page, where: string, include?: string) {
  expect(await violationsOf(page, { include, headings: true }), where).toEqual([]);
}
