import { type FieldPath, type SiteContentChangedBlock, valueAtPath } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { type ItemWords, itemWords } from './itemWords';
import type { FieldBoard } from './problems';
import { pathInDocument } from './VersionChanges';

const text = fr.siteContent;

/** How the history names what a version changed, in the words of the editor she uses. */
export interface HistoryWords {
  /**
   * A field's name: the editor's label of it; for an item no longer in her draft, the label the
   * editor gave it there; null for an item's key or id, which she never sees.
   */
  labelOf: (path: FieldPath, block: SiteContentChangedBlock) => string | null;
  /** A block's changes she reads, each with its label, in the order of the editor's fields. */
  fieldsOf: (block: SiteContentChangedBlock) => { change: Change; label: string }[];
  /** The item of a list a block is (« Avis 2 », « Carte « Mariage » »); null outside lists she edits item by item. */
  nameOf: (block: SiteContentChangedBlock) => string | null;
}

type Change = SiteContentChangedBlock['changes'][number];

const samePath = (a: FieldPath, b: FieldPath) => a.length === b.length && a.every((key, i) => key === b[i]);

/** The field an item is known by (`id`, `key`, `path`), from its identity « id:solo-2 ». */
const identityField = (block: SiteContentChangedBlock) => block.item?.identity?.split(':')[0];

/** A value as the item's fields hold it for naming: a text, or nothing for a list or an object. */
const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * The item a block is, as the editor names it: from her draft at its place there, or, gone from
 * it, from what the version held (the fields it removed, or added) at its place in that version.
 */
function wordsOfItem(document: unknown, block: SiteContentChangedBlock): ItemWords | null {
  const { item } = block;
  if (!item) return null;
  const list = block.path.slice(0, -1);
  const now = pathInDocument(document, block.path, block);
  const fields: Record<string, string> = {};
  if (now) {
    const value = valueAtPath(document, now);
    for (const [key, held] of Object.entries(typeof value === 'object' && value ? value : {})) {
      const shown = textOf(held);
      if (shown !== undefined) fields[key] = shown;
    }
    return itemWords(list, { fields, place: (now.at(-1) as number) + 1 });
  }
  for (const change of block.changes) {
    const key = change.path[block.path.length];
    const value = change.before ?? change.after;
    if (change.path.length === block.path.length + 1 && typeof key === 'string' && value !== null)
      fields[key] = value;
  }
  return itemWords(list, { fields, place: (item.before ?? item.after ?? 0) + 1 });
}

export function historyWords(document: unknown, board: FieldBoard): HistoryWords {
  const labelOf: HistoryWords['labelOf'] = (path, block) => {
    const known = identityField(block);
    if (known && samePath(path, [...block.path, known])) return null;
    const field = pathInDocument(document, path, block);
    const drawn = field && board.fieldOf(field)?.label;
    if (drawn) return drawn;
    const words = wordsOfItem(document, block);
    return words?.labels[String(path[block.path.length])] ?? text.changeGone;
  };
  return {
    labelOf,
    fieldsOf: (block) => {
      // The server gives an item's fields in the stored order, not the form's.
      const order = Object.keys(wordsOfItem(document, block)?.labels ?? {});
      const rank = (change: Change) => {
        const place = order.indexOf(String(change.path[block.path.length]));
        return place < 0 ? order.length : place;
      };
      return block.changes
        .flatMap((change) => {
          const label = labelOf(change.path, block);
          return label === null ? [] : [{ change, label }];
        })
        .sort((a, b) => rank(a.change) - rank(b.change));
    },
    nameOf: (block) => wordsOfItem(document, block)?.name ?? null,
  };
}
