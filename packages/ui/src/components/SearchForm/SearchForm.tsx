import { useCallback, useEffect, useId, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { cx } from '../../internal/cx';
import { SearchIcon } from '../../internal/SearchIcon';
import fieldStyles from '../Field/Field.module.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './SearchForm.module.css';

/** The address's parameter that holds the search term: `/tarifs?q=mariage`. */
const SEARCH_PARAM = 'q';

/** The search term of the page's address, '' when there is none. */
export function useSearchTerm(): string {
  const [params] = useSearchParams();
  return params.get(SEARCH_PARAM) ?? '';
}

export interface SearchFormProps {
  /** Accessible name of the field; shown above it unless `hideLabel`. */
  label: string;
  /** The placeholder then stands for the label visually; screen readers still read the label. */
  hideLabel?: boolean;
  placeholder?: string;
  /** Accessible name of the submit button, drawn as the magnifier. */
  submitLabel: string;
  className?: string;
}

/**
 * A search that works before any script: a GET form that reloads the page with `?q=`, which
 * the server renders filtered. Once the app runs, the list follows each keystroke and the
 * address keeps up (replaced, so Back leaves the page rather than undoing letters).
 *
 * The field is uncontrolled: nothing the app renders can wipe what the visitor typed, even
 * before it started.
 */
export function SearchForm({
  label,
  hideLabel = false,
  placeholder,
  submitLabel,
  className,
}: SearchFormProps) {
  const [params, setParams] = useSearchParams();
  const term = params.get(SEARCH_PARAM) ?? '';
  const navigationType = useNavigationType();
  const field = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const id = useId();

  const setTerm = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(SEARCH_PARAM, value);
          else next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  useEffect(() => {
    const input = field.current;
    if (!input || input.value === term) {
      started.current = true;
      return;
    }
    // What was typed before the app started is what the visitor looks for.
    if (!started.current) {
      started.current = true;
      setTerm(input.value);
      return;
    }
    // A link or Back to this page with another term; the field's own changes replace.
    if (navigationType !== 'REPLACE') input.value = term;
  }, [term, navigationType, setTerm]);

  return (
    // A <search> element is not yet mapped to the search role by every screen reader.
    // biome-ignore lint/a11y/useSemanticElements: the explicit role is read everywhere
    <form
      role="search"
      method="get"
      className={cx(fieldStyles.search, className)}
      onSubmit={(event) => {
        // The list already shows the result: only the phone's keyboard has to go.
        event.preventDefault();
        field.current?.blur();
      }}
    >
      <label htmlFor={id} className={hideLabel ? undefined : fieldStyles.label}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <div className={fieldStyles.searchControl}>
        <input
          ref={field}
          id={id}
          type="search"
          name={SEARCH_PARAM}
          className={fieldStyles.control}
          defaultValue={term}
          placeholder={placeholder}
          // Back to a page filtered by the server: the field shows the term its list is filtered
          // by, not a later one the browser would restore.
          autoComplete="off"
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <VisuallyHidden>{submitLabel}</VisuallyHidden>
        </button>
      </div>
    </form>
  );
}
