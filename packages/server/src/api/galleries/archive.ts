import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { PhotoStorage } from '../photos/storage';

export interface ArchiveEntry {
  key: string;
  fileName: string;
  sizeBytes: number;
  createdAt: Date;
}

/** A name a ZIP keeps as one file at its root, unique within the archive (two cameras, one IMG_0001.JPG). */
export function archiveNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const clean = raw.replace(/[/\\]/g, '_').replace(/^\.+$/, '_') || 'photo';
    const dot = clean.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let name = clean;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * The originals as one ZIP, written as it is read: each file is fetched from the storage when its
 * turn comes and passed through stored, not deflated (a JPEG does not shrink), so nothing is
 * held in memory or on disk and the first bytes leave at once. Sizes are known from the database,
 * so the archive's length is too (the browser shows the download's progress); ZIP64 past 4 GB.
 */
export function streamArchive(
  storage: PhotoStorage,
  entries: ArchiveEntry[],
  onError: (error: unknown) => void,
): { stream: Readable; size: Promise<number> } {
  const zip = new ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const names = archiveNames(entries.map((entry) => entry.fileName));
  for (const [i, entry] of entries.entries()) {
    zip.addReadStreamLazy(
      names[i] as string,
      { compress: false, size: entry.sizeBytes, mtime: entry.createdAt },
      (callback) => {
        storage.stream(entry.key).then(
          (file) =>
            callback(file ? null : new Error(`missing original ${entry.key}`), file?.body as Readable),
          (error: unknown) => callback(error, undefined as unknown as Readable),
        );
      },
    );
  }
  // Typed without its argument: yazl hands the callback the total (-1 when it cannot know it).
  const end = zip.end.bind(zip) as (options: object, callback: (total: number) => void) => void;
  const size = new Promise<number>((resolve) => end({}, resolve));
  zip.on('error', (error: unknown) => {
    onError(error);
    output.destroy(error as Error);
  });
  return { stream: output, size };
}
