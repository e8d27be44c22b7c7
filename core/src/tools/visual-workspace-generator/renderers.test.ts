// @vitest-environment happy-dom
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { pngSize } from '../../image/png-decode';
import { recordingGraphics } from '../../testing';
import { bytesToBase64 } from '../../text/base64';
import { parseWorkspaceJson, workspaceToJson } from './json';
import { renderMindmapPng } from './png';
import { sampleText } from './sample';
import { decodeShare, encodeShare, SHARE_BROKEN, sharePayload } from './share';
import { renderMindmapSvg } from './svg';
import { toMarkdown, toMermaidKanban, toMermaidMindmap } from './text-exports';
import { COLOR_SCHEMES, DEFAULT_SETTINGS, LAYOUTS, type ViewerSettings } from './types';
import { generateWorkspace } from './workspace';

const clock = fixedClock('2026-11-28T12:00:00.000Z');
const SAMPLE_TEXT = sampleText(clock.now());
const sample = generateWorkspace(SAMPLE_TEXT, { clock });

function parseSvg(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return doc;
}

describe('mindmap SVG', () => {
  it.each(LAYOUTS.flatMap((layout) => COLOR_SCHEMES.map((colorScheme) => ({ layout, colorScheme }))))(
    'parses back with every node: $layout, $colorScheme',
    ({ layout, colorScheme }) => {
      const settings: ViewerSettings = { ...DEFAULT_SETTINGS, layout, colorScheme };
      const doc = parseSvg(renderMindmapSvg(generateWorkspace(SAMPLE_TEXT, { clock, layout }), settings));
      const nodes = [...doc.querySelectorAll('g.node')];
      expect(nodes.map((g) => g.getAttribute('data-id'))).toEqual(['root', ...sample.nodes.map((n) => n.id)]);
      const svg = doc.documentElement;
      const [, , w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number);
      for (const rect of doc.querySelectorAll('g.node > rect')) {
        const x = Number(rect.getAttribute('x'));
        const y = Number(rect.getAttribute('y'));
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x + Number(rect.getAttribute('width'))).toBeLessThanOrEqual(w!);
        expect(y + Number(rect.getAttribute('height'))).toBeLessThanOrEqual(h!);
      }
    },
  );

  // Golden files, looked at by eye (rendered to PNG through the CLI) when they last changed.
  it.each(LAYOUTS.flatMap((layout) => COLOR_SCHEMES.map((colorScheme) => ({ layout, colorScheme }))))(
    'golden $layout $colorScheme',
    async ({ layout, colorScheme }) => {
      const settings: ViewerSettings = { ...DEFAULT_SETTINGS, layout, colorScheme };
      const svg = renderMindmapSvg(generateWorkspace(SAMPLE_TEXT, { clock, layout }), settings);
      await expect(svg).toMatchFileSnapshot(`./__snapshots__/mindmap-${layout}-${colorScheme}.svg`);
    },
  );

  it('colours by status, truncates titles, escapes text, and toggles connections and progress', () => {
    const w = generateWorkspace(
      '# A <very> long component title & more\nTags: api\n- a sub-task with a long title [x]\n# Second API thing\nStatus: In Progress\nTags: api',
      { clock },
    );
    const doc = parseSvg(renderMindmapSvg(w, DEFAULT_SETTINGS));
    const labels = [...doc.querySelectorAll('g.node:not(.root) > text:first-of-type')].map(
      (t) => t.textContent,
    );
    expect(labels).toEqual(['A <very> long compon...', 'a sub-task with...', 'Second API thing']);
    const fills = [...doc.querySelectorAll('g.node:not(.root) > rect:first-of-type')].map((r) =>
      r.getAttribute('fill'),
    );
    expect(fills).toEqual(['#9ca3af', '#22c55e', '#f59e0b']);
    expect(doc.querySelectorAll('line.related')).toHaveLength(1);
    expect(doc.querySelectorAll('g.node:not(.root) rect.progress')).toHaveLength(1);
    expect(doc.querySelectorAll('g.root rect.progress')).toHaveLength(1);
    const off = parseSvg(
      renderMindmapSvg(w, { ...DEFAULT_SETTINGS, showConnections: false, showProgress: false }),
    );
    expect(off.querySelectorAll('line.related')).toHaveLength(0);
    // One item line and a branch from the root (Generated Workspace, no `#` title here) to each component.
    expect(off.querySelectorAll('.child')).toHaveLength(3);
    expect(off.querySelectorAll('rect.progress')).toHaveLength(0);
    const dark = parseSvg(
      renderMindmapSvg(w, { ...DEFAULT_SETTINGS, theme: 'dark', colorScheme: 'default' }),
    );
    expect(dark.querySelector('rect.background')!.getAttribute('fill')).toBe('#0f172a');
    expect(dark.querySelector('g.node:not(.root) > rect')!.getAttribute('fill')).toBe('#3b82f6');
  });
});

describe('mindmap PNG through the Graphics port', () => {
  it('draws every label on a surface the size of the scene and encodes a PNG', async () => {
    const graphics = recordingGraphics();
    const png = await renderMindmapPng(sample, DEFAULT_SETTINGS, graphics, 1);
    const surface = graphics.surfaces[0]!;
    expect(pngSize(png)).toEqual({ width: surface.width, height: surface.height });
    const texts = surface.ctx.texts().map((t) => t.text);
    expect(texts).toContain('Dev Toolbox Public Launch');
    expect(texts).toContain('Release Checklist');
    expect(texts).toContain('Freeze the tool...');
  });
});

describe('text exports', () => {
  it('Mermaid mindmap: one root, main nodes indented under it, sub-tasks under them', () => {
    const lines = toMermaidMindmap(sample).trimEnd().split('\n');
    expect(lines[0]).toBe('mindmap');
    expect(lines[1]).toBe('  root((Dev Toolbox Public Launch))');
    expect(lines).toContain('    node_2[Landing Page]');
    expect(lines).toContain('      node_2_sub_0(✓ Wireframes)');
    expect(lines.filter((l) => /^ {4}\S/.test(l))).toHaveLength(7);
    // Labels cannot close their shape early.
    const odd = generateWorkspace('# Fix [bug] (now) {x} "q"', { clock });
    expect(toMermaidMindmap(odd)).toContain("node_1[Fix ‹bug› ‹now› ‹x› 'q']");
  });

  it('Mermaid kanban: the four columns with their cards and priorities', () => {
    const text = toMermaidKanban(sample);
    expect(text.split('\n').filter((l) => /^ {2}\S/.test(l))).toEqual([
      '  notStarted[Not Started]',
      '  inProgress[In Progress]',
      '  blocked[Blocked]',
      '  complete[Complete]',
    ]);
    expect(text).toContain("    node_3[CLI Distribution]@{ priority: 'Very High' }");
  });

  it('Markdown outline: a section per component with a task list', () => {
    const md = toMarkdown(sample);
    expect(md).toMatch(/^# Dev Toolbox Public Launch\n/);
    expect(md).toContain('## Landing Page\n\n**Status:** In Progress · **Priority:** High');
    expect(md).toContain('- [x] Wireframes\n- [x] Visual design\n- [ ] Responsive build');
  });
});

describe('JSON round trip and import checks', () => {
  it('reads back what it wrote', () => {
    expect(parseWorkspaceJson(workspaceToJson(sample))).toEqual(sample);
  });

  it('writes C1 and bidirectional controls in titles as \\u escapes, and reads the same titles back', () => {
    const hostile = {
      ...sample,
      nodes: sample.nodes.map((node) => ({ ...node, title: `${node.title}\x9b31m\u202e` })),
    };
    const text = workspaceToJson(hostile);
    expect(text).not.toMatch(/[\x7f-\x9f\u202e]/);
    expect(text).toContain('\\u009b31m\\u202e');
    expect(parseWorkspaceJson(text)).toEqual(hostile);
  });

  it.each([
    ['not json', 'It is not valid JSON.'],
    ['[]', 'not a workspace'],
    ['{"nodes":[{"id":"a","title":"A","status":"Doing"}],"metadata":{}}', 'status "Doing"'],
    [
      '{"nodes":[{"id":"a","title":"A","status":"Complete"},{"id":"a","title":"B","status":"Complete"}],"metadata":{}}',
      'share an id',
    ],
    [
      '{"nodes":[{"id":"a","title":"A","status":"Complete","parentId":"zz"}],"metadata":{}}',
      'missing parent',
    ],
  ])('%j is refused with a clear message', (text, detail) => {
    expect(() => parseWorkspaceJson(text)).toThrow(ToolInputError);
    expect(() => parseWorkspaceJson(text)).toThrow(detail);
  });
});

describe('share encoding', () => {
  it('restores the workspace and settings, and is smaller than the JSON', () => {
    const settings = { ...DEFAULT_SETTINGS, layout: 'radial' as const, theme: 'dark' as const };
    const payload = encodeShare(sample, settings);
    expect(payload.length).toBeLessThan(JSON.stringify(sample).length / 2);
    expect(decodeShare(sharePayload(`#w=${payload}`)!)).toEqual({ workspace: sample, settings });
  });

  it.each(['', 'abc', '!!!', bytesToBase64(new Uint8Array([1, 2, 3]), true)])(
    'a damaged link %j says so',
    (p) => {
      expect(() => decodeShare(p)).toThrow(ToolInputError);
    },
  );

  it('finds the payload among other fragment parts', () => {
    expect(sharePayload('#x=1&w=abc')).toBe('abc');
    expect(sharePayload('#nothing')).toBeUndefined();
    expect(SHARE_BROKEN).toMatch(/damaged/);
  });
});
