import { Writable } from 'node:stream';
import { defaultContact, frenchDayInWords, studioDay } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { FastifyInstance } from 'fastify';
import { albumMailJobs } from '../../testing/jobs';
import { type ReceivedMail, startSmtp } from '../../testing/mail';
import {
  addUser,
  call,
  login,
  PASSWORD,
  startTestCluster,
  startTestServer,
  type TestServer,
} from '../../testing/server';

const SITE = 'https://photo.example.fr';
const DAY_MS = 24 * 60 * 60 * 1000;
// Fast enough for a test to see a retry; the delays double from there as in production.
const env = (smtpPort: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SITE_URL: SITE,
  MAIL_QUEUE_INTERVAL_MS: '100',
});

/**
 * A clock the test moves forward, shared by every instance it is given to. It starts at the next
 * 10:00 UTC (late morning in Paris) so that the tests' steps of an hour never cross the studio's
 * midnight: a run at 23:30 would otherwise see "eight days before" turn into seven within the hour.
 */
function movableClock() {
  const start = new Date();
  start.setUTCHours(10, 0, 0, 0);
  if (start.getTime() < Date.now()) start.setTime(start.getTime() + DAY_MS);
  let offsetMs = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offsetMs),
    forward: (days: number) => {
      offsetMs += days * DAY_MS;
    },
  };
}

/** The studio's day `days` from the given clock's today, as a date input writes it. */
const dayFrom = (now: Date, days: number) => studioDay(new Date(now.getTime() + days * DAY_MS));

async function until<T>(
  read: () => T | Promise<T>,
  what: string,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mailsTo = (received: ReceivedMail[], email: string) =>
  received.filter((mail) => mail.to.includes(email));

const album = (userId: number, extra: Record<string, unknown> = {}) => ({
  user_id: userId,
  date: '12/05/2025',
  lien: 'https://galerie.exemple.fr/secret-gallery-path',
  access_code: 'CODE-TRES-SECRET',
  ...extra,
});

describe('album e-mails on one server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let admin: string;
  let adminEmail: string;
  const clock = movableClock();
  /** A day later by the app's clock, which ends the sessions too: the admin logs in again. */
  const daysLater = async (days: number) => {
    clock.forward(days);
    admin = await login(server, adminEmail, PASSWORD);
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(env(smtp.port), { clock: clock.now });
    adminEmail = (await addUser(server, { role: 'admin' })).email;
    admin = await login(server, adminEmail, PASSWORD);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const create = async (body: Record<string, unknown>) => {
    const response = await call(server, 'POST', '/album', { cookie: admin, body });
    expect(response.status).toBe(201);
    return response.body.data.id_album as number;
  };

  it('e-mails the owner in French about their account, never with the access code or the link', async () => {
    const owner = await addUser(server, {
      firstname: 'Léa',
      email: 'lea.album@exemple.fr',
      emailConfirmed: true,
    });
    const end = dayFrom(clock.now(), 30);
    await create(album(owner.id, { available_until: end }));
    const [mail] = await mailsArrived(() => mailsTo(smtp.received, owner.email));
    expect(mail.content).toMatch(/^Subject: =\?UTF-8\?Q\?Vos_photos_sont_en_ligne/m);
    expect(mail.content).toContain('Bonjour Léa,');
    // Her « Répondre » writes to the studio, not to the site's no-reply sender.
    expect(mail.content).toContain(`Reply-To: ${defaultContact.email}`);
    expect(mail.content).toContain('La galerie de votre séance du 12 mai 2025 est en ligne.');
    expect(mail.content).toContain(`Elle reste disponible jusqu’au ${end.split('-').reverse().join('/')}.`);
    expect(mail.content).toContain(`${SITE}/compte/album`);
    expect(mail.content).not.toContain('CODE-TRES-SECRET');
    expect(mail.content).not.toContain('secret-gallery-path');
    expect(mail.content).not.toContain('galerie.exemple.fr');
  });

  it('reminds her once, seven days before the last day, and again once that day has moved', async () => {
    const owner = await addUser(server, {
      firstname: 'Jeanne',
      email: 'jeanne.rappel@exemple.fr',
      emailConfirmed: true,
    });
    const end = dayFrom(clock.now(), 10);
    const body = album(owner.id, { title: 'Baptême de Jules', available_until: end });
    const id = await create(body);
    await mailsArrived(() => mailsTo(smtp.received, owner.email));
    const reminders = () =>
      mailsTo(smtp.received, owner.email).filter((mail) =>
        /^Subject: =\?UTF-8\?Q\?Votre_galerie_photo_sera_bient/m.test(mail.content),
      );
    /** The hourly job, `days` later by the app's clock. */
    const hourlyJob = async (days: number) => {
      await daysLater(days);
      await server.app.background.albumMailPass();
    };

    // Eight days before its last day: not yet.
    await hourlyJob(2);
    expect(reminders()).toEqual([]);
    // Seven days before: the reminder, and the next hours nothing more.
    await hourlyJob(1);
    expect(reminders()).toHaveLength(1);
    await hourlyJob(1 / 24);
    await hourlyJob(1);
    expect(reminders()).toHaveLength(1);
    const [reminder] = reminders() as [ReceivedMail];
    expect(reminder.content).toContain('Bonjour Jeanne,');
    expect(reminder.content).toContain(
      `La galerie « Baptême de Jules » (séance du 12 mai 2025) ne sera plus disponible après le ${frenchDayInWords(end)}.`,
    );
    expect(reminder.content).toContain('Besoin de plus de temps ? Répondez simplement à cet e-mail.');
    expect(reminder.content).toContain(`Reply-To: ${defaultContact.email}`);
    expect(reminder.content).not.toContain('CODE-TRES-SECRET');

    // The studio gives her two more weeks: a new last day, a new reminder seven days before it.
    const later = dayFrom(clock.now(), 19);
    const moved = await call(server, 'PUT', '/album', {
      cookie: admin,
      body: { id, ...body, available_until: later },
    });
    expect(moved.status).toBe(200);
    await hourlyJob(1 / 24);
    await hourlyJob(11);
    expect(reminders()).toHaveLength(1);
    await hourlyJob(1);
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]?.content).toContain(`ne sera plus disponible après le ${frenchDayInWords(later)}.`);
    await hourlyJob(1 / 24);
    expect(reminders()).toHaveLength(2);
  });

  it('greets an owner whose address is not confirmed without the name they typed', async () => {
    const owner = await addUser(server, {
      firstname: 'Appelez le 08 99 12 34 56',
      lastname: 'Arnaque',
      emailConfirmed: false,
    });
    await create(album(owner.id, { confirm_unproved_owner: true }));
    const [mail] = await mailsArrived(() => mailsTo(smtp.received, owner.email));
    expect(mail.content).toContain('Bonjour,');
    expect(mail.content).not.toContain('08 99');
    expect(mail.content).not.toContain('Arnaque');
  });

  it('e-mails again when the link changes, not for another change', async () => {
    const owner = await addUser(server);
    const id = await create(album(owner.id));
    await mailsArrived(() => mailsTo(smtp.received, owner.email));
    const update = (changes: Record<string, unknown>) =>
      call(server, 'PUT', '/album', { cookie: admin, body: { id, ...album(owner.id), ...changes } });
    expect((await update({ access_code: 'AUTRE-CODE' })).status).toBe(200);
    await server.app.background.mailsSent();
    expect(mailsTo(smtp.received, owner.email)).toHaveLength(1);
    expect((await update({ lien: 'https://galerie.exemple.fr/nouvelle' })).status).toBe(200);
    const mails = await mailsArrived(() => {
      const received = mailsTo(smtp.received, owner.email);
      return received.length === 2 && received;
    });
    expect(mails[1]?.content).toContain('a une nouvelle adresse');
    expect(mails[1]?.content).not.toContain('galerie.exemple.fr');
  });

  it('sends nothing to an owner who turned the e-mails off in their profile', async () => {
    const owner = await addUser(server, { firstname: 'Zoé', lastname: 'Leroy' });
    const cookie = await login(server, owner.email, PASSWORD);
    const off = await call(server, 'PUT', '/user/me', {
      cookie,
      body: { firstname: 'Zoé', lastname: 'Leroy', email: owner.email, album_emails: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.album_emails).toBe(false);
    expect((await call(server, 'GET', '/user/me', { cookie })).body.data.album_emails).toBe(false);
    await create(album(owner.id));
    await server.app.background.mailsSent();
    expect(mailsTo(smtp.received, owner.email)).toEqual([]);
  });

  it('keeps the e-mail while the mail server is down, across a restart, and sends it once it is back', async () => {
    const owner = await addUser(server);
    const port = smtp.port;
    await smtp.close();
    const id = await create(album(owner.id));
    // At least one attempt failed: the job waits for its retry.
    await until(
      async () => (await albumMailJobs(server, id)).some((job) => job.state === 'retry'),
      'a failed attempt',
    );
    await server.restart(async () => {
      smtp = await startSmtp(port);
    });
    const mails = await mailsArrived(() => mailsTo(smtp.received, owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.content).toContain('est en ligne');
  });

  it('no longer gives an album to its owner after its last day; the admin sees it expired and can extend it', async () => {
    const owner = await addUser(server);
    let cookie = await login(server, owner.email, PASSWORD);
    const id = await create(album(owner.id, { available_until: dayFrom(clock.now(), 1) }));
    // Past its last day, she still sees it listed, as expired, without its link nor its code.
    const mine = async () =>
      (
        (await call(server, 'GET', '/album/my', { cookie })).body.data as {
          id_album: number;
          expired: boolean;
          access_password: string | null;
        }[]
      ).map((a) => [a.id_album, a.expired, a.access_password !== null]);
    expect(await mine()).toEqual([[id, false, true]]);
    await daysLater(1);
    cookie = await login(server, owner.email, PASSWORD);
    expect(await mine()).toEqual([[id, false, true]]);
    await daysLater(1);
    cookie = await login(server, owner.email, PASSWORD);
    expect(await mine()).toEqual([[id, true, false]]);
    const seen = await call(server, 'GET', `/album/${id}`, { cookie: admin });
    expect(seen.body.data).toMatchObject({ id_album: id, expired: true });
    const extended = await call(server, 'PUT', '/album', {
      cookie: admin,
      body: { id, ...album(owner.id), available_until: dayFrom(clock.now(), 20) },
    });
    expect(extended.status).toBe(200);
    expect(extended.body.data.expired).toBe(false);
    expect(await mine()).toEqual([[id, false, true]]);
  });

  it('refuses an end before the session or already past, in French, changing nothing', async () => {
    const owner = await addUser(server);
    const count = async () => (await call(server, 'GET', '/album', { cookie: admin })).body.data.length;
    const before = await count();
    const early = await call(server, 'POST', '/album', {
      cookie: admin,
      body: album(owner.id, {
        date: dayFrom(clock.now(), 40).split('-').reverse().join('/'),
        available_until: dayFrom(clock.now(), 30),
      }),
    });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      message: 'La fin de disponibilité ne peut pas précéder la date de la séance.',
    });
    const past = await call(server, 'POST', '/album', {
      cookie: admin,
      body: album(owner.id, { available_until: dayFrom(clock.now(), -1) }),
    });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({
      message: 'La fin de disponibilité est déjà passée : choisissez une date à venir.',
    });
    expect(await count()).toBe(before);

    const id = await create(album(owner.id));
    const earlyUpdate = await call(server, 'PUT', '/album', {
      cookie: admin,
      body: { id, ...album(owner.id), available_until: '2025-05-11' },
    });
    expect(earlyUpdate.status).toBe(400);
    expect(earlyUpdate.body).toEqual({
      message: 'La fin de disponibilité ne peut pas précéder la date de la séance.',
    });
    expect(
      (await call(server, 'GET', `/album/${id}`, { cookie: admin })).body.data.available_until,
    ).toBeNull();
  });

  it('records the owner’s first and last opening, and nothing for anyone else or an unknown album', async () => {
    const owner = await addUser(server);
    const other = await addUser(server);
    let ownerCookie = await login(server, owner.email, PASSWORD);
    const otherCookie = await login(server, other.email, PASSWORD);
    const id = await create(album(owner.id));
    const read = async () => (await call(server, 'GET', `/album/${id}`, { cookie: admin })).body.data;
    const open = (cookie: string | undefined, albumId = id) =>
      call(server, 'POST', `/album/${albumId}/opened`, { cookie });

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
    ownerCookie = await login(server, owner.email, PASSWORD);
    await open(ownerCookie);
    const second = await read();
    expect(second.first_opened_at).toBe(first.first_opened_at);
    expect(Date.parse(second.last_opened_at)).toBeGreaterThan(Date.parse(first.first_opened_at));

    // The link's ping, sent by the browser itself when the click comes before the app has started.
    await daysLater(1);
    ownerCookie = await login(server, owner.email, PASSWORD);
    const ping = await call(server, 'POST', `/album/${id}/opened`, {
      cookie: ownerCookie,
      rawBody: Buffer.from('PING'),
      headers: { 'content-type': 'text/ping', 'sec-fetch-site': 'same-origin' },
    });
    expect(ping.status).toBe(204);
    expect(Date.parse((await read()).last_opened_at)).toBeGreaterThan(Date.parse(second.last_opened_at));

    const crossSite = await call(server, 'POST', `/album/${id}/opened`, {
      cookie: ownerCookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('the logs of album e-mails', () => {
  it('name the events and ids, never the owner, the link or the code, even for a failed send', async () => {
    const logs: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(chunk.toString('utf8'));
        done();
      },
    });
    let smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const server = await startTestServer(
      { ...env(port), NODE_ENV: 'production', LOG_LEVEL: 'info' },
      { logStream },
    );
    try {
      const account = await addUser(server, { role: 'admin' });
      const admin = await login(server, account.email, PASSWORD);
      const owner = await addUser(server, { firstname: 'Clémentine', email: 'clementine.privee@exemple.fr' });
      const created = await call(server, 'POST', '/album', { cookie: admin, body: album(owner.id) });
      expect(created.status).toBe(201);
      await until(() => logs.some((line) => line.includes('"job_failed"')), 'a failed send in the logs');
      smtp = await startSmtp(port);
      await until(
        () => logs.some((line) => line.includes('"album_mail_sent"')),
        'the sent e-mail in the logs',
      );
      const text = logs.join('');
      for (const secret of [
        owner.email,
        'Clémentine',
        'CODE-TRES-SECRET',
        'secret-gallery-path',
        'exemple.fr',
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await server.close();
      await smtp.close();
    }
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

/** The mails once there is at least one. */
function mailsArrived(read: () => ReceivedMail[] | false) {
  return until(() => {
    const mails = read();
    return mails && mails.length > 0 ? (mails as [ReceivedMail, ...ReceivedMail[]]) : undefined;
  }, 'an e-mail');
}
