import { heroPlaceOf } from '@lapm/contracts';
import { DocumentHead } from '@lapm/seo';
import type { ComponentProps } from 'react';
import { serviceInfo } from '../../content/catalog';
import { bookingMailLinks } from '../../content/mailLinks';
import { usePlacements } from '../../content/placements';
import type { ServicePageContent } from '../../content/types';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { CopyBlocks } from '../shared/CopyBlocks';
import { PageHeader } from '../shared/PageHeader';
import { PriceSection } from '../shared/PriceSection';
import { placedPhoto, ratioOf } from '../shared/placedPhoto';

/** A service page at `page`: copy and galleries, then its price cards and its customer reviews. */
export function ServicePage({ content, page }: { content: ServicePageContent; page: string }) {
  const { prices, reviews } = content;
  const hero = placedPhoto(usePlacements(page), heroPlaceOf(page), content.hero);
  return (
    <article>
      <PageHeader title={content.title} lead={content.lead} hero={hero} heroRatio={ratioOf(content.hero)} />
      <CopyBlocks blocks={content.blocks} page={page} />
      <PriceSection
        anchor={serviceInfo[prices.service].anchor}
        heading={prices.heading}
        intro={prices.intro}
        table={prices.table}
        mailLinks={bookingMailLinks(prices.service, prices.table)}
      />
      <ReviewsSection id="avis" heading={reviews.heading} reviews={reviews.list} />
    </article>
  );
}

type Head = ComponentProps<typeof DocumentHead>;

/** The screen of one service: its content file and its page head, in the one service page. */
export function serviceScreen(
  content: ServicePageContent,
  head: Head['head'],
  structuredData: Head['structuredData'],
) {
  return function ServiceScreen() {
    return (
      <>
        <DocumentHead head={head} structuredData={structuredData} />
        <ServicePage content={content} page={head.url} />
      </>
    );
  };
}
