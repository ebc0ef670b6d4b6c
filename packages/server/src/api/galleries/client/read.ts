import type { Database } from '../../../db/database';
import type { GalleryAlbum } from '../access';
import { albumChapterList, guestLists, type PhotoRow } from '../repository';
import { type ClientGalleryRoute, visiblePhotos } from './gallery';
import { guestFavouriteIds, guestName } from './guests';
import { rightsOf } from './rights';

/** Who chose what is the owner's to see (and the admin's), never another guest's. */
async function chosenByOf(db: Database, albumId: number, guest: boolean) {
  const chosenBy = new Map<string, string[]>();
  if (!guest) {
    for (const list of await guestLists(db, albumId)) {
      for (const id of list.photoIds) chosenBy.set(id, [...(chosenBy.get(id) ?? []), list.name]);
    }
  }
  return chosenBy;
}

const albumView = (album: GalleryAlbum, photos: PhotoRow[]) => ({
  id: album.id,
  title: `${album.firstname} ${album.lastname}`,
  date: album.date,
  availableUntil: album.availableUntil,
  name: album.title,
  welcome: album.welcome,
  // A cover still in processing (or failed) is no cover yet: the client sees ready photos only.
  cover:
    album.coverPhotoId && photos.some((photo) => photo.id === album.coverPhotoId)
      ? { photoId: album.coverPhotoId, focalX: album.coverFocalX, focalY: album.coverFocalY }
      : null,
});

const photoView = (photo: PhotoRow, chosenBy: Map<string, string[]>) => ({
  id: photo.id,
  fileName: photo.fileName,
  width: photo.width,
  height: photo.height,
  blurDataUrl: photo.placeholder,
  widths: photo.widths,
  hidden: photo.hiddenFromGuests,
  chosenBy: chosenBy.get(photo.id) ?? [],
  chapterId: photo.chapterId,
});

/** The gallery as this viewer sees it: the owner, a guest, or the admin. */
export const readRoute: ClientGalleryRoute = (app, { context: { db }, viewed }) => {
  app.get('/galleries/:id', { config: { access: 'public' } }, async (request) => {
    const { album, viewer, guestId } = await viewed(request);
    const guest = viewer === 'code';
    const photos = await visiblePhotos(db, album.id, viewer);
    const chosenBy = await chosenByOf(db, album.id, guest);
    return {
      album: albumView(album, photos),
      photos: photos.map((photo) => photoView(photo, chosenBy)),
      // A chapter whose photos this viewer cannot see (hidden, still processing) is no heading.
      chapters: (await albumChapterList(db, album.id)).filter((chapter) =>
        photos.some((photo) => photo.chapterId === chapter.id),
      ),
      includedPhotos: album.includedPhotos,
      downloadsEnabled: album.downloadsEnabled,
      downloads: rightsOf(request, album, viewer),
      selection: { status: album.selectionStatus, sentAt: album.selectionSentAt?.toISOString() ?? null },
      favourites: guest
        ? await guestFavouriteIds(db, album.id, guestId)
        : photos.filter((photo) => photo.favourite).map((photo) => photo.id),
      viewer: guest ? ('guest' as const) : viewer,
      guest: guest ? await guestName(db, guestId) : null,
    };
  });
};
