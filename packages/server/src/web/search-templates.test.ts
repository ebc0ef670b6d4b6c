import { describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PageCache, type RenderedPage } from './page-cache';
import { searchPage } from './search-templates';

const titles = ['Reportage de mariage', 'Portrait solo en extérieur'];
const noMatchKey = 'marketing 1 1 /tarifs';

/** A prices page as React writes it: the term in the field and in the message, the cards it finds. */
function pricesPage(url: string, { termInScript = false } = {}): RenderedPage {
  const term = new URLSearchParams(url.split('?')[1]).get('q') ?? '';
  const words = term.toLowerCase().split(' ').filter(Boolean);
  const shown = titles.filter((title) => words.every((word) => title.toLowerCase().includes(word)));
  const html = renderToString(
    createElement(
      'main',
      null,
      termInScript &&
        createElement('script', { dangerouslySetInnerHTML: { __html: JSON.stringify({ term }) } }),
      createElement('input', { name: 'q', defaultValue: term }),
      shown.length
        ? createElement('ul', null, ...shown.map((title) => createElement('li', { key: title }, title)))
        : createElement('p', null, `Aucune prestation ne correspond à “${term}”.`),
    ),
  );
  return { status: 200, html, cached: true, searchTitles: titles, tags: ['site-content'] };
}

function pages(options?: { termInScript?: boolean }) {
  const cache = new PageCache();
  const rendered: string[] = [];
  const renderAt = async (url: string) => {
    rendered.push(url);
    return pricesPage(url, options);
  };
  const search = (term: string) => {
    const url = `/tarifs?${new URLSearchParams({ q: term })}`;
    return searchPage(cache, { page: `${noMatchKey} ${url}`, noMatch: noMatchKey }, url, renderAt);
  };
  /** The shared page kept, if any (asking makes none). */
  const kept = () => cache.noMatchPage(noMatchKey, async () => undefined);
  return { cache, rendered, search, kept };
}

describe('searches that find nothing', () => {
  it('get, without a render of their own, the very page React renders for their term', async () => {
    const { rendered, search } = pages();
    // The first ones, at once: the shared page is made (two renders), and they all wait for it.
    const first = await Promise.all(['x7f3a', 'y8', 'z9'].map(search));
    expect(first.map((page) => page?.html.includes('Aucune prestation ne correspond'))).toEqual([
      true,
      true,
      true,
    ]);
    expect(rendered.length).toBe(2);
    for (const term of ['zzz', '<b>"Mariage\' & co</b>', 'é à “guillemets”', 'a  b']) {
      const sent = await search(term);
      expect(sent?.html).toBe(pricesPage(`/tarifs?${new URLSearchParams({ q: term })}`).html);
      expect(sent).toMatchObject({ status: 200, cached: false, fastCompression: true });
    }
    expect(rendered.length).toBe(2);
  });

  it('leave a search that finds something to the render, kept as any search', async () => {
    const { rendered, search } = pages();
    const found = await search('mariage');
    expect(found?.html).toContain('<li>Reportage de mariage</li>');
    expect(rendered).toEqual([
      expect.stringMatching(/q=zq/),
      expect.stringMatching(/q=zq/),
      '/tarifs?q=mariage',
    ]);
    expect(await search('mariage')).toBe(found);
    expect(rendered.length).toBe(3);
  });

  it('are each rendered when the page writes the term elsewhere than in its text and fields', async () => {
    const { rendered, search, kept } = pages({ termInScript: true });
    await search('x7f3a');
    expect((await kept())?.parts).toEqual([]);
    const before = rendered.length;
    const sent = await search('a"b');
    expect(sent?.html).toContain('{"term":"a\\"b"}');
    expect(rendered.length).toBe(before + 1);
  });

  it('are rendered again once the content they show changed', async () => {
    const { cache, rendered, search, kept } = pages();
    await search('x7f3a');
    cache.dropContent('site-content');
    expect(await kept()).toBeUndefined();
    const before = rendered.length;
    await search('autre-chose');
    // The shared page made again, from the content as it is now.
    expect(rendered.length).toBe(before + 2);
  });
});
