import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Chapter } from '@lapm/contracts';
import type { ReactNode } from 'react';
import { fr } from '../../../i18n/fr';
import styles from './chapters.module.css';
import { SortableList } from './SortableList';

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
  const ids = chapters.map((chapter) => chapter.id);
  return (
    <SortableList
      ids={ids}
      nameOf={(id) => chapters.find((chapter) => chapter.id === id)?.title ?? ''}
      texts={{
        instructions: text.chapterDragInstructions,
        start: text.chapterDragStart,
        over: text.chapterDragOver,
        end: text.chapterDragEnd,
        cancel: text.chapterDragCancel,
      }}
      onDrop={(moved, target) => {
        const to = ids.indexOf(Number(target));
        if (to === -1) return;
        const order = ids.filter((id) => id !== moved);
        order.splice(to, 0, Number(moved));
        onOrder(order);
      }}
    >
      {children}
    </SortableList>
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
