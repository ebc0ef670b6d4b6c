import {
  type ContactDocument,
  marketingPageData,
  paths,
  type SeoDocument,
  siteContentMessages,
} from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { marketingPageOf } from '../../testing/page-data';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
});
afterAll(() => server.close());

const publish = (page: string, document: unknown) =>
  call(server, 'POST', `/admin/site-content/${page}`, { cookie: admin, body: { document } });

/** The Google title and description a page is rendered with: what the server hands its screen. */
async function headOf(path: string) {
  return (await marketingPageOf(server.app.db, path)).data?.seo;
}

function seoWith(path: string, fields: Partial<SeoDocument['pages'][number]>): SeoDocument {
  const seo = structuredClone(initialSiteContent.referencement);
  return { pages: seo.pages.map((page) => (page.path === path ? { ...page, ...fields } : page)) };
}

describe('Google titles and descriptions', () => {
  it('gives every public page its title and description, and the one she publishes at the next render', async () => {
    expect(await headOf(paths.legal)).toMatchObject({ title: 'Mentions légales | LAPM Photographie' });
    const description =
      'Toutes les prestations photo près de Montpellier, portrait, famille, mariage et corporate, avec les tarifs de chaque formule pour 2027.';
    const published = await publish(
      'referencement',
      seoWith(paths.prices, { title: 'Tarifs 2027 des séances photo | LAPM Photographie', description }),
    );
    expect(published.status).toBe(200);
    expect(await headOf(paths.prices)).toEqual({
      path: paths.prices,
      title: 'Tarifs 2027 des séances photo | LAPM Photographie',
      description,
    });
    // /tarifs still reads its cards beside its head, under its route's one key.
    const loaded = await marketingPageOf(server.app.db, paths.prices);
    expect(loaded.keys).toEqual([marketingPageData(paths.prices)]);
    expect(loaded.data?.content?.document).toHaveProperty('cards');
  });

  it('refuses an empty title, and a title or description past the maximum, with the message at the field', async () => {
    const index = initialSiteContent.referencement.pages.findIndex((page) => page.path === paths.solo);
    const empty = await publish('referencement', seoWith(paths.solo, { title: '   ' }));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(siteContentMessages.seoTitle);
    expect(empty.body.issues).toEqual([
      { path: ['pages', index, 'title'], message: 'Le titre Google est obligatoire.' },
    ]);

    const long = await publish('referencement', seoWith(paths.solo, { description: 'x'.repeat(321) }));
    expect(long.body.issues).toEqual([
      {
        path: ['pages', index, 'description'],
        message: 'La description Google ne peut dépasser 320 caractères.',
      },
    ]);
    // A title Google will cut is hers to choose: only guided, never refused.
    expect((await publish('referencement', seoWith(paths.solo, { title: 'T'.repeat(90) }))).status).toBe(200);

    const missing = structuredClone(initialSiteContent.referencement);
    missing.pages.pop();
    expect((await publish('referencement', missing)).body.message).toBe(siteContentMessages.seoPages);
  });
});

describe('Contact details', () => {
  const contactWith = (fields: Partial<ContactDocument>): ContactDocument => ({
    ...initialSiteContent.contact,
    ...fields,
  });

  it('gives /contacts the details she publishes', async () => {
    const published = await publish(
      'contact',
      contactWith({
        phone: '04 67 00 11 22',
        email: 'bonjour@lapm.fr',
        hours: 'Du lundi au samedi, de 9 h à 18 h',
      }),
    );
    expect(published.status).toBe(200);
    const loaded = await marketingPageOf(server.app.db, paths.contact);
    expect(loaded.data?.content).toMatchObject({
      document: {
        phone: '04 67 00 11 22',
        email: 'bonjour@lapm.fr',
        hours: 'Du lundi au samedi, de 9 h à 18 h',
      },
    });
  });

  it('refuses a phone, an e-mail or a town list that cannot be, in French at the field', async () => {
    const phone = await publish('contact', contactWith({ phone: '06 12' }));
    expect(phone.body.issues).toEqual([{ path: ['phone'], message: siteContentMessages.phone }]);
    const email = await publish('contact', contactWith({ email: 'bonjour@' }));
    expect(email.body.issues).toEqual([{ path: ['email'], message: siteContentMessages.email }]);
    const towns = await publish('contact', contactWith({ areas: [{ department: 'Hérault', towns: [] }] }));
    expect(towns.body.issues).toEqual([{ path: ['areas', 0, 'towns'], message: siteContentMessages.towns }]);
  });
});
