import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { fr } from '../../../i18n/fr';
import type { ChapterGroupProps } from './ChapterGroup';
import styles from './chapters.module.css';
import { PhotoRow } from './PhotoRow';

/**
 * A chapter's photos, ordered by dragging their handle: with a mouse or a finger, or from the
 * keyboard (Space to take, arrows to move, Space to drop, Escape to cancel), said in French to a
 * screen reader. A drop sends the album's whole order, as the step buttons do.
 */
export function SortablePhotos({ label, groupProps }: { label: string; groupProps: ChapterGroupProps }) {
  const text = fr.albumChapters;
  const photos = groupProps.group.photos;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number | undefined) => photos.find((photo) => photo.id === id)?.fileName ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => text.dragStart(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? text.dragOver(nameOf(active.id), nameOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? text.dragEnd(nameOf(active.id), nameOf(over.id)) : undefined),
    onDragCancel: ({ active }) => text.dragCancel(nameOf(active.id)),
  };
  const drop = ({ active, over }: DragEndEvent) => {
    const moved = photos.find((photo) => photo.id === active.id);
    const target = photos.find((photo) => photo.id === over?.id);
    if (moved && target && moved !== target) groupProps.onDropPhoto(moved, target);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: text.dragInstructions } }}
    >
      <SortableContext items={photos.map((photo) => photo.id)} strategy={verticalListSortingStrategy}>
        <ol className={styles.photos} aria-label={label}>
          {photos.map((photo, index) => (
            <PhotoRow key={photo.id} photo={photo} index={index} count={photos.length} {...groupProps} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
