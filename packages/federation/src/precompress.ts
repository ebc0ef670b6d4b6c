/**
 * Rsbuild plugin: after a production build, writes a brotli (`.br`) and a gzip (`.gz`)
 * copy next to every text asset, so the server sends them as they are
 * (@fastify/static `preCompressed`) instead of compressing on each request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt|webmanifest)$/;
// Below this size the compressed copy saves less than a TCP packet: not worth a file.
const MIN_BYTES = 1024;

function filesUnder(dir: string, skipped?: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (path === skipped) return [];
    return entry.isDirectory() ? filesUnder(path, skipped) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir` but `skipped`; returns how many. */
export function precompressDir(dir: string, skipped?: string): number {
  let count = 0;
  for (const file of filesUnder(dir, skipped)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    count += 1;
  }
  return count;
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'lapm:precompress',
    setup(api) {
      // Browser files only: the Node build (dist/ssr/) is read by the server, never sent compressed.
      api.onAfterBuild(({ environments }) => {
        const web = environments.web;
        if (web) precompressDir(web.distPath, join(web.distPath, 'ssr'));
      });
    },
  };
}
