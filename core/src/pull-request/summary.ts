/**
 * The Markdown a pull request check writes to GitHub's step summary: one table of gates (passed or failed, and
 * why), the next version, then a section per gate. The sections come in as Markdown from each tool's own report.
 */

export interface Gate {
  name: string;
  passed: boolean;
  /** One line: what was checked and found ("3 commits, 1 fails", "2 errors, 1 warning"). */
  result: string;
}

export interface SummarySection {
  title: string;
  markdown: string;
}

export interface PullRequestSummary {
  /** The pull request's title; none when it was not given. */
  title?: string;
  base: string;
  head: string;
  gates: readonly Gate[];
  nextVersion?: string | null;
  sections: readonly SummarySection[];
}

const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');
/** The title is the author's text: shown as code, so Markdown in it does not render. */
const code = (s: string) => `\`${s.replaceAll('`', "'").replaceAll('\n', ' ')}\``;

/** A tool's report nested under a section: its headings (`# API changes`) go below the section's `###`. */
function demoteHeadings(markdown: string): string {
  let fence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^(```|~~~)/.test(line)) fence = !fence;
      const m = fence ? null : /^(#{1,6}) /.exec(line);
      return m
        ? `${'#'.repeat(Math.min(6, (m[1] as string).length + 3))}${line.slice((m[1] as string).length)}`
        : line;
    })
    .join('\n');
}

export function pullRequestFailed(summary: Pick<PullRequestSummary, 'gates'>): boolean {
  return summary.gates.some((g) => !g.passed);
}

export function formatPullRequestSummary(summary: PullRequestSummary): string {
  const failed = summary.gates.filter((g) => !g.passed).length;
  const range = `${summary.base.slice(0, 7)}..${summary.head.slice(0, 7)}`;
  const lines = [
    `## Pull request check: ${failed === 0 ? 'passed' : `${failed} gate${failed === 1 ? '' : 's'} failed`}`,
    '',
    `${summary.title ? `${code(summary.title)} (${range})` : range}`,
    '',
    '| gate | | result |',
    '|---|---|---|',
    ...summary.gates.map((g) => `| ${cell(g.name)} | ${g.passed ? '✅' : '❌'} | ${cell(g.result)} |`),
    '',
  ];
  if (summary.nextVersion) lines.push(`Next version: **${summary.nextVersion}**`, '');
  for (const section of summary.sections) {
    lines.push(`### ${section.title}`, '', demoteHeadings(section.markdown.trim()) || '(nothing)', '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
