import type { SiteContentEdition } from '@lapm/contracts';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The server's HTML of a public page, before any script runs. */
export async function served(api: APIRequestContext, path: string): Promise<string> {
  const response = await api.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Puts a page of « Contenu du site » back as it was first published, so the other specs find the spec's content. */
export async function restoreFirst(api: APIRequestContext, page: string) {
  const edition = (
    (await (await api.get(`/api/admin/site-content/${page}`)).json()) as { data: SiteContentEdition }
  ).data;
  const first = edition.versions.at(-1);
  if (!first || first.current) return;
  expect((await api.post(`/api/admin/site-content/${page}/restore/${first.id}`)).ok()).toBe(true);
}

/** The <title> and meta description of a page's HTML head, as Google reads them. */
export function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(head)?.[1],
  };
}

/**
 * An emptied required text of « Contenu du site » is refused at its field, in French: marked
 * invalid, focused, `message` on the page. Its text is then put back, and returned.
 */
export async function expectEmptiedFieldRefused(
  page: Page,
  field: Locator,
  message: string,
): Promise<string> {
  const kept = await field.inputValue();
  await field.fill('');
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await field.fill(kept);
  return kept;
}
