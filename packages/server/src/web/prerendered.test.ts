import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { prerenderMarkers } from '@lapm/contracts';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { loadConfig } from '../config';
import { prerenderedPage } from './prerendered';
import { seoFile } from './seo-files';

// A built site in miniature: the shell's index.html, and prerendered files as the prerender step writes them.
const webRoot = mkdtempSync(join(tmpdir(), 'lapm-prerendered-'));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(webRoot, path)), { recursive: true });
  writeFileSync(join(webRoot, path), text);
};
const { headStart, headEnd, rootEnd, hydratable } = prerenderMarkers;
/** `shell`: the script of the shell build the page was rendered with (the current one is new.js). */
const prerendered = (title: string, h1: string, shell = 'old.js') =>
  `<!doctype html>\n<html data-site-url="http://localhost:3000" lang="fr"><head><script defer src="/static/js/${shell}"></script>` +
  `${headStart}<title data-prerendered="">${title}</title><link rel="canonical" href="http://localhost:3000/x" data-prerendered="">${headEnd}</head>` +
  `<body><div id="root">${hydratable}<main><h1>${h1}</h1></main></div>${rootEnd}</body></html>`;

beforeAll(() => {
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang="fr"><head><title>Défaut</title><script defer src="/static/js/new.js"></script></head><body><div id="root"></div></body></html>',
  );
  write(
    'shell/dist/prerendered/404.html',
    prerendered('Page introuvable', "OUPSS!! Il n'y a rien à voir ici !"),
  );
  write('remote-marketing/dist/prerendered/portrait-duo.html', prerendered('Duo | LAPM', 'Portrait duo'));
  write(
    'remote-marketing/dist/prerendered/portrait-hobby.html',
    prerendered('Hobby | LAPM', 'Portrait hobby', 'new.js'),
  );
  write('remote-blog/dist/prerendered/blog/2025-06-01.html', prerendered('Mariage | LAPM', 'Mariage'));
  write('remote-account/dist/prerendered/login.html', prerendered('Connexion | LAPM', 'Connexion'));
  write(
    'remote-account/dist/prerendered/reset-password/confirm.html',
    prerendered('Lien | LAPM', 'Lien invalide'),
  );
  write(
    'remote-account/dist/prerendered/reset-password/confirm.with-token.html',
    prerendered('Lien | LAPM', 'Nouveau mot de passe'),
  );
  write(
    'remote-blog/dist/prerendered/pages.json',
    JSON.stringify({
      origin: 'http://localhost:3000',
      pages: [
        { path: '/blog', images: [] },
        {
          path: '/blog/2025-06-01',
          lastmod: '2025-06-01',
          images: ['http://localhost:3000/remotes/blog/logo.png'],
        },
      ],
    }),
  );
});

const config = (env: Record<string, string> = {}) => loadConfig({ WEB_ROOT: webRoot, ...env });

describe('prerendered pages', () => {
  it('answers a public page with its prerendered file, inside the current shell', () => {
    const page = prerenderedPage(config(), '/portrait-duo/');
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<h1>Portrait duo</h1>');
    expect(page?.html).toContain('/static/js/new.js');
    expect(page?.html).not.toContain('/static/js/old.js');
    expect(page?.html).not.toContain('<title>Défaut</title>');
    expect(page?.html.match(/<title/g)).toHaveLength(1);
  });

  it('lets the browser hydrate a page rendered by the current shell, and only such a page', () => {
    expect(prerenderedPage(config(), '/portrait-hobby')?.html).toContain(
      `<div id="root">${hydratable}<main>`,
    );
    // Rendered by a shell since redeployed: its header may differ, the app renders over it.
    const older = prerenderedPage(config(), '/portrait-duo')?.html;
    expect(older).toContain('<div id="root"><main><h1>Portrait duo</h1>');
    expect(older).not.toContain(hydratable);
  });

  it('rewrites the build origin into the configured SITE_URL', () => {
    const html = prerenderedPage(config({ SITE_URL: 'https://www.lapm.fr' }), '/blog/2025-06-01')?.html ?? '';
    expect(html).toContain('data-site-url="https://www.lapm.fr"');
    expect(html).toContain('href="https://www.lapm.fr/x"');
    expect(html).not.toContain('localhost:3000');
  });

  it('answers an unknown path with the 404 page and status 404', () => {
    const page = prerenderedPage(config(), '/nimporte-quoi');
    expect(page?.status).toBe(404);
    expect(page?.html).toContain("OUPSS!! Il n'y a rien à voir ici !");
  });

  it('answers a public form with its prerendered file, the reset confirmation with the one for a visit with or without a token', () => {
    expect(prerenderedPage(config(), '/login')?.html).toContain('<h1>Connexion</h1>');
    expect(prerenderedPage(config(), '/reset-password/confirm')?.html).toContain('<h1>Lien invalide</h1>');
    expect(prerenderedPage(config(), '/reset-password/confirm', true)?.html).toContain(
      '<h1>Nouveau mot de passe</h1>',
    );
    // A page that does not read the token has one file for every visit.
    expect(prerenderedPage(config(), '/login', true)?.html).toContain('<h1>Connexion</h1>');
  });

  it('leaves the other screens to the shell, and an unknown article to the blog with a 404', () => {
    expect(prerenderedPage(config(), '/register')).toBeNull();
    expect(prerenderedPage(config(), '/admin/album/edit-album/3')).toBeNull();
    expect(prerenderedPage(config(), '/portrait-solo')).toBeNull();
    expect(prerenderedPage(config(), '/blog/2024-01-01')?.status).toBe(404);
  });
});

describe('sitemap and robots', () => {
  it('lists every indexable route and the prerendered articles with their dates', () => {
    const body = seoFile(config({ SITE_URL: 'https://www.lapm.fr' }), '/sitemap.xml')?.body ?? '';
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://www.lapm.fr/');
    expect(locs).toContain('https://www.lapm.fr/portrait-hobby');
    expect(locs).toContain('https://www.lapm.fr/blog/2025-06-01');
    expect(locs).toContain('https://www.lapm.fr/login');
    expect(locs).not.toContain('https://www.lapm.fr/reset-password/confirm');
    expect(body).toContain('<lastmod>2025-06-01</lastmod>');
    expect(body).toContain('<image:loc>https://www.lapm.fr/remotes/blog/logo.png</image:loc>');
  });

  it('keeps crawlers out of the account and admin areas and points at the sitemap', () => {
    const body = seoFile(config({ SITE_URL: 'https://www.lapm.fr' }), '/robots.txt')?.body ?? '';
    expect(body).toContain('Disallow: /compte\n');
    expect(body).toContain('Disallow: /admin\n');
    expect(body).toContain('Sitemap: https://www.lapm.fr/sitemap.xml');
    expect(seoFile(config(), '/autre.txt')).toBeNull();
  });
});
