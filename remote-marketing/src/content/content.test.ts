import {
  defaultContact,
  pricingAnchors,
  reviewSchema,
  serviceCardSchema,
  townsServed,
} from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { servicePages } from '../test/content';
import { serviceInfo } from './catalog';
import { lifestylePage } from './lifestylePage';
import { portfolioAlbums } from './portfolio';
import { serviceCards } from './serviceCards';
import type { ServicePageContent } from './types';

/** The photos of a service page's galleries, in page order. */
const galleryOf = (page: ServicePageContent) =>
  page.blocks.flatMap((block) => (block.kind === 'gallery' ? block.images : []));

// The newborn page repeats the pregnancy page's content: its photos and reviews count once.
const { newborn: _newborn, ...ownContent } = servicePages;

const allPhotos = [
  ...Object.values(ownContent).flatMap(galleryOf),
  ...Object.values(portfolioAlbums).flatMap((album) => album.pool),
  ...serviceCards.map((card) => card.picture),
];

describe('content', () => {
  it('has the gallery sizes of the spec', () => {
    expect(galleryOf(servicePages.corporate)).toHaveLength(8);
    expect(galleryOf(servicePages.duo)).toHaveLength(8);
    expect(galleryOf(servicePages.hobby)).toHaveLength(8);
    expect(galleryOf(servicePages.solo)).toHaveLength(8);
    expect(galleryOf(servicePages.pregnancy)).toHaveLength(12);
    expect(galleryOf(servicePages.wedding)).toHaveLength(20);
  });

  it('gives every photo a French alt text, a size and its pipeline variants', () => {
    for (const image of allPhotos) {
      expect(image.alt.length).toBeGreaterThan(10);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.variants.jpeg.length).toBeGreaterThan(0);
    }
  });

  it('draws each portfolio album from a larger pool', () => {
    const sizes = Object.values(portfolioAlbums).map((album) => [
      album.shown,
      album.pool.length > album.shown,
    ]);
    expect(sizes).toEqual([
      [15, true],
      [10, true],
      [15, true],
      [25, true],
    ]);
  });

  it('lists about sixty services, each leading to a service page and one of the seven pricing anchors', () => {
    expect(serviceCards.length).toBeGreaterThanOrEqual(55);
    expect(serviceCards.length).toBeLessThanOrEqual(65);
    expect(new Set(serviceCards.map((card) => card.key)).size).toBe(serviceCards.length);
    const pages = new Set(Object.values(serviceInfo).map((info) => info.path)).add('/portrait-nouveau-ne');
    for (const card of serviceCards) {
      expect(serviceCardSchema.safeParse(card).success).toBe(true);
      expect(pages.has(card.path)).toBe(true);
    }
    expect(new Set(serviceCards.map((card) => card.anchor))).toEqual(new Set(pricingAnchors));
  });

  it('holds about thirty valid reviews with unique ids', () => {
    const reviews = [
      ...Object.values(ownContent).flatMap((page) => page.reviews.list),
      ...lifestylePage.reviews,
    ];
    expect(reviews.length).toBeGreaterThanOrEqual(28);
    for (const review of reviews) {
      expect(reviewSchema.safeParse(review).success).toBe(true);
      expect(review.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
    expect(reviews.some((review) => review.commentaire.length > 100)).toBe(true);
  });

  it('serves about fifty towns in the four departments of the spec', () => {
    expect(townsServed.length).toBeGreaterThanOrEqual(45);
    expect(new Set(townsServed.map((town) => town.department))).toEqual(
      new Set(['Hérault', 'Gard', 'Bouches-du-Rhône', 'Aude']),
    );
    expect(defaultContact.email).toContain('@');
  });
});
