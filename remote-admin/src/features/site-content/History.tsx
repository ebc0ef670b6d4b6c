import type { FieldPath, SiteContentPage, SiteContentVersion } from '@lapm/contracts';
import { Button, ConfirmDialog } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import type { HistoryWords } from './historyWords';
import styles from './siteContent.module.css';
import { VersionChanges } from './VersionChanges';

const text = fr.siteContent;

/** A version's or a draft's time, in the studio's time zone. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Paris',
  });

/**
 * What she asked: to restore a whole version, or to undo one change of it, which restores its
 * block from the version before (`from`), named by its first field.
 */
interface Asked {
  version: SiteContentVersion;
  block?: { from: number; path: FieldPath; label: string };
}

/**
 * Every publish of the page, newest first: who, when, and what it changed. An earlier one can be
 * published again, or one change undone, once she said so (it goes online at once, and replaces a
 * draft).
 */
export function History({
  page,
  versions,
  disabled,
  words,
  onRestore,
}: {
  page: SiteContentPage;
  versions: readonly SiteContentVersion[];
  disabled: boolean;
  words: HistoryWords;
  onRestore: (id: number, block?: FieldPath) => void;
}) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, open: boolean) =>
    setOpened((shown) => {
      const next = new Set(shown);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  const askedDate = asked ? when(asked.version.created_at) : '';
  return (
    <section aria-labelledby="site-content-history" className={styles.history}>
      <h2 id="site-content-history">{text.historyHeading}</h2>
      {versions.length === 0 ? (
        <p className={styles.hint}>{text.historyEmpty}</p>
      ) : (
        <ol>
          {versions.map((version) => (
            <li key={version.id}>
              <span>{text.version(when(version.created_at), version.author)}</span>
              {version.current ? (
                <strong>{text.current}</strong>
              ) : (
                <Button
                  variant="secondary"
                  disabled={disabled}
                  aria-label={text.restoreLabel(when(version.created_at))}
                  onClick={() => setAsked({ version })}
                >
                  {text.restore}
                </Button>
              )}
              <details
                className={styles.versionChanges}
                onToggle={(event) => toggle(version.id, event.currentTarget.open)}
              >
                <summary>{text.changesShow}</summary>
                {opened.has(version.id) && (
                  <VersionChanges
                    page={page}
                    version={version.id}
                    date={when(version.created_at)}
                    disabled={disabled}
                    words={words}
                    onRestoreBlock={(from, block, label) =>
                      setAsked({ version, block: { from, path: block.path, label } })
                    }
                  />
                )}
              </details>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked?.block ? text.blockRestoreTitle(askedDate) : asked ? text.restoreTitle(askedDate) : ''}
        confirmLabel={text.restoreConfirm}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked?.block) onRestore(asked.block.from, asked.block.path);
          else if (asked) onRestore(asked.version.id);
          setAsked(null);
        }}
      >
        {asked && (
          <p>
            {asked.block
              ? text.blockRestoreQuestion(asked.block.label)
              : text.restoreQuestion(asked.version.author)}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
