import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ArchiveEntry {
  fileName: string;
  /** Known ahead for an original (the archive's length is then known too); a web size is made on its turn. */
  sizeBytes?: number;
  createdAt: Date;
  /** The file's bytes, opened when its turn comes; null when it is missing. */
  read: () => Promise<Readable | null>;
}

/** Characters refused in a file name on Windows (and `/` everywhere), control characters included. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
/** Names Windows keeps for devices, whatever the extension (`CON.jpg`, `com1.tar.gz`). */
const RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\.|$)/i;
/** Bytes a name may take: 255 on Linux and macOS; kept below for the ` (n)` of a duplicate. */
const MAX_NAME_BYTES = 240;
const MAX_EXTENSION_LENGTH = 16;

/** The longest start of `text` that fits in `bytes` of UTF-8, never cutting a character in two. */
function truncated(text: string, bytes: number): string {
  let out = '';
  let used = 0;
  for (const char of text) {
    used += Buffer.byteLength(char);
    if (used > bytes) break;
    out += char;
  }
  return out;
}

/**
 * One name as Windows, macOS and Linux all accept it as a file at the archive's root: no path,
 * drive letter or reserved character (each becomes `_`), no device name, no trailing dot or space,
 * not too long (the extension is kept), never empty or hidden.
 */
export function archiveName(raw: string): string {
  let name = raw
    .normalize('NFC')
    .replace(FORBIDDEN, '_')
    .trim()
    .replace(/[. ]+$/, '');
  if (RESERVED.test(name.replace(/ +\./g, '.'))) name = `_${name}`;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION_LENGTH ? name.slice(dot) : '';
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) {
    const stem = name.slice(0, name.length - extension.length);
    name = `${truncated(stem, MAX_NAME_BYTES - Buffer.byteLength(extension)).replace(/[. ]+$/, '')}${extension}`;
  }
  // A name starting with a dot would be hidden on macOS and Linux.
  return name === '' || name.startsWith('.') ? `photo${name}` : name;
}

/**
 * The archive's names, each made valid (archiveName) and unique the way Windows and macOS compare
 * them, case aside (two cameras, one IMG_0001.JPG and one img_0001.jpg): `IMG_0001 (2).jpg`.
 */
export function archiveNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const clean = archiveName(raw);
    const dot = clean.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let name = clean;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * The photos as one ZIP, written as it is read: each file is fetched from the storage when its
 * turn comes and passed through stored, not deflated (a JPEG does not shrink), so nothing is
 * held in memory or on disk and the first bytes leave at once. The originals' sizes are known from
 * the database, so the archive's length is too (the browser shows the download's progress);
 * ZIP64 past 4 GB.
 */
export function streamArchive(
  entries: ArchiveEntry[],
  onError: (error: unknown) => void,
): { stream: Readable; size: Promise<number> } {
  const zip = new ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const names = archiveNames(entries.map((entry) => entry.fileName));
  for (const [i, entry] of entries.entries()) {
    zip.addReadStreamLazy(
      names[i] as string,
      {
        compress: false,
        mtime: entry.createdAt,
        ...(entry.sizeBytes === undefined ? {} : { size: entry.sizeBytes }),
      },
      (callback) => {
        entry.read().then(
          (body) => callback(body ? null : new Error(`missing file for ${entry.fileName}`), body as Readable),
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
