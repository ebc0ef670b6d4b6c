import type { Page } from '@playwright/test';

/** The photos of a page's galleries, by the button that enlarges each. */
export const thumbnails = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .getByRole('link', { name: /^Agrandir la photo/ });
