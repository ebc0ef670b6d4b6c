import type { Gallery } from '@lapm/contracts';
import { Lightbox, type Photo, type usePhotoAddress } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './gallery.module.css';
import { PhotoDownloads, SelectionCount } from './PhotoDownloads';
import { SlideshowButton, type useSlideshow } from './Slideshow';

interface ViewerActionsProps {
  photo: Gallery['photos'][number];
  index: number;
  /** How many photos the viewer goes through: one alone has no slideshow. */
  shownCount: number;
  favourite: boolean;
  locked: boolean;
  rights: Gallery['downloads'];
  count: number;
  included: number;
  slideshow: ReturnType<typeof useSlideshow>;
  error: string | null;
  onToggleFavourite: () => void;
}

interface GalleryLightboxProps
  extends Omit<ViewerActionsProps, 'photo' | 'index' | 'shownCount' | 'favourite' | 'onToggleFavourite'> {
  shown: Gallery['photos'];
  pictures: readonly Photo[];
  viewer: ReturnType<typeof usePhotoAddress>;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (photoId: string) => void;
}

/** The photos shown, full size, each with its heart and download. */
export function GalleryLightbox({
  shown,
  pictures,
  viewer,
  favourites,
  onToggleFavourite,
  ...props
}: GalleryLightboxProps) {
  return (
    <Lightbox
      images={pictures}
      index={viewer.index}
      onIndexChange={viewer.show}
      onClose={viewer.close}
      // A client's photo has no description, and its camera file name says nothing: the
      // viewer's only text is its position (« Photo 3 sur 40 »).
      caption={() => null}
      actions={(index) => {
        const photo = shown[index];
        if (!photo) return null;
        return (
          <ViewerActions
            {...props}
            photo={photo}
            index={index}
            shownCount={shown.length}
            favourite={favourites.has(photo.id)}
            onToggleFavourite={() => onToggleFavourite(photo.id)}
          />
        );
      }}
    />
  );
}

/** The grid's heart and download, for the photo shown in the viewer, with the count they change. */
function ViewerActions(props: ViewerActionsProps) {
  const { photo, favourite, slideshow } = props;
  return (
    <div className={styles.viewerActions}>
      <div className={styles.viewerButtons}>
        <button
          type="button"
          className={styles.heart}
          aria-pressed={favourite}
          aria-label={fr.gallery.favouriteShown}
          disabled={props.locked}
          onClick={props.onToggleFavourite}
        >
          <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
        </button>
        <PhotoDownloads photo={photo} rights={props.rights} favourite={favourite} named={false} />
        {props.shownCount > 1 && (
          <SlideshowButton playing={slideshow.playing} index={props.index} onToggle={slideshow.toggle} />
        )}
      </div>
      <SelectionCount count={props.count} included={props.included} />
      {props.error && (
        <p role="alert" className={styles.error}>
          {props.error}
        </p>
      )}
    </div>
  );
}
