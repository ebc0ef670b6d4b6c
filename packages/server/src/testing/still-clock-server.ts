import { afterAll, beforeAll } from '@rstest/core';
import { startTestServer, type TestServer } from './server';

export interface StillClockSetup {
  server: TestServer;
  /** The server's time, in milliseconds. */
  now: number;
  /** Moves the server's time on. */
  passSeconds: (seconds: number) => void;
}

/**
 * The server of a test file of sessions and logins, started before its tests and stopped after
 * them. Its time stands still unless a test moves it: login delays are crossed, not waited out.
 */
export function stillClockServerForFile(): StillClockSetup {
  const setup: StillClockSetup = {
    server: undefined as unknown as TestServer,
    now: Date.now(),
    passSeconds: (seconds) => {
      setup.now += seconds * 1000;
    },
  };
  beforeAll(async () => {
    setup.server = await startTestServer({}, { clock: () => new Date(setup.now) });
  });
  afterAll(() => setup.server.close());
  return setup;
}
