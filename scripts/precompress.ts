/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text asset of the given build folders, so the
 * static server hands browsers compressed files without compressing on each request (@fastify/static
 * `preCompressed`). Usage: `tsx scripts/precompress.ts apps/web/dist apps/console/dist`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this size the compressed copy saves less than the extra round of headers costs. */
const minimumBytes = 1024;

/** The Brotli copy the build writes beside a file (best quality): what browsers that accept it download. */
export function brotliCopy(content: Buffer): Buffer {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
}

/** The gzip copy the build writes beside a file (level 9): what a browser without Brotli downloads. */
export function gzipCopy(content: Buffer): Buffer {
  return gzipSync(content, { level: 9 });
}

/** Bytes a browser downloads for a file in an encoding: the compressed copy, or the file itself when too small to get one. */
export function servedBytes(content: Buffer, encoding: 'br' | 'gzip'): number {
  if (content.length < minimumBytes) return content.length;
  return (encoding === 'br' ? brotliCopy(content) : gzipCopy(content)).length;
}

export async function precompress(folder: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const content = await readFile(path);
    if (content.length < minimumBytes) continue;
    await writeFile(`${path}.br`, brotliCopy(content));
    await writeFile(`${path}.gz`, gzipCopy(content));
    written += 1;
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const folder of process.argv.slice(2)) console.log(`${folder}: ${await precompress(folder)} files compressed`);
}
