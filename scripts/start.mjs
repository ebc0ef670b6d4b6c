// `pnpm start`: builds the apps that are missing or out of date, then serves
// everything on one port (PORT, default 3000) with the embedded database.
import { apps, buildAll, needsBuild, startServer } from './apps.mjs';

const stale = apps.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Construction : ${stale.join(', ')}…`);
  await buildAll(stale);
}

const server = startServer();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
