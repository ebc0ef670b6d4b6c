/** The schemas of the site's words and prices: the contract of the admin form and of the server. */
export * from './pageDocumentSchemas';
export * from './servicePageSchema';
export * from './siteContentEdition';
