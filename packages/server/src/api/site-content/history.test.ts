import { type ServicePageDocument, siteContentMessages } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let admin: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
  client = await login(server, (await addUser(server)).email, PASSWORD);
});
afterAll(() => server.close());

const original = initialSiteContent.solo;
const confortLine = () => {
  const index = (original.prices.table.confort ?? []).findIndex((line) => 'amount' in line);
  return { index, line: original.prices.table.confort?.[index] as { amount: number } };
};

/** The solo page as published online now. */
const online = async () =>
  (await call(server, 'GET', '/site-content/solo')).body.data.document as ServicePageDocument;

async function publishChange(change: (document: ServicePageDocument) => void): Promise<number> {
  const document = structuredClone(await online());
  change(document);
  const response = await call(server, 'POST', '/admin/site-content/solo', {
    cookie: admin,
    body: { document },
  });
  expect(response.status).toBe(200);
  return response.body.data.versions[0].id as number;
}

const changesOf = (id: number, cookie = admin) =>
  call(server, 'GET', `/admin/site-content/solo/versions/${id}/changes`, { cookie });

// Three versions of the solo page, published once for every test: the first, a new price, a new review.
let first: number;
let priced: number;
let reviewed: number;
const { index } = confortLine();
const priceBlock = ['prices', 'table', 'confort', index];

beforeAll(async () => {
  const edition = await call(server, 'GET', '/admin/site-content/solo', { cookie: admin });
  first = edition.body.data.versions[0].id;
  priced = await publishChange((document) => {
    const line = document.prices.table.confort?.[index];
    if (line && 'amount' in line) line.amount = 1399;
  });
  reviewed = await publishChange((document) => {
    const review = document.reviews.list[0];
    if (review) review.commentaire = 'Une séance magnifique, merci !';
    document.title = 'Portrait solo, en studio ou dehors';
  });
});

describe('the history of a page', () => {
  it('shows what each version changed, field by field, old and new, by block', async () => {
    const price = await changesOf(priced);
    expect(price.status).toBe(200);
    expect(price.body.data).toEqual({
      version: priced,
      previous: first,
      blocks: [
        {
          path: priceBlock,
          restorable: true,
          item: { identity: null, before: index, after: index, moved: false },
          changes: [
            { path: [...priceBlock, 'amount'], before: String(confortLine().line.amount), after: '1399' },
          ],
        },
      ],
    });

    const review = (await changesOf(reviewed)).body.data;
    expect(review.blocks).toEqual([
      {
        path: ['title'],
        restorable: true,
        changes: [{ path: ['title'], before: original.title, after: 'Portrait solo, en studio ou dehors' }],
      },
      {
        path: ['reviews', 'list', 0],
        restorable: true,
        item: { identity: `id:${original.reviews.list[0]?.id}`, before: 0, after: 0, moved: false },
        changes: [
          {
            path: ['reviews', 'list', 0, 'commentaire'],
            before: original.reviews.list[0]?.commentaire,
            after: 'Une séance magnifique, merci !',
          },
        ],
      },
    ]);

    // The page's first version has nothing before it.
    expect((await changesOf(first)).body.data).toEqual({ version: first, previous: null, blocks: [] });
  });
});

describe('the history of a page, restoring a block', () => {
  it('restores one block of an older version as a new version, the rest of the page as it is online', async () => {
    const restored = await call(server, 'POST', `/admin/site-content/solo/restore/${first}`, {
      cookie: admin,
      body: { block: priceBlock },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(siteContentMessages.blockRestored);
    expect(restored.body.data.versions).toHaveLength(4);

    const page = await online();
    expect(page.prices.table.confort?.[index]).toEqual(original.prices.table.confort?.[index]);
    // What the later version changed elsewhere stays.
    expect(page.title).toBe('Portrait solo, en studio ou dehors');
    expect(page.reviews.list[0]?.commentaire).toBe('Une séance magnifique, merci !');

    // The new version says what the restore changed.
    const latest = restored.body.data.versions[0].id as number;
    expect((await changesOf(latest)).body.data.blocks).toEqual([
      expect.objectContaining({ path: priceBlock, changes: [expect.objectContaining({ before: '1399' })] }),
    ]);
  });

  it('refuses a block the version does not hold, an unknown version and a client, changing nothing', async () => {
    const before = await online();
    const missing = await call(server, 'POST', `/admin/site-content/solo/restore/${first}`, {
      cookie: admin,
      body: { block: ['reviews', 'list', 99] },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(siteContentMessages.unknownBlock);
    const malformed = await call(server, 'POST', `/admin/site-content/solo/restore/${first}`, {
      cookie: admin,
      body: { block: [] },
    });
    expect(malformed.status).toBe(400);
    expect((await changesOf(999_999)).status).toBe(404);
    expect((await changesOf(reviewed, client)).status).toBe(403);
    expect(await online()).toEqual(before);
  });
});

describe('the history of a page, an item removed in the middle of a list', () => {
  it('shows that review alone as removed, and puts it back at its place', async () => {
    const reviews = (await online()).reviews.list;
    const removed = reviews[1];
    if (!removed || reviews.length < 3) throw new Error('the solo page needs three reviews');
    const before = (await call(server, 'GET', '/admin/site-content/solo', { cookie: admin })).body.data
      .versions[0].id as number;
    const without = await publishChange((document) => {
      document.reviews.list.splice(1, 1);
    });

    const { blocks } = (await changesOf(without)).body.data;
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      path: ['reviews', 'list', 1],
      restorable: true,
      item: { identity: `id:${removed.id}`, before: 1, after: null, moved: false },
    });
    expect(blocks[0].changes).toContainEqual({
      path: ['reviews', 'list', 1, 'commentaire'],
      before: removed.commentaire,
      after: null,
    });

    const restored = await call(server, 'POST', `/admin/site-content/solo/restore/${before}`, {
      cookie: admin,
      body: { block: blocks[0].path },
    });
    expect(restored.status).toBe(200);
    expect((await online()).reviews.list).toEqual(reviews);
  });
});
