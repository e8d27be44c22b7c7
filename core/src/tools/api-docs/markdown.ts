import { codeSamples } from './code-samples';
import type { ApiModel, MediaType, Operation, Parameter } from './model';
import { exampleFromSchema, MAX_SCHEMA_ROWS, type SchemaNode, schemaTree } from './schema-node';

/** The components a section linked to instead of expanding: each gets one section under "Schemas". */
type Links = Set<string>;
const schemaAnchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
const schemaLink = (name: string) => `[${cell(name)}](#${schemaAnchor(name)})`;

const cell = (value: string) =>
  value
    .replace(/\r?\n+/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;');
/** Description Markdown from the document, with raw HTML neutralised. */
const prose = (value: string) => value.replace(/</g, '&lt;').trim();
const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-');

export function nodeSummary(node: SchemaNode): string {
  const parts = [node.description ?? ''];
  if (node.format) parts.push(`Format: ${node.format}.`);
  if (node.constraints) parts.push(`${node.constraints.join(', ')}.`);
  if (node.readOnly) parts.push('Read-only.');
  if (node.writeOnly) parts.push('Write-only.');
  if (node.enum) parts.push(`One of: ${node.enum.map((v) => JSON.stringify(v)).join(', ')}.`);
  if (node.default !== undefined) parts.push(`Default: ${JSON.stringify(node.default)}.`);
  if (node.discriminator) parts.push(`Discriminator: ${node.discriminator}.`);
  if (node.combinator)
    parts.push(node.combinator === 'oneOf' ? 'Exactly one of the options.' : 'Any of the options.');
  if (node.circular) parts.push('(circular)');
  if (node.deprecated) parts.push('Deprecated.');
  return parts.filter(Boolean).join(' ');
}

function schemaRows(node: SchemaNode, depth: number, rows: string[], links: Links) {
  const indent = `${'&nbsp;&nbsp;'.repeat(depth)}${depth > 0 ? '└ ' : ''}`;
  for (const child of node.children) {
    const type = child.circular ? `${child.type} ↻ circular` : child.type;
    let summary = cell(nodeSummary(child));
    if (child.link) {
      links.add(child.link);
      summary = `${summary ? `${summary} ` : ''}See ${schemaLink(child.link)}.`;
    }
    rows.push(
      `| ${indent}\`${child.name ?? ''}\` | ${cell(type)} | ${child.required ? 'yes' : ''} | ${summary} |`,
    );
    schemaRows(child, depth + 1, rows, links);
  }
  if (node.truncated)
    rows.push(
      `| ${indent}… | | | ${node.truncated} more${node.refName ? `: see ${schemaLink(node.refName)}` : ''} |`,
    );
  if (node.truncated && node.refName) links.add(node.refName);
}

/** A schema as a table, capped in depth and breadth: what the caps leave out is linked to its own section. */
function schemaSection(doc: unknown, schema: unknown, links: Links): string[] {
  const tree = schemaTree(doc, schema, { linkRefs: true, maxRows: MAX_SCHEMA_ROWS });
  const head = `Schema: \`${tree.refName ?? tree.type}\`${tree.circular ? ' (circular)' : ''}`;
  const rows: string[] = [];
  schemaRows(tree, 0, rows, links);
  if (rows.length === 0) return [head, ''];
  return [head, '', '| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows, ''];
}

function headerTable(doc: unknown, headers: Parameter[]): string[] {
  if (headers.length === 0) return [];
  return [
    'Headers:',
    '',
    '| Header | Type | Description |',
    '| --- | --- | --- |',
    ...headers.map((h) => {
      const tree = h.schema === undefined ? undefined : schemaTree(doc, h.schema, 1);
      const notes = [h.description ?? '', tree ? nodeSummary({ ...tree, description: undefined }) : ''];
      return `| \`${cell(h.name)}\` | ${cell(tree?.type ?? '')} | ${cell(notes.filter(Boolean).join(' '))} |`;
    }),
    '',
  ];
}

function media(doc: unknown, content: MediaType[], links: Links): string[] {
  return content.flatMap((m) => {
    const example = m.hasExample
      ? m.example
      : m.schema !== undefined
        ? exampleFromSchema(doc, m.schema)
        : undefined;
    const lines = [`\`${m.mediaType}\``, ''];
    if (m.schema !== undefined) lines.push(...schemaSection(doc, m.schema, links));
    if (example !== undefined) {
      const body = typeof example === 'string' ? example : JSON.stringify(example, null, 2);
      lines.push(
        m.hasExample ? 'Example:' : 'Example (generated from the schema):',
        '',
        '```json',
        body.replace(/```/g, '`\u200b``'),
        '```',
        '',
      );
    }
    return lines;
  });
}

function parameterTable(doc: unknown, parameters: Parameter[]): string[] {
  if (parameters.length === 0) return [];
  const rows = parameters.map((p) => {
    const tree = p.schema === undefined ? undefined : schemaTree(doc, p.schema, 1);
    const notes = [
      p.description ?? '',
      tree ? nodeSummary({ ...tree, description: undefined }) : '',
      p.example !== undefined ? `Example: ${JSON.stringify(p.example)}.` : '',
      p.deprecated ? 'Deprecated.' : '',
    ];
    return `| \`${cell(p.name)}\` | ${p.in} | ${cell(tree?.type ?? '')} | ${p.required ? 'yes' : ''} | ${cell(notes.filter(Boolean).join(' '))} |`;
  });
  return [
    '**Parameters**',
    '',
    '| Name | In | Type | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}

/** A fenced block whose fence is longer than any backtick run inside. */
function fence(lang: string, code: string): string[] {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  return [`${marks}${lang}`, code, marks, ''];
}

function operation(doc: unknown, model: ApiModel, op: Operation, level: string, links: Links): string[] {
  const title = `${op.method.toUpperCase()} ${op.path}`;
  const lines = [
    `<a id="${op.anchor.replace(/"/g, '')}"></a>`,
    '',
    `${level} ${op.deprecated ? '~~' : ''}\`${title}\`${op.deprecated ? '~~ (deprecated)' : ''}`,
    '',
  ];
  if (op.summary) lines.push(`**${cell(op.summary)}**`, '');
  if (op.operationId) lines.push(`Operation ID: \`${op.operationId}\``, '');
  if (op.description) lines.push(prose(op.description), '');
  if (op.security.length > 0)
    lines.push(`Security: ${op.security.map((r) => r.join(' + ') || 'none').join(' or ')}`, '');
  lines.push(...parameterTable(doc, op.parameters));
  if (op.requestBody) {
    lines.push(`**Request body**${op.requestBody.required ? ' (required)' : ''}`, '');
    if (op.requestBody.description) lines.push(prose(op.requestBody.description), '');
    lines.push(...media(doc, op.requestBody.content, links));
  }
  if (op.responses.length > 0) {
    lines.push('**Responses**', '', '| Status | Description |', '| --- | --- |');
    lines.push(...op.responses.map((r) => `| ${r.status} | ${cell(r.description)} |`), '');
    for (const r of op.responses) {
      if (r.content.length === 0 && r.links.length === 0 && r.headers.length === 0) continue;
      lines.push(
        `Response ${r.status}:`,
        '',
        ...headerTable(doc, r.headers),
        ...media(doc, r.content, links),
      );
      for (const link of r.links)
        lines.push(
          `- Link \`${link.name}\`${link.operationId ? ` → \`${link.operationId}\`` : ''}${link.description ? `: ${cell(link.description)}` : ''}`,
        );
      if (r.links.length > 0) lines.push('');
    }
  }
  for (const callback of op.callbacks) {
    lines.push(`**Callback \`${callback.name}\`**`, '');
    for (const cb of callback.operations) lines.push(...operation(doc, model, cb, '####', links));
  }
  if (!op.webhook && level === '###') {
    const samples = codeSamples(doc, model, op);
    lines.push(
      '**Request samples**',
      '',
      ...fence('sh', samples.curl),
      ...fence('js', samples.javascript),
      ...fence('python', samples.python),
    );
  }
  return lines;
}

/** GitHub-flavoured Markdown: title, servers, security, a table of contents, one section per tag. */
export function renderMarkdown(doc: unknown, model: ApiModel): string {
  const links: Links = new Set();
  const lines = [
    `# ${cell(model.title)}`,
    '',
    `Version ${cell(model.version)} · ${model.convertedFrom ? `${model.convertedFrom} (converted to OpenAPI ${model.openapi})` : `OpenAPI ${model.openapi}`}`,
    '',
  ];
  if (model.description) lines.push(prose(model.description), '');
  if (model.servers.length > 0)
    lines.push(
      '## Servers',
      '',
      ...model.servers.map((s) => `- \`${s.url}\`${s.description ? ` — ${cell(s.description)}` : ''}`),
      '',
    );
  if (model.securitySchemes.length > 0)
    lines.push(
      '## Authentication',
      '',
      '| Scheme | Type | Description |',
      '| --- | --- | --- |',
      ...model.securitySchemes.map(
        (s) => `| \`${s.name}\` | ${cell(s.detail)} | ${cell(s.description ?? '')} |`,
      ),
      '',
    );
  lines.push('## Contents', '');
  for (const group of model.groups) {
    lines.push(`- [${cell(group.name)}](#${slug(group.name)})`);
    for (const op of group.operations)
      lines.push(
        `  - [${op.method.toUpperCase()} ${cell(op.path)}](#${op.anchor.replace(/[()]/g, '')})${op.summary ? ` — ${cell(op.summary)}` : ''}`,
      );
  }
  lines.push('');
  for (const group of model.groups) {
    lines.push(`## ${cell(group.name)}`, '');
    if (group.description) lines.push(prose(group.description), '');
    for (const op of group.operations) lines.push(...operation(doc, model, op, '###', links));
  }
  // Every component a section linked to, once each (their own links add more, each once).
  const done = new Set<string>();
  const pending = () => [...links].filter((name) => !done.has(name));
  if (links.size > 0) lines.push('## Schemas', '');
  for (let next = pending(); next.length > 0; next = pending())
    for (const name of next) {
      done.add(name);
      lines.push(`<a id="${schemaAnchor(name)}"></a>`, '', `### ${cell(name)}`, '');
      lines.push(
        ...schemaSection(
          doc,
          { $ref: `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` },
          links,
        ),
      );
    }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
