import { cspHash } from '../../html/csp';
import { escapeAttribute, escapeHtml } from '../../html/escape';
import { markdownToSafeHtml, safeHref } from '../../markdown/safe-html';
import { payloadJson, streamedPayload } from './html-payload';
import type { ApiModel } from './model';

// Operations are built only as they near the viewport (the script's slots: api-docs-script/src/export-script.ts), and built ones use
// content-visibility:auto so those scrolled away skip style, layout and paint again.
const STYLE = `:root{color-scheme:light;--bg:#fff;--fg:#1f2328;--muted:#57606a;--line:#d0d7de;--side:#f6f8fa;--code:#eff1f3;--accent:#0550ae}
:root[data-theme=dark]{color-scheme:dark;--bg:#0d1117;--fg:#e6edf3;--muted:#9da7b3;--line:#30363d;--side:#161b22;--code:#1f242c;--accent:#79c0ff}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;--bg:#0d1117;--fg:#e6edf3;--muted:#9da7b3;--line:#30363d;--side:#161b22;--code:#1f242c;--accent:#79c0ff}}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--fg);display:grid;grid-template-columns:300px 1fr;min-height:100vh}
a{color:var(--accent)}nav,aside{background:var(--side);border-right:1px solid var(--line);padding:12px;position:sticky;top:0;height:100vh;overflow:auto}
aside ul{list-style:none;padding-left:8px;margin:4px 0}aside li{margin:2px 0}aside a{text-decoration:none;color:var(--fg)}
label{font-weight:600;display:block}input[type=search]{width:100%;padding:6px 8px;margin:4px 0 10px;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg);font:inherit}
main{padding:16px 32px;max-width:1100px;min-width:0}header h1{margin:0 0 4px}code,pre{font-family:ui-monospace,monospace;background:var(--code);border-radius:4px}
code{padding:1px 4px}pre{padding:8px;overflow:auto;max-height:360px;font-size:13px}.desc>:first-child{margin-top:0}.desc>:last-child{margin-bottom:0}.desc p{margin:.5em 0}.desc blockquote{margin:.5em 0;padding-left:12px;border-left:3px solid var(--line);color:var(--muted)}.inline,.inline p,.response summary .desc,.response summary .desc p{display:inline;margin:0}
.method{display:inline-block;min-width:56px;text-align:center;font:700 11px/18px ui-monospace,monospace;border-radius:4px;color:#fff;background:#57606a}
.m-get{background:#0a6b2e}.m-post{background:#0550ae}.m-put{background:#7d4e00}.m-patch{background:#6639ba}.m-delete{background:#b3261e}
.slot{height:240px;border-top:1px solid var(--line)}.op{border-top:1px solid var(--line);padding:12px 0;content-visibility:auto;contain-intrinsic-size:auto 240px;display:grid;grid-template-columns:minmax(0,1fr);gap:0 24px}.op>h3{margin:4px 0;grid-column:1/-1}.op .op{display:block}
.side{min-width:0}.samples h4{display:flex;gap:8px;align-items:center}pre.sample,pre.example{white-space:pre;max-height:420px}
select,.try input,.try textarea,.send{font:inherit;padding:3px 6px;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg)}.try{margin:8px 0}.try summary{font-weight:600;cursor:pointer}
.tf{display:grid;gap:2px;margin:6px 0;font-weight:400}.tf span{font-size:13px;color:var(--muted)}.try textarea{font-family:ui-monospace,monospace;font-size:13px;width:100%}.send{background:var(--accent);color:var(--bg);font-weight:600;cursor:pointer}.error{color:#b3261e}
.examples{margin:6px 0}.ex-label{font-weight:600}.branch{font-style:italic}.info{color:var(--muted)}
@media (min-width:1280px){main{max-width:none}.op{grid-template-columns:minmax(0,1fr) minmax(0,40%)}.side{border-left:1px solid var(--line);padding-left:20px}}.deprecated h3 code{text-decoration:line-through}.dep{color:#b3261e;font-weight:600}
.summary{font-weight:600}.opid,.note,.path,.type{color:var(--muted)}table{border-collapse:collapse;width:100%}th,td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
ul.schema{list-style:none;padding-left:16px;margin:4px 0}.req{color:#b3261e;font-size:12px}.circ{color:#7d4e00}
.status{font-weight:700}.media{margin:6px 0 6px 16px}.mt{font-family:ui-monospace,monospace;color:var(--muted)}
aside .tag-group{margin:10px 0 2px;font-weight:700;text-transform:uppercase;font-size:12px;color:var(--muted)}
#theme{float:right;font:inherit;padding:2px 8px;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg);cursor:pointer}
@media (max-width:800px){body{display:block}aside,nav{position:static;height:auto}aside{max-height:40vh;border-right:0;border-bottom:1px solid var(--line)}}`;

/** JSON text made safe inside a script element (no `</script`, `<!--`, U+2028/9); part by part, as it is JSON. */
const scriptSafe = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A short CommonMark description inside a list item: safe HTML in a span whose paragraphs flow inline. */
const inline = (markdown: string) =>
  `<span class="desc inline">${markdownToSafeHtml(markdown, 'text')}</span>`;

let styleHash: string | undefined;
/**
 * Only the file's own style and script run, each allowed by its hash: no inline script, handler or `javascript:`
 * URL, whatever reached the page, and nothing is fetched.
 */
function contentSecurityPolicy(options: HtmlOptions): string {
  styleHash ??= cspHash(STYLE);
  const csp = `default-src 'none'; script-src ${cspHash(options.script)}; style-src ${styleHash}; img-src data:; base-uri 'none'; form-action 'none'`;
  // The try-it console sends to the servers the user chooses (and may edit): any http(s) origin, nothing else.
  return options.tryIt ? `${csp}; connect-src http: https:` : csp;
}

export interface HtmlOptions {
  /**
   * The page's script (`API_DOCS_SCRIPT` of `@toolbox/api-docs-script`): browser code built above core, inlined
   * as text and allowed by its hash.
   */
  script: string;
  /** The try-it console (opt-in in the export, always in the page's preview). */
  tryIt?: boolean;
}

/** A link when the URL is a safe one (web, mail, relative), else the text alone. */
function link(text: string, url: string | undefined): string {
  const href = url === undefined ? undefined : safeHref(url);
  return href === undefined ? escapeHtml(text) : `<a href="${escapeAttribute(href)}">${escapeHtml(text)}</a>`;
}

/** Contact, licence and terms, each linked only through a safe URL. */
function infoLine(model: ApiModel): string {
  const parts: string[] = [];
  const { contact, license, termsOfService } = model;
  if (contact?.name || contact?.url)
    parts.push(`Contact: ${link(contact.name ?? contact.url ?? '', contact.url)}`);
  if (contact?.email && /^[^\s"<>@]+@[^\s"<>@]+$/.test(contact.email))
    parts.push(link(contact.email, `mailto:${contact.email}`));
  if (license?.name) parts.push(`License: ${link(license.name, license.url)}`);
  if (termsOfService) parts.push(link('Terms of service', termsOfService));
  return parts.length > 0 ? `<p class="info">${parts.join(' · ')}</p>` : '';
}

/**
 * The same file in parts, for writing as it is made: GitHub's is 7 MB, and the whole page as one string (with
 * the model as an object and as JSON beside it) was most of the CLI's peak memory.
 */
export function* htmlParts(
  doc: Record<string, unknown>,
  model: ApiModel,
  options: HtmlOptions,
): Generator<string> {
  yield shellStart(model, options);
  for (const part of payloadJson(doc, model, options)) yield scriptSafe(part);
  yield shellEnd(options.script);
}

/**
 * The web page's preview, shown before the whole is built: the same page (try-it console included) whose
 * embedded model holds the first operations whole and the others as navigation and search entries; `rest`
 * yields the remaining operations in batches (JSON), which the page passes to the preview's script by message.
 * Joined, the page and its batches hold what `htmlParts` does; only a parent window can send them.
 */
export function previewHtml(
  doc: Record<string, unknown>,
  model: ApiModel,
  options: { script: string; first?: number; batch?: number },
): { html: string; rest: Generator<string> } {
  const payload = streamedPayload(doc, model, { ...options, tryIt: true });
  const page = { script: options.script, tryIt: true };
  return {
    html: `${shellStart(model, page)}${scriptSafe(payload.first)}${shellEnd(options.script)}`,
    rest: payload.rest,
  };
}

const shellEnd = (script: string) => `</script>
<script>${script}</script>
</body>
</html>
`;

/** The page up to its embedded model: head (CSP, style), navigation, the document's header. */
function shellStart(model: ApiModel, options: HtmlOptions): string {
  const servers = model.servers
    .map(
      (s) =>
        `<li><code>${escapeHtml(s.url)}</code>${s.description ? ` — ${inline(s.description)}` : ''}</li>`,
    )
    .join('');
  const schemes = model.securitySchemes
    .map(
      (s) =>
        `<li><code>${escapeHtml(s.name)}</code>: ${escapeHtml(s.detail)}${s.description ? ` — ${inline(s.description)}` : ''}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(options)}">
<title>${escapeHtml(model.title)} ${escapeHtml(model.version)} — API reference</title>
<style>${STYLE}</style>
</head>
<body>
<aside aria-label="Operations">
<label for="search">Search operations</label>
<input id="search" type="search" placeholder="Summary, path or operationId" autocomplete="off">
<div id="results" hidden></div>
<nav id="nav" aria-label="Tags"></nav>
</aside>
<main>
<header><button id="theme" type="button">Toggle theme</button><h1>${escapeHtml(model.title)}</h1>
<p>Version ${escapeHtml(model.version)} · ${model.convertedFrom ? `${escapeHtml(model.convertedFrom)} (converted to OpenAPI ${escapeHtml(model.openapi)})` : `OpenAPI ${escapeHtml(model.openapi)}`} · ${model.operationCount} operations</p>
${infoLine(model)}
${model.description ? `<div class="desc">${markdownToSafeHtml(model.description, 'text')}</div>` : ''}
${servers ? `<h2>Servers</h2><ul>${servers}</ul>` : ''}
${schemes ? `<h2>Authentication</h2><ul>${schemes}</ul>` : ''}</header>
<div id="content"></div>
</main>
<script type="application/json" id="api-model">`;
}
