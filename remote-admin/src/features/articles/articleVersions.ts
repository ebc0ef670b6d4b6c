import { api } from '@lapm/api-client';
import {
  type AdminArticle,
  type ArticleRevision,
  type ArticleRevisionSummary,
  articleFieldLabels,
  articleRevisionFieldOrder,
  frenchDay,
} from '@lapm/contracts';
import { errorMessage } from '@lapm/forms';
import { useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';

const text = fr.articles.versions;
type Snapshot = ArticleRevision['fields'];
type Field = keyof Snapshot;

/** « 28 novembre 2026 à 14:05 », in the studio's time zone. */
export const savedWhen = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** What a version changed, in her words: « titre, texte », or how it came to be. */
export function changesOf(version: ArticleRevisionSummary, dateOf: (id: number) => string | null): string {
  if (version.restoredFrom !== null) {
    const from = dateOf(version.restoredFrom);
    return from ? text.restored(from) : text.restored('');
  }
  if (version.changes.length === 0) return text.created;
  return version.changes.join(', ');
}

/**
 * The article's versions, newest first, loaded again after each of its saves (its `version`
 * moves). The list shown stays until the next one arrives, so a button she used keeps its focus.
 */
export function useArticleVersions(id: number, version: number) {
  const [versions, setVersions] = useState<ArticleRevisionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.adminArticles.revisions(id).then(
      (list) => {
        if (current && list) setVersions(list);
      },
      (failure: unknown) => {
        if (current) setError(errorMessage(failure));
      },
    );
    return () => {
      current = false;
    };
    // `version` is not read: a new one means a save, whose version must be listed.
  }, [id, version]);
  return { versions, error };
}

/** A field's value as the comparison shows it. */
export function shownValue(field: Field, value: Snapshot[Field]): string {
  if (typeof value === 'string') {
    if (value === '') return text.emptyValue;
    return field === 'published' ? frenchDay(value) : value;
  }
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : text.emptyValue;
  return value.src ? `${value.alt || text.emptyValue} (${value.src})` : text.emptyValue;
}

export interface FieldChange {
  field: Field;
  label: string;
  before: Snapshot[Field];
  after: Snapshot[Field];
}

/** The fields where a version differs from the article as saved now, in the form's order. */
export function fieldChanges(version: Snapshot, current: AdminArticle): FieldChange[] {
  return articleRevisionFieldOrder
    .filter((field) => JSON.stringify(version[field]) !== JSON.stringify(current[field]))
    .map((field) => ({
      field,
      label: articleFieldLabels[field],
      before: version[field],
      after: current[field],
    }));
}
