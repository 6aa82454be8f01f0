import { escapeHtml } from '../mailbox-page';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

function code(text: string): string {
  return `<code>${escapeHtml(text)}</code>`;
}

function schemaBlock(schema: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function parametersTable(parameters: readonly Json[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (parameter) =>
      `<tr><td>${code(String(parameter.name))}</td><td>${escapeHtml(String(parameter.in))}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${code(JSON.stringify(parameter.schema))}</td></tr>`,
  );
  return `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function responsesList(responses: Record<string, Json>): string {
  const items = Object.entries(responses).map(([status, response]) => {
    const content = (response.content ?? {}) as Record<string, { schema?: unknown }>;
    const types = Object.keys(content);
    const schema = content['application/json']?.schema as Json | undefined;
    const shown = schema && !('$ref' in schema) ? `<details><summary>Body schema</summary>${schemaBlock(schema)}</details>` : '';
    const media = types.length > 0 && !types.includes('application/json') ? ` (${types.map(code).join(', ')})` : '';
    return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(response.description))}${media}${shown}</li>`;
  });
  return `<h4>Responses</h4><ul>${items.join('')}</ul>`;
}

function operationSection(path: string, method: string, operation: Json): string {
  const id = String(operation.operationId);
  const body = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']?.schema;
  return `<section aria-labelledby="${escapeHtml(id)}">
<h3 id="${escapeHtml(id)}">${code(`${method.toUpperCase()} ${path}`)}</h3>
<p>${escapeHtml(String(operation.summary))}</p>
<p>${escapeHtml(String(operation.description))}</p>
${parametersTable((operation.parameters ?? []) as Json[])}
${body ? `<h4>Request body (JSON)</h4>${schemaBlock(body)}` : ''}
${responsesList(operation.responses as Record<string, Json>)}
</section>`;
}

/**
 * The API reference as one static HTML page rendered from the OpenAPI document: no script and
 * no inline style, so the portal's strict CSP holds; operations grouped by tag, each with its
 * access, parameters, body schema and answers. The groups' links are a sentence: inline links need
 * no 24 px target (WCAG 2.5.8) and the page needs no stylesheet.
 */
export function renderDocsPage(document: Json): string {
  const info = document.info as { title: string; version: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = String((operation.tags as string[])[0]);
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(path, method, operation)]);
    }
  }
  const tags = [...byTag.keys()];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<title>${escapeHtml(info.title)} reference</title>
</head>
<body>
<header>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Every error answer has the shape of ${code('ApiError')}:</p>
${schemaBlock((document.components as { schemas: Json }).schemas.ApiError)}
</header>
<nav aria-label="Groups">
<p>Groups: ${tags.map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join(', ')}.</p>
</nav>
<main>
${tags.map((tag) => `<section aria-labelledby="tag-${escapeHtml(tag)}"><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>\n${byTag.get(tag)!.join('\n')}</section>`).join('\n')}
</main>
</body>
</html>
`;
}
