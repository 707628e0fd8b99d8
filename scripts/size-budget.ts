/**
 * The player site's first-load JavaScript budget (QUALITY.md, decision 0034): the compressed bytes of the
 * scripts the home page loads before anything is asked for — the entry chunk of `index.html` and every chunk it
 * imports statically, transitively (what Vite writes as `<script type="module">` and `<link rel="modulepreload">`)
 * — read from the Vite manifest of a build. Chunks loaded on demand (`dynamicImports`: lazy routes, dialogs,
 * other languages) are not counted. The budget is on the Brotli bytes, the copies the platform serves to every
 * browser that accepts them (scripts/precompress.ts); the gzip fallback's bytes are reported beside them.
 * Usage after `npm run build`: `tsx scripts/size-budget.ts apps/web/dist`; exits with 1 above the budget.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedBytes } from './precompress.ts';

/** 170 KB (decimal kilobytes, as QUALITY.md writes it) of compressed JavaScript, as served (Brotli). */
export const firstLoadBudgetBytes = 170_000;

/** Where `build.manifest: true` makes Vite write the manifest inside the output folder. */
export const manifestPath = '.vite/manifest.json';

/** The fields of a Vite manifest entry this check reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Output files (relative to the build folder) of the JavaScript an HTML entry loads at first, entry first. */
export function firstLoadFiles(manifest: Manifest, entryKey = 'index.html'): string[] {
  const entry = manifest[entryKey];
  if (!entry?.isEntry) throw new Error(`the manifest has no entry "${entryKey}"`);
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest lists an import "${key}" it does not describe`);
    if (/\.m?js$/.test(chunk.file)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return files;
}

export interface FirstLoadReport {
  files: { file: string; bytes: number; brotliBytes: number; gzipBytes: number }[];
  /** What the budget counts: the bytes a browser accepting Brotli downloads. */
  brotliBytes: number;
  /** The same scripts for a browser that accepts only gzip. */
  gzipBytes: number;
  budgetBytes: number;
  isWithinBudget: boolean;
}

/** Measures the first load of a built site folder against the budget. */
export async function measureFirstLoad(distDir: string, budgetBytes = firstLoadBudgetBytes): Promise<FirstLoadReport> {
  const manifest = JSON.parse(await readFile(join(distDir, manifestPath), 'utf8')) as Manifest;
  const files = await Promise.all(
    firstLoadFiles(manifest).map(async (file) => {
      const content = await readFile(join(distDir, file));
      return {
        file,
        bytes: content.length,
        brotliBytes: servedBytes(content, 'br'),
        gzipBytes: servedBytes(content, 'gzip'),
      };
    }),
  );
  const brotliBytes = files.reduce((sum, file) => sum + file.brotliBytes, 0);
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, brotliBytes, gzipBytes, budgetBytes, isWithinBudget: brotliBytes <= budgetBytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? 'apps/web/dist';
  const report = await measureFirstLoad(distDir);
  console.table(
    report.files.map(({ file, bytes, brotliBytes, gzipBytes }) => ({
      file,
      bytes,
      brotli: brotliBytes,
      gzip: gzipBytes,
    })),
  );
  const verdict = report.isWithinBudget ? 'within' : 'OVER';
  console.log(
    `${distDir}: first-load JavaScript ${report.brotliBytes} bytes Brotli (${report.gzipBytes} gzip), ` +
      `${verdict} the budget of ${report.budgetBytes}`,
  );
  if (!report.isWithinBudget) process.exitCode = 1;
}
