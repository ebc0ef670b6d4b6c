import {
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import { cx } from '../../internal/cx';
import { SearchIcon } from '../../internal/SearchIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Field.module.css';
import { useFieldWiring } from './useFieldWiring';

interface FieldText {
  label: ReactNode;
  /** Shown under the label and read after it (format, length…). */
  hint?: ReactNode;
  /** Shown in error style; marks the control invalid while set. */
  error?: ReactNode;
}

function Messages({
  hint,
  error,
  hintId,
  errorId,
}: Omit<FieldText, 'label'> & { hintId?: string; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

/** A control with its label above it and its hint and error under it. */
function Labelled({
  label,
  hint,
  error,
  controlId,
  hintId,
  errorId,
  children,
}: FieldText & { controlId: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children}
      <Messages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

export type TextFieldProps = FieldText & ComponentPropsWithRef<'input'>;

/** A labelled text input (text, email, password, date…) with optional hint and error. */
export function TextField({ label, hint, error, id, className, type = 'text', ...input }: TextFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldWiring({ id, hint, error });
  return (
    <Labelled label={label} hint={hint} error={error} controlId={controlId} hintId={hintId} errorId={errorId}>
      <input type={type} className={cx(styles.control, className)} {...controlProps} {...input} />
    </Labelled>
  );
}

export type TextAreaProps = FieldText & ComponentPropsWithRef<'textarea'>;

/** A labelled multi-line input (postal address, message) with optional hint and error. */
export function TextArea({ label, hint, error, id, className, rows = 4, ...textarea }: TextAreaProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldWiring({ id, hint, error });
  return (
    <Labelled label={label} hint={hint} error={error} controlId={controlId} hintId={hintId} errorId={errorId}>
      <textarea rows={rows} className={cx(styles.control, className)} {...controlProps} {...textarea} />
    </Labelled>
  );
}

export type SelectFieldProps = FieldText & ComponentPropsWithRef<'select'>;

/** A labelled native list (the enquiry's formula) with optional hint and error. */
export function SelectField({ label, hint, error, id, className, children, ...select }: SelectFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldWiring({ id, hint, error });
  return (
    <Labelled label={label} hint={hint} error={error} controlId={controlId} hintId={hintId} errorId={errorId}>
      <select className={cx(styles.control, className)} {...controlProps} {...select}>
        {children}
      </select>
    </Labelled>
  );
}

export type CheckboxProps = FieldText & Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** A native checkbox; its label may hold a link (terms of sale on the consent box). */
export function Checkbox({ label, hint, error, id, className, ...input }: CheckboxProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldWiring({ id, hint, error });
  return (
    <div className={cx(styles.check, className)}>
      <input type="checkbox" className={styles.box} {...controlProps} {...input} />
      <label htmlFor={controlId} className={styles.checkLabel}>
        {label}
      </label>
      <Messages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

export type SearchBoxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'onChange' | 'value'> & {
  /** Accessible name; shown above the box unless `hideLabel`. */
  label: string;
  /** The placeholder then stands for the label visually; screen readers still read the label. */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A search input in a search landmark; filtering is the caller's (it gets the new value).
 * On a page the server drew, what was typed before the app took over is the first value.
 */
export function SearchBox({
  label,
  hideLabel = false,
  value,
  onChange,
  id,
  className,
  ...input
}: SearchBoxProps) {
  const { controlId, controlProps } = useFieldWiring({ id });
  const field = useRef<HTMLInputElement>(null);
  // Once: only what the field held when the app took over.
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== value) onChange(typed);
  }, []);
  return (
    // A <search> element is not yet mapped to the search role by every screen reader.
    // biome-ignore lint/a11y/useSemanticElements: the explicit role is read everywhere
    <div role="search" className={cx(styles.search, className)}>
      <label htmlFor={controlId} className={hideLabel ? undefined : styles.label}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <div className={styles.searchControl}>
        <SearchIcon className={styles.searchIcon} />
        <input
          ref={field}
          type="search"
          className={styles.control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...controlProps}
          {...input}
        />
      </div>
    </div>
  );
}
