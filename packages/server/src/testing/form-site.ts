import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSTED_FORM_KEY, type PostedForm } from '@lapm/contracts';
import { afterAll, beforeAll } from '@rstest/core';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { bootDataOf, fakeFederation, fakeShell, writeShellBuild } from './fake-shell';
import { startTestCluster } from './server';

/**
 * The real server for the account forms posted by a browser without the app, with the apps' Node
 * builds replaced by a shell that renders the screen's name (what the page shows is the e2e tests'
 * part); the posted outcome is read from the page's data block, as the screen reads it. Started
 * before the file's tests and stopped after them, on the app's clock `options.clock` if given.
 */
export function formSite(options: { clock?: () => Date } = {}) {
  const federation = fakeFederation(
    fakeShell(({ request }) => createElement('main', null, request.screen?.module ?? 'Introuvable')),
    (expose) => () => createElement('h1', null, expose),
  );
  let cluster: Awaited<ReturnType<typeof startTestCluster>>;
  const site = { url: '', app: undefined as unknown as FastifyInstance };
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'lapm-forms-'));
    writeShellBuild(webRoot);
    cluster = await startTestCluster(1, { WEB_ROOT: webRoot }, { federation, ...options });
    const [instance] = cluster.instances;
    if (!instance) throw new Error('no server');
    site.url = instance.url;
    site.app = instance.app;
  });
  afterAll(() => cluster.close());

  /** A form as the browser sends it from a page of the site (its `Origin`), unless told otherwise. */
  async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(`${site.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    const html = await response.text();
    const data = bootDataOf(html)?.page;
    return {
      response,
      html,
      posted: data?.values[POSTED_FORM_KEY] as PostedForm | undefined,
      path: data?.path,
    };
  }

  return { server: () => site, post };
}
