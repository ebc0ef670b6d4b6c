import exifReader from 'exif-reader';

/**
 * When the camera took the photo, from its EXIF block (DateTimeOriginal, else the digitised
 * time): the camera's wall clock, kept as it is, since the file seldom says its time zone. Null
 * when the file has no such date or an unreadable block: a photo is never refused for it.
 */
export function captureTime(exif: Buffer | undefined): Date | null {
  if (!exif) return null;
  try {
    const { Photo } = exifReader(exif);
    const taken = Photo?.DateTimeOriginal ?? Photo?.DateTimeDigitized;
    return taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken : null;
  } catch {
    return null;
  }
}
