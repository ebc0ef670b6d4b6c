import { fr } from '../../../i18n/fr';
import type { ChapterGroupProps } from './ChapterGroup';
import styles from './chapters.module.css';
import { PhotoRow } from './PhotoRow';
import { SortableList } from './SortableList';

/**
 * A chapter's photos, ordered by dragging their handle: with a mouse or a finger, or from the
 * keyboard (Space to take, arrows to move, Space to drop, Escape to cancel), said in French to a
 * screen reader. A drop sends the album's whole order, as the step buttons do.
 */
export function SortablePhotos({ label, groupProps }: { label: string; groupProps: ChapterGroupProps }) {
  const text = fr.albumChapters;
  const photos = groupProps.group.photos;
  const byId = (id: string | number | undefined) => photos.find((photo) => photo.id === id);
  return (
    <SortableList
      ids={photos.map((photo) => photo.id)}
      nameOf={(id) => byId(id)?.fileName ?? ''}
      texts={{
        instructions: text.dragInstructions,
        start: text.dragStart,
        over: text.dragOver,
        end: text.dragEnd,
        cancel: text.dragCancel,
      }}
      onDrop={(moved, target) => {
        const photo = byId(moved);
        const place = byId(target);
        if (photo && place) groupProps.onDropPhoto(photo, place);
      }}
    >
      <ol className={styles.photos} aria-label={label}>
        {photos.map((photo, index) => (
          <PhotoRow key={photo.id} photo={photo} index={index} count={photos.length} {...groupProps} />
        ))}
      </ol>
    </SortableList>
  );
}
