import { createHash } from 'node:crypto';
import { mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DocumentRequest, HYDRATABLE_ATTRIBUTE, paths } from '@lapm/contracts';
import { beforeEach, describe, expect, it } from '@rstest/core';
import { type ComponentType, createElement } from 'react';
import { loadConfig } from '../config';
import { type ContentChanges, createContentChanges, type PageDataLoader } from '../content/page-data';
import { bootDataOf, fakeShell, writeShellBuild } from '../testing/fake-shell';
import { APP_START_SCRIPT, APP_START_SCRIPT_HASH } from './app-start';
import type { Federation } from './federation';
import { createRenderer, DRAWS_KEPT, RENDERS_AT_ONCE, type Renderer } from './render';

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
/** The last document the shell was asked for. */
let asked: DocumentRequest<ComponentType> | undefined;

/** The shell: the screen in <main>, or the fallback; a path without a route is missing. */
const shell = fakeShell(({ request, missing }) => {
  asked = request;
  const Screen = request.screen?.component;
  if (!request.screen && !request.failed) missing();
  return createElement(
    'main',
    null,
    Screen ? createElement(Screen) : request.failed ? 'Repli' : 'Introuvable',
  );
});

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
    if (app === 'shell') return shell as T;
    const load = screens[expose];
    if (!load) throw new Error(`${expose} absent`);
    return (await load()) as T;
  },
  onReload(listener) {
    reload = listener;
  },
});

let lastWebRoot = '';
/** The build folder of the last renderer made. */
const webRootOf = () => lastWebRoot;

function renderer(
  pageData?: { load: PageDataLoader; changes: ContentChanges },
  random: () => number = Math.random,
): Renderer {
  const webRoot = mkdtempSync(join(tmpdir(), 'lapm-render-'));
  lastWebRoot = webRoot;
  writeShellBuild(
    webRoot,
    ['/static/js/lib-react.js', '/static/js/index.js'],
    ['/static/css/index.0123abcd89.css'],
  );
  const config = loadConfig({ WEB_ROOT: webRoot });
  return createRenderer({
    config,
    log,
    localOrigin: () => undefined,
    load: fakeFederation,
    random,
    pageData,
  });
}

const h1 = (html = '') => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

beforeEach(() => {
  renders = {};
  errors.length = 0;
  asked = undefined;
  screens = {
    './BlogList': screen('BlogList', () => 'Le blog'),
    './Home': screen('Home', () => 'Accueil'),
    './Portfolio': screen('Portfolio', () => `Tirage ${asked?.boot.seed}`),
  };
});

describe('the server render', () => {
  it('renders a public page once, then sends it from memory, until its remote is redeployed', async () => {
    const pages = renderer();
    const first = await pages.render(paths.home, manifest);
    expect(first?.status).toBe(200);
    expect(h1(first?.html)).toBe('Accueil');
    expect(first?.html).toContain(HYDRATABLE_ATTRIBUTE);
    expect(await pages.render(paths.home, manifest)).toBe(first);
    expect(renders.Home).toBe(1);

    reload('blog');
    expect(await pages.render(paths.home, manifest)).toBe(first);
    reload('marketing');
    const after = await pages.render(paths.home, manifest);
    expect(after).not.toBe(first);
    expect(renders.Home).toBe(2);
  });

  it('keeps a few draws of the portfolio, each from its own seed, and gives each visit one of them', async () => {
    // In turn: which kept draw a visit gets (of DRAWS_KEPT), then the seed of a draw not kept yet.
    const draws = [0, 0.1, 0.3, 0.2, 0, 0.6, 0.3, 0.9, 0.4, 0.3, 0.9];
    const pages = renderer(undefined, () => draws.shift() ?? Number.NaN);
    const sent: (number | undefined)[] = [];
    for (let visit = 0; visit < 7; visit++) {
      const page = await pages.render(paths.portfolio, manifest);
      expect(page?.drawn).toBe(true);
      // The seed the browser draws again with, in the page's boot data.
      const seed = bootDataOf(page?.html ?? '')?.seed;
      expect(h1(page?.html)).toBe(`Tirage ${seed}`);
      sent.push(seed);
    }
    expect(draws).toEqual([]);
    const seed = (random: number) => Math.floor(random * 2 ** 32);
    expect(sent).toEqual([0.1, 0.2, 0.1, 0.3, 0.4, 0.2, 0.4].map(seed));
    expect(renders.Portfolio).toBe(DRAWS_KEPT);
  });
});

describe('the server render under load', () => {
  it(`renders at most ${RENDERS_AT_ONCE} pages at once, the others waiting their turn`, async () => {
    const pages = renderer();
    let inFlight = 0;
    let most = 0;
    screens['./BlogList'] = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return screen('BlogList', () => 'Le blog')();
    };
    const searches = ['mariage', 'portrait', 'famille', 'cv', 'grossesse', 'studio'];
    const sent = await Promise.all(searches.map((q) => pages.render(`${paths.blog}?q=${q}`, manifest)));
    expect(sent.map((page) => h1(page?.html))).toEqual(searches.map(() => 'Le blog'));
    expect(most).toBe(RENDERS_AT_ONCE);
  });
});

describe('the server render when a part fails', () => {
  it('sends the shell with the fallback when the screen cannot be loaded, and tries again at the next visit', async () => {
    const pages = renderer();
    screens['./Home'] = () => Promise.reject(new Error('hôte injoignable'));
    const page = await pages.render(paths.home, manifest);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Repli');
    // Without the mark, the browser renders the page itself and loads the remote.
    expect(page?.html).not.toContain(HYDRATABLE_ATTRIBUTE);
    expect(page?.cached).toBe(false);
    expect(errors.join()).toContain('Home non chargé');

    screens['./Home'] = screen('Home', () => 'Accueil');
    expect(h1((await pages.render(paths.home, manifest))?.html)).toBe('Accueil');
  });

  it('never keeps a page whose remote manifest could not be read, and keeps it once it can be', async () => {
    const pages = renderer();
    const marketingManifest = join(webRootOf(), 'remote-marketing', 'dist', 'mf-manifest.json');
    renameSync(marketingManifest, `${marketingManifest}.aside`);
    const withoutStyles = await pages.render(paths.home, manifest);
    expect(h1(withoutStyles?.html)).toBe('Accueil');
    expect(withoutStyles?.cached).toBe(false);
    expect(await pages.render(paths.home, manifest)).not.toBe(withoutStyles);
    expect(renders.Home).toBe(2);

    renameSync(`${marketingManifest}.aside`, marketingManifest);
    const complete = await pages.render(paths.home, manifest);
    expect(complete?.cached).toBe(true);
    expect(await pages.render(paths.home, manifest)).toBe(complete);
    expect(renders.Home).toBe(3);
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
});

describe('what the server hands the shell', () => {
  it('hands the shell the files of its build, the screen’s styles, and the one start script the policy allows', async () => {
    await renderer().render(paths.home, manifest);
    expect(asked?.scripts).toEqual(['/static/js/lib-react.js', '/static/js/index.js']);
    expect(asked?.stylesheets).toEqual([{ href: '/static/css/index.0123abcd89.css' }]);
    expect(asked?.startScript).toBe(APP_START_SCRIPT);
    expect(APP_START_SCRIPT_HASH).toBe(
      `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`,
    );
  });

  it('answers 404 for a path no route owns, and leaves pages behind a login to the browser', async () => {
    const pages = renderer();
    const unknown = await pages.render('/page-inconnue', manifest);
    expect(unknown?.status).toBe(404);
    expect(unknown?.html).toContain('Introuvable');
    expect(await pages.render(paths.adminUsers, manifest)).toBeNull();
  });
});

describe('the data of a rendered page', () => {
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
    expect(asked?.boot.page).toEqual({
      path: '/blog/',
      values: { 'blog:articles': ['Mariage en reportage'] },
    });
    expect(bootDataOf(first?.html ?? '')?.page).toEqual(asked?.boot.page);
    expect(loaded).toEqual(['/blog']);

    // Cached until the articles change; a change of another kind of content keeps it.
    expect(await pages.render(`${paths.blog}/`, manifest)).toBe(first);
    changes.changed('photos');
    expect(await pages.render(`${paths.blog}/`, manifest)).toBe(first);
    titles = ['Mariage en reportage', 'Séance en forêt'];
    changes.changed('articles');
    await pages.render(`${paths.blog}/`, manifest);
    expect(asked?.boot.page?.values).toEqual({ 'blog:articles': titles });

    // A page that reads no data has none in its boot data.
    expect(bootDataOf((await pages.render(paths.home, manifest))?.html ?? '')?.page).toBeUndefined();
  });
});

describe('a page whose data changes or fails while it renders', () => {
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
    expect(bootDataOf(page?.html ?? '')?.page).toBeUndefined();
    expect(page?.cached).toBe(false);
    expect(errors.join()).toContain('données de /blog illisibles');
  });
});
