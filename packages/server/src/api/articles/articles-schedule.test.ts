import { studioDay } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { articleServerForFile } from '../../testing/articles';
import { call } from '../../testing/server';
import { newArticle } from './new-article';

/** The server's time: a test moves it to the day of a scheduled article. */
let now = Date.now();
const site = articleServerForFile(() => new Date(now));

/** A publication with a day to come, brought to today; one already out keeps its day. */
async function publishNow() {
  const created = await call(site.server, 'POST', '/admin/articles', {
    cookie: site.adminCookie,
    body: { ...newArticle('bientot'), published: '2999-01-01' },
  });
  const id = created.body.data.id;
  const scheduled = await call(site.server, 'POST', `/admin/articles/${id}/publish`, {
    cookie: site.adminCookie,
  });
  expect(scheduled.body.message).toBe('Article programmé : il paraîtra sur le blog le 01/01/2999.');
  const brought = await call(site.server, 'POST', `/admin/articles/${id}/publish-now`, {
    cookie: site.adminCookie,
  });
  expect(brought.body).toMatchObject({
    message: 'Article publié.',
    data: { isPublished: true, published: studioDay(new Date(now)) },
  });
  expect((await call(site.server, 'GET', '/articles/bientot')).status).toBe(200);
  // An article already out keeps the day it came out.
  await call(site.server, 'POST', `/admin/articles/${id}/unpublish`, { cookie: site.adminCookie });
  const again = await call(site.server, 'POST', `/admin/articles/${id}/publish-now`, {
    cookie: site.adminCookie,
  });
  expect(again.body.data.published).toBe(studioDay(new Date(now)));
  const old = await call(site.server, 'POST', '/admin/articles', {
    cookie: site.adminCookie,
    body: newArticle('ancien'),
  });
  const kept = await call(site.server, 'POST', `/admin/articles/${old.body.data.id}/publish-now`, {
    cookie: site.adminCookie,
  });
  expect(kept.body.data.published).toBe('2025-11-05');
  expect(
    (await call(site.server, 'POST', `/admin/articles/${id}/publish-now`, { cookie: site.clientCookie }))
      .status,
  ).toBe(403);
}

describe('admin articles', () => {
  it('keeps an article dated later off the blog until its day', async () => {
    const created = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { ...newArticle('plus-tard'), published: '2999-01-01' },
    });
    await call(site.server, 'POST', `/admin/articles/${created.body.data.id}/publish`, {
      cookie: site.adminCookie,
    });
    expect((await call(site.server, 'GET', '/articles/plus-tard')).status).toBe(404);
    const list = await call(site.server, 'GET', '/articles');
    expect(list.body.data.map((article: { slug: string }) => article.slug)).not.toContain('plus-tard');
  });

  it('shows a scheduled article once the server’s clock reaches its day', async () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const created = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { ...newArticle('demain'), published: studioDay(new Date(now + DAY_MS)) },
    });
    await call(site.server, 'POST', `/admin/articles/${created.body.data.id}/publish`, {
      cookie: site.adminCookie,
    });
    expect((await call(site.server, 'GET', '/articles/demain')).status).toBe(404);
    now += DAY_MS;
    try {
      expect((await call(site.server, 'GET', '/articles/demain')).status).toBe(200);
      const list = await call(site.server, 'GET', '/articles');
      expect(list.body.data.map((article: { slug: string }) => article.slug)).toContain('demain');
    } finally {
      now -= DAY_MS;
    }
  });

  it(
    'says a publication with a day to come is scheduled, and « Publier maintenant » brings it to today',
    publishNow,
  );
});
