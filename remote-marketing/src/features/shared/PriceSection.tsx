import {
  enquiryPath,
  type FormulaDocument,
  formulasOf,
  type MailLinks,
  type PriceTable,
  type ServicePageKey,
} from '@lapm/contracts';
import { PriceCard, SectionHeading } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { visibleFormulas } from '../../lib/prices';
import styles from './PriceSection.module.css';

export interface PriceSectionProps {
  /** The pricing anchor (`tarifs-portrait-solo`) that the services list links to. */
  anchor: string;
  heading: string;
  intro: string;
  table: PriceTable;
  /** Her formulas in her order (the first ones, in the order of the table, when not given). */
  formulas?: readonly FormulaDocument[];
  mailLinks: MailLinks;
  /** The service the cards belong to: « Demander cette formule » names it with the formula. */
  service: ServicePageKey;
}

/**
 * The price cards of a service: « Demander cette formule » on each (the site's enquiry form), and
 * 'Plus d'infos' for a formula that has a mail link.
 */
export function PriceSection({
  anchor,
  heading,
  intro,
  table,
  formulas: listed,
  mailLinks,
  service,
}: PriceSectionProps) {
  const formulas = visibleFormulas(table, listed ?? formulasOf({ table }));
  return (
    <section className={styles.section} aria-labelledby={anchor}>
      <SectionHeading id={anchor} eyebrow={fr.service.pricesEyebrow}>
        {heading}
      </SectionHeading>
      <p className={styles.intro}>{intro}</p>
      <ul className={styles.grid}>
        {formulas.map(({ formula, name, lines }) => (
          <li key={formula}>
            <PriceCard
              title={name}
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
