import { clickEarly, EARLY_LINKS } from '../support/early-links';
import { expect, test } from '../support/test';

// Issue 44: a link in a page, clicked the moment it is there on a first visit (empty cache, CPU
// slowed 6×), reaches its page whether the app has not started, is starting or has started.
// On a phone-sized screen the links are below the fold: the click scrolls the page first.

const TRIES = 3;

test(`links clicked as soon as they are there reach their pages: ${EARLY_LINKS.length} pages, ${TRIES} first visits each`, async ({
  browser,
  baseURL,
}) => {
  // About 20 s on a quiet machine; a busy one takes several times that.
  test.setTimeout(TRIES * 50_000);
  const lost: string[] = [];
  let clicks = 0;
  for (let run = 0; run < TRIES; run++) {
    // The three pages side by side: a throttled page leaves the CPU idle 5 times out of 6.
    await Promise.all(
      EARLY_LINKS.map(async (visit) => {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
        try {
          const click = await clickEarly(context, baseURL ?? '', visit);
          clicks++;
          if (!click.reached)
            lost.push(
              `${visit.from}: clicked at ${click.clickedAtMs} ms, app ${click.appStarted ? 'started' : 'not started'}, left on ${click.url}`,
            );
        } finally {
          await context.close();
        }
      }),
    );
  }
  expect(clicks).toBe(TRIES * EARLY_LINKS.length);
  expect(lost, 'clicks lost').toEqual([]);
});
