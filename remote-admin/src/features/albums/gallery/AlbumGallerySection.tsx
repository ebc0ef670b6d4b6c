import type { Album } from '@lapm/contracts';
import { FormError, StatusMessage } from '@lapm/forms';
import { useState } from 'react';
import { fr } from '../../../i18n/fr';
import { AlbumDelivery } from './AlbumDelivery';
import { AlbumPhotoGrid } from './AlbumPhotoGrid';
import { ChapterBoard } from './ChapterBoard';
import { ClientSelection } from './ClientSelection';
import { galleryCalls } from './calls';
import { GallerySettingsForm } from './GallerySettingsForm';
import styles from './gallery.module.css';
import { PhotoUploads } from './PhotoUploads';
import { useAlbumPhotos } from './useAlbumPhotos';

/**
 * « Photos de la séance » under an album's edit form: the upload of the séance's photos, their
 * thumbnails, the gallery's settings, and what the client chose and downloaded.
 */
export function AlbumGallerySection({ album }: { album: Album }) {
  const text = fr.albumGallery;
  const { state, reload, addPhoto, patch } = useAlbumPhotos(album.id_album);
  const [removeError, setRemoveError] = useState<string | null>(null);
  return (
    <section aria-labelledby="album-photos" className={styles.section}>
      <h2 id="album-photos" className={styles.heading}>
        {text.heading}
      </h2>
      <PhotoUploads albumId={album.id_album} onUploaded={addPhoto} />
      {state.status === 'loading' && <StatusMessage>{text.loading}</StatusMessage>}
      {state.status === 'error' && <FormError>{state.message}</FormError>}
      {state.status === 'ready' && (
        <>
          {removeError && <FormError>{removeError}</FormError>}
          <AlbumPhotoGrid
            photos={state.data.photos}
            onRemove={(photo) => {
              setRemoveError(null);
              galleryCalls.remove(album.id_album, photo.id).then(
                () => patch({ photos: state.data.photos.filter((known) => known.id !== photo.id) }),
                (failure: unknown) =>
                  setRemoveError(failure instanceof Error ? failure.message : String(failure)),
              );
            }}
          />
          {state.data.photos.length > 0 && (
            <ChapterBoard
              albumId={album.id_album}
              photos={state.data.photos}
              chapters={state.data.chapters}
              onChanged={reload}
            />
          )}
          <AlbumDelivery album={album} photos={state.data.photos} />
          <h3 className={styles.subheading}>{text.settingsHeading}</h3>
          <GallerySettingsForm
            albumId={album.id_album}
            settings={state.data.settings}
            plannedDeletion={state.data.plannedDeletion}
            availableUntil={album.available_until}
            photoCount={state.data.photos.length}
            onSaved={(settings) => {
              patch({ settings });
              // The planned deletion moves with the grace days: the server says the new day.
              reload();
            }}
          />
          <ClientSelection albumId={album.id_album} data={state.data} onReopened={reload} />
        </>
      )}
    </section>
  );
}
