// @vitest-environment happy-dom
// The Mermaid exports read back by Mermaid's own parser (the diagram types, nesting and labels it accepts).
import mermaid from 'mermaid';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { sampleText } from './sample';
import { toMermaidKanban, toMermaidMindmap } from './text-exports';
import { generateWorkspace } from './workspace';

const clock = fixedClock();
const SAMPLE_TEXT = sampleText(clock.now());
const ODD = `# Fix [bug] (now) {x} "q" \`tick\` <b>&amp;
Status: In Progress
Priority: urgent
- sub: with colon; and (parens) [x]
- 100% done?
Feature: ((double)) ]] }} ))
Task: ü ñ 日本語 emoji 🚀`;

beforeAll(() => mermaid.initialize({ startOnLoad: false }));

describe('Mermaid exports parse with Mermaid', () => {
  it.each([
    ['sample', SAMPLE_TEXT],
    ['odd characters', ODD],
  ])('mindmap: %s', async (_, text) => {
    const source = toMermaidMindmap(generateWorkspace(text, { clock }));
    await expect(mermaid.parse(source)).resolves.toMatchObject({ diagramType: 'mindmap' });
  });

  it.each([
    ['sample', SAMPLE_TEXT],
    ['odd characters', ODD],
  ])('kanban: %s', async (_, text) => {
    const source = toMermaidKanban(generateWorkspace(text, { clock }));
    await expect(mermaid.parse(source)).resolves.toMatchObject({ diagramType: 'kanban' });
  });

  it('rejects what it should, so the checks above mean something', async () => {
    await expect(mermaid.parse('mindmap\n  root((a))\n    b[unclosed')).rejects.toThrow();
  });
});
