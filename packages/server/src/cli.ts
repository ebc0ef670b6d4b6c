#!/usr/bin/env -S node --import tsx
/**
 * Creates an admin, or promotes an existing account, on the database the server uses (same
 * environment: DATABASE_URL, or DATA_DIR for the embedded one, which the server must not hold open).
 *
 *   pnpm --filter @lapm/server admin <email> [--firstname Prénom] [--lastname Nom]
 *
 * The password comes from ADMIN_PASSWORD, else from the terminal (typed twice, not shown), else
 * from the first line of standard input. An existing account keeps its password unless one is given.
 */
import { parseArgs } from 'node:util';
import { findUserByEmail } from './api/users/users';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { AdminInputError, createOrPromoteAdmin } from './setup/admin';

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

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { firstname: { type: 'string' }, lastname: { type: 'string' } },
  });
  const email = positionals[0];
  if (!email || positionals.length > 1) {
    throw new AdminInputError('Usage : lapm-admin <email> [--firstname Prénom] [--lastname Nom]');
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const exists = Boolean(await findUserByEmail(database.db, email));
    const password = config.adminPassword ?? (exists ? undefined : await askPassword());
    const { user, created } = await createOrPromoteAdmin(database.db, { email, password, ...values });
    console.log(
      created ? `Administrateur créé : ${user.email}` : `Compte ${user.email} promu administrateur.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof AdminInputError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
