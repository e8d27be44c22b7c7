import type { ApiModel, MediaType, Operation, Parameter } from './model';
import { exampleFromSchema, type SchemaNode, schemaTree } from './schema-node';

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
  if (node.enum) parts.push(`One of: ${node.enum.map((v) => JSON.stringify(v)).join(', ')}.`);
  if (node.default !== undefined) parts.push(`Default: ${JSON.stringify(node.default)}.`);
  if (node.discriminator) parts.push(`Discriminator: ${node.discriminator}.`);
  if (node.combinator)
    parts.push(node.combinator === 'oneOf' ? 'Exactly one of the options.' : 'Any of the options.');
  if (node.circular) parts.push('(circular)');
  if (node.deprecated) parts.push('Deprecated.');
  return parts.filter(Boolean).join(' ');
}

function schemaRows(node: SchemaNode, depth: number, rows: string[]) {
  for (const child of node.children) {
    const name = `${'&nbsp;&nbsp;'.repeat(depth)}${depth > 0 ? '└ ' : ''}\`${child.name ?? ''}\``;
    const type = child.circular ? `${child.type} ↻ circular` : child.type;
    rows.push(`| ${name} | ${cell(type)} | ${child.required ? 'yes' : ''} | ${cell(nodeSummary(child))} |`);
    schemaRows(child, depth + 1, rows);
  }
}

function schemaSection(doc: unknown, schema: unknown): string[] {
  const tree = schemaTree(doc, schema);
  const head = `Schema: \`${tree.refName ?? tree.type}\`${tree.circular ? ' (circular)' : ''}`;
  const rows: string[] = [];
  schemaRows(tree, 0, rows);
  if (rows.length === 0) return [head, ''];
  return [head, '', '| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows, ''];
}

function media(doc: unknown, content: MediaType[]): string[] {
  return content.flatMap((m) => {
    const example = m.hasExample
      ? m.example
      : m.schema !== undefined
        ? exampleFromSchema(doc, m.schema)
        : undefined;
    const lines = [`\`${m.mediaType}\``, ''];
    if (m.schema !== undefined) lines.push(...schemaSection(doc, m.schema));
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

function operation(doc: unknown, op: Operation, level: string): string[] {
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
    lines.push(...media(doc, op.requestBody.content));
  }
  if (op.responses.length > 0) {
    lines.push('**Responses**', '', '| Status | Description |', '| --- | --- |');
    lines.push(...op.responses.map((r) => `| ${r.status} | ${cell(r.description)} |`), '');
    for (const r of op.responses) {
      if (r.content.length === 0 && r.links.length === 0) continue;
      lines.push(`Response ${r.status}:`, '', ...media(doc, r.content));
      for (const link of r.links)
        lines.push(
          `- Link \`${link.name}\`${link.operationId ? ` → \`${link.operationId}\`` : ''}${link.description ? `: ${cell(link.description)}` : ''}`,
        );
      if (r.links.length > 0) lines.push('');
    }
  }
  for (const callback of op.callbacks) {
    lines.push(`**Callback \`${callback.name}\`**`, '');
    for (const cb of callback.operations) lines.push(...operation(doc, cb, '####'));
  }
  return lines;
}

/** GitHub-flavoured Markdown: title, servers, security, a table of contents, one section per tag. */
export function renderMarkdown(doc: unknown, model: ApiModel): string {
  const lines = [
    `# ${cell(model.title)}`,
    '',
    `Version ${cell(model.version)} · OpenAPI ${model.openapi}`,
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
    for (const op of group.operations) lines.push(...operation(doc, op, '###'));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
