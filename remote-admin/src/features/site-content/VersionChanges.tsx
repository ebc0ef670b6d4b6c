import { api } from '@lapm/api-client';
import type { FieldPath, SiteContentChangedBlock, SiteContentPage } from '@lapm/contracts';
import { FormError, useLoad } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { useCallback } from 'react';
import { fr } from '../../i18n/fr';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** A field's name in her words: the editor's label of it, or a word for a field the page no longer has. */
export type LabelOf = (path: FieldPath) => string;

const shown = (value: string | null) => (value ? value : text.changeEmpty);

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
  labelOf,
  onRestoreBlock,
}: {
  page: SiteContentPage;
  version: number;
  date: string;
  disabled: boolean;
  labelOf: LabelOf;
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
        const label = labelOf(block.changes[0]?.path ?? block.path);
        return (
          <li key={block.path.join('.')}>
            <dl>
              {block.changes.map((change) => (
                <div key={change.path.join('.')}>
                  <dt>{labelOf(change.path)}</dt>
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
