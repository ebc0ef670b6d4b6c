import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_START_ID, PAGE_DATA_ID, type PageData, paths } from '@lapm/contracts';
import { beforeEach, describe, expect, it } from '@rstest/core';
import { type ComponentType, createElement } from 'react';
import { preload } from 'react-dom';
import { loadConfig } from '../config';
import { type ContentChanges, createContentChanges, type PageDataLoader } from '../content/page-data';
import { APP_START_SCRIPT, APP_START_SCRIPT_HASH } from './app-start';
import type { Federation } from './federation';
import { createRenderer, type Renderer } from './render';

/**
 * The renderer with the apps' Node builds replaced by components of this test: what it caches,
 * draws, drops on a redeploy, and sends when a remote fails.
 */
const manifest = { remotes: {}, apiBaseUrl: '/api' };
const errors: string[] = [];
const log = { warn: () => {}, error: (_error: unknown, message: string) => errors.push(message) };

let renders: Record<string, number>;
let reload: (app: string) => void;
let screens: Record<string, () => Promise<{ default: ComponentType }>>;

/** What the screen of the last render was given as page data (the shell's PageDataProvider). */
let given: PageData | undefined;

/** The shell's ServerApp: the screen in <main>, or the fallback. */
function ServerApp({
  screen,
  failed,
  pageData,
}: {
  screen?: { component: ComponentType };
  failed: boolean;
  pageData?: PageData;
}) {
  given = pageData;
  return createElement(
    'div',
    { id: 'top' },
    createElement('main', null, screen ? createElement(screen.component) : failed ? 'Repli' : 'Introuvable'),
  );
}

const screen = (name: string, text: () => string) => () =>
  Promise.resolve({
    default: () => {
      renders[name] = (renders[name] ?? 0) + 1;
      return createElement('h1', null, text());
    },
  });

const fakeFederation = (): Federation => ({
  version: async (app) => `${app}-1`,
  async load<T>(app: string, expose: string): Promise<T> {
    if (app === 'shell') return { ServerApp } as T;
    const load = screens[expose];
    if (!load) throw new Error(`${expose} absent`);
    return (await load()) as T;
  },
  onReload(listener) {
    reload = listener;
  },
});

function renderer(pageData?: { load: PageDataLoader; changes: ContentChanges }): Renderer {
  const webRoot = mkdtempSync(join(tmpdir(), 'lapm-render-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width"/><title>LAPM</title><script defer src="/static/js/lib-react.js"></script><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  return createRenderer(loadConfig({ WEB_ROOT: webRoot }), log, () => undefined, fakeFederation, pageData);
}

const h1 = (html = '') => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

beforeEach(() => {
  renders = {};
  errors.length = 0;
  given = undefined;
  screens = {
    './BlogList': screen('BlogList', () => 'Le blog'),
    './Home': screen('Home', () => 'Accueil'),
    './Portfolio': screen('Portfolio', () => `Tirage ${Math.random()}`),
  };
});

describe('the server render', () => {
  it('renders a public page once, then sends it from memory, until its remote is redeployed', async () => {
    const pages = renderer();
    const first = await pages.render(paths.home, manifest);
    expect(first?.status).toBe(200);
    expect(h1(first?.html)).toBe('Accueil');
    expect(first?.html).toContain('<!--hydratable-->');
    expect(await pages.render(paths.home, manifest)).toBe(first);
    expect(renders.Home).toBe(1);

    reload('blog');
    expect(await pages.render(paths.home, manifest)).toBe(first);
    reload('marketing');
    const after = await pages.render(paths.home, manifest);
    expect(after).not.toBe(first);
    expect(renders.Home).toBe(2);
  });

  it('gives each visitor of the portfolio a draw of its own, rendered ahead between requests', async () => {
    const pages = renderer();
    const sent: string[] = [];
    for (let visit = 0; visit < 5; visit++) {
      sent.push(h1((await pages.render(paths.portfolio, manifest))?.html) ?? '');
      // A visitor every 100 ms: the server has the time to draw ahead.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(new Set(sent).size).toBe(5);
    // Rendered ahead: more draws than visits, and the next visitor's is ready.
    expect(renders.Portfolio).toBeGreaterThan(5);
    const before = renders.Portfolio;
    const next = h1((await pages.render(paths.portfolio, manifest))?.html);
    expect(sent).not.toContain(next);
    expect(renders.Portfolio).toBe(before);
  });

  it('sends the shell with the fallback when the screen cannot be loaded, and tries again at the next visit', async () => {
    const pages = renderer();
    screens['./Home'] = () => Promise.reject(new Error('hôte injoignable'));
    const page = await pages.render(paths.home, manifest);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Repli');
    // Without the mark, the browser renders the page itself and loads the remote.
    expect(page?.html).not.toContain('<!--hydratable-->');
    expect(page?.cached).toBe(false);
    expect(errors.join()).toContain('Home non chargé');

    screens['./Home'] = screen('Home', () => 'Accueil');
    expect(h1((await pages.render(paths.home, manifest))?.html)).toBe('Accueil');
  });

  it('sends the fallback when the screen throws while rendering', async () => {
    const pages = renderer();
    screens['./Home'] = () =>
      Promise.resolve({
        default: () => {
          throw new Error('rendu cassé');
        },
      });
    const page = await pages.render(paths.home, manifest);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Repli');
    expect(page?.html).not.toContain('rendu cassé');
  });

  it('asks for the photo the screen preloads before anything else of the page, once the viewport is known', async () => {
    const pages = renderer();
    screens['./Home'] = () =>
      Promise.resolve({
        default: () => {
          preload('/images/accueil.800.avif', { as: 'image', fetchPriority: 'high' });
          return createElement('h1', null, 'Accueil');
        },
      });
    const html = (await pages.render(paths.home, manifest))?.html ?? '';
    expect(html).toMatch(
      /^<!doctype html><html[^>]*><head><meta charset="utf-8"\/><meta name="viewport"[^>]*><link rel="preload" href="\/images\/accueil.800.avif" as="image"/i,
    );
    expect(html.match(/rel="preload" href="\/images/g)).toHaveLength(1);
  });

  it('leaves the start of the app to the start script, the one inline script the policy allows', async () => {
    const html = (await renderer().render(paths.home, manifest))?.html ?? '';
    expect(html).not.toMatch(/<script defer/);
    const listed = new RegExp(`<script type="application/json" id="${APP_START_ID}">([^<]*)</script>`).exec(
      html,
    );
    expect(JSON.parse(listed?.[1] ?? 'null')).toEqual(['/static/js/lib-react.js', '/static/js/index.js']);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([APP_START_SCRIPT]);
    expect(APP_START_SCRIPT_HASH).toBe(
      `'sha256-${createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64')}'`,
    );
  });

  it('answers 404 for a path no route owns, and leaves pages behind a login to the browser', async () => {
    const pages = renderer();
    const unknown = await pages.render('/page-inconnue', manifest);
    expect(unknown?.status).toBe(404);
    expect(unknown?.html).toContain('Introuvable');
    expect(await pages.render(paths.adminUsers, manifest)).toBeNull();
  });

  it('gives the screen the data the server loaded, puts it in the page, and drops the page when that data changes', async () => {
    const changes = createContentChanges();
    let titles = ['Mariage en reportage'];
    const loaded: string[] = [];
    const pages = renderer({
      changes,
      load: async (route, path) => {
        loaded.push(path);
        return route.module === 'BlogList'
          ? { values: { 'blog:articles': titles }, tags: ['articles'] }
          : undefined;
      },
    });
    const first = await pages.render(`${paths.blog}/`, manifest);
    expect(given).toEqual({ path: '/blog/', values: { 'blog:articles': ['Mariage en reportage'] } });
    const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(
      first?.html ?? '',
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(given);
    expect(loaded).toEqual(['/blog']);

    // Cached until the articles change; a change of another kind of content keeps it.
    expect(await pages.render(`${paths.blog}/`, manifest)).toBe(first);
    changes.changed('photos');
    expect(await pages.render(`${paths.blog}/`, manifest)).toBe(first);
    titles = ['Mariage en reportage', 'Séance en forêt'];
    changes.changed('articles');
    await pages.render(`${paths.blog}/`, manifest);
    expect(given?.values).toEqual({ 'blog:articles': titles });

    // A page that reads no data has no block.
    expect((await pages.render(paths.home, manifest))?.html).not.toContain(PAGE_DATA_ID);
  });

  it('does not keep a page whose data changed while it was rendering', async () => {
    const changes = createContentChanges();
    const pages = renderer({
      changes,
      load: async () => {
        changes.changed('articles');
        return { values: { 'blog:articles': [] }, tags: ['articles'] };
      },
    });
    const page = await pages.render(paths.blog, manifest);
    expect(page?.cached).toBe(false);
    expect(await pages.render(paths.blog, manifest)).not.toBe(page);
  });

  it('sends the fallback, not cached, when the data cannot be read', async () => {
    const pages = renderer({
      changes: createContentChanges(),
      load: () => Promise.reject(new Error('base indisponible')),
    });
    const page = await pages.render(paths.blog, manifest);
    expect(page?.html).toContain('Repli');
    expect(page?.html).not.toContain(PAGE_DATA_ID);
    expect(page?.cached).toBe(false);
    expect(errors.join()).toContain('données de /blog illisibles');
  });
});
