import { join } from 'node:path';
import { expect } from '@rstest/core';
import { phonePhoto, photoServerForFile, processed, uploadPhoto } from '../../testing/photos';

/**
 * The photo server of a test file (see `photoServerForFile`), with the folder its photos are stored
 * in, its files fetched as a visitor or with a session, and processed photos uploaded by its admin.
 */
export function photoLibraryForFile() {
  const studio = photoServerForFile();
  return {
    studio,
    photosDir: () => join(studio.server.config.dataDir, 'photos'),
    fetchFile: (path: string, cookie?: string) =>
      fetch(`${studio.server.url}${path}`, { headers: cookie ? { cookie } : {} }),
    async readyPhoto(name = 'mariage.jpg') {
      const upload = await uploadPhoto(studio.server, studio.admin, name, await phonePhoto());
      expect(upload.status).toBe(202);
      return processed(studio.server, studio.admin, upload.body.data.id);
    },
  };
}
