import { renderMarkdown } from '@lapm/articles';
import { articlePreviewPayloadSchema } from '@lapm/contracts';
import type { ApiApp, ApiContext } from '../../context';
import { withLibraryPhotos } from '../library-photos';
import { withText } from './options';

/** Nothing is stored: the blocks of the Markdown as the blog would show them, and what it refuses. */
export function previewRoute(app: ApiApp, { db }: ApiContext) {
  app.post(
    '/admin/articles/preview',
    { ...withText, schema: { body: articlePreviewPayloadSchema } },
    async (request) => {
      const rendered = renderMarkdown(request.body.markdown);
      const { blocks, problems } = await withLibraryPhotos(db, rendered.blocks);
      return { data: { body: blocks, problems: [...rendered.problems, ...problems] } };
    },
  );
}
