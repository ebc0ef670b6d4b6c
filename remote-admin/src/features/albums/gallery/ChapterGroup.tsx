import type { Chapter } from '@lapm/contracts';
import { Button } from '@lapm/ui';
import type { FormEvent } from 'react';
import { fr } from '../../../i18n/fr';
import type { PhotoGroup } from './chapterOrder';
import styles from './chapters.module.css';
import type { AdminAlbumPhoto } from './model';
import { SortableSection } from './SortableChapters';
import { SortablePhotos } from './SortablePhotos';

export interface ChapterGroupProps {
  group: PhotoGroup;
  chapters: readonly Chapter[];
  /** First or last chapter: it cannot go further that way. */
  first: boolean;
  last: boolean;
  onRename: (chapter: Chapter, title: string) => void;
  onStepChapter: (chapter: Chapter, step: -1 | 1) => void;
  onRemoveChapter: (chapter: Chapter) => void;
  onStepPhoto: (photo: AdminAlbumPhoto, step: -1 | 1) => void;
  onMovePhoto: (photo: AdminAlbumPhoto, chapterId: number | null) => void;
  /** A photo dragged onto another's place in the same chapter. */
  onDropPhoto: (photo: AdminAlbumPhoto, target: AdminAlbumPhoto) => void;
}

/** One chapter (or the photos in none): its title and tools, then its photos in order. */
export function ChapterGroup(props: ChapterGroupProps) {
  const { group, first, last, onStepChapter, onRemoveChapter } = props;
  const text = fr.albumChapters;
  const { chapter } = group;
  const title = chapter?.title ?? text.noChapter;
  const body = (
    <>
      <div className={styles.groupHead}>
        <h4 className={styles.groupTitle}>{title}</h4>
        {chapter ? (
          <div className={styles.tools}>
            <RenameForm chapter={chapter} onRename={props.onRename} />
            <Button
              size="small"
              variant="quiet"
              aria-label={text.chapterUp(chapter.title)}
              disabled={first}
              onClick={() => onStepChapter(chapter, -1)}
            >
              ↑
            </Button>
            <Button
              size="small"
              variant="quiet"
              aria-label={text.chapterDown(chapter.title)}
              disabled={last}
              onClick={() => onStepChapter(chapter, 1)}
            >
              ↓
            </Button>
            <Button
              size="small"
              variant="danger"
              onClick={() => onRemoveChapter(chapter)}
              aria-label={text.removeChapter(chapter.title)}
            >
              ✕
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>{text.noChapterHint}</p>
        )}
      </div>
      {group.photos.length === 0 ? (
        <p className={styles.muted}>{text.emptyGroup}</p>
      ) : (
        <SortablePhotos
          label={chapter ? text.photosOf(chapter.title) : text.photosWithout}
          groupProps={props}
        />
      )}
    </>
  );
  return chapter ? (
    <SortableSection chapter={chapter}>{body}</SortableSection>
  ) : (
    <section className={styles.group} aria-label={title}>
      {body}
    </section>
  );
}

function RenameForm({ chapter, onRename }: { chapter: Chapter; onRename: ChapterGroupProps['onRename'] }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRename(chapter, String(new FormData(event.currentTarget).get('title') ?? ''));
  };
  return (
    <form className={styles.rename} onSubmit={submit}>
      <input
        name="title"
        defaultValue={chapter.title}
        key={chapter.title}
        aria-label={fr.albumChapters.chapterTitle(chapter.title)}
        required
        maxLength={80}
        className={styles.titleInput}
      />
      <Button type="submit" size="small" variant="secondary">
        {fr.albumChapters.rename}
      </Button>
    </form>
  );
}
