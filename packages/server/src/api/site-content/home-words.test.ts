import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type HomePageDocument,
  type LegalNoticesDocument,
  type MarketingPageData,
  marketingPageData,
  paths,
  siteContentDocumentSchema,
  siteContentPages,
} from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { fakeFederation, fakeShell, rawPage, writeShellBuild } from '../../testing/fake-shell';
import { addUser, call, login, PASSWORD, startTestCluster, type TestInstance } from '../../testing/server';

/**
 * The real server, its publish, its cache of rendered pages and the data it inlines; the apps'
 * Node builds are a page of this test that shows the home page's title and the legal notices'
 * host from the data the server hands the page, as the marketing remote reads them.
 */
const shell = fakeShell(({ request }) => {
  const page = request.boot.page;
  const content = (page?.values[marketingPageData(page.path)] as MarketingPageData | undefined)?.content;
  const home = page?.path === paths.home ? (content as { document: HomePageDocument } | null) : null;
  const legal = page?.path === paths.legal ? (content as { document: LegalNoticesDocument } | null) : null;
  return createElement(
    'main',
    null,
    home && createElement('h1', null, home.document.title),
    legal && createElement('p', null, legal.document.host),
  );
});

function webRoot() {
  const root = mkdtempSync(join(tmpdir(), 'lapm-web-'));
  writeShellBuild(root);
  return root;
}

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let server: TestInstance;
let admin: string;
beforeAll(async () => {
  const federation = fakeFederation(shell, () => () => null);
  cluster = await startTestCluster(1, { WEB_ROOT: webRoot() }, { federation });
  [server] = cluster.instances as [TestInstance];
  const user = await addUser(server, { role: 'admin' });
  admin = await login(server, user.email, PASSWORD);
});
afterAll(() => cluster.close());

async function htmlOf(path: string) {
  const response = await rawPage(server.url, path);
  const body = response.encoding === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
  return body.toString('utf8');
}

const publish = (page: string, document: unknown) =>
  call(server, 'POST', `/admin/site-content/${page}`, { cookie: admin, body: { document } });

const homeWith = (change: (home: HomePageDocument) => void) => {
  const home = structuredClone(initialSiteContent.accueil);
  change(home);
  return home;
};
const legalWith = (change: (legal: LegalNoticesDocument) => void) => {
  const legal = structuredClone(initialSiteContent['mentions-legales']);
  change(legal);
  return legal;
};

describe('the home page’s words', () => {
  it('are today’s words until she publishes hers, then hers in the next HTML of /', async () => {
    const before = await htmlOf(paths.home);
    expect(before).toContain('<h1>Photographe portrait et mariage près de Montpellier</h1>');

    const title = 'Photographe de mariage et de portrait à Montpellier et dans l’Hérault';
    const published = await publish(
      'accueil',
      homeWith((home) => Object.assign(home, { title })),
    );
    expect(published.status).toBe(200);

    const after = await htmlOf(paths.home);
    expect(after).toContain(`<h1>${title}</h1>`);
  });

  it('refuses an empty required text at its field, in French', async () => {
    const empty = await publish(
      'accueil',
      homeWith((home) => {
        home.services[1] = { id: 'lifestyle', title: 'LifeStyle', text: '   ' };
      }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([
      { path: ['services', 1, 'text'], message: 'Ce texte est obligatoire.' },
    ]);

    const noCard = await publish(
      'accueil',
      homeWith((home) => home.services.pop()),
    );
    expect(noCard.body.issues).toEqual([
      { path: ['services'], message: 'Les trois cartes de l’accueil restent, chacune une fois.' },
    ]);
    // Refused, the site keeps what it showed.
    expect(await htmlOf(paths.home)).toContain('<h1>Photographe de mariage');
  });
});

describe('the legal notices’ words', () => {
  it('are hers once published, in the next HTML of /mentions-legales', async () => {
    const host = 'OVH SAS, 2 rue Kellermann, 59100 Roubaix, 09 72 10 10 07';
    expect(
      (
        await publish(
          'mentions-legales',
          legalWith((legal) => Object.assign(legal, { host })),
        )
      ).status,
    ).toBe(200);
    expect(await htmlOf(paths.legal)).toContain(host);
  });

  it('refuses an empty company number or an empty section at its field', async () => {
    const siret = await publish(
      'mentions-legales',
      legalWith((legal) => Object.assign(legal.publisher, { siret: '' })),
    );
    expect(siret.status).toBe(400);
    expect(siret.body.issues).toEqual([
      { path: ['publisher', 'siret'], message: 'Ce texte est obligatoire.' },
    ]);
    const cookies = await publish(
      'mentions-legales',
      legalWith((legal) => Object.assign(legal, { cookies: [] })),
    );
    expect(cookies.body.issues).toEqual([{ path: ['cookies'], message: 'Ce texte est obligatoire.' }]);
  });
});

it('every page’s first content passes its own schema', () => {
  for (const page of siteContentPages) {
    expect(siteContentDocumentSchema(page.key).safeParse(initialSiteContent[page.key]).success).toBe(true);
  }
});

describe('the terms of sale’s words', () => {
  it('are hers once published; an emptied section is refused at its field', async () => {
    const terms = structuredClone(initialSiteContent.cgv);
    terms.sections.payment = ['Les règlements se font par virement bancaire ou par carte.'];
    expect((await publish('cgv', terms)).status).toBe(200);
    const loaded = await call(server, 'GET', '/site-content/cgv');
    expect(loaded.body.data.document.sections.payment).toEqual([
      'Les règlements se font par virement bancaire ou par carte.',
    ]);

    terms.sections.withdrawal = ['  '];
    const empty = await publish('cgv', terms);
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([
      { path: ['sections', 'withdrawal', 0], message: 'Ce texte est obligatoire.' },
    ]);
  });
});
