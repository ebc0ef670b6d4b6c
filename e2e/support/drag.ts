import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Takes a sortable item by its handle from the keyboard (focus, Space), ready for the arrows.
 * dnd-kit shows the handle pressed at once but listens to the arrows only from its next task
 * (`setTimeout` in its KeyboardSensor): an arrow sent in between is lost. A person never presses
 * that fast; the test waits for a task of the page queued after it.
 */
export async function takeWithKeyboard(page: Page, handle: Locator) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
