import { FormError, Hint } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { useRef } from 'react';
import { fr } from '../../i18n/fr';
import { DropZone } from '../shared/DropZone';
import styles from './photos.module.css';
import type { Upload } from './useUploads';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.heic,.heif';

/** The drop zone and file picker (many files at once), then each file's progress and fate. */
export function UploadZone({
  uploads,
  onFiles,
  onRetry,
}: {
  uploads: Upload[];
  onFiles: (files: File[]) => void;
  onRetry: (key: number) => void;
}) {
  const text = fr.photos;
  const input = useRef<HTMLInputElement>(null);

  return (
    <section aria-labelledby="photos-add">
      <h2 id="photos-add" className={styles.heading}>
        {text.addHeading}
      </h2>
      <DropZone text={text.dropZone} onFiles={onFiles}>
        <Hint>{text.dropHint}</Hint>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {text.pick}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className={styles.fileInput}
          aria-label={text.pick}
          tabIndex={-1}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            // The same files can be picked again after a failure.
            event.target.value = '';
          }}
        />
      </DropZone>
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label={text.uploadsLabel}>
          {uploads.map((upload) => (
            <UploadItem key={upload.key} upload={upload} onRetry={() => onRetry(upload.key)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function phaseText(upload: Upload): string {
  const phase = fr.photos.phase;
  return upload.phase === 'uploading'
    ? phase.uploading(Math.round(upload.progress * 100))
    : phase[upload.phase];
}

function UploadItem({ upload, onRetry }: { upload: Upload; onRetry: () => void }) {
  const sending = upload.phase === 'waiting' || upload.phase === 'uploading';
  return (
    <li className={styles.upload}>
      <span className={styles.uploadName}>{upload.name}</span>
      {sending ? (
        <progress
          className={styles.progress}
          aria-label={fr.photos.progress(upload.name)}
          max={100}
          value={Math.round(upload.progress * 100)}
        />
      ) : null}
      <span className={styles.phase}>{phaseText(upload)}</span>
      {upload.error && <FormError>{upload.error}</FormError>}
      {upload.retryable && (
        <Button size="small" variant="secondary" onClick={onRetry}>
          {fr.photos.retry}
        </Button>
      )}
    </li>
  );
}
