import { describe, expect, it } from 'vitest';
import { formatPullRequestSummary, pullRequestFailed } from './summary';

describe('pull request summary', () => {
  const summary = {
    title: 'feat(db)!: drop `done` | keep',
    base: 'a'.repeat(40),
    head: 'b'.repeat(40),
    gates: [
      { name: 'RLS audit', passed: true, result: '2 migrations: 0 errors' },
      { name: 'Title', passed: false, result: 'type may not be empty | really' },
    ],
    nextVersion: '2.0.0',
    sections: [
      { title: 'API diff', markdown: '# API changes\n\n```\n# not a heading\n```\n## GET /x' },
      { title: 'Empty', markdown: '' },
    ],
  };

  it('tables the gates, then each section with its headings below the section', () => {
    expect(formatPullRequestSummary(summary)).toBe(`## Pull request check: 1 gate failed

\`feat(db)!: drop 'done' | keep\` (aaaaaaa..bbbbbbb)

| gate | | result |
|---|---|---|
| RLS audit | ✅ | 2 migrations: 0 errors |
| Title | ❌ | type may not be empty \\| really |

Next version: **2.0.0**

### API diff

#### API changes

\`\`\`
# not a heading
\`\`\`
##### GET /x

### Empty

(nothing)
`);
    expect(pullRequestFailed(summary)).toBe(true);
    expect(pullRequestFailed({ gates: [summary.gates[0]!] })).toBe(false);
  });

  it('names the range alone when no title was given, without an empty code span', () => {
    const { title: _, ...untitled } = summary;
    expect(formatPullRequestSummary(untitled).split('\n')[2]).toBe('aaaaaaa..bbbbbbb');
  });
});
