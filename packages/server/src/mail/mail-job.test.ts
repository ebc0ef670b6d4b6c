import { afterAll, describe, expect, it } from '@rstest/core';
import type { FastifyInstance } from 'fastify';
import { startSmtp } from '../testing/mail';
import { addUser, call, login, PASSWORD, startTestCluster, startTestServer } from '../testing/server';
import { MAIL_QUEUE, type MailJobData } from './mail-job';

const SITE = 'https://photo.example.fr';
// The first retry comes a second later, then the delays double as in production.
const env = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  SITE_URL: SITE,
  MAIL_QUEUE_INTERVAL_MS: '100',
});

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

const invite = (server: { url: string }, cookie: string, email: string) =>
  call(server, 'POST', '/invitation', { cookie, body: { firstname: 'Léa', lastname: 'Martin', email } });

async function until(read: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await read())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the mail queue', () => {
  it('sends each e-mail once when two instances share the work', async () => {
    const smtp = await startSmtp();
    closing.push(smtp.close);
    const cluster = await startTestCluster(2, env(smtp.port));
    closing.push(cluster.close);
    const [first, second] = cluster.instances as [
      { app: FastifyInstance; url: string },
      { app: FastifyInstance; url: string },
    ];
    const admin = await login(first, (await addUser(first, { role: 'admin' })).email, PASSWORD);
    const emails = Array.from({ length: 8 }, (_, i) => `invitee${i}@grappe.exemple.fr`);
    for (const [i, email] of emails.entries())
      expect((await invite(i % 2 ? second : first, admin, email)).status).toBe(201);
    await Promise.all(cluster.instances.map((instance) => instance.app.background.mailsSent()));
    const received = smtp.received
      .flatMap((mail) => mail.to)
      .filter((to) => to.endsWith('@grappe.exemple.fr'));
    expect(received.sort()).toEqual([...emails].sort());
  }, 60_000);

  it('sends an e-mail refused while the mail server is down once it is back', async () => {
    let smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const server = await startTestServer(env(port));
    closing.push(server.close);
    const admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
    expect((await invite(server, admin, 'patiente@exemple.fr')).status).toBe(201);
    // Its first attempt failed: it waits for a retry, and no instance works on it meanwhile.
    await server.app.background.mailsSent();
    smtp = await startSmtp(port);
    closing.push(smtp.close);
    await until(
      () => smtp.received.some((mail) => mail.to.includes('patiente@exemple.fr')),
      'the retried e-mail',
    );
    expect((await call(server, 'GET', '/admin/jobs/failed', { cookie: admin })).body.jobs).toEqual([]);
  }, 60_000);

  it('lists an e-mail that failed for good to the admin, without its recipient or its content', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    const server = await startTestServer(env(smtp.port));
    closing.push(server.close);
    const admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
    const message = {
      to: 'perdue@exemple.fr',
      subject: 'Un lien',
      text: 'https://x/?token=secret',
      html: '',
    };
    // Its retries used up at once (the queue's own take about a day).
    await server.app.jobs.send<MailJobData>(MAIL_QUEUE, { event: 'test_mail', message }, { retryLimit: 0 });
    await server.app.background.mailsSent();
    const failed = await call(server, 'GET', '/admin/jobs/failed', { cookie: admin });
    expect(failed.body.jobs).toEqual([
      expect.objectContaining({ queue: MAIL_QUEUE, data: { event: 'test_mail' }, error: expect.any(String) }),
    ]);
    expect(JSON.stringify(failed.body)).not.toContain('perdue@exemple.fr');
    expect(JSON.stringify(failed.body)).not.toContain('secret');
  });
});
