import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2) with the OWASP minimum: 19 MiB, 2 passes, 1 lane (~10 ms here).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

// Checked against when the account does not exist, so that both answers take as long.
const unknownAccountHash = hashPassword('compte inexistant');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  return verify(passwordHash ?? (await unknownAccountHash), password);
}
