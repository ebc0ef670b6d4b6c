import { type ServicePageDocument, siteContentMessages } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { and, eq } from 'drizzle-orm';
import { siteContentVersions } from '../../db/schema';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let laptop: string;
let phone: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer();
  const { email } = await addUser(server, { role: 'admin', firstname: 'Laure-Anne', lastname: 'Martin' });
  laptop = await login(server, email, PASSWORD);
  phone = await login(server, email, PASSWORD);
  client = await login(server, (await addUser(server, { email: 'cliente@exemple.fr' })).email, PASSWORD);
});
afterAll(() => server.close());

const saveDraft = (page: string, document: unknown, cookie = laptop) =>
  call(server, 'PUT', `/admin/site-content/${page}/draft`, { cookie, body: { document } });
const edition = (page: string, cookie = laptop) =>
  call(server, 'GET', `/admin/site-content/${page}`, { cookie });

/** The wedding page with its first amount set to `amount` (null: the field emptied). */
function weddingAt(amount: number | null): ServicePageDocument {
  const wedding = structuredClone(initialSiteContent.mariage);
  for (const lines of Object.values(wedding.prices.table)) {
    const line = lines?.find((entry) => 'amount' in entry);
    if (line && 'amount' in line) {
      line.amount = amount as number;
      return wedding;
    }
  }
  throw new Error('no amount on the wedding page');
}

describe('site content drafts', () => {
  it('keeps what she types on one device and gives it back on another, the site unchanged', async () => {
    const draft = weddingAt(1499);
    const saved = await saveDraft('mariage', draft);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(siteContentMessages.draftSaved);
    expect(saved.body.data).toMatchObject({ document: draft, author: 'Laure-Anne Martin' });

    const again = await saveDraft('mariage', weddingAt(1599));
    expect(again.status).toBe(200);

    const onPhone = await edition('mariage', phone);
    expect(onPhone.body.data.draft.document).toEqual(weddingAt(1599));
    expect(onPhone.body.data.document).toEqual(initialSiteContent.mariage);
    expect(onPhone.body.data.versions).toHaveLength(1);
    expect((await call(server, 'GET', '/site-content/mariage')).body.data.document).toEqual(
      initialSiteContent.mariage,
    );
    // Another page has no draft.
    expect((await edition('solo', phone)).body.data.draft).toBeNull();
  });

  it('keeps an incomplete draft as typed (an emptied amount, an empty title) but refuses another shape', async () => {
    const halfTyped = weddingAt(null);
    halfTyped.title = '';
    halfTyped.lead = 'Une journée\n\n';
    expect((await saveDraft('duo', { ...halfTyped })).status).toBe(200);
    expect((await edition('duo', phone)).body.data.draft.document).toEqual(halfTyped);
    // Publishing it is refused: a draft is checked whole when published.
    const refused = await call(server, 'POST', '/admin/site-content/duo', {
      cookie: laptop,
      body: { document: halfTyped },
    });
    expect(refused.status).toBe(400);

    const wrongShape = await saveDraft('duo', initialSiteContent['qui-suis-je']);
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.message).toBe(siteContentMessages.draftShape);
    const tooLong = structuredClone(initialSiteContent.duo);
    tooLong.title = 'x'.repeat(6000);
    expect((await saveDraft('duo', tooLong)).status).toBe(400);
    expect((await saveDraft('duo', 'texte')).status).toBe(400);
    expect((await edition('duo')).body.data.draft.document).toEqual(halfTyped);
  });
});

describe('site content drafts, admins only, published or thrown away', () => {
  it('is the admins’ only: 401 without a session, 403 for a client, both for saving and reading', async () => {
    expect((await saveDraft('solo', initialSiteContent.solo, '')).status).toBe(401);
    expect((await saveDraft('solo', initialSiteContent.solo, client)).status).toBe(403);
    expect((await edition('mariage', client)).status).toBe(403);
    expect(
      (await call(server, 'DELETE', '/admin/site-content/mariage/draft', { cookie: client })).status,
    ).toBe(403);
    expect((await edition('solo')).body.data.draft).toBeNull();
  });

  it('is published by « Publier » and then gone; « Abandonner » throws one away', async () => {
    const draft = weddingAt(1699);
    await saveDraft('mariage', draft);
    const published = await call(server, 'POST', '/admin/site-content/mariage', {
      cookie: phone,
      body: { document: draft },
    });
    expect(published.status).toBe(200);
    expect(published.body.data.draft).toBeNull();
    expect(published.body.data.document).toEqual(draft);
    expect((await edition('mariage')).body.data.draft).toBeNull();
    expect((await call(server, 'GET', '/site-content/mariage')).body.data.document).toEqual(draft);

    await saveDraft('solo', initialSiteContent.solo);
    const discarded = await call(server, 'DELETE', '/admin/site-content/solo/draft', { cookie: laptop });
    expect(discarded.status).toBe(200);
    expect(discarded.body.data.draft).toBeNull();
    expect((await edition('solo', phone)).body.data.draft).toBeNull();
  });

  it('is never offered as a version to restore', async () => {
    await saveDraft('corporate', initialSiteContent.corporate);
    const [row] = await server.app.db
      .select({ id: siteContentVersions.id })
      .from(siteContentVersions)
      .where(and(eq(siteContentVersions.page, 'corporate'), eq(siteContentVersions.status, 'draft')));
    const draftId = row?.id;
    expect(draftId).toBeDefined();
    const restored = await call(server, 'POST', `/admin/site-content/corporate/restore/${draftId}`, {
      cookie: laptop,
    });
    expect(restored.status).toBe(404);
  });
});
