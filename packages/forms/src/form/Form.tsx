import { Button, type ButtonProps } from '@lapm/ui';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Form.module.css';

/** The classes of the form layout, for the rare element no component below covers. */
export { styles as formStyles };

interface FormProps extends Omit<ComponentProps<'form'>, 'noValidate' | 'className'> {
  /** A little air between the blocks (the admin forms, with their read-only details and pickers). */
  spaced?: boolean;
}

/**
 * A form whose fields stack. The browser's own validation bubbles are off: every form
 * checks its fields itself and says what is wrong in French, under the field.
 */
export function Form({ spaced = false, ...props }: FormProps) {
  return <form {...props} noValidate className={spaced ? `${styles.form} ${styles.spaced}` : styles.form} />;
}

/** The row of a form's buttons, with an optional hint beside them. */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A small grey line beside the buttons (why Save is disabled, what it will do). */
export function Hint(props: Omit<ComponentProps<'p'>, 'className'>) {
  return <p {...props} className={styles.hint} />;
}

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** The call is running: the button is disabled and says so. */
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The button that submits a form, disabled and relabelled while the call runs. */
export function SubmitButton({ busy, label, busyLabel, disabled = false, ...props }: SubmitButtonProps) {
  return (
    <Button {...props} type="submit" disabled={disabled || busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A problem that stops a screen or a save (missing id, failed load, refused save), in error style. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p className={`${styles.alert} ${styles.danger}`} role="alert">
      {children}
    </p>
  );
}

/** A waiting line (the record is loading), announced politely. */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}

/** What an edit form shows but does not change (id, role…), on a sunk background. */
export function ReadOnly({ children }: { children: ReactNode }) {
  return <div className={styles.readOnly}>{children}</div>;
}

/** The links under a form (to the login, to a new request…), in the site's accent colour. */
export function FormLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className={styles.links}>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link className={styles.link} to={to}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
