import type { Browser } from '@playwright/test';

/** Lighthouse's mobile network: slow 4G, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** A person taps the menu this long after it is painted. */
const TAP_AFTER_PAINT_MS = 300;
/** A tap that gives no reachable menu link within this time is lost. */
const LOST_AFTER_MS = 5_000;

/**
 * Runs in the page before its own scripts. It notes when the burger is first painted (the first
 * frame where it has a box), and after a pointerdown, the first frame in which a link of the
 * phone's menu is the element at its own centre (reachable by a thumb): checked at each frame,
 * at each change of the document and at each popover's toggle, then timed a frame and a task
 * later, when that frame is on screen. A string: the TypeScript loader would add helpers the
 * page does not have.
 */
const PROBE = `
  (() => {
    const probe = (window.firstTap = {});
    const burger = () => document.querySelector('.nav__burger');
    const waitForBurger = () => {
      const button = burger();
      const box = button && button.getBoundingClientRect();
      if (box && box.width > 0 && getComputedStyle(button).visibility === 'visible') {
        requestAnimationFrame(() => setTimeout(() => { probe.paintedAt = performance.now(); }));
        return;
      }
      requestAnimationFrame(waitForBurger);
    };
    requestAnimationFrame(waitForBurger);
    const reachable = () =>
      [...document.querySelectorAll('.nav--mobile a')].some((link) => {
        const box = link.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && (hit === link || link.contains(hit));
      });
    document.addEventListener('pointerdown', (event) => {
      const start = event.timeStamp;
      let done = false;
      const check = () => {
        if (done || !reachable()) return false;
        done = true;
        requestAnimationFrame(() => setTimeout(() => { probe.tapMs = performance.now() - start; }));
        return true;
      };
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(document, { childList: true, subtree: true, attributes: true });
      document.addEventListener('toggle', check, { capture: true });
      const frame = () => { if (!check()) requestAnimationFrame(frame); else observer.disconnect(); };
      requestAnimationFrame(frame);
    }, { once: true, capture: true });
  })();
`;

/** What PROBE notes, on `window`. */
interface Probed {
  firstTap?: { paintedAt?: number; tapMs?: number };
}

export interface FirstTapResult {
  /** Milliseconds from the pointerdown to the first frame with reachable menu links, for each tap not lost. */
  times: number[];
  tries: number;
  lost: number;
  /** The median of `times`, NaN when every tap was lost. */
  medianMs: number;
}

/**
 * The first tap on a phone: `url` loaded on slow 4G with the CPU 4× slower, the burger tapped
 * 300 ms after it is painted, by the touchscreen at its centre (whatever its state: a disabled
 * burger swallows the tap, as it would a thumb's). `tries` fresh visits.
 */
export async function measureFirstTap(browser: Browser, url: string, tries = 5): Promise<FirstTapResult> {
  const times: number[] = [];
  let lost = 0;
  for (let run = 0; run < tries; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.addInitScript(PROBE);
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => (window as unknown as Probed).firstTap?.paintedAt !== undefined,
        undefined,
        {
          timeout: 60_000,
          polling: 20,
        },
      );
      await page.waitForTimeout(TAP_AFTER_PAINT_MS);
      const box = await page.locator('.nav__burger').boundingBox();
      if (!box) throw new Error('The burger has no box.');
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      const tapMs = await page
        .waitForFunction(() => (window as unknown as Probed).firstTap?.tapMs, undefined, {
          timeout: LOST_AFTER_MS,
          polling: 50,
        })
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => undefined);
      if (tapMs === undefined) lost++;
      else times.push(tapMs);
    } finally {
      await context.close();
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const medianMs = sorted.length
    ? ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) +
        (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) /
      2
    : Number.NaN;
  return { times, tries, lost, medianMs };
}
