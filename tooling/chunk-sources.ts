/**
 * What a built chunk holds, by source: `SOURCE_MAPS=1 pnpm build`, then
 * `node --import tsx tooling/chunk-sources.ts <chunk.js>…`. Each source's generated text is
 * gzipped apart, so its figure is an upper bound of what it adds to the chunk's gzip.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Folds a source path to what a reader acts on: a package of node_modules, or a workspace file. */
function owner(source: string): string {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg;
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
}

export function sourcesOf(chunk: string) {
  const code = readFileSync(chunk, 'utf8');
  const map = JSON.parse(readFileSync(`${chunk}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const text = new Map<string, string[]>();
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    const segments = line ? line.split(',').map(decodeVlq) : [];
    let column = 0;
    const starts = segments.map((segment) => {
      column += segment[0] ?? 0;
      if (segment.length > 1) source += segment[1] ?? 0;
      return { column, source: segment.length > 1 ? source : -1 };
    });
    starts.forEach((start, i) => {
      if (start.source < 0) return;
      const name = owner(map.sources[start.source] ?? '?');
      const slice = (lines[row] ?? '').slice(start.column, starts[i + 1]?.column);
      text.set(name, [...(text.get(name) ?? []), slice]);
    });
  });
  return [...text]
    .map(([name, parts]) => {
      const joined = parts.join('');
      return { name, bytes: joined.length, gzip: gzipSync(joined, { level: 9 }).length };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const chunk of process.argv.slice(2)) {
    console.log(`\n${chunk} (${readFileSync(chunk).length} bytes)`);
    for (const { name, bytes, gzip } of sourcesOf(chunk).slice(0, 40))
      console.log(`${String(bytes).padStart(8)} ${String(gzip).padStart(7)}  ${name}`);
  }
}
