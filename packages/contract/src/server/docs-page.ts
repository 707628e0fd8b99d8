type JsonSchema = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A self-contained HTML reference of an OpenAPI document (no outside assets, works offline). */
export function renderDocsPage(document: JsonSchema, openApiUrl: string): string {
  const info = document['info'] as { title: string; version: string; description: string };
  const paths = document['paths'] as Record<string, Record<string, JsonSchema>>;
  const tags = (document['tags'] as Array<{ name: string; description: string }> | undefined) ?? [];
  const guides = tags
    .map(
      (tag) =>
        `<section id="tag-${escapeHtml(tag.name)}"><h2>${escapeHtml(tag.name)}</h2>${tag.description
          .split('\n')
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join('')}</section>`,
    )
    .join('\n');
  const sections = Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => {
        const body = (op['requestBody'] as JsonSchema | undefined) ?? null;
        return `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>
<p>${escapeHtml(String(op['summary']))}</p>
<p>auth: <b>${escapeHtml(String(op['x-auth']))}</b> · encrypted: <b>${String(op['x-encrypted'])}</b> · tag: ${escapeHtml(String((op['tags'] as string[])[0]))}</p>
<details><summary>Parameters and body</summary><pre>${escapeHtml(JSON.stringify({ parameters: op['parameters'], requestBody: body }, null, 2))}</pre></details>
<details><summary>Responses</summary><pre>${escapeHtml(JSON.stringify(op['responses'], null, 2))}</pre></details></section>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:auto;padding:1rem;color:#1b1d24}
section{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1rem}pre{background:#f5f5f7;padding:.5rem;overflow:auto}</style></head>
<body><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1><p>${escapeHtml(info.description)}</p>
<p>Machine-readable: <a href="${escapeHtml(openApiUrl)}">${escapeHtml(openApiUrl)}</a></p>${guides}${sections}</body></html>`;
}
