import { Button, ConfirmDialog } from '@lapm/ui';
import { useId, useState } from 'react';
import { fr } from '../i18n/fr';
import type { Pending } from '../submission/useSubmission';
import { ActionRow, FormError, Hint } from './Form';

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
      {error && <FormError>{error}</FormError>}
      <ActionRow>
        <Button type="submit" disabled={!canSave || busy} aria-describedby={hint ? hintId : undefined}>
          {pending === 'save' ? fr.saving : fr.save}
        </Button>
        {remove && (
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            {pending === 'delete' ? fr.deleting : fr.delete}
          </Button>
        )}
        {hint && <Hint id={hintId}>{hint}</Hint>}
      </ActionRow>
      {remove && (
        <ConfirmDialog
          open={confirming}
          title={remove.title}
          confirmLabel={fr.delete}
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
