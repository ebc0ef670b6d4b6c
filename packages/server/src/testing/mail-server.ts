import { afterAll, beforeAll } from '@rstest/core';
import { startSmtp } from './mail';
import { addUser, login, PASSWORD, startTestServer, type TestServer } from './server';

/** The public address the test servers write into their e-mails' links. */
const MAIL_SITE = 'https://photo.example.fr';

export interface MailServerSetup {
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  server: TestServer;
  adminCookie: string;
  adminEmail: string;
}

/**
 * A test file's server, its e-mails sent to a mail server of its own and its admin logged in:
 * started before the file's tests, stopped after them. `env` is added to the server's settings.
 */
export function mailServerForFile(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestServer>[1] = {},
): MailServerSetup {
  const setup = {} as MailServerSetup;
  beforeAll(async () => {
    setup.smtp = await startSmtp();
    setup.server = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${setup.smtp.port}`, SITE_URL: MAIL_SITE, ...env },
      options,
    );
    setup.adminEmail = (await addUser(setup.server, { role: 'admin' })).email;
    setup.adminCookie = await login(setup.server, setup.adminEmail, PASSWORD);
  });
  afterAll(async () => {
    await setup.server?.close();
    await setup.smtp?.close();
  });
  return setup;
}
