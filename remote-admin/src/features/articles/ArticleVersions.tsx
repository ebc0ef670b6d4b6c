import type { AdminArticle, ArticleRevisionSummary } from '@lapm/contracts';
import { StatusMessage } from '@lapm/forms';
import { Button, ConfirmDialog } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './ArticleVersions.module.css';
import { changesOf, savedWhen, useArticleVersions } from './articleVersions';
import { VersionComparison } from './VersionComparison';

const text = fr.articles.versions;

/**
 * « Versions »: every save of the article, newest first (when, who, what it changed). Each can be
 * compared with the article as saved now, or restored once she said so: restoring saves its
 * content as a new version, so the one it replaces stays in the list.
 */
export function ArticleVersions({
  article,
  disabled,
  onRestore,
}: {
  article: AdminArticle;
  disabled: boolean;
  onRestore: (revisionId: number) => void;
}) {
  const { versions, error } = useArticleVersions(article.id, article.version);
  const [asked, setAsked] = useState<ArticleRevisionSummary | null>(null);
  const askedWhen = asked ? savedWhen(asked.savedAt) : '';
  return (
    <section aria-labelledby="article-versions" className={styles.versions}>
      <h2 id="article-versions">{text.heading}</h2>
      <p>{text.intro}</p>
      {error ? (
        <p>{error}</p>
      ) : versions === null ? (
        <StatusMessage>{text.loading}</StatusMessage>
      ) : versions.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <VersionList article={article} versions={versions} disabled={disabled} onAsk={setAsked} />
      )}
      <ConfirmDialog
        open={asked !== null}
        title={text.restoreTitle(askedWhen)}
        confirmLabel={text.restoreConfirm}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) onRestore(asked.id);
          setAsked(null);
        }}
      >
        <p>{text.restoreQuestion}</p>
        {article.isPublished && <p>{text.restorePublished}</p>}
      </ConfirmDialog>
    </section>
  );
}

function VersionList({
  article,
  versions,
  disabled,
  onAsk,
}: {
  article: AdminArticle;
  versions: readonly ArticleRevisionSummary[];
  disabled: boolean;
  onAsk: (version: ArticleRevisionSummary) => void;
}) {
  const [compared, setCompared] = useState<number | null>(null);
  const dateOf = (id: number) => {
    const version = versions.find((candidate) => candidate.id === id);
    return version ? savedWhen(version.savedAt) : null;
  };
  return (
    <ol>
      {versions.map((version) => {
        const when = savedWhen(version.savedAt);
        const open = compared === version.id;
        return (
          <li key={version.id}>
            <span>{text.line(when, version.author, changesOf(version, dateOf))}</span>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="small"
                aria-expanded={open}
                aria-label={open ? undefined : text.compareLabel(when)}
                onClick={() => setCompared(open ? null : version.id)}
              >
                {open ? text.hideCompare : text.compare}
              </Button>
              <Button
                variant="secondary"
                size="small"
                disabled={disabled}
                aria-label={text.restoreLabel(when)}
                onClick={() => onAsk(version)}
              >
                {text.restore}
              </Button>
            </div>
            {open && <VersionComparison article={article} revisionId={version.id} when={when} />}
          </li>
        );
      })}
    </ol>
  );
}
