import { prices } from '@lapm/site-seed/tarifs';
import { Card, ListState, listStatus, SearchForm, useTitleSearch } from '@lapm/ui';
import { head, pricesData } from '../../content/heads/prices';
import type { ServiceCardWithImage } from '../../content/serviceCards';
import { serviceCardsOf, useSiteContent } from '../../content/siteContent';
import { fr } from '../../i18n/fr';
import { PageHeader } from '../shared/PageHeader';
import { PublishedHead } from '../shared/PublishedHead';
import styles from './PricesPage.module.css';

/** /tarifs: every service as a card (as she published them), narrowed by a search on the title (`/tarifs?q=…`). */
export default function PricesPage() {
  const published = useSiteContent<'tarifs'>(head.url, prices);
  const serviceCards = serviceCardsOf(published.document, published.photos);
  return (
    <>
      <PublishedHead head={head} structuredData={pricesData(serviceCards)} />
      <PricesView serviceCards={serviceCards} />
    </>
  );
}

/** The page itself, for the published cards or for her draft (the admin's preview). */
export function PricesView({ serviceCards }: { serviceCards: readonly ServiceCardWithImage[] }) {
  const { term, shown } = useTitleSearch(serviceCards);
  const status = listStatus({ loading: false, total: serviceCards.length, shown: shown.length });
  return (
    <div>
      <PageHeader title={fr.prices.title} lead={fr.prices.intro} />
      <SearchForm
        label={fr.prices.searchLabel}
        hideLabel
        placeholder={fr.prices.searchPlaceholder}
        submitLabel={fr.prices.searchSubmit}
        className={styles.search}
      />
      {/* Announces the new count while typing; an empty result is announced by ListState. */}
      <p className={styles.count} aria-live="polite">
        {shown.length > 0 ? fr.prices.count(shown.length) : ''}
      </p>
      <ListState status={status} emptyText={fr.prices.empty} noMatchText={fr.prices.noMatch(term.trim())}>
        <ul className={styles.grid} aria-label={fr.prices.gridLabel}>
          {shown.map((card, index) => (
            <Card
              key={card.key}
              // `/tarifs#clé` leads to the card (docs/decisions/0021).
              id={card.key}
              as="li"
              variant="overlay"
              // The grid sits right under the page's h1.
              headingLevel={2}
              title={card.title}
              to={`${card.path}#${card.anchor}`}
              image={card.picture}
              // Overlay cards: the photo fills the card's 18rem height at 3 / 2, whatever the column.
              imageSizes="27rem"
              // Above the fold on a phone as on a desktop: the first photo is the page's largest image.
              imagePriority={index === 0}
            >
              <p>{card.description}</p>
            </Card>
          ))}
        </ul>
      </ListState>
    </div>
  );
}
