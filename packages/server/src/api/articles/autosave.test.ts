import { articleMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let laptop: string;
let phone: string;
let client: string;
let id: number;
beforeAll(async () => {
  server = await startTestServer();
  const { email } = await addUser(server, { role: 'admin' });
  laptop = await login(server, email, PASSWORD);
  phone = await login(server, email, PASSWORD);
  client = await login(server, (await addUser(server, { email: 'cliente@exemple.fr' })).email, PASSWORD);
  const created = await call(server, 'POST', '/admin/articles', {
    cookie: laptop,
    body: { title: 'Une séance en forêt', markdown: 'Premier jet.' },
  });
  id = created.body.data.id;
});
afterAll(() => server.close());

/** The fields as the form sends them while she types: an address and a date half typed. */
const typing = {
  slug: 'seance-en-fo',
  published: '2026-12',
  title: '',
  description: 'Des arbres, ',
  cover: { src: '', alt: '' },
  headTitle: '',
  headDescription: '',
  keywords: ['forêt', ' autom'],
  breadcrumbName: '',
  shareImage: { src: '', alt: '' },
  markdown: 'Premier jet.\n\nLa lumière',
};

const autosave = (fields: unknown, cookie = laptop, article = id) =>
  call(server, 'PUT', `/admin/articles/${article}/autosave`, { cookie, body: { fields } });
const read = (cookie = laptop) => call(server, 'GET', `/admin/articles/${id}`, { cookie });

describe('article autosave', () => {
  it('keeps her typing as typed, read back on another device, the article itself unchanged', async () => {
    const saved = await autosave(typing);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(articleMessages.autosaved);
    const onPhone = await read(phone);
    expect(onPhone.body.data.autosave.fields).toEqual(typing);
    expect(onPhone.body.data.title).toBe('Une séance en forêt');
    expect(onPhone.body.data.markdown).toBe('Premier jet.');
  });

  it('refuses another shape or too long a text, in French, and keeps the draft before', async () => {
    const wrong = await autosave({ ...typing, keywords: 'forêt' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(articleMessages.autosaveShape);
    expect((await autosave({ ...typing, title: 'x'.repeat(300) })).status).toBe(400);
    expect((await autosave({ ...typing, title: 'Forêt' }, laptop, 999999)).status).toBe(404);
    expect((await read()).body.data.autosave.fields).toEqual(typing);
  });

  it('is the admins’ only: 401 without a session, 403 for a client', async () => {
    expect((await autosave(typing, '')).status).toBe(401);
    expect((await autosave(typing, client)).status).toBe(403);
  });

  it('is cleared once she saves the article', async () => {
    const article = (await read()).body.data;
    const saved = await call(server, 'PUT', `/admin/articles/${id}`, {
      cookie: phone,
      body: {
        title: 'Une séance en forêt',
        markdown: 'Premier jet.\n\nLa lumière du matin.',
        version: article.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.autosave).toBeNull();
    expect((await read()).body.data.autosave).toBeNull();
  });
});
