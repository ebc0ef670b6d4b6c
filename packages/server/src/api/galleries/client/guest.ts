import { galleryMessages, guestPayloadSchema } from '@lapm/contracts';
import { HttpError } from '../../errors';
import type { ClientGalleryRoute } from './gallery';
import { guestFavouriteIds, guestName } from './guests';

/** A guest let in without a name gives it (once): their own list of favourites. */
export const guestRoute: ClientGalleryRoute = (app, { context: { db }, access, viewed }) => {
  app.put(
    '/galleries/:id/guest',
    { config: { access: 'public' }, schema: { body: guestPayloadSchema } },
    async (request) => {
      const { album, viewer } = await viewed(request);
      if (viewer !== 'code') throw new HttpError(403, galleryMessages.ownerOnly);
      const guestId = await access.nameGuest(request, album.id, request.body.name);
      return {
        guest: (await guestName(db, guestId)) ?? request.body.name,
        favourites: await guestFavouriteIds(db, album.id, guestId),
      };
    },
  );
};
