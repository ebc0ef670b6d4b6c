export type {
  AdminAlbumPhoto,
  AdminGallery as AdminAlbumPhotos,
  DownloadEvent,
  GallerySettings,
} from '@lapm/contracts';
