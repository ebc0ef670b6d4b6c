import type { CardPhoto, SiteContentDocument, SiteContentPage } from '@lapm/contracts';

/** A copy of `value` with the value at `path` replaced: the form edits one field of a large document. */
export function setIn<T>(value: T, path: readonly (string | number)[], next: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return next as T;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
  copy[head] = setIn(copy[head], rest, next);
  return copy as T;
}

/** Paragraphs are typed in one box, a blank line between two. */
export const joinParagraphs = (paragraphs: readonly string[]) => paragraphs.join('\n\n');
export const splitParagraphs = (text: string) => text.split(/\n[ \t]*\n/);
export const joinLines = (lines: readonly string[]) => lines.join('\n');
export const splitLines = (text: string) => text.split('\n');

const withoutEmpty = (list: unknown) =>
  Array.isArray(list) && list.every((item) => typeof item === 'string')
    ? list.map((item: string) => item.trim()).filter((item) => item !== '')
    : list;

/** What is published: the blank paragraphs, list items and towns of the typing left out. */
export function cleaned<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cleaned) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        ['paragraphs', 'bullets', 'towns'].includes(key) ? withoutEmpty(item) : cleaned(item),
      ]),
    ) as T;
  }
  return value;
}

/** What the admin hands to the preview screen, and gets back: the draft stays filled. */
export interface PreviewState {
  page: SiteContentPage;
  document: SiteContentDocument;
  photos: Record<string, CardPhoto>;
}

export const isPreviewState = (state: unknown): state is PreviewState =>
  typeof state === 'object' && state !== null && 'page' in state && 'document' in state;
