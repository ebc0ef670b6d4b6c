import { ENQUIRY_STAMP, type PostedForm, paths, routeTable } from '@lapm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormStamps } from '../api/enquiries/stamp';
import type { Config } from '../config';
import type { PageDataSource } from '../content/page-data';
import { loggedInVisitor } from './account-pages';
import type { RenderedPage, Renderer } from './render';
import { canonicalPath, matchRoute } from './route-match';
import { sendPage } from './send-page';
import { imagesOf, seoFile } from './seo-files';
import { remoteManifest } from './static';
import { drawnForVisitor } from './visitor-pages';

/** Whether a request that matched no route asks for a page (else: an API call, a missing file). */
function wantsPage(method: string, url: string): boolean {
  const [path = '/'] = url.split('?');
  return (
    method === 'GET' &&
    !path.startsWith('/api/') &&
    !path.startsWith('/remotes/') &&
    !path.startsWith('/static/') &&
    !/\.[a-z0-9]+$/i.test(path)
  );
}

/**
 * One address per page: a path spelt with upper case letters or a trailing slash moves for good
 * to the route table's own (route-match.ts), and /index.html to the home page, with the query
 * string. Before any route, the static files' included.
 */
export function registerPageAddresses(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return;
    const mark = request.url.indexOf('?');
    const path = mark < 0 ? request.url : request.url.slice(0, mark);
    const target = path === '/index.html' ? '/' : canonicalPath(path);
    if (target) return reply.redirect(target + (mark < 0 ? '' : request.url.slice(mark)), 301);
  });
}

/**
 * The HTML of a page: rendered on the server (public pages, the client's home and albums for a
 * logged-in client, a gallery's first screen for a visitor it lets in, and the 404 page with its
 * status), else the shell's document with an empty root, which the browser renders (bare-documents.ts). Null when not even the shell renders.
 */
function pageOf(
  app: FastifyInstance,
  config: Config,
  renderer: Renderer,
  pageData?: PageDataSource,
  formStamps?: FormStamps,
) {
  return async (url: string, request: FastifyRequest): Promise<RenderedPage | null> => {
    const manifest = remoteManifest(config);
    const { route, path } = matchRoute(url);
    const visitor = route && route.access !== 'public' ? await loggedInVisitor(app, request) : null;
    const drawn = route && (await drawnForVisitor(app, request, route, path, visitor));
    const forVisitor = drawn && (await renderer.render(url, manifest, undefined, drawn));
    if (forVisitor) return forVisitor;
    // The enquiry and booking forms carry the signed time they were given: their pages are drawn
    // for each visit.
    const stamped = route && (route.path === paths.contact || (await pageData?.drawnPerVisit?.(route)));
    const stamp = stamped && (await formStamps?.issue());
    const given: PostedForm | undefined = stamp
      ? { outcome: null, problem: null, values: { [ENQUIRY_STAMP]: stamp } }
      : undefined;
    const rendered = await renderer.render(url, manifest, given);
    if (rendered) return rendered;
    // Its footer too shows Contact's details as published (kept by no cache: read each time).
    const contact = await pageData?.contact?.().catch(() => undefined);
    return renderer.bare({
      url,
      manifest,
      secret: Boolean(route?.secret),
      loggedIn: Boolean(visitor),
      contact: contact?.value,
    });
  };
}

/** The sitemap and robots.txt, for the site's public origin. */
function registerSeoFiles(
  app: FastifyInstance,
  config: Config,
  renderer: Renderer,
  localOrigin: () => string | undefined,
  pageData?: PageDataSource,
) {
  for (const path of ['/sitemap.xml', '/robots.txt']) {
    app.get(path, async (_request, reply) => {
      const origin = config.siteUrl ?? localOrigin() ?? `http://localhost:${config.port}`;
      const published = pageData?.published ?? (async () => []);
      const pageImages = async (pagePath: string) => {
        const rendered = await renderer.render(pagePath, remoteManifest(config));
        return rendered?.status === 200 ? imagesOf(rendered.html) : [];
      };
      const file = await seoFile({ origin, published, pageImages }, path);
      if (!file) return reply.code(404).send({ message: 'Ressource introuvable.' });
      reply.header('Cache-Control', 'no-cache');
      return reply.type(file.type).send(file.body);
    });
  }
}

/** The pages of the site, the 404 page, the sitemap and robots.txt. */
export function registerPages(
  app: FastifyInstance,
  config: Config,
  renderer: Renderer,
  localOrigin: () => string | undefined,
  pageData?: PageDataSource,
  formStamps?: FormStamps,
) {
  const page = pageOf(app, config, renderer, pageData, formStamps);
  registerSeoFiles(app, config, renderer, localOrigin, pageData);

  // What no route owns, the static files included (their wildcard hands a miss on to here): the
  // 404 page for an address that looks like a page, kept in its own small cache (page-cache.ts),
  // else a plain 404. A page's other spellings never get here: registerPageAddresses moves them.
  app.setNotFoundHandler(async (request, reply) => {
    const found = wantsPage(request.method, request.url) ? await page(request.url, request) : null;
    if (found) return sendPage(request, reply, found);
    return reply.code(404).send({ message: 'Ressource introuvable.' });
  });

  // Each page is a route of its own, so that the shell's files (the wildcard of static.ts) are
  // not searched on disk first for an address that is a page.
  for (const { path } of routeTable) {
    app.get(path, async (request, reply) => {
      const found = await page(request.url, request);
      if (found) return sendPage(request, reply, found);
      return reply
        .code(503)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Le site n’est pas construit : lancez « pnpm build ».');
    });
  }
}
