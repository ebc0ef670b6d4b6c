import { initialArticles } from '@lapm/articles/initial-articles';
import { paths } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import { fakeSite } from '../testing/fake-shell';
import { addUser, call, login, PASSWORD, startTestCluster, type TestInstance } from '../testing/server';
import { CONTENT_CHANNEL } from './content-changes';

/**
 * Two instances on one database, as behind a load balancer: a change written through one drops the
 * cached pages of the other (docs/decisions/0008). The apps' Node builds are replaced by a shell
 * and a screen of this test; the page data inlined in the HTML is the real one.
 */
const site = fakeSite(() => createElement('h1', null, 'Le blog'));

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let a: TestInstance;
let b: TestInstance;
let adminCookie: string;
beforeAll(async () => {
  cluster = await startTestCluster(2, { WEB_ROOT: site.webRoot }, { federation: site.federation });
  [a, b] = cluster.instances as [TestInstance, TestInstance];
  const admin = await addUser(a, { role: 'admin' });
  adminCookie = await login(a, admin.email, PASSWORD);
});
afterAll(() => cluster.close());

const [model] = initialArticles;
if (!model) throw new Error('no initial article');

async function blog(instance: TestInstance) {
  const response = await fetch(`${instance.url}${paths.blog}`);
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * Reads the blog of `instance` until it passes `check`. The relay takes a moment, however long the
 * machine makes it: only a page that never changes runs out the test's time.
 */
async function blogUntil(instance: TestInstance, check: (html: string) => boolean) {
  while (!check(await blog(instance))) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function admin(method: string, path: string, body?: unknown) {
  const response = await call(a, method, path, { cookie: adminCookie, body });
  expect(response.status).toBeLessThan(300);
  return response.body.data;
}

describe('content changes across instances', () => {
  const title = 'Séance en forêt relayée';
  let id: number;

  it('an article published through one instance shows on the pages the other had cached', async () => {
    // Both instances render the blog and keep it.
    expect(await blog(a)).not.toContain(title);
    expect(await blog(b)).not.toContain(title);
    ({ id } = await admin('POST', '/admin/articles', { ...model, slug: '2025-11-05', title }));
    await admin('POST', `/admin/articles/${id}/publish`);
    expect(await blog(a)).toContain(title);
    await blogUntil(b, (html) => html.includes(title));
  });

  it('an instance whose listening connection dropped drops its pages once it listens again', async () => {
    expect(await blog(b)).toContain(title);
    // The listening connections end (a restarted database, a proxy's idle timeout); the change
    // written meanwhile is not heard. With DATABASE_URL, the other test files' listeners on the
    // same database end too, and come back the same way.
    const { rows } = (await a.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`listen ${CONTENT_CHANNEL}`}`,
    )) as unknown as { rows: unknown[] };
    expect(rows.length).toBeGreaterThanOrEqual(2);
    await admin('POST', `/admin/articles/${id}/unpublish`);
    await blogUntil(b, (html) => !html.includes(title));
    // Listening again: the next change is relayed.
    await admin('POST', `/admin/articles/${id}/publish`);
    await blogUntil(b, (html) => html.includes(title));
  });
});
