import { idParamsSchema, studioDay } from '@lapm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { albums } from '../../../db/schema';
import { sessionOf } from '../../auth/guard';
import type { ApiApp } from '../../context';
import { availableOn } from '../repository';
import type { AlbumRouteContext } from './context';

/**
 * The « Consulter » click, sent by the link's ping or the client's page as a beacon (no body). Only
 * the owner's own click on an album they can still see is recorded; anything else is answered the
 * same way and records nothing, so the answer tells no one whether an album exists or whose it is.
 */
export function openedRoute(app: ApiApp, { db, clock }: AlbumRouteContext) {
  // A link's `ping` is a POST whose body is the word PING, typed text/ping: read and dropped.
  app.addContentTypeParser('text/ping', { parseAs: 'string', bodyLimit: 64 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.post('/album/:id/opened', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const now = clock();
    await db
      .update(albums)
      .set({ firstOpenedAt: sql`coalesce(${albums.firstOpenedAt}, ${now})`, lastOpenedAt: now })
      .where(
        and(
          eq(albums.id, request.params.id),
          eq(albums.userId, sessionOf(request).user.id),
          availableOn(studioDay(now)),
        ),
      );
    return reply.code(204).send();
  });
}
