/**
 * Bounded sqlmap run against the login, user and album endpoints of a server started on loopback
 * (fresh data, demo accounts, no rate limits), then a verdict. Installs the Debian `sqlmap` package
 * when missing (apt-get, as root). Not part of `pnpm test`: it takes a few minutes.
 *
 *   pnpm security          (root package.json: this, then the soak)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoAccounts } from '../src/setup/first-run';
import { loginCookie, startLocalServer } from './local-server';

function ensureSqlmap() {
  if (spawnSync('sqlmap', ['--version']).status === 0) return;
  console.log('sqlmap absent : installation du paquet Debian…');
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'sqlmap'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function main() {
  ensureSqlmap();
  const server = await startLocalServer('security');
  const output = mkdtempSync(join(tmpdir(), 'lapm-sqlmap-'));
  try {
    const { base } = server;
    const admin = await loginCookie(base, demoAccounts.admin);
    const targets = [
      { name: 'POST /api/login', url: `${base}/api/login`, data: JSON.stringify(demoAccounts.client) },
      {
        name: 'POST /api/user/register',
        url: `${base}/api/user/register`,
        data: '{"firstname":"Léa","lastname":"Martin","email":"lea@exemple.fr","password":"Chambre-Noire-34"}',
      },
      { name: 'GET /api/user/{id}', url: `${base}/api/user/1*`, cookie: admin },
      { name: 'GET /api/album/{id}', url: `${base}/api/album/1*`, cookie: admin },
      {
        name: 'PUT /api/album',
        url: `${base}/api/album`,
        cookie: admin,
        data: '{"id":1,"user_id":2,"lien":"https://galerie.exemple.fr/a","access_code":"code","date":"2026"}',
      },
    ];
    const verdicts: string[] = [];
    for (const target of targets) {
      const args = [
        '-u',
        target.url,
        '--batch',
        '--level=2',
        '--risk=1',
        '--dbms=PostgreSQL',
        '--flush-session',
        '--technique=BEUST',
        '--time-sec=2',
        '--timeout=10',
        '--retries=0',
        '--threads=2',
        `--output-dir=${output}`,
        '--skip=cookie',
        // A failed login answers 401: a normal answer to compare, not a reason to stop.
        '--ignore-code=401',
        ...(target.data ? ['--data', target.data, '--headers=Content-Type: application/json'] : []),
        ...(target.cookie ? [`--cookie=${target.cookie}`] : []),
      ];
      // Bounded: at most 4 minutes per endpoint, whatever sqlmap decides to try.
      const run = spawnSync('sqlmap', args, { encoding: 'utf8', timeout: 240_000 });
      const text = `${run.stdout}${run.stderr}`;
      const injectable =
        /is vulnerable|appears to be injectable|sqlmap identified the following injection point/i.test(text);
      const clean = /do not appear to be injectable/i.test(text);
      const verdict = injectable
        ? 'INJECTABLE'
        : clean
          ? 'aucune injection'
          : `indéterminé (code ${run.status})`;
      verdicts.push(verdict);
      console.log(`${target.name.padEnd(26)} ${verdict}`);
      if (!clean || injectable) console.log(text.split('\n').slice(-15).join('\n'));
    }
    const ok = verdicts.every((v) => v === 'aucune injection');
    console.log(ok ? '\nsqlmap : aucune injection trouvée.' : '\nsqlmap : à examiner (voir ci-dessus).');
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(output, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
