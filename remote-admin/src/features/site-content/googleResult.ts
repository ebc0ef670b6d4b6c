import { seoLengths } from '@lapm/contracts';

/** Text as Google shows it in a result: past `limit` characters, cut at a word and ended with « … ». */
export function googleCut(text: string, limit: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= limit) return trimmed;
  const head = trimmed.slice(0, limit);
  const space = head.lastIndexOf(' ');
  return `${(space > limit / 2 ? head.slice(0, space) : head).replace(/[\s,;:.–—-]+$/, '')} …`;
}

/** How Google writes a page's address above its title: « lapm-photographie.fr › tarifs ». */
export function googleAddress(host: string, path: string): string {
  return [host, ...path.split('/').filter(Boolean)].join(' › ');
}

export type LengthVerdict = 'short' | 'good' | 'cut';

/** Whether a title or description is shorter than Google's usual room, within it, or will be cut. */
export function lengthVerdict(field: keyof typeof seoLengths, text: string): LengthVerdict {
  const { from, to } = seoLengths[field];
  const length = text.trim().length;
  return length > to ? 'cut' : length < from ? 'short' : 'good';
}
