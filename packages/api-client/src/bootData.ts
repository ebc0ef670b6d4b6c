// Read without zod: the shell imports this at start, and it ships without zod.
import { BOOT_DATA_ID, type BootData } from '@lapm/contracts';

let read: Partial<BootData> | undefined;

/**
 * The page's boot data (its schema: bootData.ts of @lapm/contracts), parsed once; empty outside
 * a browser or on a page the server did not render (the shell then fetches /remotes.json itself).
 * Each app bundles its own copy, as it does the page data that reads it (pageData.tsx).
 */
export function readBootData(): Partial<BootData> {
  if (read) return read;
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID)?.textContent;
  read = text ? (JSON.parse(text) as Partial<BootData>) : {};
  return read;
}
