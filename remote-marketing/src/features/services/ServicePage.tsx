import { heroPlaceOf, type ServicePageDocument, type ServicePageKey } from '@lapm/contracts';
import { useStudioContact } from '@lapm/seo/studio-contact';
import type { ComponentProps } from 'react';
import { serviceInfo } from '../../content/catalog';
import { serviceData } from '../../content/heads/common';
import { bookingMailLinks } from '../../content/mailLinks';
import { usePlacements } from '../../content/placements';
import { type ServiceMedia, servicePageContent, useSiteContent } from '../../content/siteContent';
import type { ServicePageContent } from '../../content/types';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { CopyBlocks } from '../shared/CopyBlocks';
import { PageHeader } from '../shared/PageHeader';
import { PriceSection } from '../shared/PriceSection';
import { PublishedHead } from '../shared/PublishedHead';
import { placedPhoto, ratioOf } from '../shared/placedPhoto';
import { BookingSection } from './BookingSection';

/** A service page at `page`: copy and galleries, then its price cards and its customer reviews. */
export function ServicePage({ content, page }: { content: ServicePageContent; page: string }) {
  const { prices, reviews } = content;
  const hero = placedPhoto(usePlacements(page), heroPlaceOf(page), content.hero);
  const { email } = useStudioContact();
  return (
    <article>
      <PageHeader title={content.title} lead={content.lead} hero={hero} heroRatio={ratioOf(content.hero)} />
      <CopyBlocks blocks={content.blocks} page={page} />
      <PriceSection
        anchor={serviceInfo[prices.service].anchor}
        heading={prices.heading}
        intro={prices.intro}
        table={prices.table}
        formulas={prices.formulas}
        mailLinks={bookingMailLinks(prices.service, prices.formulas, email)}
        service={prices.service}
      />
      <BookingSection service={prices.service} />
      <ReviewsSection id="avis" heading={reviews.heading} reviews={reviews.list} />
    </article>
  );
}

type Head = ComponentProps<typeof PublishedHead>['head'];

/**
 * The screen of one service: the words and prices she published for its page (`head.url`), with
 * the photos of `media`, under its page head. Its structured data carries the reviews the page shows.
 */
export function serviceScreen(initial: ServicePageDocument, media: ServiceMedia, head: Head, title?: string) {
  return function ServiceScreen() {
    const { document } = useSiteContent<ServicePageKey>(head.url, initial);
    const content = servicePageContent(document, media, title, useStudioContact().email);
    return (
      <>
        <PublishedHead
          head={head}
          structuredData={serviceData(head, content.reviews.list, document.prices)}
        />
        <ServicePage content={content} page={head.url} />
      </>
    );
  };
}
