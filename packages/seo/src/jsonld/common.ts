import type { Thing, WithContext } from 'schema-dts';
import type { Site } from '../site';

/** What every JSON-LD node of the site shares: its context, language and the studio's identifiers. */
export type JsonLd = WithContext<Thing>;

export const CONTEXT = 'https://schema.org' as const;
export const LANGUAGE = 'fr-FR';

/** Stable identifiers, so nodes of one page (and of every page) point at the same studio. */
export const studioId = (site: Site) => `${site.origin}/#studio`;
export const photographerId = (site: Site) => `${site.origin}/#photographe`;
