import type { SiteContentChangedBlock } from '@lapm/contracts';

type FieldPath = (string | number)[];
type Change = SiteContentChangedBlock['changes'][number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A field as the editor shows it: a text, a number, or a list of texts (paragraphs, bullets) as one. */
const isField = (value: unknown) =>
  !isObject(value) || (Array.isArray(value) && value.every((item) => !isObject(item)));

/** A field's text as she typed it: paragraphs separated by a blank line, as the editor writes them. */
function textOf(value: unknown): string | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.join('\n\n');
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (isObject(value)) return JSON.stringify(value);
  return value === null ? '' : String(value);
}

function keysOf(before: unknown, after: unknown): (string | number)[] {
  if (Array.isArray(before) || Array.isArray(after)) {
    const length = Math.max(
      Array.isArray(before) ? before.length : 0,
      Array.isArray(after) ? after.length : 0,
    );
    return Array.from({ length }, (_, index) => index);
  }
  const keys = [...Object.keys(isObject(after) ? after : {})];
  for (const key of Object.keys(isObject(before) ? before : {})) if (!keys.includes(key)) keys.push(key);
  return keys;
}

const at = (value: unknown, key: string | number) => (isObject(value) ? value[key as string] : undefined);

/** The fields that differ between two documents of a page, in the order the newer one holds them. */
export function fieldChanges(before: unknown, after: unknown, path: FieldPath = []): Change[] {
  if (path.length > 0 && [before, after].some((value) => value !== undefined && isField(value))) {
    const [was, is] = [textOf(before), textOf(after)];
    return was === is ? [] : [{ path, before: was, after: is }];
  }
  return keysOf(before, after).flatMap((key) =>
    fieldChanges(at(before, key), at(after, key), [...path, key]),
  );
}

/**
 * The block a field belongs to: the item of a list that holds it (a card, a price line, a review,
 * a section), or the document's field itself when it is in no list.
 */
export function blockOf(path: readonly (string | number)[]): FieldPath {
  const item = path.findIndex((key) => typeof key === 'number');
  return path.slice(0, item < 0 ? 1 : item + 1);
}

/** What a value holds at a path, undefined where the document has nothing there. */
export function valueAt(document: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((value, key) => at(value, key), document);
}

/** A version's changes grouped by block; a block the version before held can be put back as it was. */
export function changedBlocks(before: unknown, after: unknown): SiteContentChangedBlock[] {
  const blocks = new Map<string, SiteContentChangedBlock>();
  for (const change of fieldChanges(before, after)) {
    const path = blockOf(change.path);
    const key = JSON.stringify(path);
    const block = blocks.get(key) ?? { path, restorable: valueAt(before, path) !== undefined, changes: [] };
    block.changes.push(change);
    blocks.set(key, block);
  }
  return [...blocks.values()];
}

/**
 * `current` with one block put back as `source` holds it. A list item restored past the end of
 * the list (removed since) goes back at its end; a list or a formula missing since is made again.
 */
export function withBlock(current: unknown, source: unknown, block: readonly (string | number)[]): unknown {
  const copy = structuredClone(current) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  block.slice(0, -1).forEach((key, index) => {
    if (!isObject(parent[key])) parent[key] = typeof block[index + 1] === 'number' ? [] : {};
    parent = parent[key] as Record<string | number, unknown>;
  });
  const last = block.at(-1) as string | number;
  const value = structuredClone(valueAt(source, block));
  if (Array.isArray(parent) && typeof last === 'number' && last >= parent.length) parent.push(value);
  else parent[last] = value;
  return copy;
}
