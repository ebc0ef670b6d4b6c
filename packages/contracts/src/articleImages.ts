import type { Image } from './content';
import type { PhotoVariantFormat } from './photos';

/**
 * The images an article may show (its cover, its share image, the photos of its text), and how
 * it names a photo of the library. Kept here, apart from the Markdown parser (@lapm/articles):
 * the article's schemas check addresses without parsing a text.
 */

/**
 * A published photo of the library (`![texte](/photos/<id>)`), as the server completes it from
 * its row: its size (the frame reserves its height) and its variants, for a responsive `<picture>`.
 */
export interface LibraryImage extends Image {
  width: number;
  height: number;
  placeholder: string;
  variants: Record<PhotoVariantFormat, { src: string; width: number }[]>;
}

/** A file of this site, or one of the UI kit's drawn placeholders (`placeholder:<graine>:<l>x<h>`). */
export function isAllowedImage(address: string): boolean {
  return /^\/(?![/\\])[^\s"'<>\\]*$/.test(address) || /^placeholder:[\w-]+:\d+x\d+$/.test(address);
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const LIBRARY_PHOTO = new RegExp(`^/photos/(${UUID})$`);
const LIBRARY_FILE = new RegExp(`^/photos/(${UUID})/\\d+\\.(?:jpg|webp|avif)$`);

/** How an article's text names a photo of the library: the server turns it into the photo's variants. */
export const libraryPhotoPath = (id: string) => `/photos/${id}`;

/** The id of the library photo an image address of the text names, or null for any other image. */
export const libraryPhotoId = (address: string): string | null => LIBRARY_PHOTO.exec(address)?.[1] ?? null;

/** The id of the library photo a cover names: by the text's form or by one of its files. */
export const libraryPhotoOf = (address: string): string | null =>
  libraryPhotoId(address) ?? LIBRARY_FILE.exec(address)?.[1] ?? null;

/** An image of the site's own image pipeline (@lapm/images), served under /images/. */
export const isSiteImage = (address: string) => /^\/images\/[\w.-]+$/.test(address);

/** A drawn placeholder of the UI kit (the articles written before the photos exist). */
export const isPlaceholderImage = (address: string) => /^placeholder:[\w-]+:\d+x\d+$/.test(address);

/**
 * A cover or a share image must be a file a browser and a social network can fetch: a library
 * photo, an image of the site, or (for the first articles) a drawn placeholder. Any other path,
 * such as a typed `/images/mariage.jpg` that does not exist, would publish a broken image.
 */
export const isCoverAddress = (address: string) =>
  libraryPhotoOf(address) !== null || isSiteImage(address) || isPlaceholderImage(address);

/** The file of a library photo a cover points to: its widest JPEG, which works as `<img>` and `og:image`. */
export function libraryCoverFile(id: string, widths: readonly number[]): string {
  const widest = Math.max(...widths);
  return `/photos/${id}/${widest}.jpg`;
}
