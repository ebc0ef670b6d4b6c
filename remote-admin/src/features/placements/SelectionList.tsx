import type { Photo } from '@lapm/contracts';
import { Button, Picture } from '@lapm/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { pictureOf } from '../shared/photoPicture';
import styles from './placements.module.css';

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

type Focus = { id: string; on: 'item' | 'up' | 'down' };

interface SelectionListProps {
  photos: readonly Photo[];
  /** The new order, and what to announce to a screen reader. */
  onChange: (photos: Photo[], announcement: string) => void;
  disabled?: boolean;
}

/**
 * Focus follows the moved photo: on the item itself, or on the button pressed, unless that button
 * is now disabled (a photo moved to the top has no « Monter »), then on the item.
 */
function useFocusAfterMove() {
  const [focus, setFocus] = useState<Focus | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  useEffect(() => {
    if (!focus) return;
    const item = items.current.get(focus.id);
    const button =
      focus.on === 'item' ? null : item?.querySelector<HTMLButtonElement>(`[data-move="${focus.on}"]`);
    (button && !button.disabled ? button : item)?.focus();
    setFocus(null);
  }, [focus]);
  const itemRef = (id: string) => (element: HTMLLIElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  };
  return { setFocus, itemRef };
}

type Move = (from: number, to: number, on: Focus['on']) => void;

interface ItemProps {
  photo: Photo;
  index: number;
  count: number;
  disabled: boolean;
  move: Move;
  onRemove: () => void;
}

/** « Monter », « Descendre » and « Retirer » of one photo. */
function ItemButtons({ photo, index, count, disabled, move, onRemove }: ItemProps) {
  const text = fr.placements;
  return (
    <span className={styles.moves}>
      <Button
        size="small"
        variant="secondary"
        data-move="up"
        aria-label={text.moveUp(photo.alt)}
        disabled={disabled || index === 0}
        onClick={() => move(index, index - 1, 'up')}
      >
        {text.up}
      </Button>
      <Button
        size="small"
        variant="secondary"
        data-move="down"
        aria-label={text.moveDown(photo.alt)}
        disabled={disabled || index === count - 1}
        onClick={() => move(index, index + 1, 'down')}
      >
        {text.down}
      </Button>
      <Button
        size="small"
        variant="danger"
        aria-label={text.remove(photo.alt)}
        disabled={disabled}
        onClick={onRemove}
      >
        {text.removeShort}
      </Button>
    </span>
  );
}

/** One chosen photo: moved by the arrow keys when focused, dragged, or by its buttons. */
function SelectionItem({
  dragged,
  setDragged,
  itemRef,
  ...props
}: ItemProps & {
  dragged: number | null;
  setDragged: (index: number | null) => void;
  itemRef: (element: HTMLLIElement | null) => void;
}) {
  const text = fr.placements;
  const { photo, index, count, disabled, move } = props;
  const picture = pictureOf(photo);

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.target !== event.currentTarget || disabled) return;
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, 'item');
  }

  return (
    <li
      ref={itemRef}
      // A focusable item: the arrow keys move it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the item itself is what the keys move.
      tabIndex={0}
      aria-label={`${photo.alt}, ${text.position(index + 1, count)}`}
      className={`${styles.item} ${dragged === index ? styles.dragging : ''}`}
      draggable={!disabled}
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', photo.id);
        setDragged(index);
      }}
      onDragOver={(event) => {
        if (dragged !== null) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        if (dragged !== null) move(dragged, index, 'item');
        setDragged(null);
      }}
      onDragEnd={() => setDragged(null)}
    >
      <span className={styles.position} aria-hidden="true">
        {index + 1}
      </span>
      <div className={styles.thumb}>{picture && <Picture image={picture} ratio={1} sizes="5rem" />}</div>
      <span className={styles.alt}>{photo.alt}</span>
      <ItemButtons {...props} />
    </li>
  );
}

/**
 * The chosen photos in order. Reordered by dragging an item, by the arrow keys on a focused
 * item, or by its « Monter » / « Descendre » buttons; each move is announced by the page and
 * focus follows the moved photo.
 */
export function SelectionList({ photos, onChange, disabled = false }: SelectionListProps) {
  const text = fr.placements;
  const [dragged, setDragged] = useState<number | null>(null);
  const { setFocus, itemRef } = useFocusAfterMove();

  function move(from: number, to: number, on: Focus['on']) {
    const photo = photos[from];
    if (!photo || to < 0 || to >= photos.length || from === to) return;
    onChange(moved(photos, from, to), text.moved(photo.alt, to + 1, photos.length));
    setFocus({ id: photo.id, on });
  }

  if (photos.length === 0) return <p className={styles.empty}>{text.empty}</p>;
  return (
    <ol className={styles.selection} aria-label={text.selectionHeading}>
      {photos.map((photo, index) => (
        <SelectionItem
          key={photo.id}
          photo={photo}
          index={index}
          count={photos.length}
          disabled={disabled}
          move={move}
          onRemove={() =>
            onChange(
              photos.filter((other) => other.id !== photo.id),
              text.removed(photo.alt),
            )
          }
          dragged={dragged}
          setDragged={setDragged}
          itemRef={itemRef(photo.id)}
        />
      ))}
    </ol>
  );
}
