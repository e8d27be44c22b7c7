import type { ApiChange, ApiDiff } from './api-diff';
import { DIFF_LEVELS, type DiffLevel, type FailOn } from './diff-rules';

/** The changes under one heading: an operation, a webhook, or the components. */
export interface ChangeGroup {
  title: string;
  operationId?: string;
  worst: DiffLevel;
  changes: ApiChange[];
}

const COMPONENTS = 'Components';
const WHOLE_API = 'The whole API';

/** Changes grouped by operation, the groups with breaking changes first (each group's own changes in level order). */
export function groupChanges(diff: ApiDiff): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of diff.changes) {
    const title =
      change.section === 'components'
        ? COMPONENTS
        : change.section === 'api'
          ? WHOLE_API
          : change.section === 'webhooks'
            ? `Webhook ${change.operation ?? ''}`
            : (change.operation ?? '');
    let group = groups.get(title);
    if (!group) {
      group = { title, operationId: change.operationId, worst: change.level, changes: [] };
      groups.set(title, group);
    }
    group.changes.push(change);
  }
  const rank = (level: DiffLevel) => DIFF_LEVELS.indexOf(level);
  // diff.changes is in level order, so each group's first change is its worst.
  return [...groups.values()].sort((a, b) => rank(a.worst) - rank(b.worst) || a.title.localeCompare(b.title));
}

const LEVEL_WORDS: Record<DiffLevel, string> = { ERR: 'breaking', WARN: 'warning', INFO: 'info' };

/** `2 breaking, 1 warning, 5 info`, or `no changes`. */
export function diffSummary(diff: ApiDiff): string {
  if (diff.changes.length === 0) return 'no changes';
  return DIFF_LEVELS.filter((level) => diff.counts[level] > 0)
    .map((level) => {
      const n = diff.counts[level];
      return `${n} ${LEVEL_WORDS[level]}${level === 'WARN' && n !== 1 ? 's' : ''}`;
    })
    .join(', ');
}

const versionOf = (side: ApiDiff['base']) => `${side.title}${side.version ? ` ${side.version}` : ''}`;
/** Text from the documents, inert in Markdown: no HTML, links or emphasis of its own. */
const escapeMd = (text: string) => text.replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`);

/** The report as GitHub-flavoured Markdown: a summary, then one section per operation, breaking first. */
export function renderDiffMarkdown(diff: ApiDiff): string {
  const lines = [
    `# API changes: ${escapeMd(versionOf(diff.base))} → ${escapeMd(versionOf(diff.revision))}`,
    '',
  ];
  if (diff.changes.length === 0) return `${[...lines, 'No changes.'].join('\n')}\n`;
  lines.push(`**${diffSummary(diff)}** in ${plural(groupChanges(diff).length, 'section')}.`, '');
  for (const group of groupChanges(diff)) {
    const id = group.operationId ? ` (${escapeMd(group.operationId)})` : '';
    lines.push(`## ${escapeMd(group.title)}${id}`, '');
    for (const change of group.changes)
      lines.push(`- **${change.level}** ${escapeMd(change.text)} \`${change.id}\``);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The report as plain text for a terminal: one line per change under its operation; empty when nothing changed. */
export function renderDiffText(diff: ApiDiff): string {
  if (diff.changes.length === 0) return '';
  const lines: string[] = [];
  for (const group of groupChanges(diff)) {
    lines.push(`${group.title}${group.operationId ? ` (${group.operationId})` : ''}`);
    for (const change of group.changes)
      lines.push(`  ${change.level.padEnd(4)} ${change.text} [${change.id}]`);
  }
  lines.push('', `${diffSummary(diff)}: ${versionOf(diff.base)} → ${versionOf(diff.revision)}`);
  return `${lines.join('\n')}\n`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Whether the report fails `--fail-on`: any ERR for `breaking`, any ERR or WARN for `warn`. */
export function failsOn(diff: ApiDiff, failOn: FailOn | undefined): boolean {
  if (failOn === undefined) return false;
  return diff.counts.ERR > 0 || (failOn === 'warn' && diff.counts.WARN > 0);
}
