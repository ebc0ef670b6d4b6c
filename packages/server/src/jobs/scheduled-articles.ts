import { ARTICLES_TAG } from '../api/articles/page-data';
import type { ContentChanges } from '../content/page-data';
import type { JobDefinition } from './engine';

/**
 * An article dated later appears on the blog on its day, but the page cache knows no dates: at
 * the studio's midnight, one instance drops the pages that read articles, as after a write, and
 * the content changes tell the other instances.
 */
export const scheduledArticlesJob = ({ content }: { content: ContentChanges }): JobDefinition => ({
  queue: 'scheduled-articles',
  cron: '0 0 * * *',
  options: { policy: 'exclusive', retryLimit: 0 },
  async handle() {
    content.changed(ARTICLES_TAG);
  },
});
