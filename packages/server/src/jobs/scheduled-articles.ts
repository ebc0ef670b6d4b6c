import { studioDay } from '@lapm/contracts';
import fp from 'fastify-plugin';
import type { Clock } from '../api/albums/mail-queue';
import { ARTICLES_TAG } from '../api/articles/page-data';
import type { ContentChanges } from '../content/page-data';

const MINUTE = 60 * 1000;

interface Options {
  content: ContentChanges;
  clock: Clock;
}

/**
 * An article dated later appears on the blog on its day, but the page cache knows no dates: when
 * the studio's day changes, the pages that read articles are dropped, as after a write.
 */
export const scheduledArticlesJob = fp<Options>(
  async (app, { content, clock }) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      let day = studioDay(clock());
      timer = setInterval(() => {
        const today = studioDay(clock());
        if (today === day) return;
        day = today;
        content.changed(ARTICLES_TAG);
      }, MINUTE).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'scheduled-articles' },
);
