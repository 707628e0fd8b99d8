import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadFiles, manifestPath, measureFirstLoad, type Manifest } from './size-budget.ts';

/** A build as Vite describes it: an entry with a shared vendor chunk, a lazy route and a lazily loaded language. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js', '_i18n-c3.js'],
    dynamicImports: ['src/member-page.tsx', 'src/locales/en/common.json'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_i18n-c3.js': { file: 'assets/i18n-c3.js', imports: ['_react-b2.js', '_styles-d4.css'] },
  '_styles-d4.css': { file: 'assets/styles-d4.css' },
  'src/member-page.tsx': { file: 'assets/member-page-e5.js', imports: ['_react-b2.js', '_charts-f6.js'] },
  '_charts-f6.js': { file: 'assets/charts-f6.js' },
  'src/locales/en/common.json': { file: 'assets/common-g7.js' },
};

/** Text that compresses, and a file too small for the build to give it a compressed copy. */
const files: Record<string, string> = {
  'assets/index-a1.js': `console.log(${JSON.stringify('entry '.repeat(500))});`,
  'assets/react-b2.js': `export const react = ${JSON.stringify('react '.repeat(800))};`,
  'assets/i18n-c3.js': 'export {};',
  'assets/styles-d4.css': `.a { color: red; }`.repeat(200),
  'assets/member-page-e5.js': 'x'.repeat(5000),
  'assets/charts-f6.js': 'y'.repeat(50_000),
  'assets/common-g7.js': 'z'.repeat(5000),
};

describe('first-load size budget', () => {
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'ficha-size-budget-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, manifestPath), JSON.stringify(manifest));
    for (const [file, content] of Object.entries(files)) await writeFile(join(dist, file), content);
  });

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('counts the entry and its static imports once each, and no lazy chunk or stylesheet', () => {
    expect(firstLoadFiles(manifest)).toEqual(['assets/index-a1.js', 'assets/react-b2.js', 'assets/i18n-c3.js']);
  });

  it('refuses a manifest without the entry', () => {
    expect(() => firstLoadFiles({ 'src/main.tsx': { file: 'assets/main.js' } })).toThrow(/no entry "index.html"/);
  });

  it('sums the Brotli and gzip bytes a browser downloads, small files as they are', async () => {
    const report = await measureFirstLoad(dist);
    const brotli = (file: string) =>
      brotliCompressSync(files[file] ?? '', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const gzip = (file: string) => gzipSync(files[file] ?? '', { level: 9 }).length;
    const measured = (file: string) => ({
      file,
      bytes: files[file]?.length,
      brotliBytes: brotli(file),
      gzipBytes: gzip(file),
    });
    expect(report.files).toEqual([
      measured('assets/index-a1.js'),
      measured('assets/react-b2.js'),
      { file: 'assets/i18n-c3.js', bytes: 10, brotliBytes: 10, gzipBytes: 10 },
    ]);
    expect(report.brotliBytes).toBe(brotli('assets/index-a1.js') + brotli('assets/react-b2.js') + 10);
    expect(report.gzipBytes).toBe(gzip('assets/index-a1.js') + gzip('assets/react-b2.js') + 10);
    expect(report.isWithinBudget).toBe(true);
  });

  it('fails a first load whose Brotli bytes are above the budget, and passes one exactly at it', async () => {
    const { brotliBytes } = await measureFirstLoad(dist);
    expect((await measureFirstLoad(dist, brotliBytes - 1)).isWithinBudget).toBe(false);
    expect((await measureFirstLoad(dist, brotliBytes)).isWithinBudget).toBe(true);
  });
});
