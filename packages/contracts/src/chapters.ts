import { idParamsSchema, MAX_ID } from './entities';
import { z } from './zod';

// Chapters of a client's gallery: the sets she groups an album's photos into (« Préparatifs »,
// « Cérémonie », « Cocktail », « Soirée »), shown to the client as headings and a menu.

export const MAX_CHAPTER_TITLE_LENGTH = 80;
export const MAX_CHAPTERS = 50;

export const chapterMessages = {
  titleRequired: 'Donnez un titre au chapitre.',
  titleTooLong: `Le titre d’un chapitre compte ${MAX_CHAPTER_TITLE_LENGTH} caractères au plus.`,
  tooMany: `Un album compte ${MAX_CHAPTERS} chapitres au plus.`,
  notFound: 'Chapitre introuvable.',
  created: (title: string) => `Chapitre « ${title} » créé.`,
  renamed: (title: string) => `Chapitre renommé « ${title} ».`,
  deleted: (title: string) =>
    `Chapitre « ${title} » supprimé : ses photos restent dans l’album, hors chapitre.`,
  chaptersReordered: 'Ordre des chapitres enregistré.',
  chapterListMismatch: 'Cette liste ne correspond pas aux chapitres de l’album : rechargez la page.',
  photoMoved: 'Photo déplacée.',
  photosReordered: 'Ordre des photos enregistré.',
  photoListMismatch: 'Cette liste ne correspond pas aux photos de l’album : rechargez la page.',
  sortedByFileName: 'Photos triées par nom de fichier dans chaque chapitre.',
  sortedByCaptureTime:
    'Photos triées par date de prise de vue dans chaque chapitre ; celles qui n’en ont pas suivent, par nom de fichier.',
} as const;

/** A chapter as the admin and the client read it, in her order. */
export const chapterSchema = z.object({ id: z.number().int(), title: z.string() });
export type Chapter = z.infer<typeof chapterSchema>;

export const chapterTitleSchema = z
  .string({ message: chapterMessages.titleRequired })
  .trim()
  .min(1, chapterMessages.titleRequired)
  .max(MAX_CHAPTER_TITLE_LENGTH, chapterMessages.titleTooLong);

export const chapterPayloadSchema = z.object({ title: chapterTitleSchema });
export type ChapterPayload = z.infer<typeof chapterPayloadSchema>;

export const chapterParamsSchema = idParamsSchema.extend({
  chapterId: z.coerce
    .number({ message: chapterMessages.notFound })
    .int(chapterMessages.notFound)
    .positive(chapterMessages.notFound)
    .max(MAX_ID, chapterMessages.notFound),
});

export const chapterOrderPayloadSchema = z.object({
  chapterIds: z.array(z.number().int().positive()).max(MAX_CHAPTERS),
});
/** The album's photos, every one, in the order she wants (at most the album's size limit). */
export const photoOrderPayloadSchema = z.object({ photoIds: z.array(z.uuid()).max(5000) });
/** Which chapter a photo goes to (at its end); null: none. */
export const photoChapterPayloadSchema = z.object({ chapterId: z.number().int().positive().nullable() });
/**
 * One-click sorts: by file name (cameras name files in shooting order), or by capture time, read
 * from each photo's EXIF at upload (two cameras at a wedding interleave by it).
 */
export const photoSortKeys = ['fileName', 'captureTime'] as const;
export type PhotoSortKey = (typeof photoSortKeys)[number];
export const photoSortPayloadSchema = z.object({ by: z.enum(photoSortKeys) });

export const chapterResponseSchema = z.object({ message: z.string(), chapter: chapterSchema });
export const chapterMessageResponseSchema = z.object({ message: z.string() });

export const chapterApiPaths = {
  chapters: (albumId: number) => `/admin/albums/${albumId}/chapters`,
  chapter: (albumId: number, chapterId: number) => `/admin/albums/${albumId}/chapters/${chapterId}`,
  chapterOrder: (albumId: number) => `/admin/albums/${albumId}/chapter-order`,
  photoOrder: (albumId: number) => `/admin/albums/${albumId}/photo-order`,
  photoSort: (albumId: number) => `/admin/albums/${albumId}/photo-sort`,
  photoChapter: (albumId: number, photoId: string) => `/admin/albums/${albumId}/photos/${photoId}/chapter`,
} as const;
