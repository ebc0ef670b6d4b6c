import { fr } from '../../i18n/fr';
import styles from './DraftStatusLine.module.css';
import type { DraftStatus } from './useDraftSaving';

/**
 * Where her typing is, beside the save buttons: on its way, kept as a draft, or refused (the form
 * keeps it). `idle` says what there is before she types (a draft found on opening, or nothing).
 */
export function DraftStatusLine({ status, idle }: { status: DraftStatus; idle: string | null }) {
  const text = fr.drafts;
  let message = idle;
  if (status.kind === 'saving') message = text.saving;
  else if (status.kind === 'saved') message = text.saved;
  else if (status.kind === 'failed') message = text.failed(status.message);
  return (
    <p role="status" className={status.kind === 'failed' ? styles.failed : styles.line}>
      {message}
    </p>
  );
}
