import { Button } from '@lapm/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './siteContent.module.css';

export interface RemovalTexts {
  remove: string;
  question: string;
  confirm: string;
  keep: string;
  /** What the removal does: a change of the draft, published with the rest. */
  draft: string;
}

/**
 * A « Retirer » that asks first, with what the question needs to say (`details`: what links to
 * it); she confirms or keeps it, the focus going back to where she was.
 */
export function Removal({
  texts,
  details,
  onRemove,
}: {
  texts: RemovalTexts;
  details?: () => ReactNode;
  onRemove: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <div>
        <Button ref={opener} variant="secondary" onClick={() => setAsking(true)}>
          {texts.remove}
        </Button>
      </div>
    );
  }
  const keep = () => {
    setAsking(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <div className={styles.removal}>
      <p ref={question} tabIndex={-1}>
        <strong>{texts.question}</strong>
      </p>
      {details?.()}
      <p>{texts.draft}</p>
      <div className={styles.cardPhotoActions}>
        <Button variant="danger" onClick={onRemove}>
          {texts.confirm}
        </Button>
        <Button variant="secondary" onClick={keep}>
          {texts.keep}
        </Button>
      </div>
    </div>
  );
}
