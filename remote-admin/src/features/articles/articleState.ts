import { type AdminArticle, studioDay } from '@lapm/contracts';

/** Where an article stands: published with a day to come, it is scheduled, not on the blog yet. */
export type ArticleState = 'draft' | 'scheduled' | 'published';

export function articleState(
  article: Pick<AdminArticle, 'isPublished' | 'published'>,
  today: string = studioDay(new Date()),
): ArticleState {
  if (!article.isPublished) return 'draft';
  return article.published > today ? 'scheduled' : 'published';
}
