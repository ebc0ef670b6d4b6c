import { afterEach, describe, expect, test } from '@rstest/core';
import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SITE_URL_ATTRIBUTE, SiteProvider, siteUrl, useSite } from './site';

const currentSite = () => renderHook(() => useSite()).result.current;

function Origins() {
  const site = useSite();
  return `${site.origin} ${site.served}`;
}

afterEach(() => document.documentElement.removeAttribute(SITE_URL_ATTRIBUTE));

describe('public origin', () => {
  test('is the configured one when the page carries it', () => {
    document.documentElement.setAttribute(SITE_URL_ATTRIBUTE, 'https://www.lapm-photographie.fr/');
    expect(currentSite().origin).toBe('https://www.lapm-photographie.fr');
  });

  test('is the page origin otherwise', () => {
    expect(currentSite().origin).toBe(window.location.origin);
  });

  test('in the server render, is the one the shell provides, the page being served from another', () => {
    const html = renderToString(
      <SiteProvider value={{ origin: 'https://lapm.fr', served: 'http://127.0.0.1:4000' }}>
        <Origins />
      </SiteProvider>,
    );
    expect(html).toBe('https://lapm.fr http://127.0.0.1:4000');
  });

  test('paths and same-origin assets move to it; foreign URLs do not', () => {
    const site = { origin: 'https://lapm.fr', served: 'http://127.0.0.1:4000' };
    expect(siteUrl(site, '/blog/2025-06-01')).toBe('https://lapm.fr/blog/2025-06-01');
    expect(siteUrl(site, 'http://127.0.0.1:4000/remotes/blog/logo.png')).toBe(
      'https://lapm.fr/remotes/blog/logo.png',
    );
    expect(siteUrl(site, '/portrait-duo#tarifs-portrait-duo')).toBe(
      'https://lapm.fr/portrait-duo#tarifs-portrait-duo',
    );
    expect(siteUrl(site, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
