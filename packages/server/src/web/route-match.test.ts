import { paths } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { matchRoute } from './route-match';

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
