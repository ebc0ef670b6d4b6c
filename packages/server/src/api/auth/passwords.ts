import { availableParallelism } from 'node:os';
import { commonPasswordMessage } from '@lapm/contracts';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import pLimit from 'p-limit';
import { HttpError } from '../errors';

// argon2id (algorithm 2) with the OWASP minimum: 19 MiB, 2 passes, 1 lane (~10 ms here).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each computation holds a 19 MiB block. A burst of logins would otherwise run one on every libuv
 * thread (four), 76 MiB that the addon's allocator keeps once the burst is over, with no thread
 * left meanwhile for the file reads of the pages. One per core: more only wait for a core.
 */
const argon2Slot = pLimit(Math.max(1, Math.min(4, availableParallelism())));

export const hashPassword = (password: string) => argon2Slot(() => hash(password, options));

// Checked against when the account does not exist, so that both answers take as long.
const unknownAccountHash = hashPassword('compte inexistant');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const against = passwordHash ?? (await unknownAccountHash);
  return argon2Slot(() => verify(against, password));
}

/** Case and Unicode form do not make a common password any harder to guess. */
const normalize = (password: string) => password.normalize('NFKC').trim().toLowerCase();

/**
 * The ~49,000 most common passwords of public leaks (zxcvbn-ts, MIT), the list attackers try
 * first. Server-side only: the browser applies the length rule and shows this server's refusal.
 */
const commonPasswords = new Set(dictionary['passwords-common'].map(normalize));

export const isCommonPassword = (password: string) => commonPasswords.has(normalize(password));

/** Refuses a new password from the list with a French 400, before anything is written. */
export function assertUncommonPassword(password: string) {
  if (isCommonPassword(password)) throw new HttpError(400, commonPasswordMessage);
}
