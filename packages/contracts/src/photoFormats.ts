// Plain values only (no zod): the public pages draw placed photos with them, and ship without zod.

/**
 * The formats a photo's variants are made in, each with its files' extension and the content type
 * they are served with: the one list the image pipeline, the photo queue, the server and the pages use.
 */
export const photoVariantFormats = {
  avif: { extension: 'avif', contentType: 'image/avif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
} as const;
export type PhotoVariantFormat = keyof typeof photoVariantFormats;
export type PhotoVariantExtension = (typeof photoVariantFormats)[PhotoVariantFormat]['extension'];
