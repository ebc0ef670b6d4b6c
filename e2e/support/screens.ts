import { type AdminArticle, type Album, galleryRoute } from '@lapm/contracts';
import { adminApi } from './accounts';
import { createAlbum, registeredClient, uploadPhotos } from './albums';
import { sendEnquiry } from './enquiries';
import { albumPhotosReady, seanceJpeg } from './photos';
import { type APIRequestContext, expect, type Page, test } from './test';

/**
 * Real records of the site under test, for the suites that open every screen of the route table:
 * an address with a made-up id opens a « not found » screen, or the parameter itself
 * (`/galerie/:albumId`), and the screen is never seen.
 */
export interface SeededSite {
  /** A client, owner of `album`. */
  userId: number;
  /** An album whose gallery holds processed photos, opened by a visitor with its access code. */
  album: { id: number; accessCode: string };
  article: { id: number; slug: string };
  /** An enquiry from the contact form, opened in « Demandes ». */
  enquiryId: number;
}

/** Marks the suites' album: every spec file of a run finds it instead of creating another. */
const albumLink = 'https://galerie.e2e.lapm.test/ecrans';
const accessCode = 'ecrans-e2e-2025';
/** Marks the suites' enquiry, found again as the album is. */
const enquiryAddress = 'ecrans@e2e.lapm.test';

/** Three landscape and portrait photos of a séance, uploaded as the admin's album screen does. */
async function uploadSeance(api: APIRequestContext, albumId: number) {
  const sizes: [number, number][] = [
    [900, 600],
    [600, 900],
    [900, 600],
  ];
  const photos = await Promise.all(
    sizes.map(async ([width, height], index) => ({
      name: `ECRAN_${index + 1}.jpg`,
      data: await seanceJpeg(width, height, index + 2).toBuffer(),
    })),
  );
  await uploadPhotos(api, albumId, photos);
}

/**
 * A new client, registered herself, and an album of hers with three photos of a séance, created
 * as the admin (`api`). Her photos are still being processed: see `seanceReady`.
 */
export async function clientAlbum(
  api: APIRequestContext,
  tag: string,
  album: { date: string; accessCode: string; lien: string },
) {
  const client = await registeredClient(api, tag);
  const id = await createAlbum(api, client.id, {
    code: album.accessCode,
    link: album.lien,
    date: album.date,
  });
  await uploadSeance(api, id);
  return { id, userId: client.id, client };
}

/** Waits for the album's three photos: the queue processes them every few seconds. */
export async function seanceReady(api: APIRequestContext, albumId: number) {
  await albumPhotosReady(api, albumId, 3);
}

async function screensAlbum(api: APIRequestContext): Promise<{ id: number; userId: number }> {
  const albums = ((await (await api.get('/api/album')).json()) as { data: Album[] }).data;
  const found = albums.find((album) => album.lien === albumLink);
  if (found) return { id: found.id_album, userId: found.id_user };
  return clientAlbum(api, 'ecrans', { date: '21/06/2025', accessCode, lien: albumLink });
}

async function screensEnquiry(api: APIRequestContext, baseURL: string): Promise<number> {
  const find = async () =>
    ((await (await api.get('/api/enquiries')).json()) as { data: { id: number; email: string }[] }).data.find(
      (enquiry) => enquiry.email === enquiryAddress,
    )?.id;
  const found = await find();
  if (found !== undefined) return found;
  await sendEnquiry(api, baseURL, enquiryAddress);
  const sent = await find();
  if (sent === undefined) throw new Error('The suites’ enquiry is not in « Demandes »');
  return sent;
}

const known = new Map<string, Promise<SeededSite>>();

/**
 * The site's records the screens are opened with: the first article of the seed, and the suites'
 * album with its photos processed (created once per run, as the admin, then found again).
 */
export function seededSite(baseURL: string): Promise<SeededSite> {
  let site = known.get(baseURL);
  if (!site) {
    site = readSite(baseURL);
    known.set(baseURL, site);
  }
  return site;
}

async function readSite(baseURL: string): Promise<SeededSite> {
  const api = await adminApi(baseURL);
  try {
    const album = await screensAlbum(api);
    await seanceReady(api, album.id);
    const articles = ((await (await api.get('/api/admin/articles')).json()) as { data: AdminArticle[] }).data;
    const article = articles[0];
    if (!article) throw new Error('The site under test has no article');
    return {
      userId: album.userId,
      album: { id: album.id, accessCode },
      article: { id: article.id, slug: article.slug },
      enquiryId: await screensEnquiry(api, baseURL),
    };
  } finally {
    await api.dispose();
  }
}

/** The record that fills the parameter `name` of `path`: `:id` is a user, an album, an article or an enquiry. */
function recordOf(path: string, name: string, site: SeededSite): number | string | undefined {
  if (name === 'albumId') return site.album.id;
  if (name === 'slug') return site.article.slug;
  if (name !== 'id') return undefined;
  if (path.includes('/edit-user/') || path.includes('/fiche-client/')) return site.userId;
  if (path.includes('/demandes/')) return site.enquiryId;
  if (path.includes('/edit-album/')) return site.album.id;
  if (path.includes('/edit-article/')) return site.article.id;
  return undefined;
}

/** The address of a route of the table, every parameter filled with a real record of the site. */
export function concrete(path: string, site: SeededSite): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const record = recordOf(path, name, site);
    // A new parameter fails here, rather than opening a screen that shows nothing.
    if (record === undefined) throw new Error(`No record of the seeded site fills :${name} in ${path}`);
    return String(record);
  });
}

/** Lets the page's visitor into the suites' gallery with its access code, as the code form does. */
export async function openGalleryWithCode(page: Page, baseURL: string, site: SeededSite) {
  const response = await page.request.post(`${baseURL}/api/galleries/${site.album.id}/access`, {
    data: { code: site.album.accessCode },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * The address to open the route at `path` with, on the seeded site: the gallery's visitor is let
 * in with its access code first (it asks for it otherwise, and its photos are never seen).
 */
export async function screenAddress(page: Page, baseURL: string, path: string): Promise<string> {
  const site = await seededSite(baseURL);
  if (path === galleryRoute) await openGalleryWithCode(page, baseURL, site);
  return concrete(path, site);
}

/** The gallery's photos, once its list shows them all. */
export const galleryGrid = (page: Page) => page.getByRole('list', { name: 'Photos de la séance' });

/** Reads (or creates) the site's records before the file's tests: the first run waits for its photos. */
export function prepareSeededSite() {
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(120_000);
    await seededSite(baseURL ?? '');
  });
}

/** The shell's layout is around the page: its header, its footer and the page's top anchor. */
export async function expectLayout(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'LAPM Photographie' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  await expect(page.locator('#top')).toHaveCount(1);
}
