import { paths } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { fakeSite } from '../testing/fake-shell';
import { addUser, call, login, PASSWORD, startTestCluster, type TestInstance } from '../testing/server';

/**
 * Two instances on one database, as behind a load balancer: a biography published through one is
 * in the other's server HTML at its next request, though it had the page cached. The apps' Node
 * builds are replaced by a shell and a screen of this test; the page data inlined in the HTML is
 * the real one.
 */
const site = fakeSite(() => createElement('h1', null, 'Qui suis-je ?'));

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let a: TestInstance;
let b: TestInstance;
let adminCookie: string;
beforeAll(async () => {
  cluster = await startTestCluster(2, { WEB_ROOT: site.webRoot }, { federation: site.federation });
  [a, b] = cluster.instances as [TestInstance, TestInstance];
  const admin = await addUser(a, { role: 'admin' });
  adminCookie = await login(a, admin.email, PASSWORD);
});
afterAll(() => cluster.close());

async function about(instance: TestInstance) {
  const response = await fetch(`${instance.url}${paths.about}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Reads the page of `instance` until it passes `check`: the relay takes a moment. */
async function aboutUntil(instance: TestInstance, check: (html: string) => boolean) {
  while (!check(await about(instance))) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('site content across instances', () => {
  it('a biography published through one instance is in the server HTML of the other', async () => {
    const biography = 'Mes premières photos, au boîtier de mon grand-père, relayées';
    expect(await about(a)).not.toContain(biography);
    expect(await about(b)).not.toContain(biography);
    const document = structuredClone(initialSiteContent['qui-suis-je']);
    const [first] = document.sections;
    if (!first) throw new Error('no section');
    first.paragraphs = [biography];
    const published = await call(a, 'POST', '/admin/site-content/qui-suis-je', {
      cookie: adminCookie,
      body: { document },
    });
    expect(published.status).toBe(200);
    expect(await about(a)).toContain(biography);
    await aboutUntil(b, (html) => html.includes(biography));
  });
});
