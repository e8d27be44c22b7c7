import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions, type WorkspaceOptions } from './workspace';

const flags = {
  format: 'json',
  layout: 'hierarchical',
  theme: 'light',
  colorScheme: 'status',
  connections: true,
  progress: true,
};
const PLAN =
  '# Landing Page\nStatus: In Progress\nTags: frontend\n- Hero [x]\n- Pricing\n# Docs\nTags: frontend';

const options = (over: Partial<WorkspaceOptions> = {}): WorkspaceOptions => ({
  ...toOptions({ flags, args: ['-'] }),
  ...over,
});

describe('toOptions', () => {
  it('reads the file, format and viewer settings', () => {
    expect(
      toOptions({
        flags: { ...flags, format: 'svg', layout: 'radial', connections: false, output: 'a.svg' },
        args: ['plan.md'],
      }),
    ).toEqual({
      file: 'plan.md',
      format: 'svg',
      layout: 'radial',
      theme: 'light',
      colorScheme: 'status',
      showConnections: false,
      showProgress: true,
      project: undefined,
      output: 'a.svg',
      force: false,
    });
  });

  it('takes --project, the account project to save to', () => {
    expect(
      toOptions({ flags: { ...flags, project: 'Roadmap', force: true }, args: ['plan.md'] }),
    ).toMatchObject({ project: 'Roadmap', force: true, output: undefined });
  });
});

describe('run', () => {
  it('prints the workspace JSON with positions from the layout', async () => {
    const ctx = testContext({ input: PLAN });
    await run(options({ layout: 'radial' }), ctx);
    const w = JSON.parse(ctx.captured.stdout);
    expect(w.nodes.map((n: { id: string }) => n.id)).toEqual([
      'node-1',
      'node-1-sub-0',
      'node-1-sub-1',
      'node-2',
    ]);
    expect(w.connections).toHaveLength(1);
    expect(w.nodes[0].position).toEqual({ x: 400, y: 200 });
  });

  it.each([
    ['mermaid-mindmap', /^mindmap\n {2}root/],
    ['mermaid-kanban', /^kanban\n {2}notStarted\[Not Started\]/],
    ['markdown', /^# Generated Workspace\n/],
    ['svg', /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/],
  ] as const)('--format %s', async (format, pattern) => {
    const ctx = testContext({ input: PLAN });
    await run(options({ format }), ctx);
    expect(ctx.captured.stdout).toMatch(pattern);
  });

  it('blank input is the spec message', async () => {
    await expect(run(options(), testContext({ input: ' \n ' }))).rejects.toThrow(
      new ToolInputError('Please enter some text to generate a workspace'),
    );
  });

  it('writes -o FILE and refuses to overwrite without --force', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-workspace-'));
    writeFileSync(join(cwd, 'plan.txt'), PLAN);
    await run(options({ file: 'plan.txt', format: 'markdown', output: 'out.md' }), testContext({ cwd }));
    expect(readFileSync(join(cwd, 'out.md'), 'utf8')).toContain('## Landing Page');
    await expect(
      run(options({ file: 'plan.txt', format: 'markdown', output: 'out.md' }), testContext({ cwd })),
    ).rejects.toThrow('already exists');
  });
});
