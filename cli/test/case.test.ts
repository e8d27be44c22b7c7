// The built `toolbox case` and `toolbox count` as a user runs them; count checked against GNU wc on the same file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const file = new URL('../../core/src/tools/text-case/corpus/adduser-copyright.txt', import.meta.url).pathname;
const cwd = mkdtempSync(join(tmpdir(), 'toolbox-case-'));
const toolbox = (args: string[], input?: string | Buffer) => toolboxIn(cwd, args, { input });

describe('toolbox case and count (built)', () => {
  it('renames a list of column names, one a line', async () => {
    const result = await toolbox(['case', '-', '--to', 'camel'], 'user_id\ncreated_at\nHTTPStatus\n');
    expect(result).toMatchObject({ code: 0, stdout: 'userId\ncreatedAt\nhttpStatus\n', stderr: '' });
  });

  it("keeps a Windows file's CRLF line breaks", async () => {
    const result = await toolbox(['case', '-', '--to', 'snake'], 'userId\r\ncreatedAt\r\n');
    expect(result).toMatchObject({ code: 0, stdout: 'user_id\r\ncreated_at\r\n', stderr: '' });
  });

  it('counts a file as wc does', async () => {
    const result = await toolbox(['count', file, '--json']);
    const [newlines, words, characters, bytes] = execFileSync('/usr/bin/wc', ['-l', '-w', '-m', '-c', file], {
      encoding: 'utf8',
      env: { LC_ALL: 'C.UTF-8' },
    })
      .trim()
      .split(/\s+/)
      .map(Number);
    expect(JSON.parse(result.stdout)).toMatchObject({ newlines, words, characters, bytes });
  });

  it('counts the bytes of a file that is not all UTF-8 as wc -c does, not those of its decoded text', async () => {
    const latin1 = join(cwd, 'latin1.txt');
    writeFileSync(latin1, Buffer.from('caf\xe9 cr\xe8me\n', 'latin1'));
    for (const args of [
      ['count', latin1, '--json'],
      ['count', '-', '--json'],
    ]) {
      const result = await toolbox(args, args[1] === '-' ? readFileSync(latin1) : undefined);
      expect(JSON.parse(result.stdout)).toMatchObject({ bytes: 11, newlines: 1 });
    }
  });

  it('refuses an unknown case as a usage error naming it, exit 2', async () => {
    const result = await toolbox(['case', 'x', '--to', 'shout']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('shout');
  });

  it('refuses blank text in one line, exit 1', async () => {
    const result = await toolbox(['case', '-'], '  \n');
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('Please enter some text.');
  });
});
