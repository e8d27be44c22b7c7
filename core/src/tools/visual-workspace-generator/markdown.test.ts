// The Markdown outline read back with a CommonMark/GFM lexer: headings, facts, task lists, escaping.
import { lexer, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { sampleText } from './sample';
import { toMarkdown } from './text-exports';
import { generateWorkspace } from './workspace';

const clock = fixedClock();
const tokens = (text: string) => lexer(toMarkdown(generateWorkspace(text, { clock })));

describe('Markdown outline', () => {
  it('has the title, one level-2 heading per component, and sub-tasks as GFM task items', () => {
    const all = tokens(sampleText(clock.now()));
    const headings = all.filter((t): t is Tokens.Heading => t.type === 'heading');
    expect(headings.map((h) => [h.depth, h.text])).toEqual([
      [1, 'Dev Toolbox Public Launch'],
      [2, 'Release Checklist'],
      [2, 'Landing Page'],
      [2, 'CLI Distribution'],
      [2, 'Authentication Hardening'],
      [2, 'Documentation Site'],
      [2, 'Launch Campaign'],
      [2, 'Legal Review'],
    ]);
    const lists = all.filter((t): t is Tokens.List => t.type === 'list');
    const landing = lists[1]!.items.map((item) => [item.task, item.checked, item.text]);
    expect(landing).toEqual([
      [true, true, 'Wireframes'],
      [true, true, 'Visual design'],
      [true, false, 'Responsive build'],
      [true, false, 'Lighthouse pass above 95'],
    ]);
  });

  it('escapes Markdown in titles and text so they read back as written', () => {
    const all = tokens(
      // Escaped, as the plan reads them as characters (unescaped, they are emphasis and a link: see parser.test.ts).
      '# Use \\*stars\\* and \\_under\\_ \\[link\\](x) <b>\nA `code` line | pipe\n- [ ] # not a heading',
    );
    const heading = all.find((t): t is Tokens.Heading => t.type === 'heading' && t.depth === 2)!;
    // Only plain text and escapes: no emphasis, link or HTML made from the user's characters.
    expect(new Set(heading.tokens!.map((t) => t.type))).toEqual(new Set(['text', 'escape']));
    expect(heading.tokens!.map((t) => ('text' in t ? t.text : '')).join('')).toBe(
      'Use *stars* and _under_ [link](x) <b>',
    );
    const paragraph = all.find(
      (t): t is Tokens.Paragraph => t.type === 'paragraph' && t.raw.includes('code'),
    )!;
    expect(paragraph.tokens!.map((t) => t.type).filter((t) => t !== 'text' && t !== 'escape')).toEqual([]);
  });
});
