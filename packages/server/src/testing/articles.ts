import { initialArticles } from '@lapm/articles/initial-articles';
import { afterAll, beforeAll } from '@rstest/core';
import { addUser, login, PASSWORD, startTestServer, type TestServer } from './server';

export interface ArticleSetup {
  server: TestServer;
  /** The session cookie of the studio's admin, Léa Martin. */
  adminCookie: string;
  /** The session cookie of a client (cliente@exemple.fr). */
  clientCookie: string;
}

/**
 * The server of an articles test file, with its admin and a client logged in, started before its
 * tests (on the app's clock `clock` if given) and stopped after them: its fields are there once
 * the tests run.
 */
export function articleServerForFile(clock?: () => Date): ArticleSetup {
  const setup = {} as ArticleSetup;
  beforeAll(async () => {
    const server = await startTestServer({}, clock ? { clock } : {});
    const admin = await addUser(server, { role: 'admin', firstname: 'Léa', lastname: 'Martin' });
    const adminCookie = await login(server, admin.email, PASSWORD);
    const client = await addUser(server, { email: 'cliente@exemple.fr' });
    Object.assign(setup, { server, adminCookie, clientCookie: await login(server, client.email, PASSWORD) });
  });
  afterAll(() => setup.server.close());
  return setup;
}

/** The first article of the seed: the model the tests write their own articles from. */
export function modelArticle() {
  const [model] = initialArticles;
  if (!model) throw new Error('no initial article');
  return model;
}
