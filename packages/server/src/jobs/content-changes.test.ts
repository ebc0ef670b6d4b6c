import { initialArticles } from '@lapm/articles/initial-articles';
import { paths } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import { call, type TestInstance } from '../testing/server';
import { pageOf, pageUntil, twoInstancesForFile } from '../testing/site-instances';
import { CONTENT_CHANNEL } from './content-changes';

// A change written through one instance drops the cached pages of the other (docs/decisions/0008).
const site = twoInstancesForFile(() => createElement('h1', null, 'Le blog'));
const blog = (instance: TestInstance) => pageOf(instance, paths.blog);

const [model] = initialArticles;
if (!model) throw new Error('no initial article');

async function admin(method: string, path: string, body?: unknown) {
  const response = await call(site.a, method, path, { cookie: site.adminCookie, body });
  expect(response.status).toBeLessThan(300);
  return response.body.data;
}

describe('content changes across instances', () => {
  const title = 'Séance en forêt relayée';
  let id: number;

  it('an article published through one instance shows on the pages the other had cached', async () => {
    // Both instances render the blog and keep it.
    expect(await blog(site.a)).not.toContain(title);
    expect(await blog(site.b)).not.toContain(title);
    ({ id } = await admin('POST', '/admin/articles', { ...model, slug: '2025-11-05', title }));
    await admin('POST', `/admin/articles/${id}/publish`);
    expect(await blog(site.a)).toContain(title);
    await pageUntil(site.b, paths.blog, (html) => html.includes(title));
  });

  it('an instance whose listening connection dropped drops its pages once it listens again', async () => {
    expect(await blog(site.b)).toContain(title);
    // The listening connections end (a restarted database, a proxy's idle timeout); the change
    // written meanwhile is not heard. With DATABASE_URL, the other test files' listeners on the
    // same database end too, and come back the same way.
    const { rows } = (await site.a.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`listen ${CONTENT_CHANNEL}`}`,
    )) as unknown as { rows: unknown[] };
    expect(rows.length).toBeGreaterThanOrEqual(2);
    await admin('POST', `/admin/articles/${id}/unpublish`);
    await pageUntil(site.b, paths.blog, (html) => !html.includes(title));
    // Listening again: the next change is relayed.
    await admin('POST', `/admin/articles/${id}/publish`);
    await pageUntil(site.b, paths.blog, (html) => html.includes(title));
  });
});
