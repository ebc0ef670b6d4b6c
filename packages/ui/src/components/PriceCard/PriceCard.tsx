import type { MailLink, PriceLine } from '@lapm/contracts';
import { useId } from 'react';
import { fr } from '../../i18n/fr';
import { cx } from '../../internal/cx';
import { ButtonLink } from '../Button/Button';
import styles from './PriceCard.module.css';

/** A mailto: URL with the subject and body encoded (line breaks included). */
export function mailtoHref({ recipient, subject, body }: MailLink): string {
  return `mailto:${recipient}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Spec: a line with an empty label or value is hidden. */
export function visiblePriceLines(lines: readonly PriceLine[]): PriceLine[] {
  return lines.filter((line) => line.value1.trim() !== '' && line.value2.trim() !== '');
}

export interface PriceCardProps {
  /** The formula's display name ('Essentiel'). */
  title: string;
  lines: readonly PriceLine[];
  /** Adds the 'Plus d'infos' button that opens the visitor's mail program. */
  mailLink?: MailLink;
  /** Adds « Demander cette formule »: the site's enquiry form with this formula chosen. */
  enquiryTo?: string;
  headingLevel?: 3 | 4;
  className?: string;
}

/** One price formula. Renders nothing when no line is visible. */
export function PriceCard({
  title,
  lines,
  mailLink,
  enquiryTo,
  headingLevel = 3,
  className,
}: PriceCardProps) {
  const titleId = useId();
  const shown = visiblePriceLines(lines);
  if (shown.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <dl className={styles.lines}>
        {shown.map((line, index) => (
          <div key={`${index}-${line.value1}`} className={styles.line}>
            <dt className={styles.label}>{line.value1}</dt>
            <dd className={styles.value}>{line.value2}</dd>
          </div>
        ))}
      </dl>
      {enquiryTo && (
        // The formula's title describes which one, as for 'Plus d'infos'.
        <ButtonLink to={enquiryTo} block className={styles.action} aria-describedby={titleId}>
          {fr.priceCard.enquire}
        </ButtonLink>
      )}
      {mailLink && (
        // The visible name stays 'Plus d'infos'; the formula's title describes which one.
        <ButtonLink
          href={mailtoHref(mailLink)}
          block
          {...(enquiryTo && { variant: 'secondary' as const })}
          className={enquiryTo ? styles.secondAction : styles.action}
          aria-describedby={titleId}
        >
          {fr.priceCard.moreInfo}
        </ButtonLink>
      )}
    </article>
  );
}
