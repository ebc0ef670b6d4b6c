import { afterAll, beforeAll } from '@rstest/core';
import { addUser, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

export interface AdminSetup {
  server: TestServer;
  /** The studio's admin, Anne Admin: the first user of the site. */
  admin: Awaited<ReturnType<typeof addUser>>;
  adminCookie: string;
}

/** The server of a users test file with its admin logged in, started before its tests and stopped after them. */
export function adminServerForFile(): AdminSetup {
  const setup = {} as AdminSetup;
  beforeAll(async () => {
    const server = await startTestServer();
    const admin = await addUser(server, { role: 'admin', firstname: 'Anne', lastname: 'Admin' });
    Object.assign(setup, { server, admin, adminCookie: await login(server, admin.email, PASSWORD) });
  });
  afterAll(() => setup.server.close());
  return setup;
}
