import { api } from '@lapm/api-client';
import type { AdminArticle } from '@lapm/contracts';
import { LoadGate, useLoad } from '@lapm/forms';
import { diffLines } from 'diff';
import { useCallback } from 'react';
import { fr } from '../../i18n/fr';
import styles from './ArticleVersions.module.css';
import { type FieldChange, fieldChanges, shownValue } from './articleVersions';

const text = fr.articles.versions;

/** One version against the article as saved now, field by field: what it had → what is there now. */
export function VersionComparison({
  article,
  revisionId,
  when,
}: {
  article: AdminArticle;
  revisionId: number;
  when: string;
}) {
  const state = useLoad(
    useCallback(() => api.adminArticles.revision(article.id, revisionId), [article.id, revisionId]),
  );
  return (
    <LoadGate state={state} loadingText={text.comparing} notFoundText={fr.editArticle.notFound}>
      {(revision) => {
        const changes = fieldChanges(revision.fields, article);
        return (
          <section className={styles.comparison} aria-label={text.comparisonHeading(when)}>
            <h3>{text.comparisonHeading(when)}</h3>
            {changes.length === 0 ? (
              <p>{text.sameAsCurrent}</p>
            ) : (
              <dl>
                {changes.map((change) => (
                  <FieldComparison key={change.field} change={change} />
                ))}
              </dl>
            )}
          </section>
        );
      }}
    </LoadGate>
  );
}

function FieldComparison({ change }: { change: FieldChange }) {
  return (
    <div className={styles.change}>
      <dt>{change.label}</dt>
      <dd>
        {change.field === 'markdown' ? (
          <TextDiff before={String(change.before)} after={String(change.after)} />
        ) : (
          <>
            <del>
              <span className={styles.hidden}>{text.before} : </span>
              {shownValue(change.field, change.before)}
            </del>
            <span aria-hidden="true"> → </span>
            <ins>
              <span className={styles.hidden}>{text.after} : </span>
              {shownValue(change.field, change.after)}
            </ins>
          </>
        )}
      </dd>
    </div>
  );
}

/** The text, line by line: lines gone since the version struck out, lines added since underlined. */
function TextDiff({ before, after }: { before: string; after: string }) {
  const parts = diffLines(before, after);
  return (
    <pre className={styles.diff}>
      {parts.map((part, index) => {
        const key = `${index}-${part.count}`;
        if (part.removed)
          return (
            <del key={key}>
              <span className={styles.hidden}>{text.removedLine} </span>
              {part.value}
            </del>
          );
        if (part.added)
          return (
            <ins key={key}>
              <span className={styles.hidden}>{text.addedLine} </span>
              {part.value}
            </ins>
          );
        return <span key={key}>{part.value}</span>;
      })}
    </pre>
  );
}
