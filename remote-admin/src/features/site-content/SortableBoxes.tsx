import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useRef } from 'react';
import { fr } from '../../i18n/fr';
import { type DragTexts, SortableList } from '../albums/gallery/SortableList';
import styles from './siteContent.module.css';

const text = fr.siteContent;

export const cardDragTexts: DragTexts = {
  instructions: text.cardDragInstructions,
  start: text.cardDragStart,
  over: text.cardDragOver,
  end: text.cardDragEnd,
  cancel: text.cardDragCancel,
};

export const sectionDragTexts: DragTexts = {
  instructions: text.sectionDragInstructions,
  start: text.sectionDragStart,
  over: text.sectionDragOver,
  end: text.sectionDragEnd,
  cancel: text.sectionDragCancel,
};

export const formulaDragTexts: DragTexts = {
  instructions: text.formulaDragInstructions,
  start: text.formulaDragStart,
  over: text.formulaDragOver,
  end: text.formulaDragEnd,
  cancel: text.formulaDragCancel,
};

/**
 * Boxes of a page's document (cards of /tarifs, sections of a service page), ordered by dragging
 * their handle (mouse, finger, or Space, arrows, Space), said in French to a screen reader.
 * `ids` are the boxes' sortable ids, `onMove` gets both places.
 */
export function SortableBoxes({
  ids,
  nameOf,
  texts,
  onMove,
  children,
}: {
  ids: string[];
  nameOf: (id: string) => string;
  texts: DragTexts;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  return (
    <SortableList
      ids={ids}
      nameOf={(id) => (id === undefined ? '' : nameOf(String(id)))}
      texts={texts}
      onDrop={(moved, target) => {
        const from = ids.indexOf(String(moved));
        const to = ids.indexOf(String(target));
        if (from !== -1 && to !== -1) onMove(from, to);
      }}
    >
      {children}
    </SortableList>
  );
}

/** A box, moved by its handle (named `handle`). */
export function SortableBox({
  id,
  handle,
  legend,
  children,
}: {
  id: string;
  handle: string;
  legend: string;
  children: ReactNode;
}) {
  const sortable = useSortable({ id });
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  return (
    <fieldset ref={sortable.setNodeRef} style={style} className={styles.item}>
      <legend>{legend}</legend>
      <button
        type="button"
        className={styles.handle}
        aria-label={handle}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </fieldset>
  );
}

/** The list with the item at `from` put at `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * A sortable id for each box of a list whose items have none of their own (or one that changes as
 * she types): kept through moves and removals, so that a dropped box is not drawn with another's
 * place. A list changed from elsewhere (a restored version) keeps the ids of its first boxes.
 */
export function useBoxIds(count: number) {
  const made = useRef(0);
  const ids = useRef<string[]>([]);
  if (ids.current.length !== count) {
    ids.current = Array.from({ length: count }, (_, index) => {
      const kept = ids.current[index];
      if (kept) return kept;
      made.current += 1;
      return `boite-${made.current}`;
    });
  }
  return {
    ids: ids.current,
    removed(index: number) {
      ids.current = ids.current.filter((_, at) => at !== index);
    },
    moved(from: number, to: number) {
      ids.current = moved(ids.current, from, to);
    },
  };
}
