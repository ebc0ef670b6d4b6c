import { frenchDay, studioDay } from '@lapm/contracts';
import { FormFeedback, useSubmission } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { fr } from '../../../i18n/fr';
import { galleryCalls } from './calls';
import styles from './gallery.module.css';
import type { AdminAlbumPhotos } from './model';

const dayOf = (instant: string) => frenchDay(studioDay(new Date(instant)));

/** What the client chose and sent, and what was downloaded. */
export function ClientSelection({
  albumId,
  data,
  onReopened,
}: {
  albumId: number;
  data: AdminAlbumPhotos;
  onReopened: () => void;
}) {
  const text = fr.albumGallery;
  const submission = useSubmission();
  const { selection, settings, photos, downloads } = data;
  const chosen = new Set(selection.photoIds);
  const favourites = photos.filter((photo) => chosen.has(photo.id));
  const names = new Map(photos.map((photo) => [photo.id, photo.fileName]));
  return (
    <>
      <section aria-labelledby="album-selection" className={styles.block}>
        <h3 id="album-selection" className={styles.subheading}>
          {text.selectionHeading}
        </h3>
        <p>
          {selection.status === 'sent' && selection.sentAt
            ? text.selectionSent(dayOf(selection.sentAt))
            : text.selectionOpen}{' '}
          <strong>{text.selectionCount(selection.photoIds.length, settings.includedPhotos)}</strong>
        </p>
        {favourites.length > 0 && (
          <ul className={styles.favourites} aria-label={text.favouritesLabel}>
            {favourites.map((photo) => (
              <li key={photo.id}>
                <img
                  src={photo.thumbUrl ?? undefined}
                  alt={photo.fileName}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  className={styles.thumbImage}
                />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {selection.photoIds.length > 0 && (
            <a href={galleryCalls.fileNamesUrl(albumId)} download className={styles.link}>
              {text.fileNames}
            </a>
          )}
          {selection.status === 'sent' && (
            <Button
              variant="secondary"
              disabled={submission.pending !== null}
              onClick={() =>
                submission.run('save', async () => {
                  const { message } = await galleryCalls.reopen(albumId);
                  onReopened();
                  return { kind: 'success', text: message };
                })
              }
            >
              {text.reopen}
            </Button>
          )}
        </div>
        <FormFeedback outcome={submission.outcome} />
      </section>
      <section aria-labelledby="album-guests" className={styles.block}>
        <h3 id="album-guests" className={styles.subheading}>
          {text.guestsHeading}
        </h3>
        {data.guests.length === 0 ? (
          <p className={styles.muted}>{text.noGuests}</p>
        ) : (
          // Each guest's own list, apart from the client's selection above (never sent with it).
          <ul className={styles.downloads}>
            {data.guests.map((guest) => (
              <li key={guest.name}>
                <strong>{text.guestList(guest.name, guest.photoIds.length)}</strong>
                {guest.photoIds.length > 0 &&
                  ` — ${guest.photoIds.map((id) => names.get(id) ?? '').join(', ')}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="album-downloads" className={styles.block}>
        <h3 id="album-downloads" className={styles.subheading}>
          {text.downloadsHeading}
        </h3>
        {downloads.length === 0 ? (
          <p className={styles.muted}>{text.noDownloads}</p>
        ) : (
          <ul className={styles.downloads}>
            {downloads.map((download, index) => (
              // A log, never reordered: two downloads of one file in the same instant are two lines.
              <li key={`${download.at}-${index}`}>
                {text.downloadedOn(
                  dayOf(download.at),
                  download.by === 'guest'
                    ? text.guestDownloader(download.guest)
                    : text.downloader[download.by],
                  (download.size === 'web' ? text.webSize : String)(
                    download.kind === 'photo' ? (download.fileName ?? '') : text.archive,
                  ),
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
