import { describe, expect, it } from '@rstest/core';
import { articleServerForFile, modelArticle } from '../../testing/articles';
import { call } from '../../testing/server';

const site = articleServerForFile();

const model = modelArticle();
const first = {
  ...model,
  slug: 'seance-en-foret',
  published: '2025-11-05',
  title: 'Séance en forêt',
  markdown: '## En forêt\n\nUne balade.',
};

interface Saved {
  id: number;
  version: number;
  title: string;
  slug: string;
  markdown: string;
  isPublished: boolean;
}

async function write(method: 'POST' | 'PUT', path: string, body: object): Promise<Saved> {
  const response = await call(site.server, method, path, { cookie: site.adminCookie, body });
  if (response.status >= 300) throw new Error(response.text);
  return response.body.data;
}

/** Three saves: created, its title changed, then its title and its text. */
async function savedThreeTimes() {
  const created = await write('POST', '/admin/articles', first);
  const second = await write('PUT', `/admin/articles/${created.id}`, {
    ...first,
    title: 'Séance en forêt, à l’automne',
    version: created.version,
  });
  return write('PUT', `/admin/articles/${created.id}`, {
    ...first,
    title: 'Une séance en forêt',
    markdown: '## En forêt\n\nUne longue balade.',
    version: second.version,
  });
}

const revisionsOf = async (id: number) =>
  (await call(site.server, 'GET', `/admin/articles/${id}/revisions`, { cookie: site.adminCookie })).body
    .data as {
    id: number;
    author: string;
    changes: string[];
    restoredFrom: number | null;
  }[];

describe('article versions', () => {
  it('keeps each save, lists them newest first with what changed, and restores the first as a new one', async () => {
    const third = await savedThreeTimes();
    const listed = await revisionsOf(third.id);
    expect(listed.map(({ author, changes }) => ({ author, changes }))).toEqual([
      { author: 'Léa Martin', changes: ['titre', 'texte'] },
      { author: 'Léa Martin', changes: ['titre'] },
      { author: 'Léa Martin', changes: [] },
    ]);
    const oldest = listed[2];
    if (!oldest) throw new Error('no first version');
    const read = await call(site.server, 'GET', `/admin/articles/${third.id}/revisions/${oldest.id}`, {
      cookie: site.adminCookie,
    });
    expect(read.body.data.fields).toMatchObject({ title: 'Séance en forêt', markdown: first.markdown });

    const restore = await call(
      site.server,
      'POST',
      `/admin/articles/${third.id}/revisions/${oldest.id}/restore`,
      {
        cookie: site.adminCookie,
        body: { version: third.version },
      },
    );
    expect(restore.status).toBe(200);
    expect(restore.body.message).toMatch(/^Version du .* rétablie/);
    const article = (
      await call(site.server, 'GET', `/admin/articles/${third.id}`, { cookie: site.adminCookie })
    ).body.data;
    expect(article).toMatchObject({ title: 'Séance en forêt', markdown: first.markdown, isPublished: false });
    const after = await revisionsOf(third.id);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ restoredFrom: oldest.id, changes: ['titre', 'texte'] });
  });

  it('keeps a published article’s address when the version had another', async () => {
    const created = await write('POST', '/admin/articles', { ...first, slug: 'ancienne-adresse' });
    const moved = await write('PUT', `/admin/articles/${created.id}`, {
      ...first,
      slug: 'nouvelle-adresse',
      version: created.version,
    });
    const published = await write('POST', `/admin/articles/${created.id}/publish`, {});
    const [, oldest] = await revisionsOf(created.id);
    const restore = await call(
      site.server,
      'POST',
      `/admin/articles/${created.id}/revisions/${oldest?.id}/restore`,
      {
        cookie: site.adminCookie,
        body: { version: published.version },
      },
    );
    expect(restore.body.data).toMatchObject({ slug: moved.slug, isPublished: true });
    expect((await call(site.server, 'GET', '/articles/nouvelle-adresse')).status).toBe(200);
  });
});

describe('the versions kept, and who may read them', () => {
  it('keeps the last 50 versions of an article, the oldest dropped', async () => {
    let saved = await write('POST', '/admin/articles', { ...first, slug: 'cinquante-versions' });
    for (let n = 1; n <= 50; n += 1)
      saved = await write('PUT', `/admin/articles/${saved.id}`, {
        ...first,
        slug: 'cinquante-versions',
        title: `Séance n° ${n}`,
        version: saved.version,
      });
    const listed = await revisionsOf(saved.id);
    expect(listed).toHaveLength(50);
    expect(listed.at(-1)?.changes).toEqual(['titre']);
  });

  it('refuses a client (403), and names an unknown version in French (404)', async () => {
    const { id } = await write('POST', '/admin/articles', { ...first, slug: 'refus' });
    const asClient = await call(site.server, 'GET', `/admin/articles/${id}/revisions`, {
      cookie: site.clientCookie,
    });
    expect(asClient.status).toBe(403);
    const restore = await call(site.server, 'POST', `/admin/articles/${id}/revisions/1/restore`, {
      cookie: site.clientCookie,
      body: { version: 1 },
    });
    expect(restore.status).toBe(403);
    const unknown = await call(site.server, 'GET', `/admin/articles/${id}/revisions/999999`, {
      cookie: site.adminCookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Version introuvable.');
  });
});
