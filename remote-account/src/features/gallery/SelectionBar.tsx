import { api } from '@lapm/api-client';
import { type Gallery, galleryMessages } from '@lapm/contracts';
import { FormFeedback, useSubmission } from '@lapm/forms';
import { Button, ConfirmDialog } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './gallery.module.css';
import { SelectionCount } from './PhotoDownloads';

/** Sending the owner's selection: asked first, refused while it holds no heart. */
export function useSelectionSending(albumId: number, onSent: (selection: Gallery['selection']) => void) {
  const [asking, setAsking] = useState(false);
  const sending = useSubmission();
  function send() {
    setAsking(false);
    void sending.run('save', async () => {
      const answer = await api.galleries.sendSelection(albumId);
      onSent(answer.selection);
      return { kind: 'success', text: answer.message };
    });
  }
  return { asking, setAsking, sending, send };
}

type Sending = ReturnType<typeof useSelectionSending>;

interface SelectionBarProps {
  count: number;
  included: number;
  /** Only the owner sends her selection, until it is sent. */
  canSend: boolean;
  locked: boolean;
  selection: Sending;
}

/** First for the keyboard, drawn under the photos and kept at the screen's foot. */
export function SelectionBar({ count, included, canSend, locked, selection }: SelectionBarProps) {
  const text = fr.gallery;
  const { sending, setAsking } = selection;
  return (
    <div className={styles.selectionBar}>
      <div className={styles.selectionCount}>
        <SelectionCount count={count} included={included} />
      </div>
      {canSend && (
        <Button
          disabled={sending.pending !== null}
          onClick={() =>
            count === 0
              ? sending.setOutcome({ kind: 'error', text: galleryMessages.selectionEmpty })
              : setAsking(true)
          }
        >
          {sending.pending ? text.sending : text.send}
        </Button>
      )}
      {!locked && <FormFeedback outcome={sending.outcome} />}
    </div>
  );
}

/** The question before the selection leaves: once sent, the hearts lock. */
export function SendDialog({ count, selection }: { count: number; selection: Sending }) {
  const text = fr.gallery;
  return (
    <ConfirmDialog
      open={selection.asking}
      title={text.confirmTitle}
      confirmLabel={text.confirm}
      onConfirm={selection.send}
      onCancel={() => selection.setAsking(false)}
    >
      {text.confirmQuestion(count)}
    </ConfirmDialog>
  );
}
