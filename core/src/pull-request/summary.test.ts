import { describe, expect, it } from 'vitest';
import { announcesBreakingChange, formatPullRequestSummary, pullRequestFailed } from './summary';

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

  it.each([
    ['feat!: drop the v1 API', true],
    ['feat(api)!: drop', true],
    ['fix: x\n\nBREAKING CHANGE: the flag is gone', true],
    ['fix: x\n\nBREAKING-CHANGE: gone', true],
    ['feat: add breaking news page', false],
    ['fix: x\n\nnot a BREAKING CHANGE: here', false],
  ])('%j announces a breaking change: %s', (message, expected) => {
    expect(announcesBreakingChange(message)).toBe(expected);
  });
});
