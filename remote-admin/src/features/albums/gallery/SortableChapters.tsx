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
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Chapter } from '@lapm/contracts';
import type { ReactNode } from 'react';
import { fr } from '../../../i18n/fr';
import styles from './chapters.module.css';

/**
 * Her chapters, ordered by dragging their handle (mouse, finger, or Space, arrows, Space), said in
 * French to a screen reader; a drop sends every chapter's id in the new order.
 */
export function SortableChapters({
  chapters,
  onOrder,
  children,
}: {
  chapters: readonly Chapter[];
  onOrder: (chapterIds: number[]) => void;
  children: ReactNode;
}) {
  const text = fr.albumChapters;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number | undefined) =>
    chapters.find((chapter) => chapter.id === id)?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => text.chapterDragStart(titleOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? text.chapterDragOver(titleOf(active.id), titleOf(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? text.chapterDragEnd(titleOf(active.id), titleOf(over.id)) : undefined,
    onDragCancel: ({ active }) => text.chapterDragCancel(titleOf(active.id)),
  };
  const drop = ({ active, over }: DragEndEvent) => {
    const ids = chapters.map((chapter) => chapter.id);
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over?.id));
    if (from === -1 || to === -1 || from === to) return;
    ids.splice(from, 1);
    ids.splice(to, 0, Number(active.id));
    onOrder(ids);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: text.chapterDragInstructions } }}
    >
      <SortableContext items={chapters.map((chapter) => chapter.id)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A chapter's box, moved by its handle. */
export function SortableSection({ chapter, children }: { chapter: Chapter; children: ReactNode }) {
  const sortable = useSortable({ id: chapter.id });
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  return (
    <section ref={sortable.setNodeRef} style={style} className={styles.group} aria-label={chapter.title}>
      <button
        type="button"
        className={styles.handle}
        aria-label={fr.albumChapters.dragChapter(chapter.title)}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </section>
  );
}
