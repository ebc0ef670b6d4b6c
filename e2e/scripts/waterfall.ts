import type { CDPSession } from '@playwright/test';
import type { WaterfallEntry } from '../../tooling/benchmarks/results';

const shortUrl = (address: string) => {
  const url = new URL(address);
  const path = url.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '…');
  return path.length > 70 ? `${path.slice(0, 34)}…${path.slice(-34)}` : path;
};

/**
 * Records every request of the page `cdp` watches (Network must be enabled): the bytes and the
 * order that compete with the cover on a slow line. Times count from the page's own request.
 */
export function recordWaterfall(cdp: CDPSession) {
  const started = new Map<string, Omit<WaterfallEntry, 'endMs' | 'bytes'> & { at: number }>();
  const entries: WaterfallEntry[] = [];
  let origin: number | undefined;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    origin ??= event.timestamp;
    started.set(event.requestId, {
      url: shortUrl(event.request.url),
      type: event.type ?? 'Other',
      priority: event.request.initialPriority,
      at: event.timestamp,
      startMs: Math.round((event.timestamp - (origin ?? event.timestamp)) * 1000),
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    if (!request || origin === undefined) return;
    started.delete(event.requestId);
    const { at: _at, ...entry } = request;
    entries.push({
      ...entry,
      endMs: Math.round((event.timestamp - origin) * 1000),
      bytes: Math.round(event.encodedDataLength),
    });
  });
  return {
    /** Every request sent, in the order they started; one still on its way has `endMs` -1. */
    sent(): WaterfallEntry[] {
      const pending = [...started.values()].map(({ at: _at, ...entry }) => ({
        ...entry,
        endMs: -1,
        bytes: 0,
      }));
      return [...entries, ...pending].sort((a, b) => a.startMs - b.startMs);
    },
    /** The requests ended by `untilMs`, in the order they started. */
    until(untilMs: number): WaterfallEntry[] {
      return entries.filter((entry) => entry.endMs <= untilMs).sort((a, b) => a.startMs - b.startMs);
    },
  };
}

/** The waterfall as lines for the console: start–end, kilobytes, priority, type, address. */
export function waterfallLines(entries: readonly WaterfallEntry[]): string[] {
  return entries.map(
    (entry) =>
      `  ${String(entry.startMs).padStart(6)}–${String(entry.endMs < 0 ? '…' : entry.endMs).padEnd(6)} ms ${(entry.bytes / 1024).toFixed(1).padStart(6)} Ko ${entry.priority.padEnd(8)} ${entry.type.padEnd(10)} ${entry.url}`,
  );
}
