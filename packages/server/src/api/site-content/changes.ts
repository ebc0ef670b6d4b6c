import {
  identitiesOf,
  identityOf,
  indexOfIdentity,
  type SiteContentChangedBlock,
  valueAtPath,
} from '@lapm/contracts';

type FieldPath = (string | number)[];
type Change = SiteContentChangedBlock['changes'][number];
type Block = SiteContentChangedBlock;
type ItemPair = NonNullable<Block['item']>;

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

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function objectKeys(before: unknown, after: unknown): string[] {
  const keys = [...Object.keys(isObject(after) ? after : {})];
  for (const key of Object.keys(isObject(before) ? before : {})) if (!keys.includes(key)) keys.push(key);
  return keys;
}

const at = (value: unknown, key: string | number) => (isObject(value) ? value[key as string] : undefined);

/**
 * The items among those both versions hold whose order among the others this version changed: all
 * but the longest run kept in the same order (an item shifted by a removal before it stays put).
 */
function movedIdentities(kept: readonly string[], after: readonly string[]): Set<string> {
  const places = kept.map((identity) => after.indexOf(identity));
  const longest = places.map(() => 1);
  const previous = places.map(() => -1);
  places.forEach((place, index) => {
    for (let earlier = 0; earlier < index; earlier += 1) {
      if ((places[earlier] ?? 0) < place && (longest[earlier] ?? 0) + 1 > (longest[index] ?? 0)) {
        longest[index] = (longest[earlier] ?? 0) + 1;
        previous[index] = earlier;
      }
    }
  });
  const stayed = new Set<string>();
  let index = longest.indexOf(Math.max(0, ...longest));
  while (index >= 0) {
    stayed.add(kept[index] as string);
    index = previous[index] ?? -1;
  }
  return new Set(kept.filter((identity) => !stayed.has(identity)));
}

type Alike = (before: unknown, after: unknown) => boolean;

const same: Alike = (before, after) => JSON.stringify(before) === JSON.stringify(after);

/** The same item with a field changed: at least half of their fields hold the same. */
const akin: Alike = (before, after) => {
  if (!isObject(before) || !isObject(after)) return false;
  const keys = objectKeys(before, after);
  const kept = keys.filter((key) => same(before[key], after[key])).length;
  return kept > 0 && kept * 2 >= keys.length;
};

/** The longest run of items alike in both lists, kept in order, as [before, after] places. */
function longestAlike(
  before: readonly unknown[],
  after: readonly unknown[],
  alike: Alike,
): [number, number][] {
  const longest = Array.from({ length: before.length + 1 }, () =>
    new Array<number>(after.length + 1).fill(0),
  );
  const matches = before.map((item) => after.map((other) => alike(item, other)));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    const [row, below] = [longest[i] as number[], longest[i + 1] as number[]];
    for (let j = after.length - 1; j >= 0; j -= 1) {
      row[j] = matches[i]?.[j] ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (matches[i]?.[j] && longest[i]?.[j] === (longest[i + 1]?.[j + 1] ?? 0) + 1) pairs.push([i++, j++]);
    else if ((longest[i + 1]?.[j] ?? 0) >= (longest[i]?.[j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return pairs;
}

/**
 * The items of a list known by no identity (a section, a question): those unchanged paired with
 * themselves, so one removed or added before them leaves them be; then those with a field
 * changed; what is left, by place. `from` is where the slices start in the whole lists.
 */
function pairedByPlace(
  before: readonly unknown[],
  after: readonly unknown[],
  tests: readonly Alike[] = [same, akin],
  from: readonly [number, number] = [0, 0],
): ItemPair[] {
  const place = (index: number, length: number, start: number) => (index < length ? start + index : null);
  const [alike, ...others] = tests;
  if (!alike) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, k) => ({
      identity: null,
      before: place(k, before.length, from[0]),
      after: place(k, after.length, from[1]),
      moved: false,
    }));
  }
  const pairs: ItemPair[] = [];
  let [i, j] = [0, 0];
  const ends: [number, number] = [before.length, after.length];
  for (const [was, is] of [...longestAlike(before, after, alike), ends]) {
    pairs.push(
      ...pairedByPlace(before.slice(i, was), after.slice(j, is), others, [from[0] + i, from[1] + j]),
    );
    if (was < before.length) {
      pairs.push({ identity: null, before: from[0] + was, after: from[1] + is, moved: false });
    }
    [i, j] = [was + 1, is + 1];
  }
  return pairs;
}

/**
 * The items of a list in both versions, paired by identity when every item has one (a card's
 * key, a review's id), else by position; in the newer order, each removed item after the one it
 * followed.
 */
export function pairedItems(before: readonly unknown[], after: readonly unknown[]): ItemPair[] {
  const [was, is] = [identitiesOf(before), identitiesOf(after)];
  if (!was || !is) return pairedByPlace(before, after);
  const moved = movedIdentities(
    was.filter((identity) => is.includes(identity)),
    is,
  );
  const pairs: ItemPair[] = is.map((identity, index) => ({
    identity,
    before: was.includes(identity) ? was.indexOf(identity) : null,
    after: index,
    moved: moved.has(identity),
  }));
  was.forEach((identity, index) => {
    if (is.includes(identity)) return;
    const follows = pairs.findIndex((pair) => pair.identity === was[index - 1]);
    pairs.splice(follows + 1, 0, { identity, before: index, after: null, moved: false });
  });
  return pairs;
}

/**
 * Visits every field that differs between two documents, in the order the newer one holds them,
 * with the block it belongs to: the item of the first list that holds it, or the document's
 * field itself when it is in no list. A block is named by its path in the older document where
 * it was there.
 */
function visit(before: unknown, after: unknown, path: FieldPath, into: Map<string, Block>, block?: Block) {
  if (path.length > 0 && [before, after].some((value) => value !== undefined && isField(value))) {
    const [was, is] = [textOf(before), textOf(after)];
    if (was === is) return;
    const change: Change = { path, before: was, after: is };
    if (block) block.changes.push(change);
    else {
      const key = JSON.stringify(path.slice(0, 1));
      const outside = into.get(key) ?? { path: path.slice(0, 1), restorable: false, changes: [] };
      outside.changes.push(change);
      into.set(key, outside);
    }
    return;
  }
  if (!Array.isArray(before) && !Array.isArray(after)) {
    for (const key of objectKeys(before, after))
      visit(at(before, key), at(after, key), [...path, key], into, block);
    return;
  }
  const [was, is] = [listOf(before), listOf(after)];
  for (const pair of pairedItems(was, is)) {
    const itemPath = [...path, (pair.before ?? pair.after) as number];
    const [old, now] = [
      pair.before === null ? undefined : was[pair.before],
      pair.after === null ? undefined : is[pair.after],
    ];
    if (block) {
      visit(old, now, itemPath, into, block);
      continue;
    }
    const item: Block = { path: itemPath, restorable: pair.before !== null, item: pair, changes: [] };
    // An item added takes its place in the newer list, which an older item may name too.
    const key = JSON.stringify([itemPath, pair.before === null]);
    into.set(key, item);
    visit(old, now, itemPath, into, item);
    if (item.changes.length === 0 && !pair.moved) into.delete(key);
  }
}

/** The block a field belongs to: the item of the first list holding it, or its first field outside any. */
export function blockOf(path: readonly (string | number)[]): FieldPath {
  const item = path.findIndex((key) => typeof key === 'number');
  return path.slice(0, item < 0 ? 1 : item + 1);
}

/** What a value holds at a path, undefined where the document has nothing there. */
export const valueAt = valueAtPath;

/**
 * A version's changes grouped by block: an item of a list is paired with the same item of the
 * version before (by key or id where its list has them), so one removed, added or moved shows as
 * itself. A block the version before held can be put back as it was.
 */
export function changedBlocks(before: unknown, after: unknown): SiteContentChangedBlock[] {
  const blocks = new Map<string, Block>();
  visit(before, after, [], blocks);
  return [...blocks.values()].map((block) =>
    block.item ? block : { ...block, restorable: valueAt(before, block.path) !== undefined },
  );
}

/**
 * Puts an item of a list known by identity back where `source` had it: after the item it followed
 * there that is still in the list (first when none is), in place of its newer self if any.
 */
function placeItem(list: unknown[], sourceList: readonly unknown[], index: number, value: unknown) {
  const identity = identityOf(value) as string;
  const now = indexOfIdentity(list, identity);
  if (now >= 0) list.splice(now, 1);
  let follows = -1;
  for (let earlier = index - 1; earlier >= 0 && follows < 0; earlier -= 1) {
    const previous = identityOf(sourceList[earlier]);
    if (previous !== undefined) follows = indexOfIdentity(list, previous);
  }
  list.splice(follows + 1, 0, value);
}

/**
 * Puts an item of a list known by no identity back: over the item paired with it now (itself
 * changed since), or, removed since, after the item it followed that is still there.
 */
function putByPlace(list: unknown[], sourceList: readonly unknown[], index: number, value: unknown) {
  const pairs = pairedByPlace(sourceList, list);
  const now = pairs.find((pair) => pair.before === index)?.after ?? null;
  if (now !== null) {
    list[now] = value;
    return;
  }
  const follows = pairs.findLast(
    (pair) => pair.before !== null && pair.before < index && pair.after !== null,
  );
  list.splice((follows?.after ?? -1) + 1, 0, value);
}

/**
 * `current` with one block put back as `source` holds it: an item of a list known by identity at
 * its old place among the others, one of a list known by position at its index (at the end of a
 * list shortened since); a list or a formula missing since is made again.
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
  const sourceList = listOf(valueAt(source, block.slice(0, -1)));
  if (Array.isArray(parent) && typeof last === 'number') {
    if (identitiesOf(sourceList) && identitiesOf(parent)) placeItem(parent, sourceList, last, value);
    else putByPlace(parent, sourceList, last, value);
  } else parent[last] = value;
  return copy;
}
