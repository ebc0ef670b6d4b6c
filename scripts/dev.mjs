// `pnpm dev`: every app with hot reload. The shell (http://localhost:3000) proxies
// /api and /remotes.json to the server on 3100, whose manifest points at the
// remotes' own dev servers.
import { apps, rsbuild, runImages, startServer } from './apps.mjs';

const devPorts = {
  'remote-marketing': 3001,
  'remote-blog': 3002,
  'remote-account': 3003,
  'remote-admin': 3004,
};
const remoteUrls = Object.fromEntries(
  Object.entries(devPorts).map(([app, port]) => [
    `REMOTE_${app.replace('remote-', '').toUpperCase()}_URL`,
    `http://localhost:${port}/mf-manifest.json`,
  ]),
);

// The photos' files too, not only their manifest: the dev server shows them as the site does.
runImages();

const children = [
  startServer({ PORT: '3100', HOST: '127.0.0.1', NODE_ENV: 'development', ...remoteUrls }),
  ...apps.map((app) =>
    rsbuild(app, ['dev'], {
      env: { ...process.env, PORT: String(devPorts[app] ?? 3000), API_TARGET: 'http://127.0.0.1:3100' },
    }),
  ),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
