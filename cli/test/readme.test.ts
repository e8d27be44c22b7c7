import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markdownToHtml } from '@toolbox/core/markdown';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const headings = (markdown: string) =>
  [...markdownToHtml(markdown).matchAll(/<h[1-6][^>]*>(.*?)<\/h[1-6]>/g)].map((m) => m[1]);

describe('toolbox readme (built binary)', () => {
  it('writes a README from package.json that refuses to be overwritten', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-readme-'));
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'rocket',
        version: '1.2.3',
        license: 'MIT',
        author: 'Ada',
        repository: 'github:acme/rocket',
      }),
    );
    const args = [
      'readme',
      '--from-package',
      '--template',
      'api',
      '--badges',
      'license,stars',
      '-o',
      'README.md',
    ];
    expect(toolboxIn(dir, args)).toMatchObject({ code: 0, stdout: '' });
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(headings(readme)).toEqual([
      'rocket',
      'Table of Contents',
      'Features',
      'Prerequisites',
      'Installation',
      'Configuration',
      'Usage',
      'API Endpoints',
      'Error Responses',
      'Testing',
      'Contributing',
      'License',
      'Author',
    ]);
    expect(readme).toContain('https://img.shields.io/github/stars/acme/rocket?style=flat');
    const again = toolboxIn(dir, args);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('README.md already exists; use --force to overwrite.');
    expect(toolboxIn(dir, [...args, '--force']).code).toBe(0);
  });

  it('prints to stdout with the form defaults, and exits 1 or 2 on bad input', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-readme-'));
    const result = toolboxIn(dir, ['readme', '--template', 'react']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('# My Awesome Project');
    expect(result.stdout).toContain('https://img.shields.io/badge/version-1.0.0-green?style=flat');
    expect(toolboxIn(dir, ['readme', '--repository', 'not a repo']).code).toBe(1);
    expect(toolboxIn(dir, ['readme', '--template', 'vue']).code).toBe(2);
    expect(toolboxIn(dir, ['readme', '--from-package']).stderr).toContain('cannot read package.json');
  });

  it.each([
    ['commander', 'TJ Holowaychuk'],
    ['esbuild', undefined],
  ])(
    'writes install and usage steps from the real package.json of %s, with no placeholders',
    (name, author) => {
      const dir = mkdtempSync(join(tmpdir(), 'toolbox-readme-'));
      const file = join(import.meta.dirname, '..', 'node_modules', name, 'package.json');
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      const result = toolboxIn(dir, ['readme', '--from-package', file]);
      expect(result.code).toBe(0);
      const readme = result.stdout;
      const html = markdownToHtml(readme);
      expect(html).toContain(`npm install ${pkg.bin ? '--global ' : ''}${pkg.name}`);
      for (const bin of Object.keys(pkg.bin ?? {})) expect(html).toContain(`${bin} --help`);
      for (const script of Object.keys(pkg.scripts ?? {}))
        expect(readme).toContain(`${['test', 'start'].includes(script) ? 'npm' : 'npm run'} ${script}\``);
      expect(headings(readme)).not.toContain('Features');
      for (const placeholder of ['Feature one', 'Your Name', 'A short description', 'username/repo-name'])
        expect(readme).not.toContain(placeholder);
      if (author) expect(readme).toContain(`## Author\n\n**${author}**`);
      else expect(headings(readme)).not.toContain('Author');
    },
  );
});
