import {
  type ArticleFieldName,
  type ArticlePayload,
  articleFieldLabels,
  articleMessages,
} from './articleFields';
import { studio } from './studio';

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
