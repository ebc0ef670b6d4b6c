import { api } from '@lapm/api-client';
import { useLoad } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './siteContent.module.css';

const text = fr.siteContent;

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
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!asking) {
    return (
      <div>
        <Button ref={opener} variant="secondary" onClick={() => setAsking(true)}>
          {text.removeCard(name)}
        </Button>
      </div>
    );
  }
  return (
    <RemovalQuestion
      cardKey={cardKey}
      name={name}
      onRemove={onRemove}
      onKeep={() => {
        setAsking(false);
        requestAnimationFrame(() => opener.current?.focus());
      }}
    />
  );
}

function RemovalQuestion({
  cardKey,
  name,
  onRemove,
  onKeep,
}: {
  cardKey: string;
  name: string;
  onRemove: () => void;
  onKeep: () => void;
}) {
  const load = useCallback(() => api.adminSiteContent.cardUsages(cardKey), [cardKey]);
  const usages = useLoad(load);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <div className={styles.removal}>
      <p ref={question} tabIndex={-1}>
        <strong>{text.removeCardQuestion(name)}</strong>
      </p>
      <p aria-live="polite">
        {usages.status === 'loading' && text.cardUsagesLoading}
        {usages.status === 'error' && text.cardUsagesFailed}
        {usages.status === 'ready' &&
          (usages.data.length > 0
            ? text.cardUsedBy(usages.data.map((usage) => usage.name).join(', '))
            : text.cardUnused)}
      </p>
      {usages.status === 'ready' && usages.data.length > 0 && <p>{text.cardUsedByHint}</p>}
      <p>{text.cardRemovalDraft}</p>
      <div className={styles.cardPhotoActions}>
        <Button variant="danger" onClick={onRemove}>
          {text.confirmRemoveCard(name)}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {text.keepCard}
        </Button>
      </div>
    </div>
  );
}
