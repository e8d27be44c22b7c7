import { spawnSync } from 'node:child_process';
import { tools } from '@toolbox/core/registry';
import { describe, expect, inject, it } from 'vitest';
import { version } from '../package.json';
import { reportMissingNode, runBuilt } from './run-built';

const stackLine = /^\s+at /m;

describe.each(inject('nodeBinaries'))('built toolbox on $label', ({ label, path, reason }) => {
  const node = path ?? '';
  const itOnNode = path ? it : it.skip;
  if (!path) reportMissingNode({ label, path, reason });

  itOnNode('is the Node version it says', () => {
    const actual = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    expect(label).toMatch(new RegExp(`^node ${actual.split('.')[0]}\\b`));
  });

  itOnNode('--version prints the package version', () => {
    expect(runBuilt(node, ['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect(runBuilt(node, ['-V']).stdout).toBe(`${version}\n`);
    expect(runBuilt(node, ['--no-color', '--version']).stdout).toBe(`${version}\n`);
  });

  itOnNode('--help lists the commands by group and exits 0', () => {
    const result = runBuilt(node, ['--help']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: toolbox \[options\] \[command\]/);
    expect(result.stdout).toMatch(/General:\n {2}list {2,}List every tool/);
    expect(result.stdout).toContain('--api-url <url>');
  });

  itOnNode('each command’s --help shows examples', () => {
    const result = runBuilt(node, ['list', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Examples:\n  $ toolbox list\n');
  });

  itOnNode('list --json prints every tool', () => {
    const result = runBuilt(node, ['list', '--json']);
    expect(result.code).toBe(0);
    const listed = JSON.parse(result.stdout) as { id: string; route: string }[];
    expect(listed).toHaveLength(tools.length);
    expect(listed[0]).toMatchObject({ id: 'og-generator', route: '/og-generator' });
  });

  itOnNode('list on a pipe prints tab-separated lines', () => {
    const result = runBuilt(node, ['list']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe(
      'og-generator\tOG Image Generator\tdeveloper\t/og-generator\tog',
    );
  });

  itOnNode('an unknown command exits 2 with a suggestion', () => {
    const result = runBuilt(node, ['lst']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: "toolbox: unknown command 'lst'\nDid you mean list?\n",
    });
  });

  itOnNode('an error is one stderr line plus a hint, never a stack trace', () => {
    const result = runBuilt(node, ['--api-url', 'not a url', 'list']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^toolbox: option '--api-url <url>' argument 'not a url' is invalid/);
    expect(result.stderr).not.toMatch(stackLine);
  });

  itOnNode('an unknown option of a command exits 2', () => {
    const result = runBuilt(node, ['list', '--bogus']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("toolbox: unknown option '--bogus'\nSee 'toolbox list --help'.\n");
  });
});
