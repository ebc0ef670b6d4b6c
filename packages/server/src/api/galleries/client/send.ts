import { type DownloadSize, studio } from '@lapm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { galleryDownloads } from '../../../db/schema';
import type { Clock } from '../../albums/mail-queue';
import type { GalleryAlbum, Viewer } from '../access';
import { type ArchiveEntry, streamArchive } from '../archive';
import { attachment } from '../repository';
import { guestName } from './guests';

/**
 * A download, for the admin's « Téléchargé le … »: by the owner, a guest (their name as they
 * gave it) or the admin. Counted once its last byte has left (`finish`): a download cut short,
 * by the network or by a file the storage could not give, is not one.
 */
export function recordDownloadWhenSent(
  { db, clock }: { db: Database; clock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  who: { viewer: Viewer; guestId: number | null },
  download: { albumId: number; kind: 'photo' | 'archive'; size: DownloadSize; fileName: string | null },
) {
  reply.raw.once('finish', () => {
    guestName(db, who.guestId)
      .then((guest) =>
        db.insert(galleryDownloads).values({
          ...download,
          downloader: who.viewer === 'code' ? 'guest' : who.viewer,
          guestName: who.viewer === 'code' ? guest : null,
          createdAt: clock(),
        }),
      )
      .catch((error: unknown) =>
        request.log.error(
          { err: error, event: 'gallery_download_not_recorded', albumId: download.albumId },
          'téléchargement non compté',
        ),
      );
  });
}

/** The album as a ZIP of `entries`, counted as one download once sent. */
export async function sendArchive(
  context: { db: Database; clock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  who: { album: GalleryAlbum; viewer: Viewer; guestId: number | null },
  archive: { size: DownloadSize; entries: ArchiveEntry[] },
) {
  const { album } = who;
  const { size } = archive;
  const { stream, size: total } = streamArchive(archive.entries, (error) =>
    request.log.error({ err: error, event: 'gallery_archive_failed', albumId: album.id }, 'ZIP interrompu'),
  );
  const length = await total;
  recordDownloadWhenSent(context, request, reply, who, {
    albumId: album.id,
    kind: 'archive',
    size,
    fileName: null,
  });
  const suffix = size === 'web' ? '-taille-web' : '';
  const name = `album-${album.id}-${studio.name.replace(/\s+/g, '-')}${suffix}.zip`;
  return reply
    .headers({
      'content-type': 'application/zip',
      'content-disposition': attachment(name),
      ...(length > 0 ? { 'content-length': String(length) } : {}),
    })
    .send(stream);
}
