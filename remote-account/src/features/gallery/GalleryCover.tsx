import type { Gallery } from '@lapm/contracts';
import { Picture } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './gallery.module.css';
import { toPicture } from './photos';

/**
 * The top of the gallery's first screen: the cover the studio chose, cropped around its focal
 * point (the page's largest image, loaded first), and her welcome words.
 */
export function GalleryCover({ gallery }: { gallery: Gallery }) {
  const { cover, welcome, name, title } = gallery.album;
  const photo = cover && gallery.photos.find((candidate) => candidate.id === cover.photoId);
  if (!photo && !welcome) return null;
  return (
    <div className={styles.welcome}>
      {photo && cover && (
        <Picture
          className={styles.cover}
          image={{
            ...toPicture(photo),
            alt: fr.gallery.cover(name || title),
            focalPoint: { x: cover.focalX, y: cover.focalY },
          }}
          ratio={16 / 9}
          priority
          sizes="(min-width: 75rem) 72rem, 100vw"
        />
      )}
      {welcome && <p className={styles.welcomeText}>{welcome}</p>}
    </div>
  );
}
