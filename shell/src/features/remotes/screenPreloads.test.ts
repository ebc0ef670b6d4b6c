import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { preloadScreenFiles } from './screenPreloads';

// The test looks at the links: happy-dom's preloads get an empty answer, not the network.
interface HappyDomSettings {
  fetch: { interceptor: { beforeAsyncRequest: () => Promise<Response> } | null };
}
const settings = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;
beforeAll(() => {
  settings.fetch.interceptor = { beforeAsyncRequest: async () => new Response('') };
});
afterAll(() => {
  settings.fetch.interceptor = null;
});

beforeEach(() => {
  document.head.innerHTML = '';
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

function pageWith(list: string) {
  document.head.innerHTML = `<script type="application/json" id="screen-preloads">${list}</script>`;
}

describe('preloadScreenFiles', () => {
  it('starts the download of every file the server listed for the screen', () => {
    pageWith(
      JSON.stringify([
        { href: '/remotes/blog/mf-manifest.json', as: 'fetch' },
        { href: '/remotes/blog/static/js/blog.0123.js', as: 'script' },
        { href: '/remotes/blog/static/css/async/article.0123.css', as: 'style' },
      ]),
    );
    preloadScreenFiles();
    expect(preloads()).toEqual([
      { href: '/remotes/blog/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: '/remotes/blog/static/js/blog.0123.js', as: 'script', crossOrigin: null },
      { href: '/remotes/blog/static/css/async/article.0123.css', as: 'style', crossOrigin: null },
    ]);
  });

  it('adds nothing on a page without a list, or with a list it cannot read', () => {
    preloadScreenFiles();
    for (const list of ['not json', '{"href":"/x.js"}', '[{"href":"/x.js","as":"image"},{"as":"script"}]']) {
      pageWith(list);
      preloadScreenFiles();
    }
    expect(preloads()).toEqual([]);
  });
});
