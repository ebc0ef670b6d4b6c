import { SEARCH_RESULT_LENGTHS } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import styles from './ArticleEditor.module.css';

const text = fr.searchResult;
const { titleMax, descriptionMin, descriptionMax } = SEARCH_RESULT_LENGTHS;

/** Cut as a search engine cuts: at the last whole word that fits, with an ellipsis. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const kept = value.slice(0, max - 1);
  const lastSpace = kept.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? kept.slice(0, lastSpace) : kept).trimEnd()}…`;
}

function descriptionAdvice(length: number): string {
  if (length < descriptionMin) return text.descriptionShort(length);
  if (length > descriptionMax) return text.descriptionLong(length);
  return text.descriptionFits(length);
}

export interface SearchResultPreviewProps {
  /** The title and description the page will carry: hers, or their defaults. */
  title: string;
  description: string;
  /** The page's path on the site. */
  path: string;
}

/** The counts she writes against, and the page as a search result would show it. */
export function SearchResultPreview({ title, description, path }: SearchResultPreviewProps) {
  const host = typeof location === 'undefined' ? '' : location.host;
  return (
    <section aria-label={text.label}>
      <p aria-live="polite">
        {title.length > titleMax ? text.titleLong(title.length) : text.titleFits(title.length)}{' '}
        {descriptionAdvice(description.length)}
      </p>
      <div className={styles.snippet}>
        <span>{`${host}${path}`}</span>
        <strong>{cut(title, titleMax)}</strong>
        <span>{cut(description, descriptionMax)}</span>
      </div>
    </section>
  );
}
