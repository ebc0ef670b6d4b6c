import { blogArticlePath, type PageHead, paths, studio } from '@lapm/contracts';
import { fr } from '../i18n/fr';
import type { Article } from './types';

/** Home › Blog › article: the article is third in the breadcrumb. */
const BREADCRUMB_POSITION = 3;
const parents = [{ name: fr.blogList.head.breadcrumbName, url: paths.blog }];

/** The full page-head record of an article; the file declares only what differs per article. */
export function pageHeadOf(article: Article): PageHead {
  return {
    title: article.head.title,
    author: studio.photographer,
    description: article.head.description,
    url: blogArticlePath(article.slug),
    position: BREADCRUMB_POSITION,
    parents,
    breadcrumbName: article.head.breadcrumbName,
    // Spec section 3: empty keywords are ignored.
    keywords: article.head.keywords.map((keyword) => keyword.trim()).filter(Boolean),
    type: 'article',
    // Spec section 9: article share images are 1200×800; a library photo's file says its own size.
    images: [{ width: 1200, height: 800, ...article.head.shareImage }],
  };
}

/** The blog list's page head: second in the breadcrumb, after the home page. */
export const blogListHead: PageHead = {
  ...fr.blogList.head,
  keywords: [...fr.blogList.head.keywords],
  author: studio.photographer,
  url: paths.blog,
  position: 2,
  parents: [],
  type: 'website',
  images: [],
};
