import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What a thumb finds at the control's centre, once the page (the page only) is scrolled to
 * it: '' when it is the control or inside it, else what is there instead. Scrolling only the
 * page, not a box the control sits in, catches a panel clipped to a strip: its links would be
 * reachable one by one inside it, scrolled there by a test, but not by a visitor who sees none
 * of them. `toBeVisible()` is no proof either: it ignores clipping and covering. A control on
 * screen but under the page's own sticky bars (the header, a bar kept at the screen's foot) is
 * brought to the middle of the screen, as a thumb scrolls it out from under them; one covered
 * there too is not reachable.
 */
function hitAtCentre(element: Element): string {
  const hitAt = (centred: boolean): string => {
    let box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'no box';
    if (centred || box.top < 0 || box.bottom > innerHeight) {
      window.scrollBy({ top: box.top + box.height / 2 - innerHeight / 2, behavior: 'instant' });
      box = element.getBoundingClientRect();
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && (hit === element || element.contains(hit))) return '';
    if (!hit) return 'nothing at its centre (off screen)';
    const name = hit.tagName.toLowerCase();
    return `covered by <${name}${hit.id ? `#${hit.id}` : ''}${hit.className ? ` class="${hit.className}"` : ''}>`;
  };
  const first = hitAt(false);
  return first === '' || first === 'no box' ? first : hitAt(true);
}

/** Asserts that a tap at the control's centre lands on it, the page scrolled to it if need be. */
export async function expectReachable(locator: Locator) {
  await expect
    .poll(() => locator.evaluate(hitAtCentre), { message: `${locator} is reachable at its centre` })
    .toBe('');
}

/** Asserts that nothing on the page runs off the side of the window: no sideways scroll to reach it. */
export async function expectNoSidewaysScroll(page: Page, where = page.url()) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} déborde de ${overflow} px`).toBeLessThanOrEqual(0);
}
