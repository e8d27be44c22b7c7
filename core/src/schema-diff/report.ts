import type { SchemaChange, SchemaDiff } from './diff';

/** The report as `--json` prints it: every change, the possible renames, and how many changes break clients. */
export interface SchemaDiffReport extends SchemaDiff {
  breaking: number;
}

export function diffReport(diff: SchemaDiff): SchemaDiffReport {
  return { ...diff, breaking: diff.changes.filter((c) => c.breaking).length };
}

const what = (c: SchemaChange) => `${c.action} ${c.kind}`;

const summary = (diff: SchemaDiff) => {
  const breaking = diff.changes.filter((c) => c.breaking).length;
  const n = diff.changes.length;
  return `${n} schema change${n === 1 ? '' : 's'}, ${breaking} breaking`;
};

/** The report as text, one change a line, breaking ones first; '' when the schemas are the same. */
export function formatDiffText(diff: SchemaDiff): string {
  if (diff.changes.length === 0) return '';
  const ordered = [...diff.changes.filter((c) => c.breaking), ...diff.changes.filter((c) => !c.breaking)];
  const lines = [`${summary(diff)}:`];
  for (const c of ordered) {
    const detail = c.detail ? ` (${c.detail})` : '';
    lines.push(
      `${c.breaking ? 'BREAKING ' : '         '}${what(c)} ${c.object}${detail}${c.reason ? `: ${c.reason}` : ''}`,
    );
  }
  if (diff.possibleRenames.length) {
    lines.push('', 'Possible renames, written as drop and add (say so with ALTER … RENAME if they are):');
    for (const r of diff.possibleRenames) lines.push(`  ${r.kind} ${r.from} -> ${r.to}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A Markdown table cell: pipes escaped, line breaks as spaces, code in a span that its backticks cannot end. */
function cell(text: string, code = false): string {
  const flat = text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
  if (!code) return flat;
  const fence = flat.includes('`') ? '`` ' : '`';
  return `${fence}${flat}${fence === '`` ' ? ' ``' : '`'}`;
}

/** The report as Markdown (a pull request's summary); '' when the schemas are the same. */
export function formatDiffMarkdown(diff: SchemaDiff): string {
  if (diff.changes.length === 0) return '';
  const ordered = [...diff.changes.filter((c) => c.breaking), ...diff.changes.filter((c) => !c.breaking)];
  const lines = [
    `### Database schema: ${summary(diff)}`,
    '',
    '| | change | object | detail |',
    '|---|---|---|---|',
    ...ordered.map(
      (c) =>
        `| ${c.breaking ? '**breaking**' : ''} | ${what(c)} | ${cell(c.object, true)} | ${cell([c.detail, c.reason].filter(Boolean).join(': '))} |`,
    ),
  ];
  if (diff.possibleRenames.length) {
    lines.push('', 'Possible renames, written as drop and add:', '');
    for (const r of diff.possibleRenames)
      lines.push(`- ${r.kind} ${cell(r.from, true)} → ${cell(r.to, true)}`);
  }
  return `${lines.join('\n')}\n`;
}
