import { paths } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { call, type TestInstance } from '../testing/server';
import { pageOf, pageUntil, twoInstancesForFile } from '../testing/site-instances';

// A biography published through one instance is in the other's server HTML at its next
// request, though it had the page cached.
const site = twoInstancesForFile(() => createElement('h1', null, 'Qui suis-je ?'));
const about = (instance: TestInstance) => pageOf(instance, paths.about);

describe('site content across instances', () => {
  it('a biography published through one instance is in the server HTML of the other', async () => {
    const biography = 'Mes premières photos, au boîtier de mon grand-père, relayées';
    expect(await about(site.a)).not.toContain(biography);
    expect(await about(site.b)).not.toContain(biography);
    const document = structuredClone(initialSiteContent['qui-suis-je']);
    const [first] = document.sections;
    if (!first) throw new Error('no section');
    first.paragraphs = [biography];
    const published = await call(site.a, 'POST', '/admin/site-content/qui-suis-je', {
      cookie: site.adminCookie,
      body: { document },
    });
    expect(published.status).toBe(200);
    expect(await about(site.a)).toContain(biography);
    await pageUntil(site.b, paths.about, (html) => html.includes(biography));
  });
});
