import type { Gallery, GalleryData, GalleryPhoto, GalleryPhotoData } from '@lapm/contracts';

/** The gallery tests' common album: Léa Martin's session of 14 June 2025, and its photos. */
export const galleryPhotoId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** A 3:2 landscape at 400 and 800 px wide, as the API sends it (no addresses yet). */
export const galleryPhotoData = (index: number): GalleryPhotoData => ({
  id: galleryPhotoId(index),
  fileName: `IMG_${index}.jpg`,
  width: 1200,
  height: 800,
  blurDataUrl: null,
  widths: [400, 800],
  hidden: false,
  chosenBy: [],
  chapterId: null,
});

/** Where the API client says a test photo's file `file` is (`800.jpg`, `original`, `web`). */
export const photoFile = (index: number, file: string) =>
  `/api/galleries/5/photos/${galleryPhotoId(index)}/${file}`;

/** The same with the addresses the API client gives it, in album 5. */
export const galleryPhoto = (index: number, change: Partial<GalleryPhoto> = {}): GalleryPhoto => ({
  ...galleryPhotoData(index),
  srcset: {
    webp: `${photoFile(index, '400.webp')} 400w, ${photoFile(index, '800.webp')} 800w`,
    jpeg: `${photoFile(index, '400.jpg')} 400w, ${photoFile(index, '800.jpg')} 800w`,
  },
  src: photoFile(index, '800.jpg'),
  downloadUrl: photoFile(index, 'original'),
  webDownloadUrl: photoFile(index, 'web'),
  ...change,
});

export const allDownloads = {
  high: true,
  web: true,
  watermarked: false,
  pinAsked: false,
  favouritesOnly: false,
};
export const noDownloads = {
  high: false,
  web: false,
  watermarked: false,
  pinAsked: false,
  favouritesOnly: false,
};

const galleryAlbum: Gallery['album'] = {
  id: 5,
  title: 'Léa Martin',
  date: '14/06/2025',
  availableUntil: null,
  name: '',
  welcome: '',
  cover: null,
};

/** An empty gallery its owner opens, as the API sends it: downloads off, nothing chosen yet. */
export const testGalleryData = (change: Partial<GalleryData> = {}): GalleryData => ({
  album: { ...galleryAlbum },
  photos: [],
  chapters: [],
  includedPhotos: 0,
  downloadsEnabled: false,
  downloads: noDownloads,
  selection: { status: 'open', sentAt: null },
  favourites: [],
  viewer: 'owner',
  guest: null,
  ...change,
});

/** The same with the addresses the API client gives it; each test says what differs. */
export const testGallery = (change: Partial<Gallery> = {}): Gallery => ({
  ...testGalleryData(),
  photos: [],
  archiveUrl: '/api/galleries/5/archive.zip',
  webArchiveUrl: '/api/galleries/5/archive-web.zip',
  ...change,
});
