// The built `toolbox lines` and `toolbox lorem` as a user runs them, lines checked against GNU sort and paste on
// a file others wrote.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const file = new URL('../../core/src/tools/lines/corpus/Python.gitignore', import.meta.url).pathname;
const cwd = mkdtempSync(join(tmpdir(), 'toolbox-lines-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });
const gnu = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', env: { PATH: '/usr/bin:/bin', LC_ALL: 'C' } });

describe('toolbox lines and lorem (built)', () => {
  it('sorts a file as LC_ALL=C sort -u does', async () => {
    const result = await toolbox(['lines', file, '--sort', 'bytes', '--unique']);
    expect(result).toMatchObject({ code: 0, stderr: '', stdout: gnu('sort', ['-u', file]) });
  });

  it("keeps a Windows file's CRLF line breaks, as LC_ALL=C sort -u and tac do", async () => {
    const crlf = join(cwd, 'crlf.gitignore');
    writeFileSync(crlf, readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
    const sorted = await toolbox(['lines', crlf, '--sort', 'bytes', '--unique']);
    expect(sorted).toMatchObject({ code: 0, stderr: '', stdout: gnu('sort', ['-u', crlf]) });
    const reversed = await toolbox(['lines', crlf, '--reverse']);
    expect(reversed).toMatchObject({ code: 0, stderr: '', stdout: gnu('tac', [crlf]) });
  });

  it('refuses a file that is not UTF-8 in one line, exit 1, rather than write U+FFFD for its bytes', async () => {
    // Latin-1 names: sorted as read before, each é came out as EF BF BD, exit 0.
    const latin1 = join(cwd, 'latin1.txt');
    writeFileSync(latin1, Buffer.from('zoë\ncafé\n', 'latin1'));
    const result = await toolbox(['lines', latin1, '--sort', 'bytes']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(
      `toolbox: ${latin1} is not UTF-8 text (byte 0xEB at offset 2): save it as UTF-8 (iconv -f latin1 -t utf-8 converts Latin-1).\n`,
    );
  });

  it('joins the lines as paste -sd does', async () => {
    const result = await toolbox(['lines', file, '--join', '\\t']);
    expect(result).toMatchObject({ code: 0, stdout: gnu('paste', ['-sd', '\\t', file]) });
  });

  it('writes the same lorem ipsum for the same seed', async () => {
    const once = await toolbox(['lorem', '2', '--seed', '99']);
    expect(once.code).toBe(0);
    expect(once.stdout).toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit/);
    expect((await toolbox(['lorem', '2', '--seed', '99'])).stdout).toBe(once.stdout);
  });

  it('refuses an unknown order as a usage error naming it, exit 2', async () => {
    const result = await toolbox(['lines', '-', '--sort', 'shuffle'], 'a\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('shuffle');
  });

  it('refuses a bad locale in one line, exit 1', async () => {
    const result = await toolbox(['lines', '-', '--sort', 'locale', '--locale', 'xx-!!'], 'a\n');
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('"xx-!!" is not a language tag');
  });
});
