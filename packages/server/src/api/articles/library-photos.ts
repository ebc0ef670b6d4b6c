import { type Block, markdownMessages } from '@lapm/articles';
import { type LibraryImage, libraryPhotoId, photoVariants } from '@lapm/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';

type ShownPhoto = Omit<LibraryImage, 'alt' | 'src'>;

/** The published, processed photos among `ids`, with what a `<picture>` of each needs. */
export async function shownPhotos(db: Database, ids: string[]): Promise<Map<string, ShownPhoto>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: photos.id,
      width: photos.width,
      height: photos.height,
      widths: photos.widths,
      placeholder: photos.placeholder,
    })
    .from(photos)
    .where(and(inArray(photos.id, ids), eq(photos.published, true), eq(photos.status, 'ready')));
  const shown = new Map<string, ShownPhoto>();
  for (const { id, width, height, widths, placeholder } of rows) {
    if (!width || !height || widths.length === 0) continue;
    shown.set(id, { width, height, placeholder: placeholder ?? '', variants: photoVariants(id, widths) });
  }
  return shown;
}

/**
 * The blocks with each library photo completed from its row, and a French problem for each photo
 * that is not (or no longer) published. Such a photo is left out of the blocks: its files no longer
 * answer, and a broken image helps no one.
 */
export async function withLibraryPhotos(
  db: Database,
  blocks: Block[],
): Promise<{ blocks: Block[]; problems: string[] }> {
  const idOf = (block: Block) => (block.type === 'image' ? libraryPhotoId(block.image.src) : null);
  const ids = [...new Set(blocks.map(idOf).filter((id) => id !== null))];
  const shown = await shownPhotos(db, ids);
  const problems: string[] = [];
  const completed = blocks.flatMap((block): Block[] => {
    const id = idOf(block);
    if (block.type !== 'image' || !id) return [block];
    const photo = shown.get(id);
    if (photo) return [{ ...block, image: { ...block.image, ...photo } }];
    problems.push(markdownMessages.libraryPhoto(block.image.alt || block.image.src));
    return [];
  });
  return { blocks: completed, problems };
}
