import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { archiveRoute } from './client/archive';
import { archiveWebRoute } from './client/archive-web';
import { downloadPinRoute } from './client/download-pin';
import { favouriteRoute } from './client/favourite';
import { createClientGallery } from './client/gallery';
import { guestRoute } from './client/guest';
import { hiddenRoute } from './client/hidden';
import { openRoute } from './client/open';
import { openByCodeRoute } from './client/open-by-code';
import { originalRoute } from './client/original';
import { readRoute } from './client/read';
import { selectionRoute } from './client/selection';
import { variantRoute } from './client/variant';
import { webSizeRoute } from './client/web-size';

/**
 * The client's side of a gallery: the album's owner with her session, or anyone with its access
 * code, browses, chooses her favourites, sends her selection and downloads; the admin sees it as
 * she does. To anyone else, every address of a gallery answers 404. One file per route, in client/.
 */
export const clientGalleryRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  const gallery = createClientGallery(app, context);
  for (const register of [
    openRoute,
    openByCodeRoute,
    guestRoute,
    hiddenRoute,
    readRoute,
    favouriteRoute,
    selectionRoute,
    downloadPinRoute,
    originalRoute,
    webSizeRoute,
    archiveRoute,
    archiveWebRoute,
    variantRoute,
  ])
    register(app, gallery);
};
