import { describe, expect, it } from '@rstest/core';
import type { PublicArticle } from './articles';
import { BOOKING_MOVE_DATA, blogPageData } from './rendering';
import { loaderOf, type PageSource, routeParams } from './routeLoaders';
import { blogArticleRoute, paths, routeTable } from './routes';
import type { PublishedSiteContent, SiteContentPage } from './siteContent';
import { marketingPageData } from './siteContentKeys';

const article = { slug: 'été', title: 'Été' } as PublicArticle;

/** A source that answers like the API or the database would, and notes what it was asked. */
function fakeSource(asked: string[]): PageSource {
  return {
    articles: {
      list: async () => {
        asked.push('list');
        return [article];
      },
      get: async (slug) => {
        asked.push(`get ${slug}`);
        return slug === article.slug ? article : null;
      },
    },
    siteContent: {
      forPage: async <P extends SiteContentPage>(page: P) => {
        asked.push(`content ${page}`);
        return { document: { page }, photos: {} } as unknown as PublishedSiteContent<P>;
      },
      seo: async (path) => {
        asked.push(`seo ${path}`);
        return { path, title: `Titre de ${path}`, description: '' };
      },
      formulas: async () => {
        asked.push('formulas');
        return [];
      },
    },
    placements: {
      forPage: async (path) => {
        asked.push(`placements ${path}`);
        return { [`hero:${path}`]: [] };
      },
    },
    bookings: {
      slots: async (service) => {
        asked.push(`slots ${service}`);
        return [];
      },
      moveView: async (token) => {
        asked.push(`move ${token}`);
        return {
          formula: 'solo-essentiel',
          formulaName: 'Essentiel',
          start: '',
          minutes: 60,
          days: [],
          problem: '',
        };
      },
    },
  };
}

describe('the routes’ loaders, declared beside the route table', () => {
  it('give the blog’s list and an article page their data, under the keys of the page data', async () => {
    const asked: string[] = [];
    const list = loaderOf(paths.blog);
    const one = loaderOf(blogArticleRoute);
    const params = routeParams(blogArticleRoute, '/blog/%C3%A9t%C3%A9') ?? {};
    expect(list?.key({})).toBe(blogPageData.list);
    expect(await list?.load(fakeSource(asked), {})).toEqual([article]);
    expect(one?.key(params)).toBe(blogPageData.article('été'));
    expect(await one?.load(fakeSource(asked), params)).toEqual(article);
    expect(await one?.load(fakeSource(asked), { slug: 'inconnu' })).toBeNull();
    expect(asked).toEqual(['list', 'get été', 'get inconnu']);
  });
});

describe('the loaders of the marketing pages and of the move page', () => {
  it('give a marketing page all it reads under one key: her words, placed photos and Google title', async () => {
    const asked: string[] = [];
    const prices = loaderOf(paths.prices);
    expect(prices?.key({})).toBe(marketingPageData(paths.prices));
    expect(await prices?.load(fakeSource(asked), {})).toEqual({
      content: { document: { page: 'tarifs' }, photos: {} },
      placements: {},
      seo: { path: paths.prices, title: 'Titre de /tarifs', description: '' },
      formulas: null,
      slots: null,
    });
    expect(asked.sort()).toEqual(['content tarifs', 'seo /tarifs']);
  });

  it('read the placed photos where she places some, the shared words of the newborn page, and the formulas on /contacts', async () => {
    const asked: string[] = [];
    const newborn = await loaderOf(paths.newborn)?.load(fakeSource(asked), {});
    expect(newborn).toMatchObject({
      content: { document: { page: 'grossesse' } },
      placements: { [`hero:${paths.newborn}`]: [] },
    });
    await loaderOf(paths.contact)?.load(fakeSource(asked), {});
    expect(asked.sort()).toEqual(
      [
        'content contact',
        'content grossesse',
        'formulas',
        `placements ${paths.newborn}`,
        'seo /contacts',
        `seo ${paths.newborn}`,
      ].sort(),
    );
  });

  it('give a service page its free slots with its words, and none to the newborn page that shows the pregnancy prices', async () => {
    const asked: string[] = [];
    expect(await loaderOf(paths.family)?.load(fakeSource(asked), {})).toMatchObject({ slots: [] });
    expect(await loaderOf(paths.newborn)?.load(fakeSource(asked), {})).toMatchObject({ slots: null });
    expect(asked.filter((read) => read.startsWith('slots'))).toEqual(['slots famille']);
  });

  it('give the move page the booking its link’s token names', async () => {
    const asked: string[] = [];
    const move = loaderOf(paths.moveBooking);
    expect(move?.key({ token: 'jeton' })).toBe(BOOKING_MOVE_DATA);
    expect(await move?.load(fakeSource(asked), { token: 'jeton' })).toMatchObject({
      formula: 'solo-essentiel',
    });
    expect(asked).toEqual(['move jeton']);
  });
});

describe('the routes of the table and their parameters', () => {
  it('belong to routes of the table only, and to none that reads nothing', () => {
    const tablePaths = new Set(routeTable.map((route) => route.path));
    expect(tablePaths.has(paths.blog) && tablePaths.has(blogArticleRoute)).toBe(true);
    expect(loaderOf(paths.login)).toBeUndefined();
    expect(loaderOf(paths.adminSiteContentPreview)).toBeUndefined();
    expect(loaderOf('/inconnue')).toBeUndefined();
  });

  it('read a route’s parameters from a path of that route, a broken escape as typed', () => {
    expect(routeParams(blogArticleRoute, '/blog/2025-06-01')).toEqual({ slug: '2025-06-01' });
    expect(routeParams(blogArticleRoute, '/blog/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
    expect(routeParams(blogArticleRoute, '/tarifs/x')).toBeUndefined();
    expect(routeParams(blogArticleRoute, '/blog')).toBeUndefined();
  });
});
