// `pnpm start`: builds the apps and the server when missing or out of date, then
// serves everything on one port (PORT, default 3000) with the embedded database.
import { apps, buildAll, buildServer, needsBuild, serverNeedsBuild, startServer } from './apps.mjs';

const stale = apps.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Construction : ${stale.join(', ')}…`);
  await buildAll(stale);
}

if (serverNeedsBuild()) {
  console.log('Construction : serveur…');
  await buildServer();
}

// A local try-out: demo accounts on an empty database unless DEMO_DATA=0 (production never runs this).
// NODE_ENV=production: React renders the pages with its production build, ~10× faster than its development one.
const server = startServer(
  { NODE_ENV: process.env.NODE_ENV ?? 'production', DEMO_DATA: process.env.DEMO_DATA ?? '1' },
  {},
  { compiled: true },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
