/**
 * The readable page of `/api/v1` (issue 22 §2) at `/api/v1/docs`: the OpenAPI document rendered as one
 * plain HTML page — endpoints with their scope, parameters, body and answer schemas — without scripts
 * or third-party assets, so it loads under the site's content security policy and prints well.
 */
import type { openApiDocument } from './v1-openapi.ts';
import { escapeHtml } from '../../lib/html.ts';

type Doc = ReturnType<typeof openApiDocument>;
interface Operation {
  summary?: string;
  description?: string;
  'x-scope'?: string;
  parameters: { name: string; in: string; required: boolean; description?: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const escape = escapeHtml;
/** `code` spans of the descriptions, the only markup they use. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;
const typeOf = (schema: unknown) => {
  const s = schema as { type?: string; enum?: unknown[]; format?: string };
  if (s.enum) return s.enum.map(String).join(' | ');
  return [s.type ?? 'any', s.format].filter(Boolean).join(', ');
};

function operation(method: string, path: string, op: Operation): string {
  const id = `${method}-${path}`.replace(/[^\w]+/g, '-');
  const params = op.parameters.length
    ? `<table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${escape(typeOf(p.schema))}</td><td>${p.required ? 'yes' : 'no'}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([type, c]) => `<h4>Body (${escape(type)})</h4>${json(c.schema)}`)
        .join('')
    : '';
  const answers = Object.entries(op.responses)
    .filter(([, r]) => r.content?.['application/json'])
    .map(([status, r]) => `<h4>Answer ${status}</h4>${json(r.content!['application/json']!.schema)}`)
    .join('');
  return `<section id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api/v1${escape(path)}</code></h3>
<p>${prose(op.summary ?? '')}${op['x-scope'] ? ` — scope <code>${escape(op['x-scope'])}</code>` : ''}</p>
${op.description ? `<p>${prose(op.description)}</p>` : ''}${params}${body}<details><summary>Answers</summary>${answers}</details>
</section>`;
}

export function docsPage(doc: Doc): string {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op: op as Operation })),
  );
  const toc = ops
    .map(
      ({ method, path, op }) =>
        `<li><a href="#${`${method}-${path}`.replace(/[^\w]+/g, '-')}">${method.toUpperCase()} ${escape(path)}</a> — ${escape(op.summary ?? '')}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}
pre{background:#f4f5f7;padding:.75rem;overflow:auto;font-size:13px;border-radius:4px}
code{font-size:.92em}table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid #d0d4da;padding:.3rem .5rem;text-align:left;vertical-align:top}
section{border-top:1px solid #d0d4da;padding-top:.5rem;margin-top:1.5rem}
.method{display:inline-block;min-width:3.5rem;padding:0 .4rem;border-radius:3px;color:#fff;font-size:.8em;text-align:center}
.get{background:#1d5fa8}.post{background:#17753b}.put,.patch{background:#8a5a00}.delete{background:#a32020}
</style></head><body>
<h1>${escape(doc.info.title)}</h1>
<p>${prose(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>. Errors are problem documents; their <code>title</code> is the message code.</p>
<h2>Endpoints</h2><ul>${toc}</ul>
${ops.map(({ method, path, op }) => operation(method, path, op)).join('\n')}
<section id="webhooks"><h2>Webhooks</h2>
<p>Register endpoints under <code>/api/v1/webhooks</code> (scope <code>webhooks</code>) or on the Developers page. Each event is a signed JSON POST
<code>{ id, type, created, data }</code> with the headers <code>Amanati-Signature: t=…,v1=…</code> (HMAC-SHA256 of <code>t.body</code> with the endpoint secret) and <code>Amanati-Event-Id</code>;
anything but a 2xx answer is retried for three days. Events:</p>
<ul>${Object.keys(doc.webhooks)
    .map((type) => `<li><code>${escape(type)}</code></li>`)
    .join('')}</ul></section>
</body></html>`;
}
