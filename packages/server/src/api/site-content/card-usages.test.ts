import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type FaqPageDocument,
  type MarketingPageData,
  marketingPageData,
  type PricesPageDocument,
  paths,
  siteContentMessages,
} from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { articles } from '../../db/schema';
import { fakeFederation, fakeShell, writeShellBuild } from '../../testing/fake-shell';
import { addUser, call, login, PASSWORD, startTestCluster, type TestInstance } from '../../testing/server';

/** The fake /tarifs draws the cards of its page data in their order, as the marketing remote does. */
const shell = fakeShell(({ request }) => {
  const page = request.boot.page?.values[marketingPageData(paths.prices)] as MarketingPageData | undefined;
  const published = page?.content as { document: PricesPageDocument } | null | undefined;
  return createElement(
    'ul',
    null,
    (published?.document.cards ?? []).map((card) =>
      createElement('li', { key: card.key, id: card.key }, card.title),
    ),
  );
});

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let site: TestInstance;
let admin: string;
let client: string;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'lapm-cards-'));
  writeShellBuild(webRoot);
  cluster = await startTestCluster(
    1,
    { WEB_ROOT: webRoot, RATE_LIMITS: 'off' },
    { federation: fakeFederation(shell, () => () => null) },
  );
  site = cluster.instances[0] as TestInstance;
  admin = await login(site, (await addUser(site, { role: 'admin' })).email, PASSWORD);
  client = await login(site, (await addUser(site)).email, PASSWORD);
});
afterAll(() => cluster.close());

const usages = (key: string, cookie = admin) =>
  call(site, 'GET', `/admin/site-content/cards/${encodeURIComponent(key)}/usages`, { cookie });
const cardTitles = async () =>
  [...(await (await fetch(`${site.url}/tarifs`)).text()).matchAll(/<li id="([^"]+)">([^<]*)<\/li>/g)].map(
    (match) => match[1],
  );

describe('cards of /tarifs', () => {
  it('shows a published addition, removal and new order in the served HTML', async () => {
    const [first, second, third, ...rest] = initialSiteContent.tarifs.cards;
    if (!first || !second || !third) throw new Error('seed without cards');
    const added = { ...first, key: 'seance-d-automne', title: 'Séance d’automne', photoId: null };
    const cards = [added, third, first, ...rest];
    const published = await call(site, 'POST', '/admin/site-content/tarifs', {
      cookie: admin,
      body: { document: { cards } },
    });
    expect(published.status).toBe(200);
    const shown = await cardTitles();
    expect(shown.slice(0, 3)).toEqual(['seance-d-automne', third.key, first.key]);
    expect(shown).not.toContain(second.key);
    expect(shown).toHaveLength(initialSiteContent.tarifs.cards.length);
  });

  it('says which articles and pages link to a card, by their names', async () => {
    const key = 'solo-exterieur';
    await site.app.db.insert(articles).values({
      slug: 'balade-photo',
      published: '2026-10-01',
      title: 'Une balade photo',
      description: 'd',
      cover: { src: '/a.jpg', alt: 'a' },
      headTitle: 't',
      headDescription: 'd',
      keywords: [],
      breadcrumbName: 'b',
      shareImage: { src: '/a.jpg', alt: 'a' },
      markdown: `Voir [la carte](/tarifs#${key}) et [une autre](/tarifs#${key}-bis).`,
    });
    const faq: FaqPageDocument = structuredClone(initialSiteContent.faq);
    faq.questions[0]?.paragraphs.push(`Tout est [sur les tarifs](/tarifs#${key}).`);
    expect(
      (await call(site, 'POST', '/admin/site-content/faq', { cookie: admin, body: { document: faq } }))
        .status,
    ).toBe(200);

    const response = await usages(key);
    expect(response.status).toBe(200);
    expect(response.body.data.usages.map((usage: { name: string }) => usage.name)).toEqual([
      'Article « Une balade photo »',
      'Page « Foire aux questions »',
    ]);
    // A key that only starts the same is another card.
    expect((await usages('solo-ext')).body.data.usages).toEqual([]);
    expect((await usages(`${key}-bis`)).body.data.usages).toHaveLength(1);
  });

  it('is for admins only and refuses a key that is not one, in French', async () => {
    expect((await call(site, 'GET', '/admin/site-content/cards/solo-exterieur/usages')).status).toBe(401);
    expect((await usages('solo-exterieur', client)).status).toBe(403);
    const wrong = await usages('Pas une clé');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(siteContentMessages.unknownCard);
  });
});
