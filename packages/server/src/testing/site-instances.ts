import { afterAll, beforeAll, expect } from '@rstest/core';
import type { ComponentType } from 'react';
import { fakeSite } from './fake-shell';
import { addUser, login, PASSWORD, startTestCluster, type TestInstance } from './server';

export interface SiteInstances {
  a: TestInstance;
  b: TestInstance;
  /** The admin, logged in through `a`. */
  adminCookie: string;
}

/**
 * Two instances on one database, as behind a load balancer, started before the file's tests and
 * stopped after them. The apps' Node builds are replaced by a shell and `screen`; the page data
 * inlined in the HTML is the real one.
 */
export function twoInstancesForFile(screen: ComponentType): SiteInstances {
  const site = fakeSite(screen);
  const setup = {} as SiteInstances;
  let cluster: Awaited<ReturnType<typeof startTestCluster>> | undefined;
  beforeAll(async () => {
    cluster = await startTestCluster(2, { WEB_ROOT: site.webRoot }, { federation: site.federation });
    [setup.a, setup.b] = cluster.instances as [TestInstance, TestInstance];
    const admin = await addUser(setup.a, { role: 'admin' });
    setup.adminCookie = await login(setup.a, admin.email, PASSWORD);
  });
  afterAll(() => cluster?.close());
  return setup;
}

/** The server HTML of `path` on `instance`. */
export async function pageOf(instance: TestInstance, path: string): Promise<string> {
  const response = await fetch(`${instance.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * Reads `path` on `instance` until it passes `check`. The relay takes a moment, however long the
 * machine makes it: only a page that never changes runs out the test's time.
 */
export async function pageUntil(instance: TestInstance, path: string, check: (html: string) => boolean) {
  while (!check(await pageOf(instance, path))) await new Promise((resolve) => setTimeout(resolve, 50));
}
