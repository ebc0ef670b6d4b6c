import {
  enquiryFormulaGroupsResponseSchema,
  type FieldPath,
  type PublishedSiteContent,
  priceCardUsagesResponseSchema,
  publishedSiteContentResponseSchema,
  type SiteContentDocument,
  type SiteContentPage,
  siteContentChangesResponseSchema,
  siteContentDraftSavedResponseSchema,
  siteContentEditionResponseSchema,
  siteContentSavedResponseSchema,
} from '@lapm/contracts';
import { call } from './client';

// Loaded on demand by endpoints.ts (`api.siteContent`, `api.adminSiteContent`).

const path = (page: SiteContentPage) => encodeURIComponent(page);

export const siteContent = {
  /** The published words and prices of a page (checked by the server when published). */
  forPage: async <P extends SiteContentPage>(page: P) =>
    (await call('GET', `/site-content/${path(page)}`, publishedSiteContentResponseSchema))
      .data as PublishedSiteContent<P>,
  /** The formulas on the site now, service by service: the enquiry form lists these. */
  formulas: async () =>
    (await call('GET', '/site-content/formulas', enquiryFormulaGroupsResponseSchema)).data.groups,
};

export const adminSiteContent = {
  get: async (page: SiteContentPage) =>
    (await call('GET', `/admin/site-content/${path(page)}`, siteContentEditionResponseSchema)).data,
  publish: async (page: SiteContentPage, document: SiteContentDocument) =>
    call('POST', `/admin/site-content/${path(page)}`, siteContentSavedResponseSchema, { document }),
  saveDraft: async (page: SiteContentPage, document: SiteContentDocument) =>
    call('PUT', `/admin/site-content/${path(page)}/draft`, siteContentDraftSavedResponseSchema, { document }),
  discardDraft: async (page: SiteContentPage) =>
    call('DELETE', `/admin/site-content/${path(page)}/draft`, siteContentSavedResponseSchema),
  restore: async (page: SiteContentPage, version: number, block?: FieldPath) =>
    call(
      'POST',
      `/admin/site-content/${path(page)}/restore/${version}`,
      siteContentSavedResponseSchema,
      block ? { block } : undefined,
    ),
  changes: async (page: SiteContentPage, version: number) =>
    (
      await call(
        'GET',
        `/admin/site-content/${path(page)}/versions/${version}/changes`,
        siteContentChangesResponseSchema,
      )
    ).data,
  /** What links to a card of /tarifs, before she removes it. */
  cardUsages: async (key: string) =>
    (
      await call(
        'GET',
        `/admin/site-content/cards/${encodeURIComponent(key)}/usages`,
        priceCardUsagesResponseSchema,
      )
    ).data.usages,
  /** What uses a formula of a service page, before she removes it. */
  formulaUsages: async (page: SiteContentPage, key: string) =>
    (
      await call(
        'GET',
        `/admin/site-content/${path(page)}/formulas/${encodeURIComponent(key)}/usages`,
        priceCardUsagesResponseSchema,
      )
    ).data.usages,
};
