export { DocumentHead, type DocumentHeadProps, NoIndexHead, NotFoundHead } from './DocumentHead';
export { headTags, keywordsOf, LOGO, shareImageOf } from './head';
export {
  type Album,
  blogNode,
  blogPostingNode,
  breadcrumbNode,
  faqPageNode,
  itemListNode,
  type JsonLd,
  type ListEntry,
  personNode,
  portfolioNodes,
  type ReviewSummary,
  type ServiceOffer,
  serviceNode,
  studioNode,
} from './jsonld';
export { PAGE_HEAD_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './markers';
export { type PageHeadFields, underHome } from './pageHead';
export { PageStatusProvider, type PageStatusRecorder, useMissingPage } from './pageStatus';
export { SITE_URL_ATTRIBUTE, type Site, SiteProvider, siteUrl, useSite } from './site';
export { StudioContactProvider, useStudioContact } from './studioContact';
