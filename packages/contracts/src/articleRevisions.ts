import { type ArticlePayload, adminArticleResponseSchema, adminArticleSchema } from './articles';
import { dataOf, MAX_ID } from './entities';
import { z } from './zod';

/**
 * The saved versions of an article (« Versions »): each save keeps a copy of the fields she edits,
 * who saved it and when. Restoring one saves its fields again, as a new version.
 */

export const articleRevisionMessages = {
  notFound: 'Version introuvable.',
  restored: (date: string) => `Version du ${date} rétablie : elle est maintenant la dernière version.`,
} as const;

/** Each edited field by the short name the list of versions gives it (« titre, texte »). */
export const articleRevisionFieldNames: Record<keyof ArticlePayload, string> = {
  title: 'titre',
  slug: 'adresse',
  published: 'date de publication',
  description: 'chapeau',
  cover: 'photo de couverture',
  headTitle: 'titre de la page',
  headDescription: 'description pour les moteurs de recherche',
  keywords: 'mots-clés',
  breadcrumbName: 'fil d’Ariane',
  shareImage: 'image de partage',
  markdown: 'texte',
};
export const articleRevisionFieldOrder = Object.keys(articleRevisionFieldNames) as (keyof ArticlePayload)[];

const revisionIdSchema = z.coerce.number().int().positive().max(MAX_ID);
export const articleRevisionParamsSchema = z.object({ id: revisionIdSchema, revisionId: revisionIdSchema });

/** A restore names the article's version the form was loaded from, as a save does (409 if stale). */
export const articleRevisionRestorePayloadSchema = z.object({
  version: z.number().int().positive(),
});

export const articleRevisionSummarySchema = z.object({
  id: z.number(),
  savedAt: z.string(),
  /** Who saved it (first and last name), empty when unknown. */
  author: z.string(),
  /** The fields this save changed, by their short French names; empty for the first version. */
  changes: z.array(z.string()),
  /** The version it restored, if it was a restore. */
  restoredFrom: z.number().nullable(),
});
export type ArticleRevisionSummary = z.infer<typeof articleRevisionSummarySchema>;

export const articleRevisionSchema = articleRevisionSummarySchema.extend({
  fields: adminArticleSchema.pick({
    slug: true,
    published: true,
    title: true,
    description: true,
    cover: true,
    headTitle: true,
    headDescription: true,
    keywords: true,
    breadcrumbName: true,
    shareImage: true,
    markdown: true,
  }),
});
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;

export const articleRevisionListResponseSchema = dataOf(z.array(articleRevisionSummarySchema));
export const articleRevisionResponseSchema = dataOf(articleRevisionSchema);
export const articleRevisionRestoreResponseSchema = adminArticleResponseSchema;
