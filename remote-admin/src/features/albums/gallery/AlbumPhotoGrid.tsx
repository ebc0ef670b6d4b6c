import { formTexts } from '@lapm/forms';
import { ConfirmDialog } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../../i18n/fr';
import styles from './gallery.module.css';
import type { AdminAlbumPhoto } from './model';

/** The séance's photos as small thumbnails: processing ones say so until they are ready. */
export function AlbumPhotoGrid({
  photos,
  onRemove,
}: {
  photos: readonly AdminAlbumPhoto[];
  onRemove: (photo: AdminAlbumPhoto) => void;
}) {
  const text = fr.albumGallery;
  const [asked, setAsked] = useState<AdminAlbumPhoto | null>(null);
  if (photos.length === 0) return <p className={styles.muted}>{text.empty}</p>;
  // « En ligne » is what the client sees: the photos still being processed are counted apart.
  const ready = photos.filter((photo) => photo.status === 'ready').length;
  const processing = photos.filter((photo) => photo.status === 'processing').length;
  return (
    <>
      <p className={styles.muted}>
        {text.total(ready)}
        {processing > 0 && ` · ${text.stillProcessing(processing)}`}
      </p>
      <ul className={styles.thumbs} aria-label={text.photosLabel}>
        {photos.map((photo) => (
          <li key={photo.id} className={styles.thumb}>
            {photo.status === 'ready' && photo.thumbUrl ? (
              <img
                src={photo.thumbUrl}
                alt={photo.fileName}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                className={styles.thumbImage}
              />
            ) : (
              <span className={styles.thumbPending}>
                {photo.status === 'failed' ? (photo.error ?? text.failed) : text.processing}
              </span>
            )}
            <span className={styles.thumbName}>
              {photo.favourite && (
                <span className={styles.heart} role="img" aria-label={text.favourite}>
                  ♥
                </span>
              )}
              {photo.fileName}
            </span>
            <button
              type="button"
              className={styles.thumbRemove}
              aria-label={text.remove(photo.fileName)}
              onClick={() => setAsked(photo)}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        title={text.confirmTitle}
        confirmLabel={formTexts.delete}
        tone="danger"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) onRemove(asked);
          setAsked(null);
        }}
      >
        {asked ? text.confirmQuestion(asked.fileName) : ''}
      </ConfirmDialog>
    </>
  );
}
