import { Writable } from 'node:stream';
import { defaultContact, frenchDayInWords } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import {
  album,
  albumMailServerForFile,
  dayFrom,
  env,
  mailsArrived,
  mailsTo,
  SITE,
  until,
} from '../../testing/album-mail-server';
import { type ReceivedMail, startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer } from '../../testing/server';

const site = albumMailServerForFile();
const { create, daysLater } = site;

describe('album e-mails on one server', () => {
  it('e-mails the owner in French about their account, never with the access code or the link', async () => {
    const owner = await addUser(site.server, {
      firstname: 'Léa',
      email: 'lea.album@exemple.fr',
      emailConfirmed: true,
    });
    const end = dayFrom(site.clock.now(), 30);
    await create(album(owner.id, { available_until: end }));
    const [mail] = await mailsArrived(() => mailsTo(site.smtp.received, owner.email));
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
});

describe('album e-mails on one server: the reminder', () => {
  it('reminds her once, seven days before the last day, and again once that day has moved', async () => {
    const owner = await addUser(site.server, {
      firstname: 'Jeanne',
      email: 'jeanne.rappel@exemple.fr',
      emailConfirmed: true,
    });
    const end = dayFrom(site.clock.now(), 10);
    const body = album(owner.id, { title: 'Baptême de Jules', available_until: end });
    const id = await create(body);
    await mailsArrived(() => mailsTo(site.smtp.received, owner.email));
    const reminders = () =>
      mailsTo(site.smtp.received, owner.email).filter((mail) =>
        /^Subject: =\?UTF-8\?Q\?Votre_galerie_photo_sera_bient/m.test(mail.content),
      );
    /** The hourly job, `days` later by the app's clock. */
    const hourlyJob = async (days: number) => {
      await daysLater(days);
      await site.server.app.background.albumMailPass();
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
    const later = dayFrom(site.clock.now(), 19);
    const moved = await call(site.server, 'PUT', '/album', {
      cookie: site.admin,
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
});

describe('album e-mails on one server: who gets them', () => {
  it('greets an owner whose address is not confirmed without the name they typed', async () => {
    const owner = await addUser(site.server, {
      firstname: 'Appelez le 08 99 12 34 56',
      lastname: 'Arnaque',
      emailConfirmed: false,
    });
    await create(album(owner.id, { confirm_unproved_owner: true }));
    const [mail] = await mailsArrived(() => mailsTo(site.smtp.received, owner.email));
    expect(mail.content).toContain('Bonjour,');
    expect(mail.content).not.toContain('08 99');
    expect(mail.content).not.toContain('Arnaque');
  });

  it('e-mails again when the link changes, not for another change', async () => {
    const owner = await addUser(site.server);
    const id = await create(album(owner.id));
    await mailsArrived(() => mailsTo(site.smtp.received, owner.email));
    const update = (changes: Record<string, unknown>) =>
      call(site.server, 'PUT', '/album', {
        cookie: site.admin,
        body: { id, ...album(owner.id), ...changes },
      });
    expect((await update({ access_code: 'AUTRE-CODE' })).status).toBe(200);
    await site.server.app.background.mailsSent();
    expect(mailsTo(site.smtp.received, owner.email)).toHaveLength(1);
    expect((await update({ lien: 'https://galerie.exemple.fr/nouvelle' })).status).toBe(200);
    const mails = await mailsArrived(() => {
      const received = mailsTo(site.smtp.received, owner.email);
      return received.length === 2 && received;
    });
    expect(mails[1]?.content).toContain('a une nouvelle adresse');
    expect(mails[1]?.content).not.toContain('galerie.exemple.fr');
  });

  it('sends nothing to an owner who turned the e-mails off in their profile', async () => {
    const owner = await addUser(site.server, { firstname: 'Zoé', lastname: 'Leroy' });
    const cookie = await login(site.server, owner.email, PASSWORD);
    const off = await call(site.server, 'PUT', '/user/me', {
      cookie,
      body: { firstname: 'Zoé', lastname: 'Leroy', email: owner.email, album_emails: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.album_emails).toBe(false);
    expect((await call(site.server, 'GET', '/user/me', { cookie })).body.data.album_emails).toBe(false);
    await create(album(owner.id));
    await site.server.app.background.mailsSent();
    expect(mailsTo(site.smtp.received, owner.email)).toEqual([]);
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
