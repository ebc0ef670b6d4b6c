import { commonPasswordMessage, emailSchema, passwordSchema, type User } from '@lapm/contracts';
import type { z } from 'zod';
import { hashPassword, isCommonPassword } from '../api/auth/passwords';
import { createUser, findUserByEmail, updateUser } from '../api/users/users';
import type { Database } from '../db/database';

export interface AdminInput {
  email: string;
  /** Required to create the account; for an existing one, replaces its password when given. */
  password?: string | undefined;
  firstname?: string | undefined;
  lastname?: string | undefined;
}

export class AdminInputError extends Error {}

function check<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AdminInputError(`${what} : ${result.error.issues[0]?.message}`);
  return result.data;
}

/**
 * Creates an admin, or promotes the existing account with that email (the only way to make
 * someone admin: the API never changes a role). A given password replaces the old one.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: AdminInput,
): Promise<{ user: User; created: boolean }> {
  const email = check(emailSchema, input.email, 'Email');
  const password =
    input.password === undefined ? undefined : check(passwordSchema, input.password, 'Mot de passe');
  if (password !== undefined && isCommonPassword(password)) {
    throw new AdminInputError(`Mot de passe : ${commonPasswordMessage}`);
  }
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const user = await updateUser(db, existing.id, {
      role: 'admin',
      ...(password ? { passwordHash: await hashPassword(password) } : {}),
    });
    return { user, created: false };
  }
  if (!password) throw new AdminInputError('Mot de passe : obligatoire pour créer un compte.');
  const user = await createUser(db, {
    email,
    password,
    firstname: input.firstname?.trim() || 'Administrateur',
    lastname: input.lastname?.trim() || 'LAPM',
    role: 'admin',
  });
  return { user, created: true };
}
