import { imageSchema } from './content';
import { MAX_KEYWORDS } from './contentValues';
import { isIsoDay } from './dates';
import { dataOf } from './entities';
import { isAllowedImage, renderMarkdown } from './markdown';
import { hasControlCharacter } from './validation';
import { z } from './zod';

/** Blog articles edited in the admin (issue 26): what is stored, what the blog and the admin read. */

export const MAX_MARKDOWN_LENGTH = 60_000;
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const articleMessages = {
  slug: 'L’adresse de l’article ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets (par exemple 2025-11-05 ou seance-en-foret).',
  slugTaken: 'Un autre article a déjà cette adresse : choisissez-en une autre.',
  published: 'La date de publication n’est pas une date valide.',
  keywords: `Indiquez au plus ${MAX_KEYWORDS} mots-clés.`,
  imageSource: (label: string) =>
    `${label} : indiquez un chemin du site commençant par / (la photothèque viendra le remplir).`,
  required: (label: string) => `${label} est obligatoire.`,
  tooLong: (label: string, max: number) => `${label} ne doit pas dépasser ${max} caractères.`,
  markdownTooLong: `Le texte de l’article ne doit pas dépasser ${MAX_MARKDOWN_LENGTH} caractères.`,
  stale:
    'Cet article a été modifié entre-temps (dans un autre onglet ou par un autre administrateur) : votre version n’a pas été enregistrée. Votre texte est toujours dans le formulaire : copiez-le, rechargez la page, puis reportez vos changements.',
  notFound: 'Article introuvable.',
  created: 'Article créé.',
  saved: 'Article enregistré.',
  madePublic: 'Article publié.',
  unpublished: 'Article retiré du blog.',
} as const;

const text = (label: string, max: number) =>
  z
    .string(articleMessages.required(label))
    .trim()
    .min(1, articleMessages.required(label))
    .max(max, articleMessages.tooLong(label, max))
    .refine(
      (value) => !hasControlCharacter(value),
      `${label} contient un caractère invisible : retapez-le au clavier.`,
    );

const imageFields = (label: string) =>
  z.object({
    src: z
      .string(articleMessages.imageSource(label))
      .trim()
      .refine(isAllowedImage, articleMessages.imageSource(label)),
    alt: text(`Le texte alternatif (${label.toLowerCase()})`, 300),
  });

/** What the admin edits. The Markdown's refused links and images are refused here, in French. */
export const articleFieldsSchema = z.object({
  slug: z
    .string(articleMessages.slug)
    .trim()
    .max(80, articleMessages.slug)
    .regex(ARTICLE_SLUG_PATTERN, articleMessages.slug),
  published: z.string(articleMessages.published).trim().refine(isIsoDay, articleMessages.published),
  title: text('Le titre', 200),
  description: text('Le chapeau', 600),
  cover: imageFields('La photo de couverture'),
  headTitle: text('Le titre de la page', 200),
  headDescription: text('La description pour les moteurs de recherche', 400),
  keywords: z
    .array(z.string().trim().max(80, articleMessages.tooLong('Un mot-clé', 80)), articleMessages.keywords)
    .transform((keywords) => keywords.filter(Boolean))
    .refine((keywords) => keywords.length <= MAX_KEYWORDS, articleMessages.keywords),
  breadcrumbName: text('Le nom dans le fil d’Ariane', 100),
  shareImage: imageFields('L’image de partage'),
  markdown: z
    .string(articleMessages.required('Le texte de l’article'))
    .max(MAX_MARKDOWN_LENGTH, articleMessages.markdownTooLong)
    .superRefine((markdown, context) => {
      for (const problem of renderMarkdown(markdown).problems)
        context.addIssue({ code: 'custom', message: problem });
    }),
});
export type ArticleFields = z.input<typeof articleFieldsSchema>;
export type ArticlePayload = z.infer<typeof articleFieldsSchema>;

/** An update names the version it was made from: a save over a newer one is refused (409). */
export const articleUpdatePayloadSchema = articleFieldsSchema.extend({
  version: z.number(articleMessages.stale).int().positive(),
});
export type ArticleUpdatePayload = z.infer<typeof articleUpdatePayloadSchema>;

export const articlePreviewPayloadSchema = z.object({
  markdown: z
    .string(articleMessages.required('Le texte de l’article'))
    .max(MAX_MARKDOWN_LENGTH, articleMessages.markdownTooLong),
});

export const articleSlugParamsSchema = z.object({ slug: z.string().max(80) });

// ---- answers ------------------------------------------------------------------------

const variantsSchema = z.array(z.object({ src: z.string(), width: z.number() }));
/** A library photo in an article (markdown.ts `LibraryImage`): first, or its size would be stripped. */
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
    shareImage: imageSchema,
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
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

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
