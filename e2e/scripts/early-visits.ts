// `pnpm bench` (early visits part): what a phone visitor gets before the app has started.
//
// 1. With JavaScript off, on a phone, six checks: the menu opens (each of its links is the element
//    at its own centre), the /tarifs search filters, the /blog filter filters, the 404 page's
//    « Revenir à l'accueil » goes home, the login form logs in, and a wrong password is said.
// 2. Typed values kept in early visits: a form loaded on slow 4G with the CPU 4× slower, its
//    fields typed the moment they are painted, while the app's scripts are still on their way or
//    starting, at a person's pace (80–120 ms a key) or filled at once as a password manager does.
//    Once the app has started, every field must still hold what was put in it.
//
//   pnpm --filter e2e bench:early                                  the built site, on a server of its own
//   BASE_URL=http://127.0.0.1:4000 pnpm --filter e2e bench:early   a server already running
//   TRIES=9 pnpm --filter e2e bench:early                          visits of each kind on each form (default 5)
//
// The checks find controls by their roles, labels and text, so that another version of the site
// can be measured too. It prints the figures and exits 0 whatever they are: it measures, it does
// not gate. The figures go to benchmarks/early-visits.json (BENCHMARKS.md is generated from
// it), unless BASE_URL names another server.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { paths } from '@lapm/contracts';
import { chromium, expect, type Locator, type Page } from '@playwright/test';
import { startBench } from '../../tooling/benchmarks/record';
import type { BenchResults } from '../../tooling/benchmarks/results';
import { SLOW_4G } from '../support/first-tap';
import { registerClient } from '../support/login';
import { expectReachable } from '../support/reachable';
import { appHoldsPage, waitForApp } from '../support/ready';
import { chromiumLaunchOptions, type RunningServer, startSiteServer } from '../support/server';

if (!existsSync(chromiumLaunchOptions.executablePath)) {
  console.log(
    `Chromium introuvable (${chromiumLaunchOptions.executablePath}) : mesure des visites précoces ignorée.`,
  );
  process.exit(0);
}

const bench = startBench('early-visits', 'pnpm --filter e2e bench:early');
const tries = Math.max(1, Number(process.env.TRIES ?? 5));
/** How long a check without JavaScript waits for what a visitor would see. */
const CHECK_TIMEOUT_MS = 8_000;
/** How long an early visit waits for the app to start. */
const APP_START_TIMEOUT_MS = 60_000;
/** After the app has started, its effects run: values are read this long after. */
const SETTLE_MS = 1_000;
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-FR' };

const loadAtStart = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
const server: RunningServer | undefined = process.env.BASE_URL ? undefined : await startSiteServer({});
const baseURL = process.env.BASE_URL ?? server?.url ?? '';
const browser = await chromium.launch(chromiumLaunchOptions);

/** A check passes when `run` ends; it fails with what went wrong. */
async function check(name: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ ...phone, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(CHECK_TIMEOUT_MS);
  try {
    await run(page);
    return { name, passed: true, why: '' };
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    return { name, passed: false, why };
  } finally {
    await context.close();
  }
}

const within = { timeout: CHECK_TIMEOUT_MS };

async function withoutJavaScript() {
  // The account the login checks use, registered through the API.
  const setUp = await browser.newContext({ baseURL });
  const client = await registerClient(await setUp.newPage(), baseURL);
  await setUp.close();

  const logIn = async (page: Page, password: string) => {
    await page.goto(paths.login);
    await page.getByLabel('Email', { exact: true }).fill(client.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  };

  return [
    await check('le menu s’ouvre, ses liens sous le doigt', async (page) => {
      await page.goto(paths.home);
      await page.getByRole('button', { name: 'Ouvrir le menu principal' }).tap();
      const menu = page.getByRole('navigation', { name: 'Navigation principale' });
      for (const name of ['TARIFS', 'CONTACT', 'PORTFOLIO', 'COMPTE'])
        await expectReachable(menu.getByRole('link', { name, exact: true }));
    }),
    await check('la recherche de /tarifs filtre', async (page) => {
      await page.goto(paths.prices);
      const cards = page.getByRole('list', { name: 'Prestations' }).getByRole('link');
      const all = await cards.count();
      const search = page.getByLabel('Rechercher une prestation');
      await search.fill('MARIAGE');
      await search.press('Enter');
      await expect.poll(() => cards.count(), within).toBeGreaterThan(0);
      await expect.poll(() => cards.count(), within).toBeLessThan(all);
    }),
    await check('le filtre de /blog filtre', async (page) => {
      await page.goto(paths.blog);
      const articles = page.getByRole('list', { name: 'Articles du blog' }).getByRole('link');
      const all = await articles.count();
      const filter = page.getByLabel('Filtrer les articles par titre');
      await filter.fill('grossesse');
      await filter.press('Enter');
      await expect.poll(() => articles.count(), within).toBeGreaterThan(0);
      await expect.poll(() => articles.count(), within).toBeLessThan(all);
    }),
    await check('« Revenir à l’accueil » de la page 404 mène à l’accueil', async (page) => {
      await page.goto('/cette-page-nexiste-pas');
      const name = "Revenir à l'accueil";
      await page.getByRole('link', { name }).or(page.getByRole('button', { name })).tap();
      await expect(page).toHaveURL(`${baseURL}/`, within);
    }),
    await check('le formulaire de connexion connecte', async (page) => {
      await logIn(page, client.password);
      await expect(page).toHaveURL(`${baseURL}${paths.account}`, within);
    }),
    await check('un mauvais mot de passe est signalé', async (page) => {
      await logIn(page, 'pas-le-bon-mot');
      await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible(within);
    }),
  ];
}

interface Field {
  label: string;
  exact?: boolean;
  value: string;
}

/** The forms of an early visit, each field with what the visitor puts in it. */
const forms = (): { path: string; fields: Field[] }[] => {
  const email = `precoce-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.lapm.test`;
  return [
    {
      path: paths.register,
      fields: [
        { label: 'Prénom', exact: true, value: 'Camille' },
        { label: 'Nom', exact: true, value: 'Garnier-Roux' },
        { label: 'Email', exact: true, value: email },
        { label: 'Mot de passe', exact: true, value: 'Contre-Jour-2025' },
        { label: 'Confirmer le mot de passe', value: 'Contre-Jour-2025' },
        { label: 'Adresse (facultative)', value: '5 rue Foch\n34000 Montpellier' },
      ],
    },
    {
      path: paths.login,
      fields: [
        { label: 'Email', exact: true, value: email },
        { label: 'Mot de passe', exact: true, value: 'Contre-Jour-2025' },
      ],
    },
    { path: paths.prices, fields: [{ label: 'Rechercher une prestation', value: 'mariage' }] },
  ];
};

type Kind = 'typed' | 'filled';

/** A person types key by key; a password manager sets the whole value at once. */
async function enter(kind: Kind, field: Locator, value: string) {
  if (kind === 'filled') return field.fill(value);
  return field.pressSequentially(value, { delay: 80 + Math.round(Math.random() * 40) });
}

interface Visit {
  kept: boolean;
  /** The app had not started when the first key was typed. */
  early: boolean;
  started: boolean;
  lost: string[];
}

async function earlyVisit(kind: Kind, path: string, fields: Field[]): Promise<Visit> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(APP_START_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
    const located = fields.map((field) => ({
      ...field,
      input: page.getByLabel(field.label, { exact: field.exact }),
    }));
    await located[0]?.input.waitFor({ state: 'visible' });
    const early = !(await appHoldsPage(page));
    for (const { input, value } of located) await enter(kind, input, value);

    // waitForApp waits as long as expect does outside a test (5 s): asked again up to the limit.
    const deadline = Date.now() + APP_START_TIMEOUT_MS;
    let started = false;
    while (!started && Date.now() < deadline)
      started = await waitForApp(page).then(
        () => true,
        () => false,
      );
    await page.waitForTimeout(SETTLE_MS);
    const lost: string[] = [];
    for (const { label, input, value } of located)
      if ((await input.inputValue({ timeout: CHECK_TIMEOUT_MS }).catch(() => '')) !== value) lost.push(label);
    return { kept: lost.length === 0, early, started, lost };
  } finally {
    await context.close();
  }
}

try {
  const checks = await withoutJavaScript();
  console.log(
    `\nSans JavaScript, sur un téléphone (390×844) : ${checks.filter((c) => c.passed).length} sur 6`,
  );
  for (const { name, passed, why } of checks)
    console.log(`${passed ? 'OK ' : 'NOK'} ${name}${why ? ` (${why})` : ''}`);

  const kinds: Record<Kind, string> = {
    typed: 'tapées au rythme d’une personne',
    filled: 'remplies d’un coup (gestionnaire de mots de passe)',
  };
  const visits = new Map<string, Visit[]>();
  for (let run = 0; run < tries; run++)
    for (const { path, fields } of forms())
      for (const kind of Object.keys(kinds) as Kind[]) {
        const visit = await earlyVisit(kind, path, fields);
        const key = `${kind} ${path}`;
        visits.set(key, [...(visits.get(key) ?? []), visit]);
        process.stdout.write(visit.kept ? '.' : 'x');
      }

  console.log(
    `\n\nValeurs gardées dans les visites précoces (4G lente, CPU 4×, 390×844, ${tries} visites de chaque sorte ; charge ${loadAtStart}) :\n`,
  );
  console.log('| Saisie | Page | Gardées | Avant l’app | App démarrée | Champs perdus |');
  console.log('| --- | --- | ---: | ---: | ---: | --- |');
  let kept = 0;
  let total = 0;
  const rows: BenchResults['early-visits']['visits'] = [];
  for (const [key, list] of visits) {
    const [kind, path] = key.split(' ') as [Kind, string];
    const lost = [...new Set(list.flatMap((visit) => visit.lost))];
    kept += list.filter((visit) => visit.kept).length;
    total += list.length;
    rows.push({
      kind,
      path,
      kept: list.filter((v) => v.kept).length,
      total: list.length,
      early: list.filter((v) => v.early).length,
      lost,
    });
    console.log(
      `| ${kinds[kind]} | \`${path}\` | ${list.filter((v) => v.kept).length}/${list.length} | ${list.filter((v) => v.early).length} | ${list.filter((v) => v.started).length} | ${lost.join(', ') || '–'} |`,
    );
  }
  console.log(`\nEn tout : ${kept}/${total} visites gardent toutes leurs valeurs (cible 100 %).`);
  if (server) bench.write({ tries, checks, visits: rows });
} finally {
  await browser.close();
  await server?.stop();
}
