import type { SiteContentEdition } from '@lapm/contracts';
import { ActionRow, FormFeedback } from '@lapm/forms';
import { Button } from '@lapm/ui';
import type { ComponentProps } from 'react';
import { fr } from '../../i18n/fr';
import { DraftStatusLine } from '../shared/DraftStatusLine';
import type { DraftStatus } from '../shared/useDraftSaving';
import { when } from './History';
import { ProblemSummary } from './ProblemSummary';
import styles from './siteContent.module.css';
import { useRoomAboveBar } from './useRoomAboveBar';

const text = fr.siteContent;

/** The bar under the fields: preview, publish, discard the draft, and what became of her typing. */
export function PublishBar({
  seo,
  pending,
  edition,
  dirty,
  draftStatus,
  outcome,
  onPreview,
  onDiscard,
}: {
  /** Google's results are drawn in the form itself, beside each page's fields: no preview. */
  seo: boolean;
  pending: string | null;
  edition: SiteContentEdition | null;
  dirty: boolean;
  draftStatus: DraftStatus;
  outcome: ComponentProps<typeof FormFeedback>['outcome'];
  onPreview: () => void;
  onDiscard: () => void;
}) {
  const barRef = useRoomAboveBar();
  return (
    <div ref={barRef} className={styles.actions}>
      <ActionRow>
        {!seo && (
          <Button type="button" variant="secondary" disabled={pending !== null} onClick={onPreview}>
            {text.preview}
          </Button>
        )}
        <Button type="submit" disabled={pending !== null}>
          {pending === 'save' ? text.publishing : text.publish}
        </Button>
        {edition?.draft && (
          <Button type="button" variant="secondary" disabled={pending !== null} onClick={onDiscard}>
            {text.discardDraft}
          </Button>
        )}
        {dirty && <span className={styles.hint}>{text.unsaved}</span>}
      </ActionRow>
      <DraftStatusLine
        status={draftStatus}
        idle={edition?.draft ? text.draftFrom(when(edition.draft.saved_at), edition.draft.author) : null}
      />
      <ProblemSummary />
      <FormFeedback outcome={outcome} />
    </div>
  );
}
