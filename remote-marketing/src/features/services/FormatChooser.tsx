import { useStudioContact } from '@lapm/seo/studio-contact';
import { ButtonLink, mailtoHref } from '@lapm/ui';
import { useId } from 'react';
import type { LifestyleFormat } from '../../content/lifestylePage';
import { lifestylePage } from '../../content/lifestylePage';
import { lifestyleMailLink } from '../../content/mailLinks';
import styles from './Lifestyle.module.css';

/**
 * "Quel format choisir ?": the visitor says who comes, the matching format is proposed. Each
 * answer is a <details> of one group (`name`), so choosing one closes the others, before any
 * script as after.
 */
export function FormatChooser({ formats }: { formats: readonly LifestyleFormat[] }) {
  const group = useId();
  const text = lifestylePage.chooser;
  const { email } = useStudioContact();
  return (
    <fieldset className={styles.chooser}>
      <legend className={styles.legend}>{text.legend}</legend>
      {formats.map((format, index) => (
        <details key={format.id} name={group} open={index === 0} className={styles.choice}>
          <summary className={styles.choiceLabel}>{format.choice}</summary>
          <div className={styles.result}>
            <p className={styles.resultLabel}>{text.result}</p>
            <p className={styles.resultName}>
              {format.name} <span className={styles.audience}>· {format.audience}</span>
            </p>
            <div className={styles.actions}>
              <ButtonLink href={`#${format.id}`} variant="secondary" size="small">
                {text.seeSection}
              </ButtonLink>
              <ButtonLink to={format.pricesPath} variant="secondary" size="small">
                {text.seePrices}
              </ButtonLink>
              <ButtonLink href={mailtoHref(lifestyleMailLink(format.name, email))} newTab size="small">
                {text.contact}
              </ButtonLink>
            </div>
          </div>
        </details>
      ))}
    </fieldset>
  );
}
