import type { PricedService } from './catalog';
import type { Photo } from './images';
import type { ReviewGroup } from './reviews';

/** A link of the copy: inside the site (`to`) or a mail, phone or external address (`href`). */
export type CopyLink = { label: string; to: string } | { label: string; href: string; newTab?: boolean };

/** A piece of page copy, rendered in order; long copy stays out of the components. */
export type Block =
  | { kind: 'text'; heading: string; paragraphs: string[]; bullets?: string[]; links?: CopyLink[] }
  | { kind: 'gallery'; heading: string; images: Photo[] };

export interface ServicePageContent {
  title: string;
  lead: string;
  hero: Photo;
  blocks: Block[];
  /** The price-card section; absent on LifeStyle. */
  prices?: { service: PricedService; heading: string; intro: string };
  reviews: { group: ReviewGroup; heading: string };
}
