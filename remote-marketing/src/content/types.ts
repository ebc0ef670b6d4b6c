import type { FormulaDocument, PriceTable, Review, TextBlock } from '@lapm/contracts';
import type { PricedService } from './catalog';
import type { Photo } from './images';

/** A link of the copy: inside the site (`to`) or a mail, phone or external address (`href`). */
export type CopyLink = { label: string; to: string } | { label: string; href: string; newTab?: boolean };

/** A piece of page copy, rendered in order; long copy stays out of the components. */
export type Block =
  | (Omit<TextBlock, 'links'> & { links?: CopyLink[] })
  | {
      kind: 'gallery';
      heading: string;
      /** The demo photos, until the photographer places hers (`place`, docs/decisions/0011). */
      images: Photo[];
      place?: string;
    };

/** A service page as its components show it: her published words and prices, with its photos. */
export interface ServicePageContent {
  title: string;
  lead: string;
  hero: Photo;
  blocks: Block[];
  /** The price-card section. */
  prices: {
    service: PricedService;
    heading: string;
    intro: string;
    table: PriceTable;
    /** Her formulas, in her order: each card's name and key. */
    formulas: FormulaDocument[];
  };
  /**
   * Customer reviews, dated DD/MM/YYYY as shown on the cards. The order of the list does not
   * matter: pages show them newest first.
   */
  reviews: { heading: string; list: Review[] };
}
