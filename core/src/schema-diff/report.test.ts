import { describe, expect, it } from 'vitest';
import type { SchemaDiff } from './diff';
import { diffReport, formatDiffMarkdown, formatDiffText } from './report';

const DIFF: SchemaDiff = {
  changes: [
    { action: 'added', kind: 'table', object: 'public.tags', breaking: false },
    {
      action: 'removed',
      kind: 'column',
      object: 'public.notes.bo|dy`x',
      breaking: true,
      reason: 'clients reading or writing it fail, and its data is lost',
    },
  ],
  possibleRenames: [{ kind: 'column', from: 'public.notes.bo|dy`x', to: 'public.notes.content' }],
};

describe('the schema diff report', () => {
  it('is empty for identical schemas', () => {
    const same = { changes: [], possibleRenames: [] };
    expect(formatDiffText(same)).toBe('');
    expect(formatDiffMarkdown(same)).toBe('');
    expect(diffReport(same)).toEqual({ changes: [], possibleRenames: [], breaking: 0 });
  });

  it('as text: a summary, breaking changes first, then possible renames', () => {
    expect(formatDiffText(DIFF)).toBe(
      [
        '2 schema changes, 1 breaking:',
        'BREAKING removed column public.notes.bo|dy`x: clients reading or writing it fail, and its data is lost',
        '         added table public.tags',
        '',
        'Possible renames, written as drop and add (say so with ALTER … RENAME if they are):',
        '  column public.notes.bo|dy`x -> public.notes.content',
        '',
      ].join('\n'),
    );
  });

  it('as Markdown: a table whose cells a name cannot break out of', () => {
    const md = formatDiffMarkdown(DIFF);
    expect(md.split('\n').slice(0, 5)).toEqual([
      '### Database schema: 2 schema changes, 1 breaking',
      '',
      '| | change | object | detail |',
      '|---|---|---|---|',
      '| **breaking** | removed column | `` public.notes.bo\\|dy`x `` | clients reading or writing it fail, and its data is lost |',
    ]);
    expect(md).toContain('- column `` public.notes.bo\\|dy`x `` → `public.notes.content`');
  });
});
