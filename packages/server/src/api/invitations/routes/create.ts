import { type InvitationPayload, invitationPayloadSchemaOn, studioDay } from '@lapm/contracts';
import type { Database } from '../../../db/database';
import { albums } from '../../../db/schema';
import { reminderOfNewAlbum } from '../../albums/mail-queue';
import { newAlbumValues, withReservedId } from '../../albums/repository';
import { sessionOf } from '../../auth/guard';
import { hashPassword } from '../../auth/passwords';
import { newLinkToken } from '../../auth/tokens';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { endPendingLinks, findUserByEmail, updateUser } from '../../users/users';
import { openInvitedAccount } from '../invite';
import { issueInvitation, isUnproved } from '../repository';
import type { InvitationRouteContext } from './context';

type Client = Omit<InvitationPayload, 'album'>;

/**
 * Whoever registered the address is out at once: a password nobody knows, every session closed,
 * every link ended. So an album given with the invitation is seen only by whoever opens the
 * e-mailed link; the names become the studio's.
 */
async function reopenForInvitation(
  { sessions }: InvitationRouteContext,
  tx: Database,
  id: number,
  { firstname, lastname }: { firstname: string; lastname: string },
) {
  const passwordHash = await hashPassword(newLinkToken());
  const user = await updateUser(tx, id, { firstname, lastname, passwordHash });
  await sessions.revokeAllOf(tx, id);
  await endPendingLinks(tx, id);
  return user;
}

/** The album given with the invitation. No « published » e-mail: the invitation announces it (see docs/decisions). */
async function insertInvitedAlbum(
  tx: Database,
  userId: number,
  album: NonNullable<InvitationPayload['album']>,
  now: Date,
) {
  const { title, welcome, kind, reserved_id } = album;
  const [row] = await withReservedId(async () =>
    tx
      .insert(albums)
      .values({
        ...(await newAlbumValues(tx, { title, welcome, kind, reserved_id })),
        userId,
        lien: album.lien,
        accessCode: album.access_code,
        date: album.date,
        availableUntil: album.available_until,
        reminderQueuedAt: reminderOfNewAlbum(album.available_until, now),
      })
      .returning({ id: albums.id }),
  );
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * An address registered by someone who never proved it is the studio's to give: the invitation
 * decides who gets the account. Any other account with the address is refused.
 */
async function existingUnproved({ db }: InvitationRouteContext, client: Client) {
  const existing = await findUserByEmail(db, client.email);
  const unproved = existing?.role === 'user' && (await isUnproved(db, existing.id));
  if (existing && !unproved) {
    throw new HttpError(
      409,
      existing.role === 'user'
        ? 'Un compte existe déjà avec cet email : choisissez ce client dans la liste plutôt que de l’inviter.'
        : 'Un compte existe déjà avec cet email.',
    );
  }
  return { existing, unproved };
}

/** The account, the album if one is given, and the link, in one transaction. */
function openInvitation(
  context: InvitationRouteContext,
  { album, ...client }: InvitationPayload,
  existing: { id: number } | undefined,
  now: Date,
) {
  const { db, siteUrl } = context;
  return db.transaction(async (tx) => {
    const { user, link } = existing
      ? await reopenForInvitation(context, tx, existing.id, client).then(async (user) => ({
          user,
          link: await issueInvitation(tx, user.id, now, siteUrl),
        }))
      : await openInvitedAccount(tx, client, now, siteUrl);
    if (!album) return { user, albumId: null, link };
    return { user, albumId: await insertInvitedAlbum(tx, user.id, album, now), link };
  });
}

/**
 * Accounts the studio opens for its clients. The account exists at once, with a password nobody
 * knows (the hash of a random secret thrown away at once), so that a login to it fails as any wrong
 * password does, at the same cost; the client chooses theirs through the e-mailed link.
 */
export function createRoute(app: ApiApp, context: InvitationRouteContext) {
  const { limits, clock, invite } = context;
  app.post(
    '/invitation',
    {
      config: { access: 'admin' },
      schema: { body: invitationPayloadSchemaOn(() => studioDay(clock())) },
    },
    async (request, reply) => {
      await limits.invitationsByAdmin(request);
      const { existing, unproved } = await existingUnproved(context, request.body);
      const { user, albumId, link } = await openInvitation(context, request.body, existing, clock());
      await invite(request.log, user, link);
      request.log.info(
        { event: 'invitation_sent', userId: user.id, albumId, unproved, by: sessionOf(request).user.id },
        'client invité',
      );
      return reply.code(201).send({
        message: unproved
          ? `Invitation envoyée à ${user.email}. Le compte inscrit à cette adresse sans l’avoir jamais confirmée ne s’ouvrira plus qu’avec ce lien.`
          : `Invitation envoyée à ${user.email}.`,
        data: { user: { ...user, invitation: 'pending' as const }, album_id: albumId },
      });
    },
  );
}
