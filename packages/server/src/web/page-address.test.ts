import { paths, type RouteEntry, routeTable } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { pageAddress } from './page-address';

const route = (path: string) => routeTable.find((entry) => entry.path === path) as RouteEntry;

describe('the address a page is rendered and kept for', () => {
  it('drops every parameter the page does not read: ads, newsletters, made-up ones', () => {
    for (const query of [
      'utm_source=a&utm_medium=b&utm_campaign=c&utm_content=d&utm_term=e',
      'fbclid=IwAR0&gclid=Cj0&msclkid=1&igshid=2&_ga=3&mc_cid=4&mc_eid=5&UTM_SOURCE=x',
      'x=1&page=2',
      // A search on a page that does not read one.
      'q=mariage',
    ]) {
      expect(pageAddress(`${paths.home}?${query}`, route(paths.home))).toEqual({
        url: paths.home,
        kind: 'page',
      });
    }
    expect(pageAddress('/page-inconnue?x=1', undefined)).toEqual({ url: '/page-inconnue', kind: 'page' });
  });

  it('keeps the search a page declares, trimmed, its first value, the rest dropped', () => {
    expect(pageAddress(`${paths.prices}?x=a&q=+mari%C3%A9e+&q=autre`, route(paths.prices))).toEqual({
      url: `${paths.prices}?q=mari%C3%A9e`,
      kind: 'search',
    });
    expect(pageAddress(`${paths.blog}?q=%20`, route(paths.blog))).toEqual({ url: paths.blog, kind: 'page' });
  });

  it('renders the page of an e-mail link for its address alone, as asked', () => {
    for (const path of [paths.resetPasswordConfirm, paths.confirmEmail, paths.invitation]) {
      const link = `${path}?token=abc&utm_source=mail`;
      expect(pageAddress(link, route(path))).toEqual({ url: link, kind: 'secret' });
      expect(pageAddress(path, route(path)).kind).toBe('secret');
    }
  });
});
