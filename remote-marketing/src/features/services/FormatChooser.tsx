import { ButtonLink, mailtoHref } from '@lapm/ui';
import { useId, useState } from 'react';
import type { LifestyleFormat } from '../../content/lifestylePage';
import { lifestylePage } from '../../content/lifestylePage';
import { lifestyleMailLink } from '../../content/mailLinks';
import styles from './Lifestyle.module.css';

/** "Quel format choisir ?": the visitor says who comes, the matching format is proposed. */
export function FormatChooser({ formats }: { formats: readonly LifestyleFormat[] }) {
  const [chosenId, setChosenId] = useState(formats[0]?.id);
  const name = useId();
  const resultId = useId();
  const chosen = formats.find((format) => format.id === chosenId);
  const text = lifestylePage.chooser;
  return (
    <div className={styles.chooser}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{text.legend}</legend>
        {formats.map((format) => (
          <label key={format.id} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={format.id}
              checked={format.id === chosenId}
              onChange={() => setChosenId(format.id)}
              aria-controls={resultId}
            />
            <span>{format.choice}</span>
          </label>
        ))}
      </fieldset>
      <div id={resultId} className={styles.result} aria-live="polite">
        {chosen && (
          <>
            <p className={styles.resultLabel}>{text.result}</p>
            <p className={styles.resultName}>
              {chosen.name} <span className={styles.audience}>· {chosen.audience}</span>
            </p>
            <div className={styles.actions}>
              <ButtonLink href={`#${chosen.id}`} variant="secondary" size="small">
                {text.seeSection}
              </ButtonLink>
              <ButtonLink to={chosen.pricesPath} variant="secondary" size="small">
                {text.seePrices}
              </ButtonLink>
              <ButtonLink href={mailtoHref(lifestyleMailLink(chosen.name))} newTab size="small">
                {text.contact}
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
