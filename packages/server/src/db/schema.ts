/**
 * The database's tables, one file per feature in tables/. Everything imports them from here, and
 * drizzle-kit reads them from here too (drizzle.config.ts).
 */
export * from './tables/accounts';
export * from './tables/albums';
export * from './tables/bookings';
export * from './tables/content';
export * from './tables/enquiries';
export * from './tables/galleries';
export * from './tables/photos';
