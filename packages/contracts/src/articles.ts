import { isCoverAddress } from './articleImages';
import { imageSchema } from './content';
import { MAX_KEYWORDS } from './contentValues';
import { isIsoDay } from './dates';
import { dataOf } from './entities';
import { studio } from './studio';
import { hasControlCharacter } from './validation';
import { z } from './zod';

/**
 * Blog articles edited in the admin: what is stored, what the blog and the admin read.
 *
 * A draft saves with any field empty but the title (the list of articles names it by its title,
 * and its address is made from it). Publishing asks for what the page cannot do without: its
 * title and its cover, described (articlePublishProblems, every missing field at once). The page's
 * head (title, description, breadcrumb, share image) defaults from the title, the lead and the
 * cover (articleHeadDefaults), on the server as in the admin's placeholders.
 */

export const MAX_MARKDOWN_LENGTH = 60_000;
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 80;

export const articleMessages = {
  slug: 'L’adresse de l’article ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets (par exemple 2025-11-05 ou seance-en-foret).',
  slugTaken: 'Un autre article a déjà cette adresse : choisissez-en une autre.',
  autosaved: 'Brouillon enregistré.',
  autosaveShape: 'Ce brouillon ne correspond pas aux champs d’un article.',
  published: 'La date de publication n’est pas une date valide.',
  keywords: `Indiquez au plus ${MAX_KEYWORDS} mots-clés.`,
  imageSource: (label: string) =>
    `${label} : choisissez une photo de la photothèque (bouton « Choisir dans la photothèque »).`,
  imageMissing: (label: string) =>
    `${label} n’existe pas ou n’est pas publiée : choisissez une photo publiée de la photothèque.`,
  required: (label: string) => `${label} est obligatoire.`,
  toPublish: (label: string) => `${label} : à remplir avant de publier.`,
  tooLong: (label: string, max: number) => `${label} ne doit pas dépasser ${max} caractères.`,
  markdownTooLong: `Le texte de l’article ne doit pas dépasser ${MAX_MARKDOWN_LENGTH} caractères.`,
  notPublishable: 'L’article ne peut pas encore être publié : il manque des champs.',
  stale:
    'Cet article a été modifié entre-temps (dans un autre onglet ou par un autre administrateur) : votre version n’a pas été enregistrée. Votre texte est toujours dans le formulaire : copiez-le, rechargez la page, puis reportez vos changements.',
  notFound: 'Article introuvable.',
  created: 'Article créé.',
  saved: 'Article enregistré.',
  madePublic: 'Article publié.',
  scheduled: (day: string) => `Article programmé : il paraîtra sur le blog le ${day}.`,
  unpublished: 'Article retiré du blog.',
} as const;

/** The label of each field, as the admin's form shows it and the messages name it. */
export const articleFieldLabels = {
  title: 'Le titre',
  slug: 'L’adresse',
  published: 'La date de publication',
  description: 'Le chapeau',
  cover: 'La photo de couverture',
  coverAlt: 'La description de la photo de couverture',
  headTitle: 'Le titre de la page',
  keywords: 'Les mots-clés',
  headDescription: 'La description pour les moteurs de recherche',
  breadcrumbName: 'Le nom dans le fil d’Ariane',
  shareImage: 'L’image de partage',
  shareAlt: 'La description de l’image de partage',
  markdown: 'Le texte de l’article',
} as const;
export type ArticleFieldName = keyof typeof articleFieldLabels;

/**
 * The address made from a title: accents folded, lower case, words joined by dashes
 * (« Séance en forêt » → seance-en-foret). She may still change it.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

const checkedText = (label: string, max: number) =>
  z
    .string(articleMessages.required(label))
    .trim()
    .max(max, articleMessages.tooLong(label, max))
    .refine(
      (value) => !hasControlCharacter(value),
      `${label} contient un caractère invisible : retapez-le au clavier.`,
    );
/** A field a draft may leave empty. */
const optionalText = (label: string, max: number) => checkedText(label, max).default('');
const requiredText = (label: string, max: number) =>
  checkedText(label, max).min(1, articleMessages.required(label));

const imageFields = (label: string, altLabel: string) =>
  z
    .object({
      src: z
        .string(articleMessages.imageSource(label))
        .trim()
        .refine((src) => src === '' || isCoverAddress(src), articleMessages.imageSource(label)),
      alt: optionalText(altLabel, 300),
    })
    .default({ src: '', alt: '' });

/**
 * What the admin edits, as a draft: only the title is needed; every field that is given is
 * checked. The Markdown's links and images are checked by the server with the parser
 * (@lapm/articles), which this package does not hold.
 */
export const articleFieldsSchema = z.object({
  slug: z
    .string(articleMessages.slug)
    .trim()
    .max(MAX_SLUG_LENGTH, articleMessages.slug)
    .refine((slug) => slug === '' || ARTICLE_SLUG_PATTERN.test(slug), articleMessages.slug)
    .default(''),
  published: z
    .string(articleMessages.published)
    .trim()
    .refine((day) => day === '' || isIsoDay(day), articleMessages.published)
    .default(''),
  title: requiredText(articleFieldLabels.title, 200),
  description: optionalText(articleFieldLabels.description, 600),
  cover: imageFields(articleFieldLabels.cover, articleFieldLabels.coverAlt),
  headTitle: optionalText(articleFieldLabels.headTitle, 200),
  headDescription: optionalText(articleFieldLabels.headDescription, 400),
  keywords: z
    .array(z.string().trim().max(80, articleMessages.tooLong('Un mot-clé', 80)), articleMessages.keywords)
    .transform((keywords) => keywords.filter(Boolean))
    .refine((keywords) => keywords.length <= MAX_KEYWORDS, articleMessages.keywords)
    .default([]),
  breadcrumbName: optionalText(articleFieldLabels.breadcrumbName, 100),
  shareImage: imageFields(articleFieldLabels.shareImage, articleFieldLabels.shareAlt),
  markdown: z
    .string(articleMessages.required(articleFieldLabels.markdown))
    .max(MAX_MARKDOWN_LENGTH, articleMessages.markdownTooLong)
    .default(''),
});
export type ArticleFields = z.input<typeof articleFieldsSchema>;
export type ArticlePayload = z.infer<typeof articleFieldsSchema>;

/** The fields the defaults are made from, and those they fill. */
type HeadSource = Pick<ArticlePayload, 'title' | 'description' | 'cover'>;
export interface ArticleHeadDefaults {
  headTitle: string;
  headDescription: string;
  breadcrumbName: string;
  shareImage: { src: string; alt: string };
}

/**
 * What the page's head says when she leaves a field empty: the title followed by the studio's
 * name, the lead (else the title), the title in the breadcrumb, the cover as share image.
 * One function for the admin's placeholders and the server's page.
 */
export function articleHeadDefaults({ title, description, cover }: HeadSource): ArticleHeadDefaults {
  const suffix = ` | ${studio.name}`;
  return {
    headTitle: `${title.trim().slice(0, 200 - suffix.length)}${suffix}`,
    headDescription: (description.trim() || title.trim()).slice(0, 400),
    breadcrumbName: title.trim().slice(0, 100),
    shareImage: cover,
  };
}

/** The page's head, each empty field replaced by its default. */
export function articleHeadOf(
  article: HeadSource &
    Pick<ArticlePayload, 'headTitle' | 'headDescription' | 'breadcrumbName' | 'shareImage'>,
): ArticleHeadDefaults {
  const defaults = articleHeadDefaults(article);
  return {
    headTitle: article.headTitle || defaults.headTitle,
    headDescription: article.headDescription || defaults.headDescription,
    breadcrumbName: article.breadcrumbName || defaults.breadcrumbName,
    shareImage: article.shareImage.src
      ? { src: article.shareImage.src, alt: article.shareImage.alt || article.cover.alt }
      : defaults.shareImage,
  };
}

export interface ArticleProblem {
  field: ArticleFieldName;
  message: string;
}

/**
 * Every field that keeps the article from being published, at once (not the first only): the
 * admin lists them above the form and next to each field; the server refuses with the same list.
 */
export function articlePublishProblems(
  article: Pick<ArticlePayload, 'title' | 'cover' | 'slug' | 'published'>,
): ArticleProblem[] {
  const missing = (field: ArticleFieldName): ArticleProblem => ({
    field,
    message: articleMessages.toPublish(articleFieldLabels[field]),
  });
  const problems: ArticleProblem[] = [];
  if (!article.title.trim()) problems.push(missing('title'));
  if (!article.slug.trim()) problems.push(missing('slug'));
  if (!article.published.trim()) problems.push(missing('published'));
  if (!article.cover.src.trim()) problems.push(missing('cover'));
  if (!article.cover.alt.trim()) problems.push(missing('coverAlt'));
  return problems;
}

/** An update names the version it was made from: a save over a newer one is refused (409). */
export const articleUpdatePayloadSchema = articleFieldsSchema.extend({
  version: z.number(articleMessages.stale).int().positive(),
});
export type ArticleUpdatePayload = z.infer<typeof articleUpdatePayloadSchema>;

export const articlePreviewPayloadSchema = z.object({
  markdown: z
    .string(articleMessages.required(articleFieldLabels.markdown))
    .max(MAX_MARKDOWN_LENGTH, articleMessages.markdownTooLong),
});

export const articleSlugParamsSchema = z.object({ slug: z.string().max(80) });

// ---- answers ------------------------------------------------------------------------

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
