// The built `toolbox workspace` as a user runs it: stdin and files in, every format out, read back.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePng } from '@toolbox/core/image/png-decode';
import { runWorkspaceSample } from '@toolbox/core/tools/visual-workspace-generator';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const SAMPLE_TEXT = runWorkspaceSample({ clock: { now: () => new Date() } }).text;
const cwd = mkdtempSync(join(tmpdir(), 'toolbox-workspace-'));
writeFileSync(join(cwd, 'plan.md'), SAMPLE_TEXT);

const toolbox = (args: string[], input = '') => toolboxIn(cwd, ['workspace', ...args], { input });

describe('toolbox workspace', () => {
  it('reads stdin and prints the workspace JSON', () => {
    const r = toolbox(['-'], SAMPLE_TEXT);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const w = JSON.parse(r.stdout);
    expect(w.nodes.filter((n: { parentId?: string }) => !n.parentId)).toHaveLength(7);
    expect(w.metadata.title).toBe('Dev Toolbox Public Launch');
  });

  it('node positions follow --layout', () => {
    const positions = (layout: string) =>
      JSON.parse(toolbox(['plan.md', '--layout', layout]).stdout).nodes.map(
        (n: { position: unknown }) => n.position,
      );
    const [h, r, f] = ['hierarchical', 'radial', 'force-directed'].map(positions);
    expect(h).not.toEqual(r);
    expect(r).not.toEqual(f);
    expect(positions('force-directed')).toEqual(f);
  });

  it('writes a PNG of the mindmap with -o', () => {
    const r = toolbox(['plan.md', '--format', 'png', '--theme', 'dark', '-o', 'map.png']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('map.png');
    const png = decodePng(new Uint8Array(readFileSync(join(cwd, 'map.png'))));
    expect(png.width).toBeGreaterThan(800);
    // Dark theme: the top-left corner is the background colour #0f172a.
    expect([...png.rgba.slice(0, 3)]).toEqual([0x0f, 0x17, 0x2a]);
    expect(toolbox(['plan.md', '--format', 'png', '-o', 'map.png']).code).toBe(1);
  });

  it('prints the SVG, Mermaid and Markdown', () => {
    expect(toolbox(['plan.md', '--format', 'svg']).stdout).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(toolbox(['plan.md', '--format', 'mermaid-mindmap']).stdout).toMatch(/^mindmap\n/);
    expect(toolbox(['plan.md', '--format', 'mermaid-kanban']).stdout).toContain('  complete[Complete]');
    expect(toolbox(['plan.md', '--format', 'markdown']).stdout).toContain('## Legal Review');
  });

  it('--format tree: the # title is the root with the ## components and their items; an unknown status is one stderr line', () => {
    const plan = [
      '# Launch plan',
      '## Backend',
      'Status: In Progress',
      'Deadline: 2026-12-04',
      '- Rate limiting [x]',
      '- Billing webhooks [blocked]',
      '## Payments',
      'Status: Blocked',
      '## Marketing site',
      'Status: Waiting on legal',
    ].join('\n');
    const r = toolbox(['-', '--format', 'tree'], plan);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        'Launch plan',
        '├── Backend (In Progress, due 2026-12-04)',
        '│   ├── Rate limiting (Complete)',
        '│   └── Billing webhooks (Blocked)',
        '├── Payments (Blocked)',
        '└── Marketing site (Not Started)',
        '',
      ].join('\n'),
    );
    expect(r.stderr.trim().split('\n')).toEqual([
      'Unknown status "Waiting on legal" on "Marketing site" (kept as Not Started); the statuses are Not Started, In Progress, Blocked, Complete.',
    ]);
    const json = JSON.parse(toolbox(['-'], plan).stdout);
    expect(json.metadata.title).toBe('Launch plan');
    expect(json.nodes.filter((n: { parentId?: string }) => !n.parentId)).toHaveLength(3);
  });

  it('blank input: exit 1 with the spec message; a bad flag: exit 2', () => {
    const blank = toolbox(['-'], '  \n\n');
    expect(blank.code).toBe(1);
    expect(blank.stderr).toContain('Please enter some text to generate a workspace');
    expect(toolbox(['plan.md', '--layout', 'spiral']).code).toBe(2);
  });
});
