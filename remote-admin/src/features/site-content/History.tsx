import type { SiteContentVersion } from '@lapm/contracts';
import { Button, ConfirmDialog } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** A version's or a draft's time, in the studio's time zone. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Paris',
  });

/**
 * Every publish of the page, newest first: who, when; an earlier one can be published again,
 * once she said so (it goes online at once, and replaces a draft).
 */
export function History({
  versions,
  disabled,
  onRestore,
}: {
  versions: readonly SiteContentVersion[];
  disabled: boolean;
  onRestore: (id: number) => void;
}) {
  const [asked, setAsked] = useState<SiteContentVersion | null>(null);
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
                  onClick={() => setAsked(version)}
                >
                  {text.restore}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? text.restoreTitle(when(asked.created_at)) : ''}
        confirmLabel={text.restoreConfirm}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) onRestore(asked.id);
          setAsked(null);
        }}
      >
        {asked && <p>{text.restoreQuestion(asked.author)}</p>}
      </ConfirmDialog>
    </section>
  );
}
