import { api } from '@lapm/api-client';
import { useLoad } from '@lapm/forms';
import { useCallback } from 'react';
import { fr } from '../../i18n/fr';
import { Removal } from './Removal';

const text = fr.siteContent;

/** What links to the card, asked of the server when she asks to remove it. */
function CardUsages({ cardKey }: { cardKey: string }) {
  const load = useCallback(() => api.adminSiteContent.cardUsages(cardKey), [cardKey]);
  const usages = useLoad(load);
  const used = usages.status === 'ready' && usages.data.length > 0;
  return (
    <>
      <p aria-live="polite">
        {usages.status === 'loading' && text.cardUsagesLoading}
        {usages.status === 'error' && text.cardUsagesFailed}
        {usages.status === 'ready' &&
          (used ? text.cardUsedBy(usages.data.map((usage) => usage.name).join(', ')) : text.cardUnused)}
      </p>
      {used && <p>{text.cardUsedByHint}</p>}
    </>
  );
}

/**
 * « Retirer la carte »: asks first, saying what links to the card (« Utilisée par : … »); the
 * removal is a change of the draft, published with the rest.
 */
export function CardRemoval({
  cardKey,
  name,
  onRemove,
}: {
  cardKey: string;
  name: string;
  onRemove: () => void;
}) {
  return (
    <Removal
      texts={{
        remove: text.removeCard(name),
        question: text.removeCardQuestion(name),
        confirm: text.confirmRemoveCard(name),
        keep: text.keepCard,
        draft: text.cardRemovalDraft,
      }}
      details={() => <CardUsages cardKey={cardKey} />}
      onRemove={onRemove}
    />
  );
}
