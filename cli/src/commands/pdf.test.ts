import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PAGE_OPTIONS } from '@toolbox/core/tools/markdown-pdf';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { defaultPdfName, run, toOptions } from './pdf';

describe('pdf toOptions', () => {
  it.each([
    ['notes.md', 'notes.pdf'],
    ['docs/Guide.markdown', 'Guide.pdf'],
    ['-', 'document.pdf'],
    ['README', 'README.pdf'],
  ])('%s -> %s by default', (file, name) => {
    expect(defaultPdfName(file)).toBe(name);
    expect(toOptions({ flags: { theme: 'github' }, args: [file] }).output).toBe(name);
  });

  it('takes -o and the theme, and needs a file', () => {
    expect(toOptions({ flags: { theme: 'dark', output: '-', force: true }, args: ['a.md'] })).toEqual({
      file: 'a.md',
      theme: 'dark',
      output: '-',
      force: true,
      allowOutside: [],
      pageSize: 'A4',
      margins: DEFAULT_PAGE_OPTIONS.margins,
      toc: false,
      header: '',
      footer: '{page} / {pages}',
    });
    expect(() => toOptions({ flags: {}, args: [] })).toThrow(UsageError);
  });

  it('reads the page flags: size, margins in CSS order, header, footer, --toc', () => {
    const options = toOptions({
      flags: { pageSize: 'Letter', margin: '1in 0.5in', toc: true, header: '{title}', footer: '' },
      args: ['a.md'],
    });
    expect(options).toMatchObject({
      pageSize: 'Letter',
      margins: { top: 72, right: 36, bottom: 72, left: 36 },
      toc: true,
      header: '{title}',
      footer: '',
    });
  });

  it.each(['20', '3px', '5in'])('refuses --margin %j with a usage error that names the flag', (margin) => {
    expect(() => toOptions({ flags: { margin }, args: ['a.md'] })).toThrow(/^--margin: /);
    expect(() => toOptions({ flags: { margin }, args: ['a.md'] })).toThrow(UsageError);
  });
});

describe('pdf run', () => {
  it('writes the PDF of stdin to -o and says so on stderr', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
    try {
      const ctx = testContext({ cwd: dir, input: '# Hello\n\nSome *text*.\n' });
      await run(toOptions({ flags: { output: 'out.pdf' }, args: ['-'] }), ctx);
      expect(ctx.captured).toEqual({ stdout: '', stderr: 'wrote out.pdf\n' });
      expect(readFileSync(join(dir, 'out.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
