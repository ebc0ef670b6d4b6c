import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { fr } from '../../i18n/fr';
import { useFocusTrap } from '../../internal/useFocusTrap';
import { Button } from '../Button/Button';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** 'Supprimer', 'Confirmer'… */
  confirmLabel: string;
  /** 'Annuler' by default. */
  cancelLabel?: string;
  /** danger paints the confirm button as destructive. */
  tone?: 'default' | 'danger';
  onConfirm: () => void;
  /** Cancel button, Escape, or a click on the backdrop. */
  onCancel: () => void;
}

/**
 * A modal confirmation. Focus starts on Cancel (the safe choice), stays inside while
 * open, and returns to the opening button on close; Escape cancels.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(dialog, { onEscape: onCancel, initialFocus: cancel });
  return (
    // A click beside the dialog cancels, as on a native one; keyboard users have Escape.
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only convenience, Escape covers the keyboard
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div
        ref={dialog}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={messageId} className={styles.message}>
          {children}
        </div>
        <div className={styles.actions}>
          <Button ref={cancel} variant="secondary" onClick={onCancel}>
            {cancelLabel ?? fr.dialog.cancel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
