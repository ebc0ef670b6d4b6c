import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirError } from './db/database';
import { seedFirstRun } from './setup/first-run';

/**
 * Hosts and orchestrators wait about 10 s after SIGTERM before killing: whatever still runs then (a
 * slow upload, a mail server that does not answer) is cut here first, and the photo under way is
 * not waited for at all (its claim is handed back, see api/photos/queue.ts).
 */
const SHUTDOWN_DEADLINE_MS = 8_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let created: string[];
  try {
    created = await seedFirstRun(app.db, config);
  } catch (error) {
    await app.close();
    throw error;
  }

  // Graceful shutdown: stop accepting, let requests in flight finish, close the database.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'arrêt en cours');
      setTimeout(() => {
        app.log.error({ signal }, 'arrêt forcé : des requêtes duraient encore');
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  // The pages' code loads before the first visitor: /api/health says 503 until then.
  app.startup.warming = true;
  await app.listen({ port: config.port, host: config.host });
  await app.warmPages();
  if (config.production && process.env.NODE_ENV !== 'production') {
    // React chose its build when it was first imported, from this variable alone.
    app.log.warn(
      'NODE_ENV n’est pas « production » : React rend les pages dans sa version de développement, dix fois plus lente. Lancez le serveur avec NODE_ENV=production.',
    );
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const database = config.databaseUrl ? 'PostgreSQL' : `PostgreSQL embarqué, ${config.dataDir}`;
  console.log(`\n  Site prêt : http://${shown}:${port}  (base : ${database})\n`);
  for (const line of created) console.log(`  ${line}`);
  if (created.length) console.log('');
}

main().catch((error: unknown) => {
  // A refused data folder or configuration: the French message alone, no stack trace.
  console.error(error instanceof ConfigError || error instanceof DataDirError ? error.message : error);
  process.exit(1);
});
