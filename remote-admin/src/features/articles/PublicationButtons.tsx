import { Button } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import type { articleState } from './articleState';

interface PublicationButtonsProps {
  state: ReturnType<typeof articleState>;
  busy: boolean;
  onPublish: (now: boolean) => void;
  onUnpublish: () => void;
}

/** What her article can become from where it is: published, brought forward, or withdrawn. */
export function PublicationButtons({ state, busy, onPublish, onUnpublish }: PublicationButtonsProps) {
  const text = fr.editArticle;
  return (
    <>
      {state === 'draft' && (
        <Button variant="secondary" disabled={busy} onClick={() => onPublish(false)}>
          {text.publish}
        </Button>
      )}
      {state === 'scheduled' && (
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onPublish(true)}>
            {text.publishNow}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onUnpublish}>
            {text.unschedule}
          </Button>
        </>
      )}
      {state === 'published' && (
        <Button variant="secondary" disabled={busy} onClick={onUnpublish}>
          {text.unpublish}
        </Button>
      )}
    </>
  );
}
