import { frenchDayInWords } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import type { FastifyInstance } from 'fastify';
import {
  album,
  albumMailServerForFile,
  dayFrom,
  env,
  mailsArrived,
  mailsTo,
  movableClock,
  until,
} from '../../testing/album-mail-server';
import { albumMailJobs } from '../../testing/jobs';
import { startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestCluster } from '../../testing/server';

const site = albumMailServerForFile();
const { create, daysLater } = site;

describe('album e-mails across a restart, and the last day', () => {
  it('keeps the e-mail while the mail server is down, across a restart, and sends it once it is back', async () => {
    const owner = await addUser(site.server);
    const port = site.smtp.port;
    await site.smtp.close();
    const id = await create(album(owner.id));
    // At least one attempt failed: the job waits for its retry.
    await until(
      async () => (await albumMailJobs(site.server, id)).some((job) => job.state === 'retry'),
      'a failed attempt',
    );
    await site.server.restart(async () => {
      site.smtp = await startSmtp(port);
    });
    const mails = await mailsArrived(() => mailsTo(site.smtp.received, owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.content).toContain('est en ligne');
  });

  it('no longer gives an album to its owner after its last day; the admin sees it expired and can extend it', async () => {
    const owner = await addUser(site.server);
    let cookie = await login(site.server, owner.email, PASSWORD);
    const id = await create(album(owner.id, { available_until: dayFrom(site.clock.now(), 1) }));
    // Past its last day, she still sees it listed, as expired, without its link nor its code.
    const mine = async () =>
      (
        (await call(site.server, 'GET', '/album/my', { cookie })).body.data as {
          id_album: number;
          expired: boolean;
          access_password: string | null;
        }[]
      ).map((a) => [a.id_album, a.expired, a.access_password !== null]);
    expect(await mine()).toEqual([[id, false, true]]);
    await daysLater(1);
    cookie = await login(site.server, owner.email, PASSWORD);
    expect(await mine()).toEqual([[id, false, true]]);
    await daysLater(1);
    cookie = await login(site.server, owner.email, PASSWORD);
    expect(await mine()).toEqual([[id, true, false]]);
    const seen = await call(site.server, 'GET', `/album/${id}`, { cookie: site.admin });
    expect(seen.body.data).toMatchObject({ id_album: id, expired: true });
    const extended = await call(site.server, 'PUT', '/album', {
      cookie: site.admin,
      body: { id, ...album(owner.id), available_until: dayFrom(site.clock.now(), 20) },
    });
    expect(extended.status).toBe(200);
    expect(extended.body.data.expired).toBe(false);
    expect(await mine()).toEqual([[id, false, true]]);
  });
});

describe('album e-mails: refused ends', () => {
  it('refuses an end before the session or already past, in French, changing nothing', async () => {
    const owner = await addUser(site.server);
    const count = async () =>
      (await call(site.server, 'GET', '/album', { cookie: site.admin })).body.data.length;
    const before = await count();
    const early = await call(site.server, 'POST', '/album', {
      cookie: site.admin,
      body: album(owner.id, {
        date: dayFrom(site.clock.now(), 40).split('-').reverse().join('/'),
        available_until: dayFrom(site.clock.now(), 30),
      }),
    });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      message: 'La fin de disponibilité ne peut pas précéder la date de la séance.',
    });
    const past = await call(site.server, 'POST', '/album', {
      cookie: site.admin,
      body: album(owner.id, { available_until: dayFrom(site.clock.now(), -1) }),
    });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({
      message: 'La fin de disponibilité est déjà passée : choisissez une date à venir.',
    });
    expect(await count()).toBe(before);

    const id = await create(album(owner.id));
    const earlyUpdate = await call(site.server, 'PUT', '/album', {
      cookie: site.admin,
      body: { id, ...album(owner.id), available_until: '2025-05-11' },
    });
    expect(earlyUpdate.status).toBe(400);
    expect(earlyUpdate.body).toEqual({
      message: 'La fin de disponibilité ne peut pas précéder la date de la séance.',
    });
    expect(
      (await call(site.server, 'GET', `/album/${id}`, { cookie: site.admin })).body.data.available_until,
    ).toBeNull();
  });
});

describe('album openings', () => {
  it('records the owner’s first and last opening, and nothing for anyone else or an unknown album', async () => {
    const owner = await addUser(site.server);
    const other = await addUser(site.server);
    let ownerCookie = await login(site.server, owner.email, PASSWORD);
    const otherCookie = await login(site.server, other.email, PASSWORD);
    const id = await create(album(owner.id));
    const read = async () =>
      (await call(site.server, 'GET', `/album/${id}`, { cookie: site.admin })).body.data;
    const open = (cookie: string | undefined, albumId = id) =>
      call(site.server, 'POST', `/album/${albumId}/opened`, { cookie });

    const foreign = await open(otherCookie);
    const unknown = await open(otherCookie, 999_999);
    expect([foreign.status, unknown.status]).toEqual([204, 204]);
    expect(foreign.text).toBe(unknown.text);
    expect(await read()).toMatchObject({ first_opened_at: null, last_opened_at: null });
    expect((await open(undefined)).status).toBe(401);

    expect((await open(ownerCookie)).status).toBe(204);
    const first = await read();
    expect(first.first_opened_at).not.toBeNull();
    expect(first.last_opened_at).toBe(first.first_opened_at);
    await daysLater(1);
    ownerCookie = await login(site.server, owner.email, PASSWORD);
    await open(ownerCookie);
    const second = await read();
    expect(second.first_opened_at).toBe(first.first_opened_at);
    expect(Date.parse(second.last_opened_at)).toBeGreaterThan(Date.parse(first.first_opened_at));

    // The link's ping, sent by the browser itself when the click comes before the app has started.
    await daysLater(1);
    ownerCookie = await login(site.server, owner.email, PASSWORD);
    const ping = await call(site.server, 'POST', `/album/${id}/opened`, {
      cookie: ownerCookie,
      rawBody: Buffer.from('PING'),
      headers: { 'content-type': 'text/ping', 'sec-fetch-site': 'same-origin' },
    });
    expect(ping.status).toBe(204);
    expect(Date.parse((await read()).last_opened_at)).toBeGreaterThan(Date.parse(second.last_opened_at));

    const crossSite = await call(site.server, 'POST', `/album/${id}/opened`, {
      cookie: ownerCookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('availability reminder with two instances on one database', () => {
  it('is sent once, seven days before the end, whatever the number of instances', async () => {
    const smtp = await startSmtp();
    const clock = movableClock();
    const cluster = await startTestCluster(2, env(smtp.port), { clock: clock.now });
    try {
      const [one, two] = cluster.instances as [{ url: string; app: FastifyInstance }, { url: string }];
      // Each instance runs the hourly reminders now, with the clock as it is now, and waits for their e-mails.
      const eachLooked = () =>
        Promise.all(cluster.instances.map((instance) => instance.app.background.albumMailPass()));
      const account = await addUser(one, { role: 'admin' });
      let admin = await login(two, account.email, PASSWORD);
      const owner = await addUser(one, { firstname: 'Inès' });
      const end = dayFrom(clock.now(), 10);
      const created = await call(one, 'POST', '/album', {
        cookie: admin,
        body: album(owner.id, { available_until: end }),
      });
      expect(created.status).toBe(201);
      await until(() => mailsTo(smtp.received, owner.email).length === 1, 'the publication e-mail');

      // Eight days before the end: not yet.
      clock.forward(2);
      await eachLooked();
      expect(mailsTo(smtp.received, owner.email)).toHaveLength(1);

      // Seven days before: both instances look, one reminder goes out.
      clock.forward(1);
      await eachLooked();
      await until(() => mailsTo(smtp.received, owner.email).length >= 2, 'the reminder');
      await eachLooked();
      clock.forward(3);
      await eachLooked();
      const mails = mailsTo(smtp.received, owner.email);
      expect(mails).toHaveLength(2);
      // Published with its end already within the week: the publication e-mail says it, no reminder.
      // Six days on, the admin's session has ended: she logs in again.
      admin = await login(two, account.email, PASSWORD);
      const late = await addUser(one);
      const lastMinute = await call(one, 'POST', '/album', {
        cookie: admin,
        body: album(late.id, { available_until: dayFrom(clock.now(), 5) }),
      });
      expect(lastMinute.status).toBe(201);
      await until(() => mailsTo(smtp.received, late.email).length === 1, 'the last-minute publication');
      await eachLooked();
      expect(mailsTo(smtp.received, late.email)).toHaveLength(1);
      expect(mails[1]?.content).toMatch(/^Subject: =\?UTF-8\?Q\?Votre_galerie_photo_sera_bient/m);
      expect(mails[1]?.content).toContain(`ne sera plus disponible après le ${frenchDayInWords(end)}`);
      expect(mails[1]?.content).not.toContain('CODE-TRES-SECRET');
    } finally {
      await cluster.close();
      await smtp.close();
    }
  });
});
