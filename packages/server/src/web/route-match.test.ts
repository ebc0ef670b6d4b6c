import { paths, routeTable } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { canonicalPath, matchRoute } from './route-match';

describe('matchRoute', () => {
  it('finds the route of a path, with or without its trailing slash and query', () => {
    expect(matchRoute(`${paths.blog}/?q=mariage`)).toMatchObject({
      path: `${paths.blog}/`,
      trimmed: paths.blog,
      route: { module: 'BlogList' },
    });
    expect(matchRoute('/blog/seance-en-foret').route?.module).toBe('Article');
    expect(matchRoute(paths.home).route?.path).toBe(paths.home);
  });

  it('has no route for a path nobody owns', () => {
    expect(matchRoute('/page-inconnue').route).toBeUndefined();
    expect(matchRoute('/blog/a/b').route).toBeUndefined();
  });
});

describe('canonicalPath', () => {
  it('gives the route table’s spelling of a path asked in upper case or with a trailing slash', () => {
    expect(canonicalPath('/Tarifs')).toBe(paths.prices);
    expect(canonicalPath('/PORTFOLIO/')).toBe(paths.portfolio);
    expect(canonicalPath('/tarifs//')).toBe(paths.prices);
    expect(canonicalPath('/Admin/Album/Edit-Album/12')).toBe('/admin/album/edit-album/12');
  });

  it('keeps the values of parameters as asked: an id or a slug is not lower-cased', () => {
    expect(canonicalPath('/galerie/AbC12')).toBeUndefined();
    expect(canonicalPath('/Galerie/AbC12/')).toBe('/galerie/AbC12');
    expect(canonicalPath('/blog/Tarifs')).toBeUndefined();
  });

  it('relies on a route table written in lower case', () => {
    for (const route of routeTable)
      expect(route.path.replace(/:[^/]+/g, '')).toBe(route.path.replace(/:[^/]+/g, '').toLowerCase());
  });

  it('moves nothing that is already right, nor a path no route owns', () => {
    for (const path of [paths.home, paths.prices, '/blog/2025-06-01'])
      expect(canonicalPath(path)).toBeUndefined();
    for (const path of ['/Inconnu', '/tarifs/x', '/API/health', '//', '/Galeries/', '/index.html']) {
      expect(canonicalPath(path)).toBeUndefined();
    }
  });
});
