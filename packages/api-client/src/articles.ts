import {
  type ArticlePayload,
  type ArticleUpdatePayload,
  adminArticleListResponseSchema,
  adminArticleResponseSchema,
  articleAutosaveResponseSchema,
  articleFieldsSchema,
  articlePreviewResponseSchema,
  articleRevisionListResponseSchema,
  articleRevisionResponseSchema,
  articleRevisionRestoreResponseSchema,
  articleSummaryListResponseSchema,
  publicArticleResponseSchema,
} from '@lapm/contracts';
import { call } from './client';
import { ApiError } from './errors';

// Loaded on demand by endpoints.ts (`api.articles`, `api.adminArticles`).

export { articleFieldsSchema };

export const articles = {
  list: async () => (await call('GET', '/articles', articleSummaryListResponseSchema)).data,
  get: async (slug: string) => {
    try {
      return (await call('GET', `/articles/${encodeURIComponent(slug)}`, publicArticleResponseSchema)).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
};

export const adminArticles = {
  list: async () => (await call('GET', '/admin/articles', adminArticleListResponseSchema)).data,
  get: async (id: number) => (await call('GET', `/admin/articles/${id}`, adminArticleResponseSchema)).data,
  create: async (payload: ArticlePayload) =>
    (await call('POST', '/admin/articles', adminArticleResponseSchema, payload)).data,
  update: async (id: number, payload: ArticleUpdatePayload) =>
    (await call('PUT', `/admin/articles/${id}`, adminArticleResponseSchema, payload)).data,
  publish: async (id: number) =>
    (await call('POST', `/admin/articles/${id}/publish`, adminArticleResponseSchema)).data,
  publishNow: async (id: number) =>
    (await call('POST', `/admin/articles/${id}/publish-now`, adminArticleResponseSchema)).data,
  unpublish: async (id: number) =>
    (await call('POST', `/admin/articles/${id}/unpublish`, adminArticleResponseSchema)).data,
  preview: async (markdown: string) =>
    (await call('POST', '/admin/articles/preview', articlePreviewResponseSchema, { markdown })).data,
  autosave: async (id: number, fields: unknown) =>
    (await call('PUT', `/admin/articles/${id}/autosave`, articleAutosaveResponseSchema, { fields })).data,
  revisions: async (id: number) =>
    (await call('GET', `/admin/articles/${id}/revisions`, articleRevisionListResponseSchema)).data,
  revision: async (id: number, revisionId: number) =>
    (await call('GET', `/admin/articles/${id}/revisions/${revisionId}`, articleRevisionResponseSchema)).data,
  restore: async (id: number, revisionId: number, version: number) =>
    (
      await call(
        'POST',
        `/admin/articles/${id}/revisions/${revisionId}/restore`,
        articleRevisionRestoreResponseSchema,
        {
          version,
        },
      )
    ).data,
};
