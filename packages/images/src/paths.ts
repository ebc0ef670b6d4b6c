import { fileURLToPath } from 'node:url';

/** Where the site's photos live and where their variants go, for the build and the server. */
export const imagePaths = {
  /** The content folder: drop the studio's source photos here (JPEG, PNG, WebP, AVIF, TIFF). */
  sourceDir: fileURLToPath(new URL('../photos', import.meta.url)),
  /** Build output (never committed): `files/` holds the variants, `photos.ts` the typed manifest. */
  outDir: fileURLToPath(new URL('../dist', import.meta.url)),
  /** The URL under which the server publishes `outDir/files`. */
  publicPath: '/images',
};
