import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import { SortableList } from '../albums/gallery/SortableList';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/**
 * The cards of /tarifs, ordered by dragging their handle (mouse, finger, or Space, arrows, Space),
 * said in French to a screen reader. `ids` are the cards' sortable ids, `onMove` gets both places.
 */
export function SortableCards({
  ids,
  nameOf,
  onMove,
  children,
}: {
  ids: string[];
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  return (
    <SortableList
      ids={ids}
      nameOf={(id) => (id === undefined ? '' : nameOf(String(id)))}
      texts={{
        instructions: text.cardDragInstructions,
        start: text.cardDragStart,
        over: text.cardDragOver,
        end: text.cardDragEnd,
        cancel: text.cardDragCancel,
      }}
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

/** A card's box, moved by its handle. */
export function SortableCard({
  id,
  name,
  legend,
  children,
}: {
  id: string;
  name: string;
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
        aria-label={text.dragCard(name)}
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
