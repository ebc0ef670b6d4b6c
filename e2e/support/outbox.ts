import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eAdmin } from './accounts';
import { type RunningServer, startSiteServer } from './server';

/** The e-mails of a server's local outbox (DATA_DIR/outbox, .eml), newest first, quoted-printable decoded. */
export function outboxMessages(outbox: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .map((file) =>
      readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    );
}

/** The token of the newest link to `path` among the e-mails of the outbox. */
export function linkTokenIn(outbox: string, path: string): string | null {
  const link = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`);
  for (const text of outboxMessages(outbox)) {
    const token = link.exec(text)?.[1];
    if (token) return token;
  }
  return null;
}

/**
 * A site server of a test's own, with the e2e admin: its mail goes to the outbox of its data
 * folder, which the test reads (the shared server's outbox mixes every spec's mail). The folder
 * goes when the server stops.
 */
export async function startServerWithOutbox(
  name: string,
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; outbox: string }> {
  const server = await startSiteServer(
    { ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password, ...env },
    name,
  );
  return { server, outbox: join(server.dataDir, 'outbox') };
}
