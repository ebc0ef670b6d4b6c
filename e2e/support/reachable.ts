import { expect, type Locator } from '@playwright/test';

/**
 * What a thumb finds at the control's centre: '' when it is the control or inside it, else a
 * description of what covers it. `toBeVisible()` is no proof: it ignores clipping and covering.
 */
function hitAtCentre(element: Element): string {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return 'no box';
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (hit && (hit === element || element.contains(hit))) return '';
  if (!hit) return 'nothing at its centre (off screen)';
  const name = hit.tagName.toLowerCase();
  return `covered by <${name}${hit.id ? `#${hit.id}` : ''}${hit.className ? ` class="${hit.className}"` : ''}>`;
}

/** Asserts that a tap at the control's centre lands on it, once it is scrolled into view. */
export async function expectReachable(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() => locator.evaluate(hitAtCentre), { message: `${locator} is reachable at its centre` })
    .toBe('');
}
