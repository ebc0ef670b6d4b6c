// `pnpm start`: builds the apps and the server when missing or out of date, then
// serves everything on one port (PORT, default 3000) with the embedded database.
import { apps, buildAll, buildServer, needsBuild, serverNeedsBuild, startServer } from './apps.mjs';
import { startEnvironment } from './start-env.mjs';

const stale = apps.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Construction : ${stale.join(', ')}…`);
  await buildAll(stale);
}

if (serverNeedsBuild()) {
  console.log('Construction : serveur…');
  await buildServer();
}

const server = startServer(startEnvironment(process.env), {}, { compiled: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
