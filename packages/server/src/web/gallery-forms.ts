import { favouritePayloadSchema, galleryApiPaths, galleryPath, galleryPhotoAnchor } from '@lapm/contracts';
import { z } from 'zod';
import type { FormHandler } from './form-answers';

/**
 * A gallery's heart without the app (decision 0015, « la page marche avant l'application »): each
 * heart of the server's first screen is a form posted to the gallery's own page, with the photo
 * and the state asked for. The API sets it, with the visitor's cookies (her session, or the
 * code holder's), then a 303 brings her back to the gallery at that photo. A post from another
 * site is refused before (web/forms.ts).
 */

/** The path the gallery's heart forms post to: the gallery's page itself. */
export const GALLERY_FORM_PATH = '/galerie/:albumId';

const heartSchema = z.object({
  albumId: z.coerce.number().int().positive().max(2_147_483_647),
  photo: z.uuid(),
  favourite: z.enum(['true', 'false']),
});

export const galleryHeart: FormHandler = async (fields, request, reply, tools) => {
  const params = request.params as { albumId?: string };
  const parsed = heartSchema.safeParse({ ...fields, albumId: params.albumId });
  if (!parsed.success) return reply.redirect(request.url.split('?')[0] ?? '/', 303);
  const { albumId, photo, favourite } = parsed.data;
  const payload = favouritePayloadSchema.parse({ favourite: favourite === 'true' });
  const answer = await tools.callApi(
    request,
    galleryApiPaths.favourite(albumId, photo),
    payload,
    true,
    'PUT',
  );
  // Refused (no access, her selection sent, no such photo): the gallery again, as it stands, is
  // the truest answer; its page has no place for a form's message.
  if (answer.status !== 200) return reply.redirect(galleryPath(albumId), 303);
  return reply.redirect(`${galleryPath(albumId)}#${galleryPhotoAnchor(photo)}`, 303);
};
