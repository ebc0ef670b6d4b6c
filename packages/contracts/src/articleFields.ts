import { isCoverAddress } from './articleImages';
import { MAX_KEYWORDS } from './contentValues';
import { isIsoDay } from './dates';
import { hasControlCharacter } from './validation';
import { z } from './zod';

/** What the admin types for an article, as a draft and as an update, and what is said about it. */

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
