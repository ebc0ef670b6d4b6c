import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContactDocument, defaultContact, paths } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { bootDataOf, fakeFederation, fakeShell, writeShellBuild } from '../../testing/fake-shell';
import { startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestCluster } from '../../testing/server';

/**
 * The shell's part is its own test (shell/src/server.test.tsx: the footer and the structured data
 * drawn from the boot data's details); here, what the server hands it for each page.
 */
const shell = fakeShell(({ request }) => createElement('main', null, request.screen?.module));

let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let cluster: Awaited<ReturnType<typeof startTestCluster>>;
const site = { url: '', app: undefined as unknown as Parameters<typeof addUser>[0]['app'] };
beforeAll(async () => {
  smtp = await startSmtp();
  const webRoot = mkdtempSync(join(tmpdir(), 'lapm-contact-'));
  writeShellBuild(webRoot);
  cluster = await startTestCluster(
    1,
    {
      WEB_ROOT: webRoot,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SITE_URL: 'https://photo.example.fr',
      RATE_LIMITS: 'off',
    },
    { clock, federation: fakeFederation(shell, () => () => createElement('h1', null, 'Mentions légales')) },
  );
  const [instance] = cluster.instances;
  if (!instance) throw new Error('no server');
  Object.assign(site, instance);
});
afterAll(async () => {
  await cluster?.close();
  await smtp.close();
});

const contactOf = async (path: string) =>
  bootDataOf(await (await fetch(`${site.url}${path}`)).text())?.contact;

async function sendEnquiry(email: string) {
  const stamp = await call(site, 'GET', '/enquiries/stamp');
  offsetMs += 5_000;
  return call(site, 'POST', '/enquiries', {
    body: {
      firstname: 'Camille',
      lastname: 'Martin',
      email,
      phone: '',
      formula: 'solo-confort',
      wishedDate: '',
      message: 'Bonjour, un portrait pour mes 40 ans.',
      consent: true,
      website: '',
      startedAt: stamp.body.stamp,
    },
  });
}

describe('Contact details she publishes', () => {
  it('reach every page’s boot data (its footer, its structured data) and the e-mails sent after, at the next request', async () => {
    // Asked first, each page is kept: a publish must drop it.
    expect(await contactOf(paths.legal)).toEqual(defaultContact);
    expect(await contactOf(paths.home)).toEqual(defaultContact);

    const admin = await login(site, (await addUser(site, { role: 'admin' })).email, PASSWORD);
    const published: ContactDocument = {
      ...initialSiteContent.contact,
      email: 'bonjour@laure-anne-photo.fr',
      phone: '04 67 00 11 22',
      hours: 'Du lundi au samedi, de 9 h à 18 h',
      areas: [{ department: 'Hérault', towns: ['Montpellier', 'Sète'] }],
    };
    const answer = await call(site, 'POST', '/admin/site-content/contact', {
      cookie: admin,
      body: { document: published },
    });
    expect(answer.status).toBe(200);

    // Every page, those of the marketing remote and the others, from its next request.
    for (const path of [paths.legal, paths.home, paths.blog, paths.account]) {
      expect(await contactOf(path)).toEqual(published);
    }

    const sent = smtp.received.length;
    expect((await sendEnquiry('visiteuse@exemple.fr')).status).toBe(201);
    const mails = await smtp.settled(site, sent);
    const toStudio = mails.find((mail) => mail.to.includes('bonjour@laure-anne-photo.fr'));
    expect(toStudio?.content).toContain('Reply-To: visiteuse@exemple.fr');
    const confirmation = mails.find((mail) => mail.to.includes('visiteuse@exemple.fr'));
    expect(confirmation?.content).toContain('Reply-To: bonjour@laure-anne-photo.fr');
    expect(confirmation?.content).toContain('04 67 00 11 22 · bonjour@laure-anne-photo.fr');
    expect(mails.some((mail) => mail.content.includes(defaultContact.email))).toBe(false);
  });
});
