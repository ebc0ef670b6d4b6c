import { loadArticleFieldsSchema } from '@lapm/api-client';
import { renderMarkdown } from '@lapm/articles';
import {
  type AdminArticle,
  type ArticleFieldName,
  type ArticlePayload,
  type ArticleProblem,
  articlePublishProblems,
  libraryCoverFile,
  libraryPhotoId,
  libraryPhotoPath,
  type Photo,
  slugFromTitle,
  studioDay,
} from '@lapm/contracts';
import { use } from 'react';

/** The fields as typed; keywords are one line, separated by commas. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  published: string;
  description: string;
  coverSrc: string;
  coverAlt: string;
  headTitle: string;
  headDescription: string;
  keywords: string;
  breadcrumbName: string;
  shareSrc: string;
  shareAlt: string;
  markdown: string;
}

export const emptyArticleForm = (): ArticleFormValues => ({
  title: '',
  slug: '',
  published: '',
  description: '',
  coverSrc: '',
  coverAlt: '',
  headTitle: '',
  headDescription: '',
  keywords: '',
  breadcrumbName: '',
  shareSrc: '',
  shareAlt: '',
  markdown: '',
});

export const articleFormValues = (article: AdminArticle): ArticleFormValues => ({
  title: article.title,
  slug: article.slug,
  published: article.published,
  description: article.description,
  coverSrc: article.cover.src,
  coverAlt: article.cover.alt,
  headTitle: article.headTitle,
  headDescription: article.headDescription,
  keywords: article.keywords.join(', '),
  breadcrumbName: article.breadcrumbName,
  shareSrc: article.shareImage.src,
  shareAlt: article.shareImage.alt,
  markdown: article.markdown,
});

/**
 * One field changed. While the address is the one made from the title (or empty), it follows
 * the title; once she has written her own, it stays hers. A published article keeps its address
 * (its links are out in the world).
 */
export function withChange(
  values: ArticleFormValues,
  field: keyof ArticleFormValues,
  value: string,
  { isPublished = false } = {},
): ArticleFormValues {
  const next = { ...values, [field]: value };
  const follows = !isPublished && (values.slug === '' || values.slug === slugFromTitle(values.title));
  if (field === 'title' && follows) next.slug = slugFromTitle(value);
  return next;
}

/** The cover (or share image) a library photo gives: its widest JPEG, and its alt text unless one is typed. */
export function withPhotoAs(
  values: ArticleFormValues,
  which: 'cover' | 'share',
  photo: Photo,
): ArticleFormValues {
  const [src, alt] =
    which === 'cover' ? (['coverSrc', 'coverAlt'] as const) : (['shareSrc', 'shareAlt'] as const);
  return { ...values, [src]: libraryCoverFile(photo.id, photo.widths), [alt]: values[alt] || photo.alt };
}

type ArticleFieldsSchema = Awaited<ReturnType<typeof loadArticleFieldsSchema>>;
let schema: Promise<ArticleFieldsSchema> | undefined;

/** The server's schema of an article, fetched with the API client's article calls (suspends the first time). */
export function useArticleFieldsSchema(): ArticleFieldsSchema {
  schema ??= loadArticleFieldsSchema().catch((error: unknown) => {
    // Tried again when the screen is opened again (« Réessayer »).
    schema = undefined;
    throw error;
  });
  return use(schema);
}

/** The field an issue of the schema is about (an image's alt text has a field of its own). */
function fieldOfPath(path: readonly PropertyKey[]): ArticleFieldName {
  const [first, second] = path;
  if (first === 'cover') return second === 'alt' ? 'coverAlt' : 'cover';
  if (first === 'shareImage') return second === 'alt' ? 'shareAlt' : 'shareImage';
  return (typeof first === 'string' ? first : 'title') as ArticleFieldName;
}

/** The fields as the server takes them, unchecked: what a save checks, and what an autosave keeps. */
export const fieldsOf = (values: ArticleFormValues) => ({
  slug: values.slug,
  published: values.published,
  title: values.title,
  description: values.description,
  cover: { src: values.coverSrc, alt: values.coverAlt },
  headTitle: values.headTitle,
  headDescription: values.headDescription,
  keywords: values.keywords.split(','),
  breadcrumbName: values.breadcrumbName,
  shareImage: { src: values.shareSrc, alt: values.shareAlt },
  markdown: values.markdown,
});

/** The form as she left it, from an autosave (checked by the server); a field it lacks keeps `saved`'s. */
export function autosavedValues(fields: unknown, saved: ArticleFormValues): ArticleFormValues {
  const kept = (fields ?? {}) as Partial<ReturnType<typeof fieldsOf>>;
  return {
    slug: kept.slug ?? saved.slug,
    published: kept.published ?? saved.published,
    title: kept.title ?? saved.title,
    description: kept.description ?? saved.description,
    coverSrc: kept.cover?.src ?? saved.coverSrc,
    coverAlt: kept.cover?.alt ?? saved.coverAlt,
    headTitle: kept.headTitle ?? saved.headTitle,
    headDescription: kept.headDescription ?? saved.headDescription,
    // Split on commas as typed: joined back the same, spaces included.
    keywords: kept.keywords?.join(',') ?? saved.keywords,
    breadcrumbName: kept.breadcrumbName ?? saved.breadcrumbName,
    shareSrc: kept.shareImage?.src ?? saved.shareSrc,
    shareAlt: kept.shareImage?.alt ?? saved.shareAlt,
    markdown: kept.markdown ?? saved.markdown,
  };
}

export type ArticleCheck =
  | { payload: ArticlePayload; problems: [] }
  | { payload: null; problems: ArticleProblem[] };

/**
 * The draft the server will accept, or every reason it would refuse it, each with its field
 * (the Markdown's refused links and images included).
 */
export function checkDraft(
  articleFieldsSchema: ArticleFieldsSchema,
  values: ArticleFormValues,
): ArticleCheck {
  const parsed = articleFieldsSchema.safeParse(fieldsOf(values));
  const problems: ArticleProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: fieldOfPath(issue.path), message: issue.message }));
  for (const message of renderMarkdown(values.markdown).problems)
    problems.push({ field: 'markdown', message });
  if (parsed.success && problems.length === 0) return { payload: parsed.data, problems: [] };
  return { payload: null, problems };
}

/** Everything that keeps the article from being published: the draft's problems and every missing field. */
export function checkPublication(
  articleFieldsSchema: ArticleFieldsSchema,
  values: ArticleFormValues,
): ArticleCheck {
  const draft = checkDraft(articleFieldsSchema, values);
  const missing = articlePublishProblems({
    title: values.title,
    // Left empty, the address comes from the title and the date is the day of publication.
    slug: values.slug || slugFromTitle(values.title),
    published: values.published || studioDay(new Date()),
    cover: { src: values.coverSrc, alt: values.coverAlt },
  });
  const problems = [
    ...missing,
    ...draft.problems.filter((problem) => !missing.some((m) => m.field === problem.field)),
  ];
  if (draft.payload && problems.length === 0) return draft;
  return { payload: null, problems };
}

/**
 * The Markdown with a library photo's image line at `position`, alone on its line between empty
 * lines as the parser wants it; its alt text loses the brackets that would end it early.
 */
export function withPhotoLine(markdown: string, position: number, photo: Photo): string {
  const before = markdown.slice(0, position);
  const after = markdown.slice(position);
  const line = `![${photo.alt.replace(/[[\]]/g, '')}](${libraryPhotoPath(photo.id)})`;
  const gapBefore = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const gapAfter = after.startsWith('\n\n') ? '' : after.startsWith('\n') || after === '' ? '\n' : '\n\n';
  return `${before}${gapBefore}${line}${gapAfter}${after}`;
}

/** The library photos the text shows, in order, each once. */
export function bodyPhotoIds(markdown: string): string[] {
  const ids = renderMarkdown(markdown).blocks.flatMap((block) => {
    const id = block.type === 'image' ? libraryPhotoId(block.image.src) : null;
    return id ? [id] : [];
  });
  return [...new Set(ids)];
}
