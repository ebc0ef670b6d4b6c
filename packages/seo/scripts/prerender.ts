/**
 * Prerender step (run after the apps are built): serves the built site with the real
 * server, renders every public page (isPrerendered) in Debian's Chromium and saves its complete HTML
 * into the dist of the remote that owns it (remote-blog/dist/prerendered/blog/2025-06-01.html),
 * with a pages.json of its indexable pages, which the server builds the sitemap from; the shell's 404 page goes to
 * shell/dist/prerendered/404.html. See docs/seo.md.
 *
 *   node --import tsx scripts/prerender.ts [marketing] [blog] [account] [shell]   (default: all four)
 *
 * SITE_URL (default http://localhost:3000) is the public origin written into canonical
 * links and structured data; the server rewrites it when it runs with another SITE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  blogArticlePath,
  HYDRATABLE_COMMENT,
  isIndexable,
  NOT_FOUND_FILE,
  PRERENDERED_DIR,
  PRERENDERED_INDEX,
  PRERENDERING_ATTRIBUTE,
  type PrerenderedIndex,
  prerenderedFile,
  prerenderedRoutes,
  prerenderMarkers,
  RESET_TOKEN_PARAM,
  SERVER_MARKUP_HOOK,
  withTokenVariant,
} from '@lapm/contracts';
import { chromium, type Page } from '@playwright/test';
import { PAGE_HEAD_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../src/markers';
import { SITE_URL_ATTRIBUTE } from '../src/site';

const root = resolve(import.meta.dirname, '..', '..', '..');
const origin = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const targets = new Set(
  process.argv.slice(2).length ? process.argv.slice(2) : ['marketing', 'blog', 'account', 'shell'],
);
/** Marks the shell's own head tags in the HTML given to the browser, to tell them from the page's. */
const SHELL_HEAD_ATTRIBUTE = 'data-shell-head';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

interface Target {
  path: string;
  /** Folder the page's file goes to (a remote's or the shell's dist/prerendered). */
  dir: string;
  file: string;
  /** Listed in the remote's pages.json, which the sitemap is made from. */
  indexable: boolean;
}

const distOf = (app: string) => join(root, app, 'dist', PRERENDERED_DIR);

/** One folder per article, named after its URL segment, as the blog's registry reads them. */
const articlesDir = join(root, 'remote-blog', 'src', 'content', 'articles');
const articleSlugs = () =>
  readdirSync(articlesDir).filter(
    (name) => /^[\w-]+$/.test(name) && existsSync(join(articlesDir, name, 'summary.ts')),
  );

function pagesToRender(): Target[] {
  const pages = prerenderedRoutes.flatMap((route) => {
    if (!targets.has(route.remote)) return [];
    const paths = route.path.includes(':') ? articleSlugs().map(blogArticlePath) : [route.path];
    const target = (path: string, file = prerenderedFile(path)) => ({
      path,
      dir: distOf(`remote-${route.remote}`),
      file,
      indexable: isIndexable(route),
    });
    if (!withTokenVariant(route)) return paths.map((path) => target(path));
    // Any token will do: the page shows none, it only sends it.
    const linked = `${route.path}?${RESET_TOKEN_PARAM}=prerendu`;
    return [target(route.path), target(linked, prerenderedFile(route.path, true))];
  });
  if (targets.has('shell')) {
    pages.push({
      path: '/page-introuvable-prerendu',
      dir: distOf('shell'),
      file: NOT_FOUND_FILE,
      indexable: false,
    });
  }
  return pages;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server on a free loopback port, with a throw-away database. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // Node itself, not a pnpm shim: killing a shim would leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'packages', 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lapm-prerender-')),
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${child.exitCode}).`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  child.kill('SIGKILL');
  throw new Error('Le serveur ne répond pas.');
}

/**
 * The shell's index.html as built, with the public origin on <html> and its own head tags
 * marked. Every page starts from it, even when the server already answers with an older
 * prerendered file.
 */
function shellDocument(): string {
  const html = readFileSync(join(root, 'shell', 'dist', 'index.html'), 'utf8');
  return html
    .replace('<html', `<html ${SITE_URL_ATTRIBUTE}="${origin}" ${PRERENDERING_ATTRIBUTE}`)
    .replace(
      /<head>([\s\S]*)<\/head>/,
      (_all, head: string) =>
        `<head>${head.replace(/<(meta|link|title|script|style|base)\b/g, `<$1 ${SHELL_HEAD_ATTRIBUTE}`)}</head>`,
    );
}

/**
 * Puts React's server markup of the page on screen in place of the browser's rendering, behind
 * the hydratable marker: the visitor's browser hydrates it (adopts its elements) instead of
 * building the page again. Same elements and text; the server markup adds the comments React
 * hydrates by (Suspense boundaries, separators between adjacent texts). The head tags React
 * puts first are dropped: the page's head is taken from the document, as before.
 */
async function serverMarkupInRoot(page: Page): Promise<void> {
  await page.evaluate(
    async ({ hook, attribute, comment }) => {
      const render = (window as unknown as Record<string, () => Promise<string>>)[hook];
      if (!render) throw new Error('Le shell ne donne pas le rendu serveur de la page.');
      const template = document.createElement('template');
      template.innerHTML = await render();
      for (const element of [...template.content.children]) {
        if (element.matches('title, meta, link')) element.remove();
      }
      const root = document.getElementById('root');
      root?.replaceChildren(document.createComment(comment), template.content);
      document.documentElement.removeAttribute(attribute);
    },
    { hook: SERVER_MARKUP_HOOK, attribute: PRERENDERING_ATTRIBUTE, comment: HYDRATABLE_COMMENT },
  );
}

interface Rendered {
  html: string;
  lastmod?: string;
  images: string[];
}

/**
 * Waits for the page to be complete (its remote loaded, its H1 shown), then serialises it:
 * the shell's head, the page's head tags (renamed so the browser's first page head removes
 * them) and stylesheets between markers, the rendered app, no script added at run time.
 */
async function render(page: Page, url: string): Promise<Rendered> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    () => document.querySelector('main h1') && !document.querySelector('main .page-loading'),
  );
  await serverMarkupInRoot(page);
  return page.evaluate(
    ({ shellAttribute, pageAttribute, prerenderedAttribute, markers }) => {
      const head = document.head;
      // Only files a crawler can fetch: not the placeholders' data: URIs. (No named function
      // here: tsx would wrap it in a helper the page does not have.)
      const sources = [
        head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
        ...[...document.querySelectorAll('main img')].map((image) => (image as HTMLImageElement).src),
      ];
      const images = sources.filter((src): src is string => !!src && /^https?:/.test(src));
      const published = document
        .querySelector(`meta[property="article:published_time"]`)
        ?.getAttribute('content');
      const own: string[] = [];
      const pageTitle = head.querySelector(`title[${pageAttribute}]`);
      for (const element of [...head.children]) {
        if (element.hasAttribute(shellAttribute)) {
          element.removeAttribute(shellAttribute);
          // The page's title replaces the shell's default one.
          if (pageTitle && element.tagName === 'TITLE') element.remove();
        } else if (element.hasAttribute(pageAttribute)) {
          element.removeAttribute(pageAttribute);
          element.setAttribute(prerenderedAttribute, '');
          own.push(element.outerHTML);
          element.remove();
        } else if (element.matches('link[rel="stylesheet"]')) {
          // A remote's stylesheet, added when its screen loaded: the page needs it at first paint.
          // Same-origin files stay origin-relative: the page is served from other hosts than this one.
          const href = element.getAttribute('href') ?? '';
          if (href.startsWith(`${location.origin}/`))
            element.setAttribute('href', href.slice(location.origin.length));
          own.push(element.outerHTML);
          element.remove();
        } else {
          // Remote entries and preloads the federation runtime added: it adds them again.
          element.remove();
        }
      }
      for (const media of document.querySelectorAll('main img[src], main source[srcset]')) {
        for (const attribute of ['src', 'srcset']) {
          const value = media.getAttribute(attribute);
          if (value?.includes(`${location.origin}/`))
            media.setAttribute(attribute, value.replaceAll(location.origin, ''));
        }
      }
      for (const script of document.querySelectorAll('body script:not([type="application/ld+json"])')) {
        if (!document.getElementById('root')?.contains(script)) script.remove();
      }
      const rootElement = document.getElementById('root');
      const html = `<!doctype html>\n${document.documentElement.outerHTML}`
        .replace('</head>', `${markers.headStart}${own.join('')}${markers.headEnd}</head>`)
        .replace(rootElement?.outerHTML ?? '', `${rootElement?.outerHTML ?? ''}${markers.rootEnd}`);
      return { html, images: [...new Set(images)], ...(published && { lastmod: published }) };
    },
    {
      shellAttribute: SHELL_HEAD_ATTRIBUTE,
      pageAttribute: PAGE_HEAD_ATTRIBUTE,
      prerenderedAttribute: PRERENDERED_ATTRIBUTE,
      markers: prerenderMarkers,
    },
  );
}

async function main() {
  const pages = pagesToRender();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
    const document = shellDocument();
    await context.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: document });
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`Erreur dans la page : ${error.message}`));

    for (const dir of new Set(pages.map((target) => target.dir)))
      rmSync(dir, { recursive: true, force: true });
    const indexes = new Map<string, PrerenderedIndex>();
    for (const target of pages) {
      const started = performance.now();
      const rendered = await render(page, `${server.url}${target.path}`);
      // Image and asset URLs of the build server become public ones.
      const html = rendered.html.replaceAll(server.url, origin);
      const file = join(target.dir, target.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      if (target.indexable) {
        const index = indexes.get(target.dir) ?? { origin, pages: [] };
        index.pages.push({
          path: target.path,
          images: rendered.images.map((image) => image.replaceAll(server.url, origin)),
          ...(rendered.lastmod && { lastmod: rendered.lastmod }),
        });
        indexes.set(target.dir, index);
      }
      console.log(
        `  ${target.path} → ${file.slice(root.length + 1)} (${Math.round(performance.now() - started)} ms)`,
      );
    }
    for (const [dir, index] of indexes)
      writeFileSync(join(dir, PRERENDERED_INDEX), `${JSON.stringify(index, null, 2)}\n`);
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
  }
}

await main();
