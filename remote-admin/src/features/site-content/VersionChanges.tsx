import { api } from '@lapm/api-client';
import {
  type FieldPath,
  indexOfIdentity,
  type SiteContentChangedBlock,
  type SiteContentPage,
  valueAtPath,
} from '@lapm/contracts';
import { FormError, useLoad } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { useCallback } from 'react';
import { fr } from '../../i18n/fr';
import type { HistoryWords } from './historyWords';
import styles from './siteContent.module.css';

const text = fr.siteContent;

const shown = (value: string | null) => (value ? value : text.changeEmpty);

/**
 * Where a field of a version's block is in the document she edits: in the same item of its list,
 * found by its key or id where the list has them (its place may have changed since), else at the
 * place that version gave it; null when that item is no longer there.
 */
export function pathInDocument(
  document: unknown,
  path: FieldPath,
  block: SiteContentChangedBlock,
): FieldPath | null {
  const { item } = block;
  if (!item) return path;
  const list = block.path.slice(0, -1);
  const index = item.identity ? indexOfIdentity(valueAtPath(document, list), item.identity) : item.after;
  return index === null || index < 0 ? null : [...list, index, ...path.slice(block.path.length)];
}

/** What this version did to an item of a list, beyond its fields: removed, added, or moved. */
function itemNote(item: SiteContentChangedBlock['item']): string | null {
  if (!item) return null;
  if (item.after === null) return text.itemRemoved;
  if (item.before === null) return text.itemAdded;
  return item.moved ? text.itemMoved(item.before + 1, item.after + 1) : null;
}

/**
 * What one published version changed, loaded when she opens it: each field's text before and
 * after, grouped by block (a card, a price line, a review…). Each change can be undone alone: its
 * block is put back as the version before held it.
 */
export function VersionChanges({
  page,
  version,
  date,
  disabled,
  words,
  onRestoreBlock,
}: {
  page: SiteContentPage;
  version: number;
  date: string;
  disabled: boolean;
  words: HistoryWords;
  onRestoreBlock: (from: number, block: SiteContentChangedBlock, label: string) => void;
}) {
  const load = useCallback(() => api.adminSiteContent.changes(page, version), [page, version]);
  const state = useLoad(load);
  if (state.status === 'loading') return <p className={styles.hint}>{text.changesLoading}</p>;
  if (state.status === 'error') return <FormError>{state.message}</FormError>;
  const { previous, blocks } = state.data;
  if (previous === null) return <p className={styles.hint}>{text.changesFirst}</p>;
  if (blocks.length === 0) return <p className={styles.hint}>{text.changesNone}</p>;
  return (
    <ul className={styles.changes}>
      {blocks.map((block) => {
        const fields = words.fieldsOf(block);
        const name = words.nameOf(block);
        const label = name ?? fields[0]?.label ?? words.labelOf(block.path, block) ?? '';
        const note = itemNote(block.item);
        return (
          <li key={`${block.path.join('.')}${block.item?.before === null ? '+' : ''}`}>
            {(name || note) && (
              <p>
                {name && <strong>{name}</strong>}
                {name && note && ' — '}
                {note && <span>{note}</span>}
              </p>
            )}
            <dl>
              {fields.map(({ change, label }) => (
                <div key={change.path.join('.')}>
                  <dt>{label}</dt>
                  <dd>
                    {text.changeBefore} : <del>{shown(change.before)}</del>
                  </dd>
                  <dd>
                    {text.changeAfter} : <ins>{shown(change.after)}</ins>
                  </dd>
                </div>
              ))}
            </dl>
            {block.restorable && (
              <Button
                variant="secondary"
                disabled={disabled}
                aria-label={text.blockRestoreLabel(label, date)}
                onClick={() => onRestoreBlock(previous, block, label)}
              >
                {text.blockRestore}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
