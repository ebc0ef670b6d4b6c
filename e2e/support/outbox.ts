import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
