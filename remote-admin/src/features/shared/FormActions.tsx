import { Button, ConfirmDialog } from '@lapm/ui';
import { useId, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './Form.module.css';
import type { Pending } from './useSubmission';

interface FormActionsProps {
  pending: Pending;
  canSave: boolean;
  /** Why Save is disabled, or what it will do; read with the button by screen readers. */
  hint: string | null;
  /** The last failure, in error style; the fields keep what was typed. */
  error: string | null;
  /** A delete button that asks first; absent on a creation form. */
  remove?: { title: string; question: string; onConfirm: () => void };
}

/** Save (submits the form), optional Delete with its confirmation, the hint and the error. */
export function FormActions({ pending, canSave, hint, error, remove }: FormActionsProps) {
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const busy = pending !== null;
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={!canSave || busy} aria-describedby={hint ? hintId : undefined}>
          {pending === 'save' ? fr.common.saving : fr.common.save}
        </Button>
        {remove && (
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            {pending === 'delete' ? fr.common.deleting : fr.common.delete}
          </Button>
        )}
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
      {remove && (
        <ConfirmDialog
          open={confirming}
          title={remove.title}
          confirmLabel={fr.common.delete}
          tone="danger"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.onConfirm();
          }}
        >
          <p>{remove.question}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
