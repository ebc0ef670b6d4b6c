#!/usr/bin/env -S node --import tsx
/**
 * Creates an admin on the database the server uses (same environment: DATABASE_URL, or DATA_DIR
 * for the embedded one, which the server must not hold open).
 *
 *   pnpm --filter @lapm/server admin <email> [--firstname Prénom] [--lastname Nom]
 *   pnpm --filter @lapm/server admin <email> --promote
 *
 * An existing account is never promoted silently: --promote is required, gives it the new
 * password and closes all its sessions. The password comes from ADMIN_PASSWORD, else from the
 * terminal (typed twice, not shown), else from the first line of standard input.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { AdminInputError, createAdmin, frenchDateTime, promoteToAdmin } from './setup/admin';

async function readHidden(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let value = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      stdin.on('data', (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') return resolve(value);
          if (char === '\u0003') return reject(new AdminInputError('Abandon.'));
          value = char === '\u007f' ? value.slice(0, -1) : value + char;
        }
      });
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    stdin.removeAllListeners('data');
    process.stdout.write('\n');
  }
}

async function readFirstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const password = await readHidden('Mot de passe (8 caractères minimum) : ');
  if ((await readHidden('Confirmation : ')) !== password) {
    throw new AdminInputError('Les mots de passe ne correspondent pas.');
  }
  return password;
}

const usage =
  'Usage : lapm-admin <email> [--firstname Prénom] [--lastname Nom]\n' +
  '        lapm-admin <email> --promote   (compte existant : nouveau mot de passe, sessions fermées)';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      firstname: { type: 'string' },
      lastname: { type: 'string' },
      promote: { type: 'boolean', default: false },
    },
  });
  const email = positionals[0];
  if (!email || positionals.length > 1) throw new AdminInputError(usage);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (values.promote) {
      const password = config.adminPassword ?? (await askPassword());
      const { user, createdAt, revokedSessions } = await promoteToAdmin(database.db, { email, password });
      console.log(
        `Compte ${user.email} (créé ${frenchDateTime(createdAt)}) promu administrateur : ` +
          `nouveau mot de passe enregistré, ${revokedSessions} session(s) ouverte(s) fermée(s).`,
      );
    } else {
      const password = config.adminPassword ?? (await askPassword());
      const user = await createAdmin(database.db, {
        email,
        password,
        firstname: values.firstname,
        lastname: values.lastname,
      });
      console.log(`Administrateur créé : ${user.email}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof AdminInputError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
