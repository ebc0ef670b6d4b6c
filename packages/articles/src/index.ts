export * from './markdown';
export { frenchSpacing } from './typography';
