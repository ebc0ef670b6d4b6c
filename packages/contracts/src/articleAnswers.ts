import { imageSchema } from './content';
import { dataOf } from './entities';
import { z } from './zod';

/** What the blog and the admin read of the articles: the blog's list, an article's page, the admin's article. */

const variantsSchema = z.array(z.object({ src: z.string(), width: z.number() }));
/** A library photo in an article (`LibraryImage`): first, or its size would be stripped. */
const libraryImageSchema = imageSchema.extend({
  width: z.number(),
  height: z.number(),
  placeholder: z.string(),
  variants: z.object({ avif: variantsSchema, webp: variantsSchema, jpeg: variantsSchema }),
});

const inlineSchema = z.union([z.string(), z.object({ text: z.string(), to: z.string() })]);
export const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), content: z.array(inlineSchema) }),
  z.object({ type: z.literal('list'), items: z.array(z.array(inlineSchema)) }),
  z.object({
    type: z.literal('image'),
    image: z.union([libraryImageSchema, imageSchema]),
    caption: z.string().optional(),
  }),
  z.object({
    type: z.literal('services'),
    cards: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        audience: z.string(),
        description: z.string(),
        to: z.string(),
        image: imageSchema,
      }),
    ),
  }),
]);

/** A published article on the blog's list. */
export const articleSummarySchema = z.object({
  slug: z.string(),
  published: z.string(),
  title: z.string(),
  description: z.string(),
  cover: imageSchema,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** A published article as its page shows it: its Markdown already turned into blocks. */
export const publicArticleSchema = articleSummarySchema.extend({
  head: z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    breadcrumbName: z.string(),
    /** Its size when known (a library photo's file): a link preview reserves the right frame. */
    shareImage: imageSchema.extend({ width: z.number().optional(), height: z.number().optional() }),
  }),
  body: z.array(articleBlockSchema),
});
export type PublicArticle = z.infer<typeof publicArticleSchema>;

/** An article as the admin edits it, published or not. */
export const adminArticleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  published: z.string(),
  title: z.string(),
  description: z.string(),
  cover: imageSchema,
  headTitle: z.string(),
  headDescription: z.string(),
  keywords: z.array(z.string()),
  breadcrumbName: z.string(),
  shareImage: imageSchema,
  markdown: z.string(),
  isPublished: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
  /** What she was typing, saved as she typed and not saved with « Enregistrer » yet (the fields as sent). */
  autosave: z.object({ fields: z.unknown(), saved_at: z.string() }).nullable(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** PUT /admin/articles/:id/autosave: the fields as typed, checked by isDraftOf(articleFieldsSchema). */
export const articleAutosavePayloadSchema = z.object({ fields: z.unknown() });
export const articleAutosaveResponseSchema = z.object({
  message: z.string(),
  data: z.object({ saved_at: z.string() }),
});

export const articleSummaryListResponseSchema = dataOf(z.array(articleSummarySchema));
export const publicArticleResponseSchema = dataOf(publicArticleSchema);
export const adminArticleListResponseSchema = dataOf(z.array(adminArticleSchema));
export const adminArticleResponseSchema = z.object({
  message: z.string().optional(),
  data: adminArticleSchema,
});
export const articlePreviewResponseSchema = dataOf(
  z.object({ body: z.array(articleBlockSchema), problems: z.array(z.string()) }),
);
