import type { Gallery } from '@lapm/contracts';
import { Picture } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './gallery.module.css';
import { toPicture } from './photos';

/**
 * The cover as a phone first gets it: drawn as for a screen of one pixel per point, its narrowest
 * WebP (480 px, tens of kilobytes) rather than the widest a 3× screen asks for (over 100 KB, seconds
 * on a slow 4G). A tablet and a wide screen get their width. The server's page carries these.
 */
export const COVER_FIRST_SIZES = '(min-width: 75rem) 72rem, (min-width: 40rem) 100vw, 34vw';
/** The cover as sharp as the screen, asked once the first one is drawn and the page is idle. */
export const COVER_SHARP_SIZES = '(min-width: 75rem) 72rem, 100vw';

const whenIdle = (callback: () => void) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(callback, { timeout: 3000 })
    : setTimeout(callback, 1000);

/**
 * The top of the gallery's first screen: the cover the studio chose, cropped around its focal
 * point (the page's largest image, loaded first), and her welcome words.
 */
export function GalleryCover({ gallery }: { gallery: Gallery }) {
  const { cover, welcome, name, title } = gallery.album;
  const photo = cover && gallery.photos.find((candidate) => candidate.id === cover.photoId);
  // The browser keeps the light cover on screen while the sharp one loads, then swaps them.
  const [sharp, setSharp] = useState(false);
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
          sizes={sharp ? COVER_SHARP_SIZES : COVER_FIRST_SIZES}
          onLoad={sharp ? undefined : () => whenIdle(() => setSharp(true))}
        />
      )}
      {welcome && <p className={styles.welcomeText}>{welcome}</p>}
    </div>
  );
}
