import { sql } from 'drizzle-orm';
import { createUser } from '../api/users/users';
import { type Config, ConfigError } from '../config';
import type { Database } from '../db/database';
import { albums, users } from '../db/schema';
import { AdminInputError, createAdmin } from './admin';

/** Demo accounts of the embedded database, listed in docs/api.md. */
export const demoAccounts = {
  admin: { email: 'admin@demo.lapm.fr', password: 'demo-admin-2026' },
  client: { email: 'client@demo.lapm.fr', password: 'demo-client-2026' },
} as const;

/** Printed at each start while the site has no administrator: nobody can manage it yet. */
export const createFirstAdminLines = [
  'Aucun compte administrateur : créez le premier avec « pnpm --filter @lapm/server admin <email> »',
  '(mot de passe demandé au terminal ; voir docs/api.md, « Administrateur en ligne de commande »).',
];

/**
 * Demo accounts have passwords printed in the README: never in production unless asked for by
 * DEMO_DATA=1 (what `pnpm start` does for a local demo), and not on a shared PostgreSQL by default.
 */
const wantsDemoData = (config: Config) => config.demoData ?? (!config.production && !config.databaseUrl);

/**
 * On an empty database: the admin of ADMIN_EMAIL / ADMIN_PASSWORD, or else demo accounts when
 * wanted. Returns the lines to print: how to create an admin while there is none.
 */
export async function seedFirstRun(db: Database, config: Config): Promise<string[]> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      admins: sql<number>`(count(*) filter (where ${users.role} = 'admin'))::int`,
    })
    .from(users);
  if ((row?.count ?? 0) > 0) return (row?.admins ?? 0) > 0 ? [] : createFirstAdminLines;

  if (config.adminEmail || config.adminPassword) {
    if (!config.adminEmail || !config.adminPassword) {
      throw new ConfigError('Configuration invalide : ADMIN_EMAIL et ADMIN_PASSWORD vont ensemble.');
    }
    const admin = { email: config.adminEmail, password: config.adminPassword };
    const user = await createAdmin(db, admin).catch((error: unknown) => {
      if (error instanceof AdminInputError) {
        throw new ConfigError(`Configuration invalide : ADMIN_EMAIL / ADMIN_PASSWORD : ${error.message}`);
      }
      throw error;
    });
    return [`Administrateur créé : ${user.email} (mot de passe : celui de ADMIN_PASSWORD)`];
  }

  if (!wantsDemoData(config)) return createFirstAdminLines;
  await createUser(db, {
    ...demoAccounts.admin,
    firstname: 'Laure-Anne',
    lastname: 'Démo',
    role: 'admin',
    emailConfirmed: true,
  });
  const client = await createUser(db, {
    ...demoAccounts.client,
    firstname: 'Léa',
    lastname: 'Martin',
    address: '12 rue de l’Aiguillerie\n34000 Montpellier',
    role: 'user',
    emailConfirmed: true,
  });
  await db.insert(albums).values([
    {
      userId: client.id,
      date: '12/05/2025',
      lien: 'https://galerie.example.org/lea-martin/portrait',
      accessCode: 'LEA-PORTRAIT-25',
    },
    {
      userId: client.id,
      date: '21/06/2025',
      lien: 'https://galerie.example.org/lea-martin/duo',
      accessCode: 'LEA-DUO-25',
    },
    {
      userId: client.id,
      date: '14/09/2025',
      lien: 'https://galerie.example.org/lea-martin/famille',
      accessCode: 'LEA-FAMILLE-25',
    },
  ]);
  return [
    'Comptes de DÉMONSTRATION créés (mots de passe publics : pour essayer le site, jamais en production) :',
    `  administrateur : ${demoAccounts.admin.email} / ${demoAccounts.admin.password}`,
    `  client         : ${demoAccounts.client.email} / ${demoAccounts.client.password} (3 albums)`,
  ];
}
