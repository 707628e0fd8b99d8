import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import type { Measurement } from './measure.ts';

const marker = '<!-- results: newest first -->';

/** The heading and machine line every run starts with. */
const runHeading = (title: string, notes: string[]) => [
  `### ${title} — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  ...notes.map((n) => `${n}`),
  '',
];

/** Prepends one run (machine, date, figures) to bench/RESULTS.md, keeping earlier runs below it. */
export async function recordRun(file: string, title: string, notes: string[], rows: Measurement[], baseline: string) {
  const base = rows.find((r) => r.name === baseline);
  await prependRun(file, [
    ...runHeading(title, notes),
    '| Endpoint | req/s | vs. baseline | p50 ms | p99 ms | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSecond} | ${base ? `${Math.round((100 * r.requestsPerSecond) / base.requestsPerSecond)}%` : '–'} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} | ${r.non2xx} |`,
    ),
    '',
  ]);
}

/** Prepends a run with a table of any shape: the first column left-aligned, the others right-aligned. */
export async function recordTable(file: string, title: string, notes: string[], header: string[], rows: string[][]) {
  await prependRun(file, [
    ...runHeading(title, notes),
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ]);
}

async function prependRun(file: string, lines: string[]) {
  const current = await readFile(file, 'utf8').catch(() => `# Benchmark results\n\n${marker}\n`);
  const [head, tail = ''] = current.includes(marker) ? current.split(marker) : [current, ''];
  await writeFile(file, `${head}${marker}\n\n${lines.join('\n')}${tail.replace(/^\n+/, '\n')}`);
}
