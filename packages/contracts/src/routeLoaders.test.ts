import { describe, expect, it } from '@rstest/core';
import type { PublicArticle } from './articles';
import { blogPageData } from './rendering';
import { loaderOf, type PageSource, routeParams } from './routeLoaders';
import { blogArticleRoute, paths, routeTable } from './routes';

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

  it('belong to routes of the table only', () => {
    const tablePaths = new Set(routeTable.map((route) => route.path));
    expect(tablePaths.has(paths.blog) && tablePaths.has(blogArticleRoute)).toBe(true);
    expect(loaderOf(paths.home)).toBeUndefined();
  });

  it('read a route’s parameters from a path of that route, a broken escape as typed', () => {
    expect(routeParams(blogArticleRoute, '/blog/2025-06-01')).toEqual({ slug: '2025-06-01' });
    expect(routeParams(blogArticleRoute, '/blog/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
    expect(routeParams(blogArticleRoute, '/tarifs/x')).toBeUndefined();
    expect(routeParams(blogArticleRoute, '/blog')).toBeUndefined();
  });
});
