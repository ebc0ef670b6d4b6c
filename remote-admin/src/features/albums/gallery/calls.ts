import { api } from '@lapm/api-client';
import { errorMessage, errorStatus } from '@lapm/forms';
import { fr } from '../../../i18n/fr';
import type { UploadFailure } from '../../shared/uploadQueue';

/** The album screen's calls for its photos, in the shape its pieces use. */
export const galleryCalls = {
  load: api.adminGalleries.get,
  /** Progress in bytes, from the client's fraction of the file. */
  upload: (albumId: number, file: File, onProgress: (bytes: number) => void) =>
    api.adminGalleries.upload(albumId, file, (fraction) => onProgress(fraction * file.size)),
  remove: api.adminGalleries.removePhoto,
  saveSettings: api.adminGalleries.saveSettings,
  reopen: api.adminGalleries.reopenSelection,
  fileNamesUrl: api.adminGalleries.selectionTextUrl,
};

/**
 * What went wrong with one file: the server refused the file itself (4xx: it would be refused
 * again), could not keep it (5xx: the admin retries when it can), or the connection stayed lost
 * (no answer after the uploader's own tries for about a minute: « Réessayer » goes on from the
 * last byte the server has).
 */
export function uploadFailure(failure: unknown, file: File): UploadFailure {
  const status = errorStatus(failure);
  if (status === null) return { kind: 'connection', message: fr.albumGallery.connectionLost(file.name) };
  const message = errorMessage(failure);
  if (status >= 500) return { kind: 'server', message: `« ${file.name} » : ${message}` };
  return {
    kind: 'refused',
    message: message.includes(file.name) ? message : `« ${file.name} » : ${message}`,
  };
}
