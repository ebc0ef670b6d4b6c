import { paths, type RouteEntry, routeTable } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { pageAddress } from './page-address';

const route = (path: string) => routeTable.find((entry) => entry.path === path) as RouteEntry;

describe('the address a page is rendered and kept for', () => {
  it('drops the parameters of ads, newsletters and social networks', () => {
    for (const query of [
      'utm_source=a&utm_medium=b&utm_campaign=c&utm_content=d&utm_term=e',
      'fbclid=IwAR0&gclid=Cj0&msclkid=1&igshid=2&_ga=3&mc_cid=4&mc_eid=5&UTM_SOURCE=x',
    ]) {
      expect(pageAddress(`${paths.home}?${query}`, route(paths.home))).toEqual({
        url: paths.home,
        kind: 'page',
      });
    }
  });

  it('keeps the search a page declares, trimmed, its first value, the rest dropped', () => {
    expect(pageAddress(`${paths.prices}?utm_source=a&q=+mari%C3%A9e+&q=autre`, route(paths.prices))).toEqual({
      url: `${paths.prices}?q=mari%C3%A9e`,
      kind: 'search',
    });
    expect(pageAddress(`${paths.blog}?q=%20`, route(paths.blog))).toEqual({ url: paths.blog, kind: 'page' });
  });

  it('renders for itself any address with another parameter, as asked', () => {
    const reset = `${paths.resetPasswordConfirm}?token=abc&utm_source=mail`;
    expect(pageAddress(reset, route(paths.resetPasswordConfirm))).toEqual({ url: reset, kind: 'once' });
    // A search on a page that does not read one, or on no page at all.
    expect(pageAddress(`${paths.home}?q=mariage`, route(paths.home)).kind).toBe('once');
    expect(pageAddress('/page-inconnue?x=1', undefined).kind).toBe('once');
  });
});
