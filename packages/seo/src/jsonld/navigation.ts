import { type Crumb, type PageHead, paths } from '@lapm/contracts';
import type { BreadcrumbList, ItemList, WithContext } from 'schema-dts';
import { type Site, siteUrl } from '../site';
import { CONTEXT } from './common';

/** Where a page stands: its breadcrumb, and the list a listing page makes of what it shows. */

/** The trail of a page: the home page, the record's parents, the page itself. */
export function trailOf(head: PageHead): Crumb[] {
  if (head.url === paths.home) return [{ name: head.breadcrumbName, url: head.url }];
  return [
    { name: 'Accueil', url: paths.home },
    ...(head.parents ?? []),
    { name: head.breadcrumbName, url: head.url },
  ];
}

/**
 * BreadcrumbList of every page. The record's position is the page's place in the trail:
 * a record whose parents disagree with it is a content error, reported at once.
 */
export function breadcrumbNode(site: Site, head: PageHead): WithContext<BreadcrumbList> {
  const trail = trailOf(head);
  if (trail.length !== head.position) {
    throw new Error(
      `Page ${head.url}: position ${head.position}, but its breadcrumb has ${trail.length} steps`,
    );
  }
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl(site, crumb.url),
    })),
  };
}

export interface ListEntry {
  name: string;
  /** Path (with an optional anchor) on the site. */
  url: string;
}

/** A page that lists things (services, articles, formats): one ListItem each, in page order. */
export function itemListNode(site: Site, name: string, entries: readonly ListEntry[]): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      url: siteUrl(site, entry.url),
    })),
  };
}
