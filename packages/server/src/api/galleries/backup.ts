import { join } from 'node:path';
import type { PhotoStorageConfig } from '../../config';
import { galleryKeys } from '../photos/storage';

/**
 * What the backup command says of the client galleries: their originals (the photos delivered to
 * clients, which nothing can make again) sit beside the library's, under their own folder; the
 * previews are made again from them.
 */
export function galleryBackupAdvice(config: PhotoStorageConfig): string {
  const where =
    config.kind === 's3'
      ? `dans le bucket « ${config.bucket} » de ${config.endpoint}, sous ${galleryKeys.originalsFolder}/`
      : `dans le dossier ${join(config.dir, galleryKeys.originalsFolder)}`;
  return `Galeries clients : leurs originaux sont ${where} (sauvegardés avec les photos ci-dessus ; les aperçus, dans gallery-variants, se refont à partir d’eux).`;
}
