import {
  displayPriceTable,
  type FaqPageDocument,
  paths,
  type ServicePageDocument,
  siteContentMessages,
} from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { siteContentVersions } from '../../db/schema';
import { marketingPageOf } from '../../testing/page-data';
import { phonePhoto, processed, uploadPhoto } from '../../testing/photos';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';
import { seedSiteContent } from './site-content';

let server: TestServer;
let admin: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer({ PHOTO_QUEUE_INTERVAL_MS: '100' });
  admin = await login(
    server,
    (await addUser(server, { role: 'admin', firstname: 'Laure-Anne', lastname: 'Martin' })).email,
    PASSWORD,
  );
  client = await login(server, (await addUser(server, { email: 'cliente@exemple.fr' })).email, PASSWORD);
});
afterAll(() => server.close());

const publish = (page: string, document: unknown, cookie = admin, headers: Record<string, string> = {}) =>
  call(server, 'POST', `/admin/site-content/${page}`, { cookie, headers, body: { document } });

/** The solo page with its confort price set to `amount`. */
function soloWithConfort(amount: unknown): ServicePageDocument {
  const solo = structuredClone(initialSiteContent.solo);
  const confort = solo.prices.table.confort ?? [];
  const index = confort.findIndex((line) => 'amount' in line);
  confort[index] = { value1: 'Prix', amount: amount as number, tax: 'TTC' };
  return solo;
}

describe('site content', () => {
  it('gives each page its first content on a new database', async () => {
    const response = await call(server, 'GET', '/site-content/qui-suis-je');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ document: initialSiteContent['qui-suis-je'], photos: {} });
    const edition = await call(server, 'GET', '/admin/site-content/tarifs', { cookie: admin });
    expect(edition.body.data.versions).toHaveLength(1);
    expect(edition.body.data.versions[0]).toMatchObject({ author: null, current: true });
  });

  it('is published by admins only: 401 without a session, 403 for a client, 403 from another site', async () => {
    expect((await call(server, 'GET', '/admin/site-content/solo')).status).toBe(401);
    expect((await publish('solo', initialSiteContent.solo, client)).status).toBe(403);
    expect(
      (await publish('solo', initialSiteContent.solo, admin, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await call(server, 'GET', '/site-content/inconnue')).body.message).toBe(
      siteContentMessages.unknownPage,
    );
  });

  it('refuses a negative amount, an empty text, a link out of the rules, a wrong date and an unknown photo, in French, changing nothing', async () => {
    const negative = await publish('solo', soloWithConfort(-1));
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe(siteContentMessages.amount);
    // The form puts the message under the refused field: the server names it by its path.
    expect(negative.body.issues).toEqual([
      { path: ['prices', 'table', 'confort', 6, 'amount'], message: siteContentMessages.amount },
    ]);

    const about = structuredClone(initialSiteContent['qui-suis-je']);
    if (about.sections[0]) about.sections[0].paragraphs = ['   '];
    expect((await publish('qui-suis-je', about)).body.message).toBe(siteContentMessages.required);

    const linked = structuredClone(initialSiteContent['qui-suis-je']);
    if (linked.sections[0]) linked.sections[0].paragraphs = ['Voir [ici](javascript:alert(1)) mes photos.'];
    expect((await publish('qui-suis-je', linked)).body.message).toBe(siteContentMessages.link);

    const solo = structuredClone(initialSiteContent.solo);
    if (solo.reviews.list[0]) solo.reviews.list[0].date = '2025-04-11';
    expect((await publish('solo', solo)).body.message).toBe(siteContentMessages.date);

    const prices = structuredClone(initialSiteContent.tarifs);
    if (prices.cards[0]) prices.cards[0].photoId = '00000000-0000-4000-8000-000000000000';
    const unknownPhoto = await publish('tarifs', prices);
    expect(unknownPhoto.status).toBe(400);
    expect(unknownPhoto.body.message).toBe(siteContentMessages.unknownPhoto);

    const shown = await call(server, 'GET', '/site-content/solo');
    expect(shown.body.data.document).toEqual(initialSiteContent.solo);
  });
});

describe('site content versions', () => {
  it('publishes a new price to the page data at once, keeps the history, and restores an earlier version', async () => {
    const published = await publish('solo', soloWithConfort(159));
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(siteContentMessages.published);

    const loaded = await marketingPageOf(server.app.db, paths.solo);
    expect(loaded.tags).toEqual(expect.arrayContaining(['placements', 'site-content']));
    const content = loaded.data?.content as { document: ServicePageDocument };
    expect(displayPriceTable(content.document.prices.table).confort?.at(-1)?.value2).toBe(
      '159\u00a0€\u00a0TTC',
    );

    const versions = published.body.data.versions as {
      id: number;
      author: string | null;
      current: boolean;
    }[];
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ author: 'Laure-Anne Martin', current: true });
    const first = versions[1];
    if (!first) throw new Error('no first version');

    const restored = await call(server, 'POST', `/admin/site-content/solo/restore/${first.id}`, {
      cookie: admin,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(siteContentMessages.restored);
    expect(restored.body.data.versions).toHaveLength(3);
    expect(restored.body.data.document).toEqual(initialSiteContent.solo);
    expect((await call(server, 'GET', '/site-content/solo')).body.data.document).toEqual(
      initialSiteContent.solo,
    );

    const missing = await call(server, 'POST', '/admin/site-content/duo/restore/999999', {
      cookie: admin,
    });
    expect(missing.status).toBe(404);
  });
});

describe('site content photos and questions', () => {
  it('shows a card on a library photo once published, with its variants', async () => {
    const upload = await uploadPhoto(server, admin, 'carte.jpg', await phonePhoto());
    const photo = await processed(server, admin, upload.body.data.id);
    const prices = structuredClone(initialSiteContent.tarifs);
    const card = prices.cards[0];
    if (!card) throw new Error('no card');
    card.photoId = photo.id;
    // Not published yet: refused.
    expect((await publish('tarifs', prices)).body.message).toBe(siteContentMessages.unknownPhoto);
    await call(server, 'PUT', `/photos/${photo.id}/alt`, {
      cookie: admin,
      body: { alt: 'Séance en extérieur' },
    });
    await call(server, 'PUT', `/photos/${photo.id}/published`, { cookie: admin, body: { published: true } });
    expect((await publish('tarifs', prices)).status).toBe(200);
    const shown = await call(server, 'GET', '/site-content/tarifs');
    expect(shown.body.data.photos[photo.id]).toMatchObject({ id: photo.id, alt: 'Séance en extérieur' });
    expect(paths.prices).toBe('/tarifs');
  });

  it('gives /faq her questions: its first ten, then what she publishes, checked like any page', async () => {
    const first = await marketingPageOf(server.app.db, paths.faq);
    const shown = first.data?.content as { document: FaqPageDocument };
    expect(shown.document).toEqual(initialSiteContent.faq);
    expect(shown.document.questions).toHaveLength(10);

    const faq = structuredClone(initialSiteContent.faq);
    faq.questions.push({
      question: 'Puis-je venir avec mon chien ?',
      paragraphs: ['Oui, voyez la [séance hobby](/portrait-hobby).'],
    });
    const published = await publish('faq', faq);
    expect(published.status).toBe(200);
    const loaded = await marketingPageOf(server.app.db, paths.faq);
    expect(loaded.tags).toContain('site-content');
    const now = loaded.data?.content as { document: FaqPageDocument } | undefined;
    expect(now?.document).toEqual(faq);

    const unanswered = structuredClone(faq);
    if (unanswered.questions[0]) unanswered.questions[0].paragraphs = [' '];
    expect((await publish('faq', unanswered)).body.message).toBe(siteContentMessages.required);
    const linked = structuredClone(faq);
    if (linked.questions[0]) linked.questions[0].paragraphs = ['Voir [ici](javascript:alert(1)).'];
    expect((await publish('faq', linked)).body.message).toBe(siteContentMessages.link);
    expect((await publish('faq', { ...faq, questions: [] })).body.message).toBe(siteContentMessages.required);
    expect((await call(server, 'GET', '/site-content/faq')).body.data.document).toEqual(faq);
  });
});

describe('site content on a running site', () => {
  it('gives a page added to a running site its first version, and leaves the others alone', async () => {
    const db = server.app.db;
    await db.delete(siteContentVersions).where(eq(siteContentVersions.page, 'faq'));
    const solo = (await call(server, 'GET', '/admin/site-content/solo', { cookie: admin })).body.data;
    await seedSiteContent(db);
    await seedSiteContent(db);
    const faq = await call(server, 'GET', '/admin/site-content/faq', { cookie: admin });
    expect(faq.body.data.versions).toHaveLength(1);
    expect(faq.body.data.versions[0]).toMatchObject({ author: null, current: true });
    expect(faq.body.data.document).toEqual(initialSiteContent.faq);
    expect((await call(server, 'GET', '/admin/site-content/solo', { cookie: admin })).body.data).toEqual(
      solo,
    );
  });
});
