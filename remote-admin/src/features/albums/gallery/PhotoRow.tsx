import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@lapm/ui';
import type { FormEvent } from 'react';
import { fr } from '../../../i18n/fr';
import type { ChapterGroupProps } from './ChapterGroup';
import styles from './chapters.module.css';
import type { AdminAlbumPhoto } from './model';

/** One photo of a chapter: a handle to drag it (mouse, touch or keyboard), its steps, its chapter. */
export function PhotoRow({
  photo,
  index,
  count,
  chapters,
  group,
  onStepPhoto,
  onMovePhoto,
}: ChapterGroupProps & { photo: AdminAlbumPhoto; index: number; count: number }) {
  const text = fr.albumChapters;
  const sortable = useSortable({ id: photo.id });
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  const move = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('chapter') ?? '');
    onMovePhoto(photo, value === '' ? null : Number(value));
  };
  return (
    <li ref={sortable.setNodeRef} style={style} className={styles.photo}>
      <button
        type="button"
        className={styles.handle}
        aria-label={text.drag(photo.fileName)}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {photo.thumbUrl ? (
        <img
          src={photo.thumbUrl}
          alt=""
          width={48}
          height={48}
          className={styles.photoThumb}
          loading="lazy"
        />
      ) : (
        <span className={styles.photoThumb} aria-hidden="true" />
      )}
      <span className={styles.photoName}>{photo.fileName}</span>
      <Button
        size="small"
        variant="quiet"
        aria-label={text.photoUp(photo.fileName)}
        disabled={index === 0}
        onClick={() => onStepPhoto(photo, -1)}
      >
        ↑
      </Button>
      <Button
        size="small"
        variant="quiet"
        aria-label={text.photoDown(photo.fileName)}
        disabled={index === count - 1}
        onClick={() => onStepPhoto(photo, 1)}
      >
        ↓
      </Button>
      <form className={styles.move} onSubmit={move}>
        <select
          name="chapter"
          aria-label={text.photoChapter(photo.fileName)}
          defaultValue={group.chapter?.id ?? ''}
          className={styles.select}
        >
          <option value="">{text.noChapter}</option>
          {chapters.map((chapter) => (
            <option key={chapter.id} value={chapter.id}>
              {chapter.title}
            </option>
          ))}
        </select>
        <Button type="submit" size="small" variant="secondary" aria-label={text.move(photo.fileName)}>
          {text.moveLabel}
        </Button>
      </form>
    </li>
  );
}
