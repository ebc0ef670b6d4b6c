// A scroll as a finger or a wheel gives it: the browser's compositor moves the page, and the
// frames a visitor sees are read from the browser's own frame reporter (a trace), not from the
// page's requestAnimationFrame, which only times the main thread.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { type FrameReport, presentedScrollFrames } from '../../tooling/benchmarks/scroll-frames';

export interface CompositorScroll {
  /** Intervals between two frames presented while the compositor scrolled, in ms. */
  frames: number[];
  /** Frames presented with part of the screen not drawn yet (blank tiles). */
  incomplete: number;
  distance: number;
}

/**
 * Scrolls the page top to bottom at `pxPerMs` as a wheel does (Chromium without a screen does not
 * scroll for a synthetic touch; both are compositor scrolls), the browser tracing its frames.
 */
export async function compositorScroll(
  browser: Browser,
  page: Page,
  cdp: CDPSession,
  pxPerMs: number,
): Promise<CompositorScroll> {
  const distance = await page.evaluate(() => {
    scrollTo(0, 0);
    return (document.scrollingElement ?? document.documentElement).scrollHeight - innerHeight;
  });
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline.frame'] });
  await cdp.send('Input.synthesizeScrollGesture', {
    x: 195,
    y: 500,
    yDistance: -distance,
    speed: pxPerMs * 1000,
    gestureSourceType: 'mouse',
  });
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: FrameReport[] };
  return { ...presentedScrollFrames(trace), distance };
}
