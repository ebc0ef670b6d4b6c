import { serviceInfo } from '../../content/catalog';
import { mailLinks } from '../../content/mailLinks';
import { priceTables } from '../../content/prices';
import { reviewsByService } from '../../content/reviews';
import type { ServicePageContent } from '../../content/types';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { CopyBlocks } from '../shared/CopyBlocks';
import { PageHeader } from '../shared/PageHeader';
import { PriceSection } from '../shared/PriceSection';

/** A service page: copy and galleries, then its price cards and its customer reviews. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  const { prices } = content;
  return (
    <article>
      <PageHeader title={content.title} lead={content.lead} hero={content.hero} />
      <CopyBlocks blocks={content.blocks} />
      {prices && (
        <PriceSection
          anchor={serviceInfo[prices.service].anchor}
          heading={prices.heading}
          intro={prices.intro}
          table={priceTables[prices.service]}
          mailLinks={mailLinks[prices.service]}
        />
      )}
      <ReviewsSection
        id="avis"
        heading={content.reviews.heading}
        reviews={reviewsByService[content.reviews.group]}
      />
    </article>
  );
}
