import { Writable } from 'node:stream';
import {
  BOOT_DATA_ID,
  type BootData,
  type DocumentRequest,
  defaultContact,
  HYDRATABLE_ATTRIBUTE,
  paths,
} from '@lapm/contracts';
import { DocumentHead } from '@lapm/seo';
import { describe, expect, it } from '@rstest/core';
import { type ComponentType, useId } from 'react';
import { preload } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppPosition } from './app/AppPosition';
import { ServerScreensContext, screenKey } from './features/remotes/serverPages';
import { documentFr } from './i18n/document';
import { renderDocument } from './server';

const boot: BootData = { remotes: { remotes: {}, apiBaseUrl: '/api' }, pinned: {} };

function request(
  url: string,
  screen?: ComponentType,
  booted: BootData = boot,
): DocumentRequest<ComponentType> {
  return {
    url,
    ...(screen && { screen: { remote: 'marketing', module: 'Home', component: screen } }),
    failed: false,
    siteUrl: 'https://photo.example',
    servedOrigin: 'http://127.0.0.1:4000',
    stylesheets: [{ href: '/static/css/index.0123abcd89.css' }],
    scripts: ['/static/js/index.js'],
    startScript: 'void 0',
    boot: booted,
  };
}

async function html(
  url: string,
  screen?: ComponentType,
  booted?: BootData,
  extra: Partial<DocumentRequest<ComponentType>> = {},
) {
  const document = await renderDocument({ ...request(url, screen, booted), ...extra });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', resolve);
    document.pipe(sink);
  });
  return { status: document.status, html: Buffer.concat(chunks).toString('utf8') };
}

function Home() {
  preload('/images/accueil.800.avif', { as: 'image', fetchPriority: 'high' });
  return <h1>Accueil</h1>;
}

describe('the shell’s render of a whole document', () => {
  it('renders the page with its screen, the photo it preloads first in <head>, then its files and boot data', async () => {
    const { status, html: page } = await html(paths.home, Home);
    expect(status).toBe(200);
    expect(page).toMatch(
      /^<!DOCTYPE html><html lang="fr" data-site-url="https:\/\/photo.example"><head><meta charSet="utf-8"\/><meta name="viewport"[^>]*\/><link rel="preload" href="\/images\/accueil.800.avif" as="image" fetchPriority="high"\/>/,
    );
    expect(page).toContain('<link rel="stylesheet" href="/static/css/index.0123abcd89.css"/>');
    expect(page).toContain(
      `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(boot)}</script>`,
    );
    expect(page).toContain(`<div id="root" ${HYDRATABLE_ATTRIBUTE}="">`);
    expect(page).toContain('<h1>Accueil</h1>');
  });

  it('answers 404 for a path no route owns: the page says so itself', async () => {
    const { status, html: page } = await html('/page-inconnue');
    expect(status).toBe(404);
    expect(page).toContain('noindex');
  });
});

describe('the document of a page the browser renders', () => {
  /** The head a server-rendered page has, up to its stylesheets, with its own title. */
  const head = (page: string) => page.slice(0, page.indexOf('<script'));

  it('has the head of a server-rendered page, the shell’s scripts as plain deferred scripts, and an empty root', async () => {
    const rendered = await html(paths.legal, Home);
    const { status, html: page } = await html(paths.admin, undefined, boot, {
      failed: true,
      bare: { loggedIn: false },
    });
    expect(status).toBe(200);
    // The same head but for what a rendered screen adds (its photo's preload) and the default title.
    expect(head(page)).toContain(`<title>${documentFr.title}</title>`);
    expect(head(page).replace(/<title>.*<\/title>/, '')).toBe(
      head(rendered.html).replace(/<link rel="preload"[^>]*>/, ''),
    );
    expect(page).toContain('<script defer="" src="/static/js/index.js"></script>');
    // No inline script: the Content-Security-Policy allows the start script alone, and this page has no use for it.
    expect(page).not.toContain('<script>');
    expect(page).toContain('<link rel="stylesheet" href="/static/css/index.0123abcd89.css"/>');
    expect(page).toContain(
      `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(boot)}</script>`,
    );
    expect(page).toContain(
      '<div id="root"></div><noscript><p class="noscript-note">Cet espace demande JavaScript : activez-le pour vous connecter.</p></noscript>',
    );
  });

  it('tells a logged-in visitor without scripts where her space still works', async () => {
    const { html: page } = await html(paths.admin, undefined, boot, {
      failed: true,
      bare: { loggedIn: true },
    });
    expect(page).toContain('Votre espace client reste ouvert sans lui');
    expect(page).toContain('<a href="/compte">Mon compte</a>');
    expect(page).toContain('<a href="/compte/album">Mes séances</a>');
  });
});

describe('Contact’s details in a server-rendered page', () => {
  // The home route's screen, with a page head as every public screen has.
  const Headed = () => (
    <DocumentHead
      head={{
        title: 'Mentions légales | LAPM Photographie',
        author: 'Laure-Anne P. M.',
        description: 'Éditeur, hébergement et données personnelles du site.',
        url: paths.legal,
        position: 2,
        breadcrumbName: 'Mentions légales',
        keywords: ['mentions légales'],
        type: 'website',
        images: [],
      }}
    />
  );
  const studioNodeOf = (page: string) =>
    [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .flatMap((block) => JSON.parse(block[1] ?? '[]') as Record<string, unknown>[])
      .find((node) => node['@type'] === 'ProfessionalService');

  it('draws the footer and the structured data from the ones she published, in the boot data', async () => {
    const contact = { ...defaultContact, email: 'bonjour@laure-anne-photo.fr', phone: '04 67 00 11 22' };
    const { html: page } = await html(paths.home, Headed, { ...boot, contact });
    const footer = page.slice(page.indexOf('<footer'), page.indexOf('</footer>'));
    expect(footer).toContain('<a href="mailto:bonjour@laure-anne-photo.fr"');
    expect(footer).toContain(
      '<a href="tel:+33467001122" aria-label="Appeler : 04 67 00 11 22">04 67 00 11 22</a>',
    );
    expect(footer).not.toContain(defaultContact.email);
    expect(studioNodeOf(page)).toMatchObject({
      email: 'bonjour@laure-anne-photo.fr',
      telephone: '+33467001122',
    });
  });

  it('links the page on the public origin the request gives, though it is served from another', async () => {
    const { html: page } = await html(paths.home, Headed);
    expect(page).toContain('<link rel="canonical" href="https://photo.example/mentions-legales"');
    expect(page).not.toContain('127.0.0.1');
  });

  it('shows the studio’s first details while none are published', async () => {
    const { html: page } = await html(paths.home, Headed);
    expect(page).toContain(`<a href="mailto:${defaultContact.email}"`);
    expect(studioNodeOf(page)).toMatchObject({ email: defaultContact.email, telephone: '+33612345678' });
  });
});

describe('the ids of a server-rendered page', () => {
  it('are the ones the browser hydrates with, its root in the position AppPosition gives it', async () => {
    const Labelled = () => <h1 id={useId()}>Accueil</h1>;
    const { html: page } = await html(paths.home, Labelled);
    const served = /<h1 id="([^"]+)">Accueil/.exec(page)?.[1];
    // The app as the browser hydrates it (Root, with the screen already loaded).
    const app = (
      <StaticRouter location={paths.home}>
        <ServerScreensContext
          value={{ screens: new Map([[screenKey('marketing', 'Home'), Labelled]]), failed: false }}
        >
          <App />
        </ServerScreensContext>
      </StaticRouter>
    );
    const idOf = (markup: string) => /<h1 id="([^"]+)">/.exec(markup)?.[1];
    const browser = idOf(renderToString(<AppPosition>{app}</AppPosition>));
    expect(served).toBeDefined();
    expect(served).not.toBe(idOf(renderToString(app)));
    expect(served).toBe(browser);
  });
});
