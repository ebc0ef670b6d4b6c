import type { Browser, BrowserContext, TestInfo } from '@playwright/test';

/**
 * What went wrong in the browser while a test ran: uncaught errors, console errors, requests that
 * failed and server errors, each with its time since the test started. CI keeps no trace (see
 * playwright.config.ts): a test that fails there now and then is understood from these lines,
 * printed under its failure.
 */
export async function watchBrowserProblems(browser: Browser, testInfo: TestInfo, run: () => Promise<void>) {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${((Date.now() - started) / 1000).toFixed(1)} s  ${line}`);
  const watch = (context: BrowserContext) => {
    context.on('weberror', (error) => note(`uncaught: ${error.error().stack ?? error.error().message}`));
    context.on('console', (message) => {
      if (message.type() === 'error') note(`console: ${message.text()} (${message.location().url})`);
    });
    context.on('requestfailed', (request) =>
      note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
    );
    context.on('response', (response) => {
      if (response.status() >= 500) note(`response ${response.status()}: ${response.url()}`);
    });
  };
  // Every context of the test, the `page` fixture's as well as those a test opens itself.
  const newContext = browser.newContext;
  browser.newContext = async (...options) => {
    const context = await newContext.apply(browser, options);
    watch(context);
    return context;
  };
  try {
    await run();
  } finally {
    browser.newContext = newContext;
  }
  if (testInfo.status === testInfo.expectedStatus || lines.length === 0) return;
  const body = lines.join('\n');
  await testInfo.attach('browser problems', { body, contentType: 'text/plain' });
  // The reporters print an attachment's first 300 characters only: the whole list goes to the
  // test's output, which the list reporter prints as it comes.
  process.stderr.write(`\nbrowser problems of « ${testInfo.titlePath.join(' › ')} »:\n${body}\n\n`);
}
