/**
 * JSON-LD builders. The node types come from schema-dts (the schema.org vocabulary as
 * TypeScript types), so a misspelt property or a wrong value type fails the typecheck;
 * the tests check Google's required properties on top. The builders live in jsonld/ by what
 * they describe (the studio, where a page stands, a service, the other pages); this file is
 * their one entry.
 */
import type { JsonLd } from './jsonld/common';

export { type JsonLd, photographerId, studioId } from './jsonld/common';
export { breadcrumbNode, itemListNode, type ListEntry, trailOf } from './jsonld/navigation';
export {
  type Album,
  blogNode,
  blogPostingNode,
  faqPageNode,
  personNode,
  portfolioNodes,
} from './jsonld/pages';
export { type ReviewSummary, type ServiceOffer, serviceNode } from './jsonld/service';
export { studioNode } from './jsonld/studio';

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function serializeJsonLd(nodes: readonly JsonLd[]): string {
  return JSON.stringify(nodes).replace(/</g, '\\u003c');
}
