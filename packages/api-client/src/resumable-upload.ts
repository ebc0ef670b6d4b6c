import {
  type AdminAlbumPhotoData,
  adminAlbumPhotoResponseSchema,
  galleryApiPaths,
  resumableUploadMetadata,
  UPLOAD_CHUNK_BYTES,
} from '@lapm/contracts';
import { type DetailedError, Upload } from 'tus-js-client';
import { apiUrl, failureOf, parseBody } from './client';
import { ApiError, apiMessages } from './errors';

/**
 * Waits between tries after a lost connection: about a minute in all (a hotel Wi-Fi that drops,
 * a train's tunnel), each try going on from the last byte the server has.
 */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** A DetailedError of tus-js-client as the API client's own error: the server's French message, or none reached it. */
function asApiError(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new ApiError(apiMessages.unavailable, null);
  return failureOf(response.getStatus(), parseBody(response.getBody()), galleryApiPaths.adminUploads);
}

/**
 * One photo of a séance, sent with the tus protocol: in pieces, each try after a lost
 * connection going on from the last byte the server has. The same file for the same album,
 * chosen again after the page was closed, goes on from there too (its address is kept in the
 * browser's storage until it is whole).
 */
export function uploadResumable(
  albumId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<AdminAlbumPhotoData> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: apiUrl(galleryApiPaths.adminUploads),
      metadata: {
        [resumableUploadMetadata.album]: String(albumId),
        [resumableUploadMetadata.name]: file.name,
      },
      // One album's upload never goes on in another's.
      fingerprint: async () => ['lapm', albumId, file.name, file.size, file.lastModified].join(':'),
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total ? sent / total : 0),
      onSuccess: ({ lastResponse }) => {
        const parsed = adminAlbumPhotoResponseSchema.safeParse(parseBody(lastResponse.getBody()));
        if (parsed.success) resolve(parsed.data.photo);
        else reject(new ApiError(apiMessages.unexpectedResponse, lastResponse.getStatus()));
      },
      onError: (error) => reject(asApiError(error)),
    });
    signal?.addEventListener('abort', () => {
      void upload.abort();
      reject(new ApiError(apiMessages.unknown, null));
    });
    void upload.findPreviousUploads().then((previous) => {
      const [latest] = previous;
      if (latest) upload.resumeFromPreviousUpload(latest);
      upload.start();
    });
  });
}
