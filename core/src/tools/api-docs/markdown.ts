import { codeSamples } from './code-samples';
import type { ApiModel, Group, MediaType, Operation, Parameter } from './model';
import { escapeToken } from './pointer';
import { exampleFromSchema, MAX_SCHEMA_ROWS, type SchemaNode, schemaTree } from './schema-node';

/** The components a section linked to instead of expanding: each gets one section under "Schemas". */
type Links = Set<string>;
const schemaAnchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
const schemaLink = (name: string) => `[${cell(name)}](#${schemaAnchor(name)})`;

const cell = (value: string) =>
  value
    .replace(/\r?\n+/g, ' ')
    .replaceAll('|', '\\|')
    .replaceAll('<', '&lt;');
/**
 * Description Markdown from the document, with raw HTML neutralised and its headings moved below `level` (the
 * heading it sits under): its shallowest heading becomes `level + 1`, the rest keep their distance, at most 6.
 */
const prose = (value: string, level: number) => shiftHeadings(value.replaceAll('<', '&lt;').trim(), level);

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^( {0,3})(#{1,6})(?=\s|$)/;
const SETEXT = /^ {0,3}(=+|-+)\s*$/;

export function shiftHeadings(text: string, level: number): string {
  const lines = text.split('\n');
  // Each line's heading level (ATX `###`, or setext: a text line over `===` or `---`), outside code fences.
  const levels: (number | undefined)[] = [];
  let fence: string | undefined;
  for (const [i, line] of lines.entries()) {
    const open = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (open !== undefined && open[0] === fence[0] && open.length >= fence.length) fence = undefined;
      continue;
    }
    if (open) {
      fence = open;
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) levels[i] = (atx[2] as string).length;
    const under = SETEXT.exec(lines[i + 1] ?? '');
    if (
      !atx &&
      under &&
      line.trim() !== '' &&
      !/^ {0,3}([-*+]|\d+[.)])\s/.test(line) &&
      levels[i - 1] === undefined
    )
      levels[i] = (under[1] as string).startsWith('=') ? 1 : 2;
  }
  const found = levels.filter((l): l is number => l !== undefined);
  if (found.length === 0) return text;
  const shift = level + 1 - Math.min(...found);
  if (shift <= 0) return text;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const own = levels[i];
    if (own === undefined) {
      out.push(line);
      continue;
    }
    const marks = '#'.repeat(Math.min(6, own + shift));
    const atx = ATX.exec(line);
    if (atx) out.push(line.replace(ATX, `${atx[1]}${marks}`));
    else {
      out.push(`${marks} ${line.trim()}`);
      i++; // the setext underline
    }
  }
  return out.join('\n');
}
const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replaceAll(' ', '-');

function nodeSummary(node: SchemaNode): string {
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
        body.replaceAll('```', '`\u200b``'),
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

/** One operation under a heading of `level` (3, or 4 under `x-tagGroups`); a callback's one level deeper. */
function operation(
  doc: unknown,
  model: ApiModel,
  op: Operation,
  level: number,
  links: Links,
  callback = false,
): string[] {
  const title = `${op.method.toUpperCase()} ${op.path}`;
  const lines = [
    `<a id="${op.anchor.replaceAll('"', '')}"></a>`,
    '',
    `${'#'.repeat(level)} ${op.deprecated ? '~~' : ''}\`${title}\`${op.deprecated ? '~~ (deprecated)' : ''}`,
    '',
  ];
  if (op.summary) lines.push(`**${cell(op.summary)}**`, '');
  if (op.operationId) lines.push(`Operation ID: \`${op.operationId}\``, '');
  // Its own servers (the operation's, else its path's): where it is sent instead of the document's.
  if (op.servers)
    lines.push(`Servers: ${op.servers.map((server) => `\`${cell(server.url)}\``).join(', ')}`, '');
  if (op.description) lines.push(prose(op.description, level), '');
  if (op.security.length > 0)
    lines.push(`Security: ${op.security.map((r) => r.join(' + ') || 'none').join(' or ')}`, '');
  lines.push(...parameterTable(doc, op.parameters));
  if (op.requestBody) {
    lines.push(`**Request body**${op.requestBody.required ? ' (required)' : ''}`, '');
    if (op.requestBody.description) lines.push(prose(op.requestBody.description, level), '');
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
    for (const cb of callback.operations) lines.push(...operation(doc, model, cb, level + 1, links, true));
  }
  if (!op.webhook && !callback) {
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

/** The tags in `x-tagGroups` sections (each tag once, in the first group naming it), then the rest. */
function tagSections(model: ApiModel): { name?: string; groups: Group[] }[] {
  if (model.tagGroups.length === 0) return [{ groups: model.groups }];
  const placed = new Set<string>();
  const sections: { name?: string; groups: Group[] }[] = [];
  for (const tagGroup of model.tagGroups) {
    const groups = tagGroup.tags.flatMap((tag) => {
      const group = model.groups.find((g) => g.name === tag);
      if (!group || placed.has(tag)) return [];
      placed.add(tag);
      return [group];
    });
    if (groups.length > 0) sections.push({ name: tagGroup.name, groups });
  }
  const rest = model.groups.filter((g) => !placed.has(g.name));
  if (rest.length > 0) sections.push({ name: 'Other', groups: rest });
  return sections;
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
  if (model.description) lines.push(prose(model.description, 1), '');
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
  // `x-tagGroups`: each group a section of its tags, in its order; tags in no group follow under "Other".
  const sections = tagSections(model);
  const grouped = sections.some((section) => section.name !== undefined);
  const tagLevel = grouped ? 3 : 2;
  lines.push('## Contents', '');
  for (const section of sections) {
    const indent = section.name === undefined ? '' : '  ';
    if (section.name !== undefined) lines.push(`- [${cell(section.name)}](#${slug(section.name)})`);
    for (const group of section.groups) {
      lines.push(`${indent}- [${cell(group.name)}](#${slug(group.name)})`);
      for (const op of group.operations)
        lines.push(
          `${indent}  - [${op.method.toUpperCase()} ${cell(op.path)}](#${op.anchor.replace(/[()]/g, '')})${op.summary ? ` — ${cell(op.summary)}` : ''}`,
        );
    }
  }
  lines.push('');
  for (const section of sections) {
    if (section.name !== undefined) lines.push(`## ${cell(section.name)}`, '');
    for (const group of section.groups) {
      lines.push(`${'#'.repeat(tagLevel)} ${cell(group.name)}`, '');
      if (group.description) lines.push(prose(group.description, tagLevel), '');
      for (const op of group.operations) lines.push(...operation(doc, model, op, tagLevel + 1, links));
    }
  }
  // Every component a section linked to, once each (their own links add more, each once).
  const done = new Set<string>();
  const pending = () => [...links].filter((name) => !done.has(name));
  if (links.size > 0) lines.push('## Schemas', '');
  for (let next = pending(); next.length > 0; next = pending())
    for (const name of next) {
      done.add(name);
      lines.push(`<a id="${schemaAnchor(name)}"></a>`, '', `### ${cell(name)}`, '');
      lines.push(...schemaSection(doc, { $ref: `#/components/schemas/${escapeToken(name)}` }, links));
    }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
