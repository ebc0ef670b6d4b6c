import { api } from '@lapm/api-client';
import type { Chapter, PhotoSortKey } from '@lapm/contracts';
import { errorMessage, FormError, formTexts, StatusMessage } from '@lapm/forms';
import { Button, ConfirmDialog, TextField } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { fr } from '../../../i18n/fr';
import { ChapterGroup } from './ChapterGroup';
import { groupPhotos, moved, photoOrderAfterDrop, photoOrderAfterStep } from './chapterOrder';
import styles from './chapters.module.css';
import type { AdminAlbumPhoto } from './model';
import { SortableChapters } from './SortableChapters';

type Chapters = Awaited<ReturnType<typeof api.adminChapters>>;

/**
 * « Chapitres et ordre des photos »: her chapters, each with its photos in order, moved one step
 * at a time or to another chapter with real buttons (the keyboard reaches each), and sorted by
 * file name in one click. Each change is saved at once and the album read again.
 */
export function ChapterBoard({
  albumId,
  photos,
  chapters,
  onChanged,
}: {
  albumId: number;
  photos: readonly AdminAlbumPhoto[];
  chapters: readonly Chapter[];
  onChanged: () => void;
}) {
  const text = fr.albumChapters;
  const { run, message, error } = useChapterCalls(onChanged);
  const [asked, setAsked] = useState<Chapter | null>(null);
  const groups = groupPhotos(photos, chapters);
  const stepChapter = (chapter: Chapter, step: -1 | 1) => {
    const order = moved(
      chapters.map((known) => known.id),
      chapters.indexOf(chapter),
      step,
    );
    if (order) void run((calls) => calls.order(albumId, order));
  };

  const stepPhoto = (photo: AdminAlbumPhoto, step: -1 | 1) => {
    const order = photoOrderAfterStep(groups, photo.id, step);
    if (order) void run((calls) => calls.orderPhotos(albumId, order));
  };

  return (
    <section aria-labelledby="album-chapters" className={styles.board}>
      <h3 id="album-chapters" className={styles.heading}>
        {text.heading}
      </h3>
      <p className={styles.muted}>{text.hint}</p>
      <ChapterTools
        onAdd={(title) => run((calls) => calls.create(albumId, title))}
        onSort={(by) => void run((calls) => calls.sortPhotos(albumId, by))}
      />
      <div>
        {message && <StatusMessage>{message}</StatusMessage>}
        {error && <FormError>{error}</FormError>}
      </div>
      <SortableChapters
        chapters={chapters}
        onOrder={(chapterIds) => void run((calls) => calls.order(albumId, chapterIds))}
      >
        {groups.map((group, index) => (
          <ChapterGroup
            key={group.chapter?.id ?? 'none'}
            group={group}
            chapters={chapters}
            first={index <= 1}
            last={index === groups.length - 1}
            onRename={(chapter, title) => void run((calls) => calls.rename(albumId, chapter.id, title))}
            onStepChapter={stepChapter}
            onRemoveChapter={setAsked}
            onStepPhoto={stepPhoto}
            onDropPhoto={(photo, target) =>
              void run((calls) =>
                calls.orderPhotos(albumId, photoOrderAfterDrop(groups, photo.id, target.id)),
              )
            }
            onMovePhoto={(photo, chapterId) =>
              void run((calls) => calls.movePhoto(albumId, photo.id, chapterId))
            }
          />
        ))}
      </SortableChapters>
      <ConfirmDialog
        open={asked !== null}
        title={text.confirmRemoveTitle}
        confirmLabel={formTexts.delete}
        tone="danger"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) void run((calls) => calls.remove(albumId, asked.id));
          setAsked(null);
        }}
      >
        {asked ? text.confirmRemove(asked.title) : ''}
      </ConfirmDialog>
    </section>
  );
}

/** « Nouveau chapitre » and the one-click sort. */
function ChapterTools({
  onAdd,
  onSort,
}: {
  onAdd: (title: string) => Promise<void>;
  onSort: (by: PhotoSortKey) => void;
}) {
  const text = fr.albumChapters;
  const addChapter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void onAdd(String(new FormData(form).get('title') ?? '')).then(() => form.reset());
  };
  return (
    <>
      <form className={styles.addForm} onSubmit={addChapter}>
        <TextField label={text.newChapter} name="title" required maxLength={80} autoComplete="off" />
        <Button type="submit" variant="secondary">
          {text.add}
        </Button>
      </form>
      <div className={styles.sortRow}>
        <Button variant="secondary" onClick={() => onSort('fileName')}>
          {text.sortByName}
        </Button>
        <Button variant="secondary" onClick={() => onSort('captureTime')}>
          {text.sortByCaptureTime}
        </Button>
        <p className={styles.muted}>{text.sortNote}</p>
      </div>
    </>
  );
}

/** Runs one change with the chapter calls, says the server's answer and reads the album again. */
function useChapterCalls(onChanged: () => void) {
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (action: (calls: Chapters) => Promise<{ message: string }>) => {
    setError(null);
    setMessage(null);
    return api
      .adminChapters()
      .then(action)
      .then(
        (answer) => {
          setMessage(answer.message);
          onChanged();
        },
        (failure: unknown) => setError(errorMessage(failure)),
      );
  };
  return { run, message, error };
}
