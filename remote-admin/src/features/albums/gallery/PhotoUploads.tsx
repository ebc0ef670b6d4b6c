import { galleryMessages } from '@lapm/contracts';
import { FormError, Hint } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { fr } from '../../../i18n/fr';
import { DropZone } from '../../shared/DropZone';
import { createUploadQueue, type QueuedFile, type UploadQueue } from '../../shared/uploadQueue';
import { galleryCalls, uploadFailure } from './calls';
import styles from './gallery.module.css';
import type { AdminAlbumPhoto } from './model';

const IMAGE_NAME = /\.(jpe?g|png|webp|hei[cf]|tiff?|avif)$/i;

/** What the browser can tell at once: a file that says it is no image and has no image's name. */
export function notAPhoto(file: File): string | null {
  if (file.type.startsWith('image/') || IMAGE_NAME.test(file.name)) return null;
  return galleryMessages.notPhoto(file.name);
}

/**
 * The drop zone and the platform's own file picker (a plain `<input type=file multiple>`, which
 * works as it is), then one progress bar for the lot, its count, and the files that did not go.
 */
export function PhotoUploads({
  albumId,
  onUploaded,
}: {
  albumId: number;
  onUploaded: (photo: AdminAlbumPhoto) => void;
}) {
  const text = fr.albumGallery;
  const inputId = useId();
  const hintId = useId();
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const queue = useMemo(
    () =>
      createUploadQueue<AdminAlbumPhoto>({
        upload: (file, onProgress) => galleryCalls.upload(albumId, file, onProgress),
        describe: uploadFailure,
        precheck: notAPhoto,
        onUploaded: (photo) => uploaded.current(photo),
      }),
    [albumId],
  );
  const { files, summary } = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);

  // A new lot after the last one is done starts its count afresh.
  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    queue.clearSettled();
    queue.add(chosen);
  };

  const percent = summary.bytesTotal ? Math.round((summary.bytesSent / summary.bytesTotal) * 100) : 0;

  return (
    <div>
      <DropZone text={text.dropZone} onFiles={add}>
        <label htmlFor={inputId} className={styles.pickLabel}>
          {text.pick}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/*"
          aria-describedby={hintId}
          className={styles.fileInput}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            // The same files can be chosen again.
            event.target.value = '';
          }}
        />
        <Hint id={hintId}>{text.dropHint}</Hint>
      </DropZone>
      {summary.total > 0 && (
        <div className={styles.progressBlock}>
          <progress className={styles.progress} aria-label={text.progressLabel} max={100} value={percent} />
          <p className={styles.count} aria-live="polite">
            {text.count(summary.sent, summary.total)}
            {summary.failed > 0 && ` · ${text.failedCount(summary.failed)}`}
          </p>
        </div>
      )}
      <UploadProblems files={files} queue={queue} />
    </div>
  );
}

/** The files that did not go, each with « Réessayer » when sending again may help. */
function UploadProblems({
  files,
  queue,
}: {
  files: readonly QueuedFile[];
  queue: UploadQueue<AdminAlbumPhoto>;
}) {
  const text = fr.albumGallery;
  const problems = files.filter((file) => file.state === 'refused' || file.state === 'failed');
  // Refused files would be refused again: only the failed ones are sent again.
  const retryable = problems.filter((file) => file.state === 'failed').length;
  if (problems.length === 0) return null;
  return (
    <section aria-label={text.problems}>
      <h4 className={styles.subheading}>{text.problems}</h4>
      {retryable > 1 && (
        <Button size="small" onClick={() => queue.retryAll()}>
          {text.retryAll}
        </Button>
      )}
      <ul className={styles.problems}>
        {problems.map((file) => (
          <li key={file.key} className={styles.problem}>
            <FormError>{file.error ?? file.name}</FormError>
            {file.state === 'failed' && (
              <Button
                size="small"
                variant="secondary"
                aria-label={text.retryName(file.name)}
                onClick={() => queue.retry(file.key)}
              >
                {text.retry}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
