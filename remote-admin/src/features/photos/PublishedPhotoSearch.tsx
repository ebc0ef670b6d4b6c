import { Button, SearchBox } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './PhotoPicker.module.css';
import type { PublishedPhotos } from './usePublishedPhotos';

interface SearchProps {
  library: PublishedPhotos;
  /** The field's name; « Rechercher une photo » unless said. */
  label?: string;
  placeholder?: string;
}

/** The search field of the published photos and its button; Enter searches too. */
export function PublishedPhotoSearch({ library, label, placeholder }: SearchProps) {
  const text = fr.photos.picker;
  return (
    <div className={styles.search}>
      <SearchBox
        label={label ?? text.searchLabel}
        placeholder={placeholder ?? text.searchPlaceholder}
        value={library.draft}
        onChange={library.setDraft}
        onKeyDown={library.searchOnEnter}
      />
      <Button variant="secondary" onClick={library.search}>
        {text.search}
      </Button>
    </div>
  );
}

/** « Photos précédentes », the page she is on, « Photos suivantes »: shown when there are several pages. */
export function PublishedPhotoPages({ library: { page, pages, setPage } }: { library: PublishedPhotos }) {
  const text = fr.photos.picker;
  if (pages <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={text.pageOf(page, pages)}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {text.previous}
      </Button>
      <span>{text.pageOf(page, pages)}</span>
      <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        {text.next}
      </Button>
    </nav>
  );
}
