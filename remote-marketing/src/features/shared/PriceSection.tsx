import { enquiryPath, type MailLinks, type PriceTable, type ServicePageKey } from '@lapm/contracts';
import { PriceCard, SectionHeading } from '@lapm/ui';
import { formulaLabels } from '../../content/prices';
import { fr } from '../../i18n/fr';
import { visibleFormulas } from '../../lib/prices';
import styles from './PriceSection.module.css';

export interface PriceSectionProps {
  /** The pricing anchor (`tarifs-portrait-solo`) that the services list links to. */
  anchor: string;
  heading: string;
  intro: string;
  table: PriceTable;
  mailLinks: MailLinks;
  /** The service the cards belong to: « Demander cette formule » names it with the formula. */
  service: ServicePageKey;
}

/**
 * The price cards of a service: « Demander cette formule » on each (the site's enquiry form), and
 * 'Plus d'infos' for a formula that has a mail link.
 */
export function PriceSection({ anchor, heading, intro, table, mailLinks, service }: PriceSectionProps) {
  const formulas = visibleFormulas(table);
  return (
    <section className={styles.section} aria-labelledby={anchor}>
      <SectionHeading id={anchor} eyebrow={fr.service.pricesEyebrow}>
        {heading}
      </SectionHeading>
      <p className={styles.intro}>{intro}</p>
      <ul className={styles.grid}>
        {formulas.map(({ formula, lines }) => (
          <li key={formula}>
            <PriceCard
              title={formulaLabels[formula]}
              lines={lines}
              mailLink={mailLinks[formula]}
              enquiryTo={enquiryPath(service, formula)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
