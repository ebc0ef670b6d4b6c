import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ArticlePayload,
  articleFieldLabels,
  articleMessages,
  isSiteImage,
  libraryCoverFile,
  libraryPhotoOf,
} from '@lapm/contracts';
import type { ResponsiveImage } from '@lapm/images';
import { photos } from '@lapm/images/photos';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../errors';
import { shownPhotos } from './library-photos';

type Image = ArticlePayload['cover'];

/**
 * The cover and the share image as files a browser and a social network can fetch: a library
 * photo becomes the address of its widest JPEG (`/photos/<id>` alone answers nothing an `<img>`
 * or `og:image` can show); a photo that is not published, or a site image that does not exist,
 * is refused in French rather than published broken.
 */
export async function checkedImages<T extends Pick<ArticlePayload, 'cover' | 'shareImage'>>(
  db: Database,
  config: Config,
  fields: T,
): Promise<T> {
  const imagesDir = join(config.webRoot, 'packages', 'images', 'dist', 'files');
  const check = async (image: Image, label: string): Promise<Image> => {
    const id = libraryPhotoOf(image.src);
    if (id) {
      const photo = (await shownPhotos(db, [id])).get(id);
      if (!photo) throw new HttpError(400, articleMessages.imageMissing(label));
      return {
        ...image,
        src: libraryCoverFile(
          id,
          photo.variants.jpeg.map((file) => file.width),
        ),
      };
    }
    if (isSiteImage(image.src) && !existsSync(join(imagesDir, image.src.slice('/images/'.length)))) {
      throw new HttpError(400, articleMessages.imageMissing(label));
    }
    return image;
  };
  return {
    ...fields,
    cover: await check(fields.cover, articleFieldLabels.cover),
    shareImage: await check(fields.shareImage, articleFieldLabels.shareImage),
  };
}

const siteImages: Readonly<Record<string, ResponsiveImage>> = photos;

/** The size of a file of the site's image pipeline (`/images/…`), from its manifest. */
function siteImageSize(src: string): { width: number; height: number } | undefined {
  for (const photo of Object.values(siteImages)) {
    const file = Object.values(photo.variants)
      .flat()
      .find((variant) => variant.src === src);
    if (file) return { width: file.width, height: Math.round((photo.height * file.width) / photo.width) };
  }
  return undefined;
}

/**
 * A share image with the size of its file when it is a library photo's (its height from the
 * photo's ratio) or a file of the site's image pipeline (a first article's demo cover).
 */
export async function withImageSize(
  db: Database,
  image: Image,
): Promise<Image & { width?: number; height?: number }> {
  if (isSiteImage(image.src)) return { ...image, ...siteImageSize(image.src) };
  const id = libraryPhotoOf(image.src);
  const width = Number(/\/(\d+)\.jpg$/.exec(image.src)?.[1] ?? 0);
  if (!id || !width) return image;
  const photo = (await shownPhotos(db, [id])).get(id);
  if (!photo) return image;
  return { ...image, width, height: Math.round((photo.height * width) / photo.width) };
}
