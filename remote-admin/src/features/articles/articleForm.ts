import { loadArticleFieldsSchema } from '@lapm/api-client';
import {
  type AdminArticle,
  type ArticlePayload,
  libraryPhotoPath,
  type Photo,
  studioDay,
} from '@lapm/contracts';
import { use } from 'react';

/** The fields as typed; keywords are one line, separated by commas. */
export interface ArticleFormValues {
  slug: string;
  published: string;
  title: string;
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
  slug: '',
  published: studioDay(new Date()),
  title: '',
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
  slug: article.slug,
  published: article.published,
  title: article.title,
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

/** The payload the server will accept, or the first reason it would refuse, in its own words. */
export function checkArticle(
  articleFieldsSchema: ArticleFieldsSchema,
  values: ArticleFormValues,
): { payload: ArticlePayload; problem: null } | { payload: null; problem: string } {
  const parsed = articleFieldsSchema.safeParse({
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
  if (parsed.success) return { payload: parsed.data, problem: null };
  return { payload: null, problem: parsed.error.issues[0]?.message ?? '' };
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
