import { readFileSync } from 'node:fs';
import { type Download, kb, measureRoute } from '../support/bytes';
import { publicPages } from '../support/pages';
import { expect, test } from '../support/test';

interface Budgets {
  firstVisitScriptsKB: Record<string, number>;
  startScriptsWireKB: { all: number };
  remoteEntryKB: number;
  largestImageKB: number;
}

const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')) as Budgets;
const KB = 1024;

const list = (files: Download[]) =>
  files.map((file) => `  ${kb(file.gzip).padStart(9)}  ${file.path}`).join('\n');

// Bytes are deterministic for a given build: a change that breaks a budget fails here,
// with the files to look at named in the message.
test.describe('performance budgets (e2e/budgets.json)', () => {
  for (const { path, remote } of publicPages) {
    test(`${path}: JavaScript to start and for the first visit, remote entry and largest image`, async ({
      browser,
      baseURL,
    }) => {
      const { scripts, images, scriptGzip, startWire } = await measureRoute(browser, baseURL ?? '', path);

      const startBudget = budgets.startScriptsWireKB.all * KB;
      // The page must name the scripts that start it, or the budget below would hold with nothing.
      expect(scripts.filter((file) => file.start).map((file) => file.path)).toContainEqual(
        expect.stringMatching(/^\/static\/js\/index\./),
      );
      expect(
        startWire,
        `${path} starts the app with ${kb(startWire)} of JavaScript on the wire, over its ${kb(startBudget)} budget. Its scripts:\n${list(scripts.filter((file) => file.start))}`,
      ).toBeLessThanOrEqual(startBudget);

      const scriptBudget = (budgets.firstVisitScriptsKB[remote] ?? 0) * KB;
      expect(
        scriptGzip,
        `${path} downloads ${kb(scriptGzip)} of JavaScript, over its ${kb(scriptBudget)} budget (${remote}). Largest files:\n${list(scripts.slice(0, 8))}`,
      ).toBeLessThanOrEqual(scriptBudget);

      const entry = scripts.find((file) =>
        new RegExp(`^/remotes/${remote}/static/js/${remote}\\.`).test(file.path),
      );
      expect(entry, `${path} did not load the ${remote} remote entry`).toBeDefined();
      expect(
        entry?.gzip,
        `remote entry ${entry?.path} is ${kb(entry?.gzip ?? 0)}, over its ${budgets.remoteEntryKB} KB budget`,
      ).toBeLessThanOrEqual(budgets.remoteEntryKB * KB);

      const [largest] = images;
      if (largest) {
        expect(
          largest.bytes,
          `image ${largest.path} is ${kb(largest.bytes)}, over the ${budgets.largestImageKB} KB budget`,
        ).toBeLessThanOrEqual(budgets.largestImageKB * KB);
      }
    });
  }
});
