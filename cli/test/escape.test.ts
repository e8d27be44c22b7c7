// The built `toolbox escape` and `toolbox unescape` as a user runs them: a real file quoted for sh and read back by
// dash, a SQL literal round trip, and bad input as one line and exit 1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const corpus = new URL('../../core/src/tools/escape/corpus/blns.json', import.meta.url).pathname;
const cwd = mkdtempSync(join(tmpdir(), 'toolbox-escape-'));
const toolbox = (args: string[], input?: string | Buffer) => toolboxIn(cwd, args, { input });

describe('toolbox escape and unescape (built)', () => {
  it('quotes a whole file of naughty strings as one shell word that dash reads back byte for byte', async () => {
    const result = await toolbox(['escape', '--as', 'shell', '--file', corpus]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const word = result.stdout.replace(/\n$/, '');
    const printed = execFileSync('/usr/bin/dash', ['-c', `printf %s ${word}`]);
    expect(printed.toString('utf8')).toBe(readFileSync(corpus, 'utf8').replace(/\n$/, ''));
  });

  it('writes a SQL literal from stdin and reads it back', async () => {
    const escaped = await toolbox(['escape', '-', '--as', 'sql'], "O'Reilly\n");
    expect(escaped).toMatchObject({ code: 0, stdout: "'O''Reilly'\n" });
    const back = await toolbox(['unescape', escaped.stdout.trim(), '--as', 'sql', '--json']);
    expect(JSON.parse(back.stdout)).toEqual({ as: 'sql', direction: 'unescape', text: "O'Reilly" });
  });

  it('refuses bytes that are not UTF-8 in one line, exit 1, rather than escape U+FFFD in their place', async () => {
    // Latin-1's "café": escaped as read before, it came out 'caf\uFFFD', another text than the file's.
    for (const [command, as] of [
      ['escape', 'shell'],
      ['escape', 'url'],
      ['unescape', 'json'],
    ]) {
      const result = await toolbox(
        [command as string, '-', '--as', as as string],
        Buffer.from('caf\xe9\n', 'latin1'),
      );
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toBe(
        'toolbox: stdin is not UTF-8 text (byte 0xE9 at offset 3): save it as UTF-8 (iconv -f latin1 -t utf-8 converts Latin-1).\n',
      );
    }
  });

  it('refuses an unknown language as a usage error naming it, exit 2', async () => {
    const result = await toolbox(['escape', 'x', '--as', 'yaml']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('yaml');
  });

  it('refuses what the language cannot read in one line, exit 1', async () => {
    const result = await toolbox(['unescape', '-', '--as', 'shell'], 'rm -rf $HOME\n');
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('The space at character 3 splits this into several words; quote it.');
  });
});
