import { indexableRoutes, MAX_KEYWORDS, pageHeadSchema, SEARCH_RESULT_LENGTHS } from '@lapm/contracts';
import { breadcrumbNode, studioNode } from '@lapm/seo';
import { checkStructuredData } from '@lapm/seo/rich-results';
import { describe, expect, test } from '@rstest/core';
import { headModules } from '../../test/content';

const site = { origin: 'https://lapm.fr', served: 'https://lapm.fr' };
const pages = Object.entries(headModules);

describe('page heads of the marketing pages', () => {
  test('one record per marketing route of the table', () => {
    const marketing = indexableRoutes
      .filter((route) => route.remote === 'marketing')
      .map((route) => route.path);
    expect(pages.map(([, { head }]) => head.url).sort()).toEqual([...marketing].sort());
  });

  test.each(pages)(
    '%s: a valid record, French title and description, at most 15 keywords',
    (_key, { head }) => {
      expect(pageHeadSchema.parse(head)).toEqual(head);
      expect(head.title).toMatch(/LAPM Photographie$/);
      // What a search result shows whole.
      expect(head.title.length).toBeLessThanOrEqual(SEARCH_RESULT_LENGTHS.titleMax);
      expect(head.description.length).toBeGreaterThanOrEqual(SEARCH_RESULT_LENGTHS.descriptionMin);
      expect(head.description.length).toBeLessThanOrEqual(SEARCH_RESULT_LENGTHS.descriptionMax);
      expect(head.keywords.length).toBeLessThanOrEqual(MAX_KEYWORDS);
    },
  );

  test('breadcrumb positions of the spec: 2 for Portfolio, Corporate, LifeStyle, Mariage; 3 for Duo, Grossesse, Hobby', () => {
    // JSON round trip: the breadcrumb as a crawler reads it.
    const position = (key: keyof typeof headModules): { position: number }[] =>
      JSON.parse(JSON.stringify(breadcrumbNode(site, headModules[key].head))).itemListElement;
    for (const key of ['portfolio', 'corporate', 'lifestyle', 'wedding'] as const) {
      expect(headModules[key].head.position).toBe(2);
      expect(position(key).at(-1)?.position).toBe(2);
    }
    for (const key of ['duo', 'pregnancy', 'hobby'] as const) {
      expect(headModules[key].head.position).toBe(3);
      expect(position(key).at(-1)?.position).toBe(3);
    }
  });
});

describe('page heads of the service pages', () => {
  test('a service page with price cards offers each formula at its price, in euros', () => {
    const offers = (key: keyof typeof headModules) => {
      const module = headModules[key];
      const nodes = 'structuredData' in module ? module.structuredData(site) : [];
      const service = JSON.parse(JSON.stringify(nodes)).find(
        (node: { '@type': string }) => node['@type'] === 'Service',
      );
      return service?.offers as { name: string; price: number; priceCurrency: string }[] | undefined;
    };
    for (const key of [
      'solo',
      'duo',
      'family',
      'pregnancy',
      'newborn',
      'hobby',
      'wedding',
      'corporate',
    ] as const) {
      const list = offers(key) ?? [];
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const offer of list) {
        expect(offer).toMatchObject({ name: expect.stringMatching(/^Formule /), priceCurrency: 'EUR' });
        expect(offer.price).toBeGreaterThan(0);
      }
    }
    expect(offers('solo')?.map((offer) => offer.name)).toEqual([
      'Formule Essentiel',
      'Formule Confort',
      'Formule Premium',
    ]);
    // LifeStyle shows no price card.
    expect(offers('lifestyle')).toBeUndefined();
  });

  test.each(pages)('%s: its structured data passes the checks', async (_key, module) => {
    const own = 'structuredData' in module ? module.structuredData(site) : [];
    const nodes = [studioNode(site), breadcrumbNode(site, module.head), ...own];
    const html = `<html><head></head><body><script type="application/ld+json">${JSON.stringify(nodes)}</script></body></html>`;
    expect((await checkStructuredData(html, { social: false })).failures).toEqual([]);
  });
});
