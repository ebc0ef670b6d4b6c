export { blogOffers } from './blogOffers';
export * from './markdown';
export { frenchSpacing } from './typography';
