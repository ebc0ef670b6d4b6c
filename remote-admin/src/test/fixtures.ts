import type { AdminGallery, Album, User } from '@lapm/contracts';

export const lea: User = {
  id: 3,
  firstname: 'Léa',
  lastname: 'Martin',
  address: '1 rue des Oliviers\n34000 Montpellier',
  email: 'lea@example.fr',
  role: 'user',
  email_confirmed: true,
};
export const jerome: User = {
  id: 12,
  firstname: 'Jérôme',
  lastname: 'Écuyer',
  address: null,
  email: 'jerome@exemple.fr',
  role: 'user',
  email_confirmed: false,
};
export const anne: User = {
  id: 1,
  firstname: 'Anne',
  lastname: 'Photo',
  address: null,
  email: 'anne@lapm.fr',
  role: 'admin',
};
export const users = [anne, lea, jerome];

export const weddingAlbum: Album = {
  id_album: 7,
  id_user: 3,
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea@example.fr',
  lien: 'https://galerie.exemple.fr/mariage',
  access_code: 'soleil-34',
  date: '12/05/2025',
  available_until: null,
  expired: false,
  first_opened_at: null,
  last_opened_at: null,
  photo_count: 0,
  grace_days: 30,
  title: '',
  welcome: '',
  kind: null,
  cover_photo_id: null,
  cover_focal_x: 50,
  cover_focal_y: 50,
  client_notified_at: null,
};
export const portraitAlbum: Album = {
  id_album: 31,
  id_user: 12,
  firstname: 'Jérôme',
  lastname: 'Écuyer',
  email: 'jerome@exemple.fr',
  lien: 'https://galerie.exemple.fr/portrait',
  access_code: 'lune-7',
  date: '03/07/2025',
  available_until: null,
  expired: false,
  first_opened_at: null,
  last_opened_at: null,
  photo_count: 0,
  grace_days: 30,
  title: '',
  welcome: '',
  kind: null,
  cover_photo_id: null,
  cover_focal_x: 50,
  cover_focal_y: 50,
  client_notified_at: null,
};
export const albums = [weddingAlbum, portraitAlbum];

/** A promise that never settles: the screen stays in its loading state. */
export const pending = <T>() => new Promise<T>(() => {});

/** A promise the test settles when it wants (Promise.withResolvers needs Node 22). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** An album with no photos yet, as the admin's album screen reads it. */
export const emptyAlbumGallery: AdminGallery = {
  photos: [],
  chapters: [],
  settings: {
    includedPhotos: 0,
    downloadsEnabled: true,
    downloadSize: 'high',
    favouritesOnly: false,
    downloadPinSet: false,
    watermark: false,
    graceDays: 30,
  },
  selection: { status: 'open', sentAt: null, photoIds: [] },
  downloads: [],
  plannedDeletion: null,
  galleryUrl: 'http://localhost:3000/galerie/7',
  guests: [],
};
