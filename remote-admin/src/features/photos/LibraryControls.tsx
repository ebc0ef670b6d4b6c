import type { Photo } from '@lapm/contracts';
import { FormError, StatusMessage } from '@lapm/forms';
import { Button, Checkbox, SearchBox, TextField } from '@lapm/ui';
import type { FormEvent } from 'react';
import { fr } from '../../i18n/fr';
import styles from './photos.module.css';
import type { Selection } from './useSelection';

export interface Filters {
  q: string;
  from: string;
  to: string;
}

interface FiltersFormProps {
  draft: Filters;
  onDraft: (draft: Filters) => void;
  onSearch: (event: FormEvent) => void;
}

/** The library's search: words of the description or file name, and a range of upload days. */
export function FiltersForm({ draft, onDraft, onSearch }: FiltersFormProps) {
  const text = fr.photos;
  return (
    <form className={styles.filters} onSubmit={onSearch}>
      <SearchBox
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        value={draft.q}
        onChange={(q) => onDraft({ ...draft, q })}
      />
      <TextField
        type="date"
        label={text.from}
        value={draft.from}
        onChange={(event) => onDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        type="date"
        label={text.to}
        value={draft.to}
        onChange={(event) => onDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit" variant="secondary">
        {text.search}
      </Button>
    </form>
  );
}

interface BulkActionsProps {
  shown: readonly Photo[];
  selection: Selection;
  onChange: (...photos: Photo[]) => void;
}

/** « Tout sélectionner » and what she does at once to the photos she ticked. */
export function BulkActions({ shown, selection, onChange }: BulkActionsProps) {
  const text = fr.photos;
  return (
    <fieldset className={styles.bulk} aria-label={text.selection}>
      <Checkbox
        label={text.selectAll}
        checked={selection.ids.length === shown.length}
        onChange={(event) => selection.set(event.target.checked ? shown.map((p) => p.id) : [])}
      />
      <p className={styles.bulkCount} role="status">
        {text.selected(selection.ids.length)}
      </p>
      <div className={styles.bulkActions}>
        <Button size="small" disabled={selection.busy} onClick={() => selection.publish(true, onChange)}>
          {text.publish}
        </Button>
        <Button
          size="small"
          variant="secondary"
          disabled={selection.busy}
          onClick={() => selection.publish(false, onChange)}
        >
          {text.unpublish}
        </Button>
        <Button size="small" variant="secondary" onClick={() => selection.setDescribing(true)}>
          {text.describeSelected}
        </Button>
        <Button size="small" variant="danger" onClick={() => selection.askDelete(selection.photos)}>
          {text.remove}
        </Button>
      </div>
      {selection.error && <FormError>{selection.error}</FormError>}
      <StatusMessage>{selection.message}</StatusMessage>
    </fieldset>
  );
}

interface LibraryPagesProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** « Précédentes », the page she is on, « Suivantes »: shown when the library has several pages. */
export function LibraryPages({ page, pages, onPage }: LibraryPagesProps) {
  const text = fr.photos;
  if (pages <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={text.pagination}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text.previous}
      </Button>
      <span>{text.pageOf(page, pages)}</span>
      <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {text.next}
      </Button>
    </nav>
  );
}
